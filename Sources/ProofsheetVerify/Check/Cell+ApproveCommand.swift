import ProofsheetProject
import ProofsheetSpec

/// The command that approves one cell, as printed in the HTML viewer and the JUnit failure bodies.
extension Cell {
    /// `proofsheet approve --cell wallet/phone-ar-dark-1.3x`: exactly this cell (not the screen's other states nor
    /// its other orientation), with an id that is not plain (letters, digits, `.`, `_`, `-`, `/`, `@`)
    /// single-quoted for POSIX shells.
    public var approveCommand: String {
        "proofsheet approve --cell " + Cell.shellQuoted(description)
    }

    /// `value` unchanged when a POSIX shell reads it as one word, else in single quotes (`'` as `'\''`).
    package static func shellQuoted(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { s in
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "." || s == "_" || s == "-" || s == "/" || s == "@"
        }
        if plain { return value }
        var quoted = "'"
        for character in value { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
