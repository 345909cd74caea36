/// The four corner radii of a rounded rectangle, in the rectangle's unit (pixels or points).
///
/// Corners are named for a top-left origin with y down. Shapes clamp each radius to half of the shorter side
/// (so a too-large radius makes a pill or circle, never a self-intersecting outline); negative or NaN radii act as 0.
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomRight: Double
    package var bottomLeft: Double

    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    package static let zero = CornerRadii(0)

    /// Each radius limited to `0...min(width, height) / 2`.
    package func clamped(toFit rect: Rect) -> CornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func fit(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(topLeft: fit(topLeft), topRight: fit(topRight),
                           bottomRight: fit(bottomRight), bottomLeft: fit(bottomLeft))
    }

    /// True when every corner is square.
    package var isZero: Bool { !(topLeft > 0 || topRight > 0 || bottomRight > 0 || bottomLeft > 0) }
}
