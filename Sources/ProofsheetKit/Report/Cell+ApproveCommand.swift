/// The command that approves one cell, as printed in the HTML viewer and the JUnit failure bodies.
extension Cell {
    /// `proofsheet approve --screen S --device D --locale L --mode M --scale X`, with any value that is not
    /// plain (letters, digits, `.`, `_`, `-`, `/`) single-quoted for POSIX shells.
    public var approveCommand: String {
        let arguments = [("--screen", screen), ("--device", device), ("--locale", locale.identifier),
                         ("--mode", mode.rawValue), ("--scale", scaleLabel)]
        return "proofsheet approve " + arguments.map { "\($0.0) \(Cell.shellQuoted($0.1))" }.joined(separator: " ")
    }

    /// `value` unchanged when a POSIX shell reads it as one word, else in single quotes (`'` as `'\''`).
    static func shellQuoted(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { s in
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "." || s == "_" || s == "-" || s == "/"
        }
        if plain { return value }
        var quoted = "'"
        for character in value { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
