import ProofsheetRaster

/// Rendered pixel colours collected from an area, with their WCAG relative luminances, for contrast sampling.
///
/// Runs of the same colour (the common case: a flat backdrop) are stored once with a count. `extremes(trim:)`
/// gives the darkest and lightest colours after dropping a small share of pixels at each end of the luminance
/// order (a stray anti-aliased pixel of a neighbour), so one pixel cannot decide a verdict. Colours are opaque.
package struct ColorSample {
    private(set) var runs: [(color: Color, count: Int)] = []
    private(set) var count = 0
    private var sumR = 0, sumG = 0, sumB = 0

    package var isEmpty: Bool { count == 0 }

    package mutating func add(_ color: Color) {
        add(color, count: 1)
    }

    /// `color` added `count` times in a row (what `count` calls of `add(_:)` give, in one step).
    package mutating func add(_ color: Color, count added: Int) {
        guard added > 0 else { return }
        if let last = runs.last, last.color == color {
            runs[runs.count - 1].count += added
        } else {
            runs.append((color, added))
        }
        count += added
        sumR += Int(color.r) * added
        sumG += Int(color.g) * added
        sumB += Int(color.b) * added
    }

    /// The average colour, each channel rounded to nearest.
    package var mean: Color? {
        guard count > 0 else { return nil }
        let n = count
        return Color(r: UInt8((2 * sumR + n) / (2 * n)), g: UInt8((2 * sumG + n) / (2 * n)), b: UInt8((2 * sumB + n) / (2 * n)))
    }

    /// The darkest and lightest colours once `trim` (a share, 0…0.5) of the pixels is dropped at each end of the
    /// luminance order. Ties keep the order of addition, so the result is deterministic.
    package func extremes(trim: Double = 0.02) -> (darkest: Color, lightest: Color)? {
        guard let first = runs.first else { return nil }
        if runs.allSatisfy({ $0.color == first.color }) { return (first.color, first.color) }
        let luminances = runs.map { $0.color.relativeLuminance }
        let order = runs.indices.sorted { luminances[$0] < luminances[$1] || (luminances[$0] == luminances[$1] && $0 < $1) }
        let drop = Int(Double(count - 1) * max(0, min(0.5, trim)))
        func color(atRank rank: Int) -> Color {
            var seen = 0
            for index in order {
                seen += runs[index].count
                if seen > rank { return runs[index].color }
            }
            return runs[order[order.count - 1]].color
        }
        return (color(atRank: drop), color(atRank: count - 1 - drop))
    }

}
