import CFreeType
import ProofsheetRaster

/// Turns a FreeType outline into a `Path`, negating y (font y up -> our y down) and keeping font units.
///
/// FreeType's decomposer (FT_Outline_Decompose) reports contours as move/line/conic/cubic callbacks and
/// closes each contour itself by emitting a segment back to its first point; we add `close` after it.
package enum GlyphOutline {
    package static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let builder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                Builder.from(user).move(to: Builder.point(to))
                return 0
            },
            line_to: { to, user in
                Builder.from(user).path.line(to: Builder.point(to))
                return 0
            },
            conic_to: { control, to, user in
                Builder.from(user).path.quad(to: Builder.point(to), control: Builder.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                Builder.from(user).path.cubic(
                    to: Builder.point(to), control1: Builder.point(control1), control2: Builder.point(control2))
                return 0
            },
            shift: 0,
            delta: 0
        )
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard status == 0 else { return Path() }
        builder.closeContour()
        return builder.path
    }

    /// The context object FreeType's C callbacks reach through their user pointer.
    private final class Builder {
        var path = Path()
        var isContourOpen = false

        func move(to point: Point) {
            closeContour()
            path.move(to: point)
            isContourOpen = true
        }

        func closeContour() {
            if isContourOpen { path.close() }
            isContourOpen = false
        }

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder {
            Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
        }

        static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
            let v = vector!.pointee
            return Point(x: Double(v.x), y: -Double(v.y))
        }
    }
}
