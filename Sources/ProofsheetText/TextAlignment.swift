/// Text alignment within a text node's frame; leading is the paragraph's start side.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
