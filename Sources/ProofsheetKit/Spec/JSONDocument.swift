#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    static func readFile(path: String, limit: Int) throws -> [UInt8] {
        func failure(_ reason: SpecFileError.Reason) -> SpecFileError { SpecFileError(path: path, reason: reason) }
        func osReason(_ code: Int32) -> SpecFileError.Reason {
            code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(String(cString: strerror(code)))
        }
        var info = stat()
        if stat(path, &info) != 0 { throw failure(osReason(errno)) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind = type == S_IFDIR ? "a directory" : type == S_IFCHR || type == S_IFBLK ? "a device"
                : type == S_IFIFO ? "a pipe" : type == S_IFSOCK ? "a socket" : "not a file"
            throw failure(.notARegularFile(kind: kind))
        }
        if Int(info.st_size) > limit { throw failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        guard let handle = fopen(path, "rb") else { throw failure(osReason(errno)) }
        defer { fclose(handle) }
        // Read in chunks until end of file, so a file that grew after stat() is still held to the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress!, 1, $0.count, handle) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        if ferror(handle) != 0 { throw failure(.unreadable(String(cString: strerror(errno)))) }
        if bytes.count > limit { throw failure(.tooLarge(bytes: bytes.count, limit: limit)) }
        return bytes
    }
}
