/// Where a piece of visible text comes from: a key in the locale's strings file, or a literal that is not translated.
public enum TextSource: Hashable, Sendable {
    case key(String)
    case literal(String)
}
