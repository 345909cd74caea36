/// How overlapping contours decide what is inside a path (SVG 2 §13.4.2 `fill-rule`).
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero: a ring needs its inner contour wound the other way.
    case nonZero
    /// Inside where a ray crosses an odd number of edges: any inner contour punches a hole.
    case evenOdd
}
