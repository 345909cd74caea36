/// Insets on the four sides of a box, in points, named by reading direction.
///
/// `leading` is the side where reading starts: the left in a left-to-right layout, the right in a
/// right-to-left one (see ``LayoutDirection``). There is deliberately no `left`/`right`, so a spec
/// written once lays out correctly in both directions.
public struct Edges: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public var leading: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// The same inset on all four sides.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// `horizontal` on the leading and trailing sides, `vertical` on the top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    public static let zero = Edges()

    /// `leading + trailing`.
    public var horizontalTotal: Double { leading + trailing }
    /// `top + bottom`.
    public var verticalTotal: Double { top + bottom }
}
