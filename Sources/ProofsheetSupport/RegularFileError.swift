#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that `RegularFile` would not read: missing, not a regular file, too large, a link or unreadable.
package struct RegularFileError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Problem: Equatable, Sendable {
        case notFound
        /// A FIFO, socket, device or folder; `kind` says which ("a FIFO").
        case notRegular(kind: String)
        /// A folder on the way is a FIFO, socket, device or file (open(2) gives ENOTDIR); `kind` says which.
        case folderNotFolder(String, kind: String)
        case tooLarge(bytes: Int, limit: Int)
        /// The last component is a symbolic link where links are not followed.
        case symbolicLink
        case unreadable(String)
    }

    package let path: String
    package let problem: Problem

    package var message: String {
        switch problem {
        case .notFound: return "file not found"
        case .notRegular(let kind): return "is not a regular file (it is \(kind))"
        case .folderNotFolder(let folder, let kind):
            return "is not a regular file: its folder \(MessageText.escaped(folder.hasPrefix("/") ? FileDisplay.shown(folder) : folder)) is not a folder (it is \(kind))"
        case .tooLarge(let bytes, let limit):
            return "file is \(bytes) bytes, more than the limit of \(limit) bytes" + (limit >= 1 << 20 ? " (\(limit >> 20) MiB)" : "")
        case .symbolicLink: return "is a symbolic link, which Proofsheet does not follow here"
        case .unreadable(let reason): return "cannot read file: \(reason)"
        }
    }

    package var description: String { "\(MessageText.escaped(path)): \(message)" }

    /// Words for a file type from `st_mode & S_IFMT`.
    package static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }
}
