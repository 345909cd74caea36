#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that readers see either the old file or the complete new one, never a partial file.
///
/// The bytes go to a temporary file in the target's folder (same file system, so rename is atomic per POSIX
/// rename(2)), which is fsync'd, closed and renamed over the target; the folder is then fsync'd so the rename
/// survives a crash. On any failure the temporary file is removed and the target is left as it was.
public enum AtomicFile {
    /// How far a write goes to survive a crash of the machine.
    public enum Durability: Sendable {
        /// The file and its folder are fsync'd: after a crash the target is the old file or the whole new one.
        /// For what is kept (goldens, their records, the cache, the reports).
        case synced
        /// No fsync: readers still see the old file or the whole new one (the rename is atomic), but after a crash
        /// of the machine the new file may be empty. For a run's per-cell artefacts, which the next run writes again
        /// and whose readers (approve) decode and check them: two fsyncs a file were a changed cell's largest cost
        /// after its encodes (issue #43, docs/performance.md).
        case replaceable
    }

    /// Writes `bytes` to `path`, replacing any existing file; new files get mode 0666 minus the umask.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path, durability: .synced)
    }

    /// `write(_:to:)` with fsyncs (`.synced`) or without (`.replaceable`).
    public static func write(_ bytes: [UInt8], to path: String, durability: Durability) throws {
        let folder = folderOf(path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard !name.isEmpty else {
            throw AtomicFileError(path: path, step: .createTemporary, code: EISDIR)
        }
        // The final component is never followed: rename(2) would replace a link with the file, but a link there
        // means someone expects the write to land elsewhere, so it is refused (docs/hardening.md, "Files").
        var info = stat()
        if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
            throw AtomicFileError(path: path, step: .symbolicLink, code: ELOOP)
        }
        let (fd, temporary) = try createTemporary(folder: folder, name: name, target: path)
        var isOpen = true
        do {
            try writeAll(bytes, fd: fd, path: path)
            if durability == .synced {
                guard fsync(fd) == 0 else { throw AtomicFileError(path: path, step: .sync, code: errno) }
            }
            isOpen = false
            guard close(fd) == 0 else { throw AtomicFileError(path: path, step: .close, code: errno) }
            guard rename(temporary, path) == 0 else { throw AtomicFileError(path: path, step: .rename, code: errno) }
        } catch {
            if isOpen { close(fd) }
            unlink(temporary)
            throw error
        }
        if durability == .synced { syncFolder(folder) }
    }

    /// The folder part of `path` ("." for a bare file name, "/" for a file at the root).
    package static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// How many temporary names (`n` from 0) a write tries before giving up; `StaleTemporaryFiles` recognises only these.
    package static let temporaryAttempts = 1000

    /// Creates `.<name>.tmp-<pid>-<n>` exclusively in `folder`, trying the next n if a name is taken.
    private static func createTemporary(folder: String, name: String, target: String) throws -> (Int32, String) {
        let prefix = (folder == "/" ? "/" : folder + "/") + "." + name + ".tmp-\(getpid())-"
        for attempt in 0..<temporaryAttempts {
            let candidate = prefix + String(attempt)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, candidate) }
            if errno != EEXIST { throw AtomicFileError(path: target, step: .createTemporary, code: errno) }
        }
        throw AtomicFileError(path: target, step: .createTemporary, code: EEXIST)
    }

    private static func writeAll(_ bytes: [UInt8], fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(fd, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFileError(path: path, step: .write, code: errno)
                }
                offset += written
            }
        }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }

    /// Best effort: some file systems refuse fsync on a folder, and the data itself is already safe.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
