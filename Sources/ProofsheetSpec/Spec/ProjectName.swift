import ProofsheetJSON
import ProofsheetSupport

/// A name that becomes part of a file path: a screen id, device, locale, mode, state, component or preset.
///
/// The one rule (docs/hardening.md, "Names"): 1 to 64 characters, each an ASCII letter, digit, `-`, `_` or `.`,
/// not starting with `.` (so never `.`, `..` or a hidden file), hence no path separator, no NUL and no control
/// character. A `ProjectName` can only be built through that check, so a path made of `ProjectName`s stays in
/// the folder it is joined to. Names are validated where they are declared (the config's `devices` keys,
/// `matrix.locales`, `matrix.screens`, screen and strings file names, a screen's `id`) with an error that names
/// the file and JSON path.
package struct ProjectName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The longest name, in characters (a cell file name joins four names and stays well under NAME_MAX, 255).
    package static let maxLength = 64
    /// The rule in words, for messages and docs.
    package static let rule = "1 to \(maxLength) ASCII letters, digits, '-', '_' or '.', not starting with '.'"

    package let value: String

    /// The name, or nil when `text` breaks the rule (`problem(in:)` says how).
    package init?(_ text: String) {
        guard ProjectName.problem(in: text) == nil else { return nil }
        value = text
    }

    /// Why `text` is not a name, or nil when it is one.
    package static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return "a name cannot be empty" }
        if bytes.count > maxLength { return "a name has at most \(maxLength) characters, found \(text.unicodeScalars.count)" }
        if bytes[0] == UInt8(ascii: ".") { return "a name cannot start with '.'" }
        for byte in bytes where !isAllowed(byte) {
            let scalar = Unicode.Scalar(byte)
            let shown = byte < 0x80 ? MessageText.escaped(String(Character(scalar))) : "a non-ASCII character"
            return byte == UInt8(ascii: "/") ? "a name cannot contain '/'" : "a name cannot contain \(byte < 0x80 ? "'\(shown)'" : shown)"
        }
        return nil
    }

    /// Throws a message naming `role` ("device name", "locale") when `text` is not a name.
    package static func validated(_ text: String, role: String) throws -> ProjectName {
        guard let name = ProjectName(text) else {
            throw ProjectNameError(role: role, text: text, problem: problem(in: text) ?? "")
        }
        return name
    }

    package static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    package var description: String { value }

    package static func < (lhs: ProjectName, rhs: ProjectName) -> Bool { lhs.value < rhs.value }
}

/// A declared name that breaks the `ProjectName` rule: which role, what was found (escaped) and why.
package struct ProjectNameError: Error, Equatable, Sendable, CustomStringConvertible {
    package let role: String
    package let text: String
    package let problem: String

    /// `expected a device name of …, found "a/b": a name cannot contain '/'`.
    package var description: String {
        "expected a \(role) of \(ProjectName.rule), found \(MessageText.quoted(text)): \(problem)"
    }
}

extension JSONValueReader {
    /// The string here as a `ProjectName`, or a `SpecError` at this value naming `role`.
    package func name(role: String) throws -> ProjectName {
        let text = try string()
        do {
            return try ProjectName.validated(text, role: role)
        } catch let error as ProjectNameError {
            throw invalid(error.description)
        }
    }
}
