/// Where an `upload` is: waiting for a file, sending one, done, or failed (docs/spec.md "Inputs").
package enum UploadStatus: String, CaseIterable, Sendable {
    case idle, uploading, done, failed

    /// The keys of an `upload` this status draws, beside `status`; any other of the type's keys is an error, so a
    /// key is never read and then silently not drawn.
    package var keys: [String] {
        switch self {
        case .idle: return ["title", "message", "choose", "icon"]
        case .uploading: return ["file", "progress"]
        case .done: return ["file", "message", "remove"]
        case .failed: return ["file", "message", "retry"]
        }
    }

    /// The keys it cannot be drawn without.
    package var requiredKeys: [String] {
        switch self {
        case .idle: return ["title", "choose"]
        case .uploading: return ["file", "progress"]
        case .done: return ["file"]
        case .failed: return ["file", "retry"]
        }
    }
}
