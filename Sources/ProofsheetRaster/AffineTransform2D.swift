/// A 2-D affine map `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, in the caller's unit (pixels or points, y down).
///
/// Named with "2D" so it does not clash with Foundation's `AffineTransform` in files that import both.
/// Used to place icon outlines (scale, translate) and to mirror them for right-to-left layouts.
/// The matrix layout follows the SVG 1.1 §7.4 `matrix(a b c d e f)` convention.
package struct AffineTransform2D: Hashable, Sendable {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales about the origin.
    package static func scale(x sx: Double, y sy: Double) -> AffineTransform2D {
        AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Scales both axes by `factor` about the origin.
    package static func scale(_ factor: Double) -> AffineTransform2D { scale(x: factor, y: factor) }

    package static func translation(x dx: Double, y dy: Double) -> AffineTransform2D {
        AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// Mirrors horizontally inside a box `width` wide starting at x = 0: `x' = width − x` (right-to-left icons).
    package static func mirrorX(width: Double) -> AffineTransform2D {
        AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }

    /// This transform followed by `next` (apply `self` first).
    package func concatenating(_ next: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty
        )
    }

    package func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
