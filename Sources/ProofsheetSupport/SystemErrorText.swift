#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's message for a failed file operation and a hint for its common causes, one wording for every
/// place that reports an errno (atomic writes, folder creation, the run lock).
package enum SystemErrorText {
    /// `strerror(code)` and, for the common causes, a hint in parentheses; `unwritable` says what is not writable
    /// and what to do (e.g. "the output folder is not writable; choose another with paths.output or --report").
    package static func describe(_ code: Int32, unwritable: String) -> String {
        String(cString: strerror(code)) + hint(code, unwritable: unwritable)
    }

    package static func hint(_ code: Int32, unwritable: String) -> String {
        switch code {
        case EACCES, EPERM, EROFS: return " (\(unwritable))"
        case ENOSPC, EDQUOT: return " (the disk is full or over quota)"
        case ENOTDIR: return " (a part of the path is a file, not a folder)"
        case ENOENT: return " (the folder does not exist)"
        default: return ""
        }
    }
}
