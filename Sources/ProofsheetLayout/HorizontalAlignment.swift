/// Where a child sits horizontally in a v-stack's (or z-stack's) inner width.
///
/// `leading`/`trailing` follow ``LayoutDirection``. `fill` stretches every child whose width is
/// `auto` to the inner width (a child with `points` width keeps it and sits leading).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
    case fill
}
