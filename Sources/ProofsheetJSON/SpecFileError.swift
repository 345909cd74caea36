/// A spec file could not be read at all (before any parsing), naming the path as the user gave it:
/// `layouts/screens/home.json: file not found`.
package struct SpecFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        case notFound
        /// The path exists but is a directory, device, socket or similar; `kind` says which.
        case notARegularFile(kind: String)
        case tooLarge(bytes: Int, limit: Int)
        /// A folder on the way is not a folder; the message names it.
        case blockedFolder(String)
        /// The operating system refused, e.g. `Permission denied`.
        case unreadable(String)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var message: String {
        switch reason {
        case .notFound: return "file not found"
        case .notARegularFile(let kind): return "is not a regular file (it is \(kind))"
        case .tooLarge(let bytes, let limit):
            return "file is \(bytes) bytes, more than the limit of \(JSONLimits.describe(bytes: limit))"
        case .blockedFolder(let message): return message
        case .unreadable(let why): return "cannot read file: \(why)"
        }
    }

    /// `path: message`.
    package var description: String { "\(path): \(message)" }
}
