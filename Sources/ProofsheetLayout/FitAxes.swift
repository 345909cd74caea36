/// The axes along which a first-fit container (``LayoutNode/Kind/firstFit(axes:)``) tests whether a
/// candidate's ideal size fits its offer, like SwiftUI's `ViewThatFits(in:)`.
public enum FitAxes: String, Hashable, Sendable, CaseIterable {
    /// Only the width: a candidate fits when its ideal width is within the offered width.
    case horizontal
    /// Only the height: a candidate fits when its ideal height is within the offered height.
    case vertical
    /// Both: a candidate must fit in width and in height.
    case both

    /// Whether the width is tested (and the ideal is measured with an unbounded width).
    public var testsWidth: Bool { self != .vertical }
    /// Whether the height is tested (and the ideal is measured with an unbounded height).
    public var testsHeight: Bool { self != .horizontal }
}
