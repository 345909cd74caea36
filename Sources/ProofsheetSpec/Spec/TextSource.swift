/// Where a piece of visible text comes from: a key in the locale's strings, a key formatted with a screen's
/// arguments (placeholders and plurals, docs/strings.md), or a literal that is not translated.
package enum TextSource: Hashable, Sendable {
    case key(String)
    case formatted(key: String, arguments: MessageArguments)
    case literal(String)

    /// The string key read, if any.
    package var key: String? {
        switch self {
        case .key(let key), .formatted(let key, _): return key
        case .literal: return nil
        }
    }

    /// Every string key the text shows: its own and those given as arguments (`{"key": …}`).
    package var keys: [String] {
        switch self {
        case .key(let key): return [key]
        case .formatted(let key, let arguments): return [key] + arguments.keys
        case .literal: return []
        }
    }
}
