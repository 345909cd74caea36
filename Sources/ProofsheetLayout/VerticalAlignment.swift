/// Where a child sits vertically in an h-stack's (or z-stack's) inner height.
///
/// `fill` stretches every child whose height is `auto` to the inner height (a child with
/// `points` height keeps it and sits at the top).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top
    case center
    case bottom
    case fill
}
