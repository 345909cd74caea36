/// Where a catalog value was written, kept as numbers and turned into text only when a message needs it.
///
/// A 5,000-key, 10-locale `.xcstrings` has 50,000 values (issue #16's load target, docs/performance.md), and
/// almost none is ever named in an error, so the `file:line:column` string is not built while loading.
/// `line` and `column` follow `SourceLocation` (1-based; column in Unicode scalars).
/// Equality and hashing compare the text, so a place given as text equals the same place given as numbers.
public enum CatalogPlace: Hashable, Sendable, CustomStringConvertible {
    /// A place written out by the reader (`file` with a key path, an XML element's position, …).
    case text(String)
    /// A position in a file, shown as `file:line:column`.
    case position(file: String, line: Int, column: Int)

    /// The place of a parsed value.
    init(file: String, _ location: SourceLocation) {
        self = .position(file: file, line: location.line, column: location.column)
    }

    /// `file:line:column` (or the text as written), the prefix of a catalog error.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .position(let file, let line, let column): return file + ":" + String(line) + ":" + String(column)
        }
    }

    public static func == (lhs: CatalogPlace, rhs: CatalogPlace) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
