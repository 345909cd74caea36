/// The lines of a text file Proofsheet stores beside a golden (an accessibility snapshot, a layout record).
package enum StoredTextLines {
    /// Split on the byte: "\n" is a grapheme of its own (UAX #29 GB4, GB5) unless a "\r" precedes it, and a stored
    /// file has neither inside a line, so this is the line split, linear in bytes. A final newline ends the last
    /// line rather than starting an empty one.
    package static func split(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
