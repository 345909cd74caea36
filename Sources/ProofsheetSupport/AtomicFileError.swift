#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `AtomicFile.write` failed: the target path, the step that failed and the system's error.
package struct AtomicFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The stage of the write that failed.
    package enum Step: String, Sendable {
        case createTemporary = "create a temporary file next to it"
        case write = "write"
        case sync = "flush to disk (fsync)"
        case close = "close"
        case rename = "rename the temporary file over it"
        /// The target is a symbolic link (checked with lstat, so it is never followed).
        case symbolicLink = "write through a symbolic link"
    }

    /// The file the caller asked to write.
    package let path: String
    package let step: Step
    /// The POSIX errno value (ENOSPC for a full disk, EACCES or EROFS for a read-only folder, ...).
    package let code: Int32

    package var description: String {
        if step == .symbolicLink {
            return "\(MessageText.escaped(path)): cannot write: it is a symbolic link, and Proofsheet never writes through one; remove the link"
        }
        return "\(MessageText.escaped(path)): cannot \(step.rawValue): \(SystemErrorText.describe(code, unwritable: "the folder is not writable"))"
    }
}
