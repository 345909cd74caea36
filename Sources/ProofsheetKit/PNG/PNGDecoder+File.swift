#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGDecoder {
    /// Reads and decodes the PNG at `path`; errors name `path`.
    public static func decodeFile(atPath path: String) throws -> PNGImage {
        try decode(try readFile(atPath: path), source: path)
    }

    /// The whole file's bytes, read with POSIX calls so failures carry the system's own message.
    static func readFile(atPath path: String) throws -> [UInt8] {
        func fail(_ what: String) -> PNGError {
            PNGError(source: path, reason: .unreadableFile(detail: "\(what): \(String(cString: strerror(errno)))"))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw fail("open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail("stat") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw PNGError(source: path, reason: .unreadableFile(detail: "not a regular file"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(4096, min(Int(info.st_size), 1 << 24)))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail("read")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }
}
