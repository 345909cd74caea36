import ProofsheetRaster

/// What an icon node draws: one of the built-in vector icons (the iOS look), or a Material Icons glyph (the
/// Android look) as an outline on the unit square.
package enum IconShape: Sendable {
    case vector(Icon)
    /// The glyph's outline on a 1 × 1 em square, y down (`MaterialIconFont.outline(named:)`).
    case glyph(Path)

    /// The outline scaled to a `size` × `size` box whose top-left corner is `origin` (points, y down), flipped
    /// horizontally inside the box when `mirrored`.
    package func path(size: Double, origin: Point, mirrored: Bool) -> Path {
        switch self {
        case .vector(let icon):
            return icon.path(size: size, origin: origin, mirrored: mirrored)
        case .glyph(let outline):
            var path = Path()
            func placed(_ p: Point) -> Point {
                Point(x: origin.x + (mirrored ? 1 - p.x : p.x) * size, y: origin.y + p.y * size)
            }
            for element in outline.elements {
                switch element {
                case .move(let p): path.move(to: placed(p))
                case .line(let p): path.line(to: placed(p))
                case .quad(let c, let p): path.quad(to: placed(p), control: placed(c))
                case .cubic(let c1, let c2, let p): path.cubic(to: placed(p), control1: placed(c1), control2: placed(c2))
                case .close: path.close()
                }
            }
            return path
        }
    }

    /// The winding rule: the built-in icon's own; glyphs fill non-zero, as TrueType outlines are drawn.
    package var fillRule: FillRule {
        switch self {
        case .vector(let icon): return icon.fillRule == .evenOdd ? .evenOdd : .nonZero
        case .glyph: return .nonZero
        }
    }
}
