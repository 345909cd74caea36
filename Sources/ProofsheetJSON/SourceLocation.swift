/// A position in a hand-written spec file, used to point users at the exact character an error is about.
///
/// Units: `line` and `column` are 1-based. Lines are separated by U+000A LINE FEED only (a `\r\n` pair ends
/// one line; a lone `\r` does not start a new one). `column` counts Unicode scalars from the start of the line,
/// so `é` counts as one column whatever its UTF-8 length; a tab counts as one column. A byte order mark at the
/// start of the file is not counted. `byteOffset` is the 0-based offset of the same character in the file's
/// raw bytes (BOM included), for tools that work on bytes.
///
/// Values built in code rather than parsed (for reports) carry `SourceLocation.generated` (line 0).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name as the user gave it (e.g. `layouts/screens/home.json`); may be empty for in-memory text.
    public var file: String
    /// 1-based line number; 0 for a generated location.
    public var line: Int
    /// 1-based column, counted in Unicode scalars; 0 for a generated location.
    public var column: Int
    /// 0-based offset in the file's UTF-8 bytes.
    public var byteOffset: Int

    public init(file: String, line: Int, column: Int, byteOffset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// The location of values that were built in code, not read from a file.
    public static let generated = SourceLocation(file: "", line: 0, column: 0, byteOffset: 0)

    public var isGenerated: Bool { line == 0 }

    /// `line:column` without the file, for pointing at a second place in the same file.
    public var lineAndColumn: String { "\(line):\(column)" }

    /// `file:line:column`, the prefix of every spec error; `line:column` when the file name is empty.
    public var description: String {
        if isGenerated { return file.isEmpty ? "<generated>" : "\(file)" }
        return file.isEmpty ? lineAndColumn : "\(file):\(lineAndColumn)"
    }
}
