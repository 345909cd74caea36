import ProofsheetSupport

/// One parsed JSON file: its name and its located value tree, the starting point for decoding a spec.
///
/// The file name is used verbatim in every error, so pass the path as the user wrote it
/// (`layouts/screens/home.json`), not an absolute path, when that is what they will recognise.
public struct JSONDocument: Sendable {
    public let file: String
    public let root: JSONValue

    /// Parses `bytes` (see `JSONParser` for the grammar). Throws `JSONSyntaxError`.
    public init(parsing bytes: [UInt8], file: String, limits: JSONLimits = .default) throws {
        self.file = file
        self.root = try JSONParser(file: file, limits: limits).parse(bytes)
    }

    /// Parses `text`. Throws `JSONSyntaxError`.
    public init(parsing text: String, file: String, limits: JSONLimits = .default) throws {
        try self.init(parsing: Array(text.utf8), file: file, limits: limits)
    }

    /// Reads and parses the file at `path` (symbolic links are followed). Throws `SpecFileError` when the file
    /// is missing, not a regular file, larger than `limits.maxFileBytes` or unreadable, and `JSONSyntaxError`
    /// when its content is not valid.
    public static func load(path: String, limits: JSONLimits = .default) throws -> JSONDocument {
        let bytes = try readFile(path: path, limit: limits.maxFileBytes)
        return try JSONDocument(parsing: bytes, file: path, limits: limits)
    }

    /// A reader for the top-level value; `rootName` starts every path (`"root"`, or `""` for name maps).
    public func reader(rootName: String = "root") -> JSONValueReader {
        JSONValueReader(value: root, path: .root(rootName))
    }

    /// Through `RegularFile` (O_NONBLOCK + fstat), so a FIFO or device never blocks; errors keep their spec wording.
    package static func readFile(path: String, limit: Int) throws -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: limit)
        } catch let error as RegularFileError {
            switch error.problem {
            case .notFound: throw SpecFileError(path: path, reason: .notFound)
            case .notRegular(let kind): throw SpecFileError(path: path, reason: .notARegularFile(kind: kind))
            case .folderNotFolder: throw SpecFileError(path: path, reason: .blockedFolder(error.message))
            case .tooLarge(let bytes, let limit): throw SpecFileError(path: path, reason: .tooLarge(bytes: bytes, limit: limit))
            case .symbolicLink, .unreadable: throw SpecFileError(path: path, reason: .unreadable(error.message))
            }
        }
    }
}
