/// A value together with its JSON path, for strict spec decoding: each accessor either returns the expected
/// kind or throws a `SpecError` that names the file, line:column, path, what was expected and what was found.
///
/// Readers for nested values (`object()`, `array()`, `JSONObjectReader.requiredValue(_:)`) extend the path, so
/// errors deep in a tree read `root.children[2].padding: …`. The file comes from the value's `SourceLocation`.
public struct JSONValueReader: Sendable {
    public let value: JSONValue
    package let path: JSONPath

    package init(value: JSONValue, path: JSONPath) {
        self.value = value
        self.path = path
    }

    public var location: SourceLocation { value.location }

    public var isNull: Bool { value.isNull }

    package func object() throws -> JSONObjectReader {
        guard case .object(let members) = value.kind else { throw expected("an object") }
        return JSONObjectReader(members: members, path: path, location: value.location)
    }

    /// The object's members as parsed, without a reader per member: for hot loops over large objects (a string
    /// catalog's thousands of keys) that build a member's reader only when they need its path for an error.
    /// Throws the same error as `object()` for a value that is not an object.
    public func members() throws -> [JSONMember] {
        guard case .object(let members) = value.kind else { throw expected("an object") }
        return members
    }

    /// The elements, each with its indexed path (`…children[0]`, `…children[1]`, …).
    public func array() throws -> [JSONValueReader] {
        guard case .array(let elements) = value.kind else { throw expected("an array") }
        return elements.enumerated().map { JSONValueReader(value: $0.element, path: path.index($0.offset)) }
    }

    public func string() throws -> String {
        guard case .string(let s) = value.kind else { throw expected("a string") }
        return s
    }

    /// A string that must be one of `allowed`; a near miss gets a "did you mean" suggestion.
    public func string(oneOf allowed: [String]) throws -> String {
        let s = try string()
        guard allowed.contains(s) else { throw notOneOf(s, allowed: allowed) }
        return s
    }

    /// `notOneOf` with the closest of `allowed` as a "did you mean".
    private func notOneOf(_ found: String, allowed: [String]) -> SpecError {
        SpecError(location: location, path: path, problem: .notOneOf(found, suggestion: SpellingSuggestion.closest(to: found, among: allowed), allowed: allowed))
    }

    /// A string naming one case of `type` (its raw value); anything else is `notOneOf` with every case listed.
    public func enumCase<Case: RawRepresentable & CaseIterable>(_ type: Case.Type) throws -> Case where Case.RawValue == String {
        // The case is looked up first: the list of every case is only made for the message (a per-read list was
        // about 4 % of a nothing-changed check at 5,632 cells, docs/performance.md).
        let name = try string()
        if let value = Case(rawValue: name) { return value }
        throw notOneOf(name, allowed: type.allCases.map(\.rawValue))
    }

    public func number() throws -> Double {
        guard case .number(let n) = value.kind else { throw expected("a number") }
        return n.value
    }

    /// A number with no fractional part that fits `Int` (`3` and `3.0` qualify, `2.5` does not).
    public func int() throws -> Int {
        guard case .number(let n) = value.kind, let i = n.exactInt else { throw expected("an integer") }
        return i
    }

    public func bool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw expected("true or false") }
        return b
    }

    /// The error for a value of the wrong shape: `expected <description>, found <what the value is>`.
    /// Use for shapes the typed accessors cannot express, e.g.
    /// `throw value.expected("a number, a space token name or an object with top/bottom/leading/trailing")`.
    package func expected(_ description: String) -> SpecError {
        SpecError(location: location, path: path, problem: .typeMismatch(expected: description, found: value.briefDescription))
    }

    /// The error for a value that has the right shape but breaks a rule, in the caller's words,
    /// e.g. `throw value.invalid("unknown colour token 'primray'; did you mean 'primary'?")`.
    package func invalid(_ message: String) -> SpecError {
        SpecError(location: location, path: path, problem: .invalidValue(message))
    }
}

extension JSONValue {
    /// A reader for this value, which sits at `path`.
    package func reader(at path: JSONPath) -> JSONValueReader {
        JSONValueReader(value: self, path: path)
    }

    /// This value as an object, or a `SpecError` naming `path`.
    package func object(at path: JSONPath) throws -> JSONObjectReader {
        try reader(at: path).object()
    }

    /// This value's elements, or a `SpecError` naming `path`.
    package func array(at path: JSONPath) throws -> [JSONValueReader] {
        try reader(at: path).array()
    }
}
