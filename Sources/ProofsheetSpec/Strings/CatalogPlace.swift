import ProofsheetJSON

/// Where a catalog value was written, kept as numbers and turned into text only when a message needs it.
///
/// A 5,000-key, 10-locale `.xcstrings` has 50,000 values (issue #16's load target, docs/performance.md), and
/// almost none is ever named in an error, so the `file:line:column` string is not built while loading.
/// `line` and `column` follow `SourceLocation` (1-based; column in Unicode scalars).
/// Equality and hashing compare the text, so a place given as text equals the same place given as numbers.
///
/// A struct of one string and two numbers rather than an enum, so copying a value (every text a check looks up)
/// is one reference count and no switch over cases.
public struct CatalogPlace: Hashable, Sendable, CustomStringConvertible {
    /// The place written out (`text`), or the file name of a `position`.
    private let name: String
    /// 0 for a place written out; else the 1-based line and column.
    private let line: Int32
    private let column: Int32

    private init(name: String, line: Int32, column: Int32) {
        self.name = name
        self.line = line
        self.column = column
    }

    /// A place written out by the reader (`file` with a key path, an XML element's position, …).
    public static func text(_ text: String) -> CatalogPlace { CatalogPlace(name: text, line: 0, column: 0) }

    /// A position in a file, shown as `file:line:column` (both from 1; a catalog file is at most
    /// `CatalogFile.maxBytes` long, so they fit in 32 bits).
    public static func position(file: String, line: Int, column: Int) -> CatalogPlace {
        CatalogPlace(name: file, line: Int32(clamping: line), column: Int32(clamping: column))
    }

    /// The place of a parsed value.
    package init(file: String, _ location: SourceLocation) {
        self = .position(file: file, line: location.line, column: location.column)
    }

    /// `file:line:column` (or the text as written), the prefix of a catalog error.
    public var description: String {
        line == 0 ? name : name + ":" + String(line) + ":" + String(column)
    }

    public static func == (lhs: CatalogPlace, rhs: CatalogPlace) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
