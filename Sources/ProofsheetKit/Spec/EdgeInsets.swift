/// Insets in points on logical edges: leading and trailing swap sides in right-to-left layouts.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public var leading: Double
    public var trailing: Double

    public init(top: Double = 0, bottom: Double = 0, leading: Double = 0, trailing: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, bottom: value, leading: value, trailing: value)
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
