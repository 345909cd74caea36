import Foundation
import ProofsheetRaster
import ProofsheetSpec

/// What one chart mark node draws (a chart's bars of one series, one line, one ring sector, the grid), in the plot's
/// unit square: x from the leading edge (0) to the trailing edge (1), y from the baseline (0) up to the axis maximum
/// (1). The painter maps it into the node's frame (points), mirrored when the chart runs right to left.
///
/// Resolved once by `ChartNode`; the painter records the path it draws as a `.path` display item, which is what the
/// chart audits read (`ChartCheck`, `NonTextContrastCheck`).
public struct ResolvedChartMarks: Sendable {
    package enum Shape: Sendable {
        /// Rectangles standing on the baseline: leading edge, width and height, in unit coordinates, each narrowed by
        /// `gap` points (half on each side) so neighbouring bars of a group stay apart.
        case bars([(x: Double, width: Double, height: Double)], gap: Double)
        /// A polyline through the points (unit coordinates), stroked `width` points wide with round joins and caps.
        case line([(x: Double, y: Double)], width: Double)
        /// Annular sectors clockwise from 12 o'clock, as fractions of the full turn, `thickness` a fraction of the
        /// radius; `inset` points of gap at each end of a sector (0 for a progress ring's track).
        case sectors([(start: Double, end: Double)], thickness: Double, inset: Double)
        /// Horizontal hairlines `width` points thick at the given heights (unit coordinates).
        case gridlines([Double], width: Double)
    }

    package var shape: Shape
    public var color: Color
    public var colorRole: ColorRole
    /// Draw x from the trailing edge: the chart's time axis runs right to left (docs/charts.md "Right to left").
    public var isMirrored: Bool

    /// The outline to fill (non-zero) for a plot whose frame is `rect` (points).
    package func path(in rect: Rect) -> Path {
        func x(_ unit: Double) -> Double { isMirrored ? rect.maxX - unit * rect.width : rect.minX + unit * rect.width }
        func y(_ unit: Double) -> Double { rect.maxY - unit * rect.height }
        var path = Path()
        switch shape {
        case .bars(let bars, let gap):
            for bar in bars where bar.height > 0 && bar.width > 0 {
                let a = x(bar.x), b = x(bar.x + bar.width)
                let width = abs(b - a) - gap
                guard width > 0 else { continue }
                path.append(Path(rect: Rect(x: min(a, b) + gap / 2, y: y(bar.height), width: width, height: bar.height * rect.height)))
            }
        case .line(let points, let width):
            let placed = points.map { Point(x: x($0.x), y: y($0.y)) }
            path.append(ResolvedChartMarks.stroke(placed, width: width))
        case .sectors(let sectors, let thickness, let inset):
            let radius = min(rect.width, rect.height) / 2
            let center = Point(x: rect.midX, y: rect.midY)
            let inner = radius * (1 - thickness)
            for sector in sectors where sector.end > sector.start {
                // The gap is a length along the middle of the band, turned into an angle there.
                let middle = (radius + inner) / 2
                let gap = middle > 0 ? inset / middle : 0
                var start = sector.start * 2 * Double.pi - Double.pi / 2 + gap / 2
                var end = sector.end * 2 * Double.pi - Double.pi / 2 - gap / 2
                if sector.end - sector.start >= 1 { start = -Double.pi / 2; end = 1.5 * Double.pi }
                guard end > start else { continue }
                var piece = Path()
                piece.addArc(center: center, radius: radius, startAngle: start, endAngle: end)
                piece.addArc(center: center, radius: inner, startAngle: end, endAngle: start)
                piece.close()
                path.append(piece)
            }
        case .gridlines(let heights, let width):
            for height in heights {
                path.append(Path(rect: Rect(x: rect.minX, y: y(height) - width / 2, width: rect.width, height: width)))
            }
        }
        return path
    }

    /// A polyline stroked `width` wide: one quadrilateral per segment and a disc at every point (round joins and
    /// caps), each wound clockwise on screen so the non-zero rule fills their union.
    package static func stroke(_ points: [Point], width: Double) -> Path {
        var path = Path()
        let half = width / 2
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * half, ny = dx / length * half
            var corners = [Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                           Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)]
            // Shoelace sign with y down: positive is clockwise on screen.
            var area = 0.0
            for i in 0..<4 { let p = corners[i], q = corners[(i + 1) % 4]; area += p.x * q.y - q.x * p.y }
            if area < 0 { corners.reverse() }
            path.move(to: corners[0])
            for corner in corners.dropFirst() { path.line(to: corner) }
            path.close()
        }
        for point in points {
            path.append(Path(ellipseIn: Rect(x: point.x - half, y: point.y - half, width: width, height: width)))
        }
        return path
    }
}
