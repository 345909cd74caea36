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
package enum RegularFile {
    /// The bytes of the file at `path`; `limit` in bytes. `followsLinks: false` adds `O_NOFOLLOW` (a link as the
    /// last component is refused).
    package static func read(_ path: String, limit: Int, followsLinks: Bool = true) throws -> [UInt8] {
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
    package static func check(_ path: String, limit: Int, followsLinks: Bool = true) throws {
        close(try open(path, limit: limit, followsLinks: followsLinks))
    }

    /// Whether nothing at all is at `path` (lstat(2) gives ENOENT): a golden is new only then. A FIFO, socket or
    /// link, or a path through a FIFO where a folder should be, is something, and reading it says what is wrong.
    package static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// An open read-only descriptor of a regular file within `limit`; the caller closes it.
    package static func open(_ path: String, limit: Int, followsLinks: Bool) throws -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followsLinks ? 0 : O_NOFOLLOW)
        let fd = systemOpen(path, flags)
        guard fd >= 0 else { throw failure(opening: path, code: errno, followsLinks: followsLinks) }
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

    /// Why `open` failed, in the words of `RegularFileError`. A socket (open(2) gives ENXIO), or a FIFO or device
    /// that open(2) refuses for another reason (EACCES, EPERM), is "not a regular file", found with `stat` on the
    /// path; a path whose folder is a FIFO or file (ENOTDIR) names that folder.
    package static func failure(opening path: String, code: Int32, followsLinks: Bool) -> RegularFileError {
        if code == ENOENT { return RegularFileError(path: path, problem: .notFound) }
        if code == ELOOP && !followsLinks { return RegularFileError(path: path, problem: .symbolicLink) }
        if code == ENOTDIR, let (folder, type) = firstNonFolder(along: String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])) {
            return RegularFileError(path: path, problem: .folderNotFolder(folder, kind: RegularFileError.kind(of: type)))
        }
        if code == ENOTDIR { return RegularFileError(path: path, problem: .notFound) }
        var info = stat()
        let found = followsLinks ? stat(path, &info) : lstat(path, &info)
        if found == 0, info.st_mode & S_IFMT != S_IFREG {
            return RegularFileError(path: path, problem: .notRegular(kind: RegularFileError.kind(of: info.st_mode & S_IFMT)))
        }
        return RegularFileError(path: path, problem: .unreadable(String(cString: strerror(code))))
    }

    /// The first of `path` and the folders above it (from the root down) that exists but is not a folder, with its
    /// `st_mode` type; nil when each is a folder or one is missing.
    package static func firstNonFolder(along path: String) -> (String, mode_t)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        var prefix = ""
        for (index, part) in parts.enumerated() {
            prefix += (index == 0 ? "" : "/") + part
            guard !prefix.isEmpty else { continue }
            var info = stat()
            guard stat(prefix, &info) == 0 else { return nil }
            let type = info.st_mode & S_IFMT
            if type != S_IFDIR { return (prefix, type) }
        }
        return nil
    }
}
