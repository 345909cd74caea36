import ProofsheetText

/// A caption or subtitle set for a store screenshot: its layout at the size it was finally set in, and
/// whether it fits its box (all text shown within `maxLines`, no line wider than the box).
///
/// `layout.width` may be narrower than the box (balanced lines); place it on the box's leading edge.
package struct StoreTextFit: Sendable {
    package let layout: TextLayout
    /// Font size in pixels the text was set in.
    package let size: Double
    /// How many times the size was reduced from its starting size.
    package let shrinkSteps: Int
    /// False when even the smallest allowed size cuts text or overflows the box.
    package let fits: Bool

    package var lineCount: Int { layout.lines.count }
}

/// Sets text in a box of fixed width with the text engine, wrapping to at most `maxLines` and, when that is
/// not enough, shrinking the size step by step (`size × step^k`) down to `minSize`.
///
/// All lengths are pixels of the store canvas (the text is laid out at one pixel per point). The paragraph
/// direction is forced to the locale's (a caption that begins with a Latin brand name stays right-aligned in
/// Arabic), and `leading` alignment puts lines on the locale's start side.
package struct StoreTextFitter: Sendable {
    package var chain: FallbackChain
    /// BCP 47 language for shaping (`ar`).
    package var language: String
    package var direction: TextDirection
    /// Line box width in pixels.
    package var width: Double
    package var maxLines: Int
    /// Starting size and the floor, in pixels; equal values mean "never shrink".
    package var size: Double
    package var minSize: Double
    /// Factor applied per shrink step (0.92 = 8 % smaller).
    package var step: Double
    /// Line height as a multiple of the size.
    package var lineHeight: Double

    package init(chain: FallbackChain, language: String, direction: TextDirection, width: Double, maxLines: Int,
                size: Double, minSize: Double, step: Double = 0.92, lineHeight: Double = 1.2) {
        self.chain = chain
        self.language = language
        self.direction = direction
        self.width = width
        self.maxLines = maxLines
        self.size = size
        self.minSize = minSize
        self.step = step
        self.lineHeight = lineHeight
    }

    /// The text at the largest size of the sequence that fits, or at the floor (with `fits` false). Text that
    /// wraps is then balanced: set in the narrowest width (to 1/8 px) that keeps the same number of lines, so
    /// a two-line caption does not leave one word alone on its last line.
    package func fit(_ text: String) -> StoreTextFit {
        let scalars = Array(text.unicodeScalars)
        var current = size
        var steps = 0
        while true {
            let shaped = ShapedText(text, style: style(size: current))
            let layout = TextLayout(shaped, width: width)
            let fits = isFitting(layout, scalars: scalars)
            let next = current * step
            if fits || next < minSize - 1e-9 || step >= 1 {
                let balanced = fits && layout.lines.count > 1 ? balance(shaped, lines: layout.lines.count, scalars: scalars) : layout
                return StoreTextFit(layout: balanced, size: current, shrinkSteps: steps, fits: fits)
            }
            current = next
            steps += 1
        }
    }

    /// No text cut, no line wider than the box (trailing spaces hang), and no word split across lines.
    package func isFitting(_ layout: TextLayout, scalars: [Unicode.Scalar]) -> Bool {
        guard !layout.isTruncated, layout.lines.allSatisfy({ $0.box.width <= layout.width + 1e-6 }) else { return false }
        return !layout.lines.dropLast().contains { StoreTextFitter.splitsWord(at: $0.range.upperBound, in: scalars) }
    }

    /// True when a line ending at `index` cuts a word: letters on both sides and no break opportunity
    /// between them (the line breaker's last resort for a word wider than the line). Ideographs may
    /// break anywhere, so they never count.
    package static func splitsWord(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index > 0, index < scalars.count else { return false }
        let before = scalars[index - 1].properties, after = scalars[index].properties
        return before.isAlphabetic && after.isAlphabetic && !before.isIdeographic && !after.isIdeographic
    }

    /// The layout at the narrowest width that still gives `lines` lines and fits (bisection on the width;
    /// greedy breaking never needs fewer lines in a wider box).
    package func balance(_ shaped: ShapedText, lines: Int, scalars: [Unicode.Scalar]) -> TextLayout {
        var low = shaped.naturalWidth / Double(lines) - 1, high = width
        var best = TextLayout(shaped, width: width)
        while high - low > 0.125 {
            let middle = (low + high) / 2
            let candidate = TextLayout(shaped, width: middle)
            if candidate.lines.count <= lines && isFitting(candidate, scalars: scalars) {
                best = candidate
                high = middle
            } else {
                low = middle
            }
        }
        return best
    }

    package func style(size: Double) -> TextStyle {
        TextStyle(chain: chain, size: size, lineHeight: size * lineHeight, alignment: .leading,
                  direction: .forced(direction), maxLines: maxLines, language: language)
    }
}
