/// A JSON object being decoded strictly: typed access to required and optional members, and rejection of
/// keys the spec does not define (with a "did you mean" suggestion).
///
/// `required…` throws when the key is absent (error at the object's `{`) or the value has the wrong kind
/// (error at the value). `optional…` returns nil when the key is absent or its value is `null` (so users can
/// write `null` to mean "not set"), and throws when a present value has the wrong kind. Nested readers get
/// the path `<object path>.<key>`.
package struct JSONObjectReader: Sendable {
    /// A member with a reader for its value.
    package struct Member: Sendable {
        package let key: String
        package let keyLocation: SourceLocation
        package let value: JSONValueReader
    }

    package let path: JSONPath
    /// Location of the object's `{`.
    package let location: SourceLocation
    /// Members in source order.
    package let members: [Member]

    package init(members: [JSONMember], path: JSONPath, location: SourceLocation) {
        self.path = path
        self.location = location
        self.members = members.map {
            Member(key: $0.key, keyLocation: $0.keyLocation, value: JSONValueReader(value: $0.value, path: path.key($0.key)))
        }
    }

    /// Keys in source order.
    package var keys: [String] { members.map(\.key) }

    package func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member's value reader when the key is present (even if its value is `null`).
    package func value(_ key: String) -> JSONValueReader? {
        members.first { $0.key == key }?.value
    }

    package func requiredValue(_ key: String) throws -> JSONValueReader {
        guard let value = value(key) else {
            throw SpecError(location: location, path: path, problem: .missingKey(key))
        }
        return value
    }

    /// The value when present and not `null`.
    package func optionalValue(_ key: String) -> JSONValueReader? {
        guard let value = value(key), !value.isNull else { return nil }
        return value
    }

    package func requiredString(_ key: String) throws -> String { try requiredValue(key).string() }

    package func optionalString(_ key: String) throws -> String? { try optionalValue(key)?.string() }

    /// The string at `key` naming one case of `type` (`JSONValueReader.enumCase`: every case listed when it names none).
    package func requiredCase<Case: RawRepresentable & CaseIterable>(_ key: String, _ type: Case.Type) throws -> Case where Case.RawValue == String {
        try requiredValue(key).enumCase(type)
    }

    /// As `requiredCase`, nil when `key` is absent.
    package func optionalCase<Case: RawRepresentable & CaseIterable>(_ key: String, _ type: Case.Type) throws -> Case? where Case.RawValue == String {
        try optionalValue(key)?.enumCase(type)
    }

    package func requiredString(_ key: String, oneOf allowed: [String]) throws -> String {
        try requiredValue(key).string(oneOf: allowed)
    }

    package func optionalString(_ key: String, oneOf allowed: [String]) throws -> String? {
        try optionalValue(key)?.string(oneOf: allowed)
    }

    package func requiredNumber(_ key: String) throws -> Double { try requiredValue(key).number() }

    package func optionalNumber(_ key: String) throws -> Double? { try optionalValue(key)?.number() }

    package func requiredInt(_ key: String) throws -> Int { try requiredValue(key).int() }

    package func optionalInt(_ key: String) throws -> Int? { try optionalValue(key)?.int() }

    package func requiredBool(_ key: String) throws -> Bool { try requiredValue(key).bool() }

    package func optionalBool(_ key: String) throws -> Bool? { try optionalValue(key)?.bool() }

    package func requiredObject(_ key: String) throws -> JSONObjectReader { try requiredValue(key).object() }

    package func optionalObject(_ key: String) throws -> JSONObjectReader? { try optionalValue(key)?.object() }

    package func requiredArray(_ key: String) throws -> [JSONValueReader] { try requiredValue(key).array() }

    package func optionalArray(_ key: String) throws -> [JSONValueReader]? { try optionalValue(key)?.array() }

    /// Throws for the first key (in source order) not in `allowed`, at that key's location, suggesting the
    /// closest allowed key when one is within edit distance 2 and otherwise listing the allowed keys.
    package func rejectUnknownKeys(allowed: [String]) throws {
        for member in members where !allowed.contains(member.key) {
            let suggestion = SpellingSuggestion.closest(to: member.key, among: allowed)
            throw SpecError(
                location: member.keyLocation, path: path,
                problem: .unknownKey(member.key, suggestion: suggestion, allowed: allowed))
        }
    }
}

extension JSONObjectReader {
    /// The error for a required key that is absent.
    package func missing(_ key: String) -> SpecError {
        SpecError(location: location, path: path, problem: .missingKey(key))
    }
}
