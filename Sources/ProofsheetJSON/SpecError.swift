import ProofsheetSupport

/// A well-formed JSON file that does not match what the spec expects: where (file:line:column and JSON path)
/// and what was expected and found.
///
/// `description` is the message users see:
/// `layouts/screens/home.json:14:5: root.children[2].padding: expected a number, found an array`.
/// The path part is left out when it is empty (the top level of a document whose root name is `""`).
package struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Problem: Sendable, Equatable {
        /// The value has the wrong kind or shape; `found` is `JSONValue.briefDescription`.
        case typeMismatch(expected: String, found: String)
        /// A required key is absent (reported at the object's `{`).
        case missingKey(String)
        /// A key the object does not take (reported at the key); `suggestion` is the closest allowed key.
        case unknownKey(String, suggestion: String?, allowed: [String])
        /// A string that is not one of a fixed set of names.
        case notOneOf(String, suggestion: String?, allowed: [String])
        /// Any other rule the value breaks, in the decoder's own words.
        case invalidValue(String)
    }

    package var location: SourceLocation
    package var path: JSONPath
    package var problem: Problem
    /// The component uses the value was reached through, innermost first
    /// (`component 'row' used at screens/home.json:12:7 (root.children[1])`); empty outside components.
    package var usedAt: [String] = []

    package init(location: SourceLocation, path: JSONPath, problem: Problem) {
        self.location = location
        self.path = path
        self.problem = problem
    }

    /// The message without location and path.
    package var message: String {
        switch problem {
        case .typeMismatch(let expected, let found):
            return "expected \(expected), found \(found)"
        case .missingKey(let key):
            return "missing required key '\(key)'"
        case .unknownKey(let key, let suggestion, let allowed):
            if let suggestion { return "unknown key '\(key)'; did you mean '\(suggestion)'?" }
            if allowed.isEmpty { return "unknown key '\(key)'; this object takes no keys" }
            return "unknown key '\(key)'; allowed keys are \(SpecError.list(allowed))"
        case .notOneOf(let value, let suggestion, let allowed):
            let base = "expected one of \(SpecError.list(allowed)), found '\(value)'"
            return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
        case .invalidValue(let message):
            return message
        }
    }

    /// `file:line:column: path: message`, control characters (a NUL in a key or value) shown as `\u0000`.
    package var description: String {
        let pathText = path.description
        let uses = usedAt.map { "; in \($0)" }.joined()
        return MessageText.escapedKeepingLines((pathText.isEmpty ? "\(location): \(message)" : "\(location): \(pathText): \(message)") + uses)
    }

    /// `'a', 'b', 'c'` in the order given.
    package static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
