#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls under names that do not collide with `RegularFile.read` and `RegularFile.open`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// Reads a whole file only when it is a regular file, without ever blocking on a FIFO or a device.
///
/// The file is opened with `O_NONBLOCK` (POSIX open(2): opening a FIFO for reading then returns at once instead of
/// waiting for a writer) and checked with `fstat` on the open descriptor, so the check and the read see the same
/// file; a FIFO, socket, device or folder is refused as "not a regular file" before a byte is read. The size limit
/// is checked from `fstat` before reading, and again while reading (a file that grows is still held to it).
enum RegularFile {
    /// The bytes of the file at `path`; `limit` in bytes. `followsLinks: false` adds `O_NOFOLLOW` (a link as the
    /// last component is refused).
    static func read(_ path: String, limit: Int, followsLinks: Bool = true) throws -> [UInt8] {
        let fd = try open(path, limit: limit, followsLinks: followsLinks)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw RegularFileError(path: path, problem: .unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        guard bytes.count <= limit else { throw RegularFileError(path: path, problem: .tooLarge(bytes: bytes.count, limit: limit)) }
        return bytes
    }

    /// Checks that `path` is a regular file of at most `limit` bytes without reading it (e.g. before a library
    /// reads it itself).
    static func check(_ path: String, limit: Int, followsLinks: Bool = true) throws {
        close(try open(path, limit: limit, followsLinks: followsLinks))
    }

    /// An open read-only descriptor of a regular file within `limit`; the caller closes it.
    static func open(_ path: String, limit: Int, followsLinks: Bool) throws -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followsLinks ? 0 : O_NOFOLLOW)
        let fd = systemOpen(path, flags)
        guard fd >= 0 else {
            let code = errno
            throw RegularFileError(path: path, problem: code == ENOENT || code == ENOTDIR ? .notFound
                : code == ELOOP && !followsLinks ? .symbolicLink : .unreadable(String(cString: strerror(code))))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw RegularFileError(path: path, problem: .unreadable(reason))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(fd)
            throw RegularFileError(path: path, problem: .notRegular(kind: RegularFileError.kind(of: type)))
        }
        guard Int(info.st_size) <= limit else {
            close(fd)
            throw RegularFileError(path: path, problem: .tooLarge(bytes: Int(info.st_size), limit: limit))
        }
        return fd
    }
}
