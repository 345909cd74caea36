#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a project's output folder, so two runs of `check` or `approve` on one project never
/// write the same report, artefacts or goldens at once.
///
/// The lock is a `flock(2)` on `<folder>/.lock`: the kernel releases it when the holder's descriptor closes,
/// so a run that crashes or is killed never leaves a stale lock. A second run waits for the first to finish
/// and says once, through `waiting`, who it waits for (the holder writes its pid and command into the file).
/// The file itself stays: deleting a lock file while another process may have it open would let two runs
/// hold two different files. See docs/hardening.md.
public final class RunLock {
    /// `<folder>/.lock`.
    public let path: String
    private var descriptor: Int32

    /// Locks `folder` (created if missing), waiting while another run holds it.
    ///
    /// - Parameters:
    ///   - command: what this run is (`check`, `approve`), written into the lock file for waiting runs to show.
    ///   - waiting: called once, before blocking, with a message naming the run that holds the lock.
    public convenience init(folder: String, command: String, waiting: (String) -> Void = RunLock.printToStandardError) throws {
        try self.init(folder: folder, command: command, blocking: true, waiting: waiting)
    }

    /// Locks `folder` if no other run holds it; nil when one does (fail fast), after passing `waiting` the message
    /// naming the holder.
    public static func attempt(folder: String, command: String, waiting: (String) -> Void = { _ in }) throws -> RunLock? {
        var held = false
        let lock = try RunLock(folder: folder, command: command, blocking: false) { message in
            held = true
            waiting(message)
        }
        return held ? nil : lock
    }

    private init(folder: String, command: String, blocking: Bool, waiting: (String) -> Void) throws {
        path = (folder.hasSuffix("/") ? folder : folder + "/") + ".lock"
        try RunLock.createFolders(folder, for: path)
        // O_NOFOLLOW: a `.lock` that is a symbolic link is refused, never followed (it could point at any file,
        // which the note below would truncate); O_NONBLOCK: a FIFO planted there cannot block the open.
        descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            // A folder fails the open itself (EISDIR): said as the wrong kind of file, like a FIFO.
            if code == EISDIR, lstat(path, &info) == 0 {
                throw RunLockError(path: path, step: .open, problem: .notRegularFile(kind: RegularFileError.kind(of: info.st_mode & S_IFMT)))
            }
            throw RunLockError(path: path, step: .open, problem: .system(code))
        }
        do {
            // Checked on the open descriptor, before the lock or the note touches the file: a FIFO, device or folder
            // is refused, and so is a hard link (st_nlink > 1), whose other name may be any file the note would
            // overwrite (docs/hardening.md, "Every file operation through the resolver").
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw RunLockError(path: path, step: .open, problem: .system(errno)) }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw RunLockError(path: path, step: .open, problem: .notRegularFile(kind: RegularFileError.kind(of: info.st_mode & S_IFMT)))
            }
            guard info.st_nlink == 1 else {
                throw RunLockError(path: path, step: .open, problem: .hardLinks(Int(info.st_nlink)))
            }
            if try !lock(nonBlocking: true) {
                waiting("waiting for another proofsheet run (\(holder())) to finish with \(folder); "
                    + "it holds \(path) and the lock ends when that run exits")
                if blocking {
                    _ = try lock(nonBlocking: false)
                } else {
                    close(descriptor)
                    descriptor = -1
                    return
                }
            }
            // Who holds the lock, for runs that wait: "pid 1234, check". Written before truncating to its length,
            // so the file never reads as empty while a holder has it (a waiter would have no name to show).
            let note = Array("pid \(getpid()), \(command)\n".utf8)
            _ = note.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            _ = ftruncate(descriptor, off_t(note.count))
        } catch {
            close(descriptor)
            descriptor = -1
            throw error
        }
    }

    deinit { release() }

    /// Gives the lock up; later calls do nothing. Call it (or `defer` it) where the run's writes end: Swift may
    /// end an object's life after its last use, so a lock that is never used again must be released explicitly.
    public func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    /// True while this object holds the lock.
    public var isHeld: Bool { descriptor >= 0 }

    /// Takes the lock; false when `nonBlocking` and another descriptor holds it.
    private func lock(nonBlocking: Bool) throws -> Bool {
        while flock(descriptor, LOCK_EX | (nonBlocking ? LOCK_NB : 0)) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw RunLockError(path: path, step: .lock, problem: .system(errno))
        }
        return true
    }

    /// Who holds the lock: the kernel's record of it (`/proc/locks`, whose pid is always right), with the
    /// command from the holder's note when the note names the same pid.
    private func holder() -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let note = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n").first.map(String.init) : nil
        guard let pid = RunLockHolder.pid(locking: descriptor) else {
            // Not Linux, or the holder exited between our attempt and this look: the note is all there is.
            return MessageText.escaped(note ?? "a process that has just released it")
        }
        if let note, note.hasPrefix("pid \(pid),") { return MessageText.escaped(note) }
        return "pid \(pid)"
    }

    /// `mkdir -p folder` with POSIX calls, so a failure carries errno.
    private static func createFolders(_ folder: String, for lockPath: String) throws {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o777) != 0 && errno != EEXIST {
                throw RunLockError(path: lockPath, step: .createFolder, problem: .system(errno))
            }
        }
    }

    /// The default `waiting` handler: the message on standard error.
    public static func printToStandardError(_ message: String) {
        let line = Array(("proofsheet: " + MessageText.escapedKeepingLines(message) + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

/// Why a `RunLock` could not be taken: the lock file, the step and what was wrong.
package struct RunLockError: Error, Equatable, CustomStringConvertible, Sendable {
    package enum Step: String, Sendable {
        case createFolder = "create the output folder for the run lock"
        case open = "open the run lock file"
        case lock = "take the run lock"
    }

    /// What was wrong.
    package enum Problem: Equatable, Sendable {
        /// A POSIX errno value (ELOOP for a symbolic link, EROFS for a read-only folder, …).
        case system(Int32)
        /// A FIFO, folder or device stands at the lock's path; `kind` says which ("a FIFO").
        case notRegularFile(kind: String)
        /// The lock file has more than one name (st_nlink > 1).
        case hardLinks(Int)
    }

    package let path: String
    package let step: Step
    package let problem: Problem

    package var description: String {
        let fresh = "remove it (the next run makes a new one)"
        switch problem {
        case .system(ELOOP):
            return "\(path): cannot \(step.rawValue): \(String(cString: strerror(ELOOP))) (it is a symbolic link; Proofsheet never follows one for the lock: remove it)"
        case .system(let code):
            return "\(path): cannot \(step.rawValue): \(SystemErrorText.describe(code, unwritable: "the output folder is not writable; choose another with paths.output or --report"))"
        case .notRegularFile(let kind): return "\(path): cannot \(step.rawValue): expected a regular file, found \(kind): \(fresh)"
        case .hardLinks(let count):
            return "\(path): cannot \(step.rawValue): it has \(count) hard links, so the lock's note would change another file too; expected a file only the lock uses: \(fresh)"
        }
    }
}
