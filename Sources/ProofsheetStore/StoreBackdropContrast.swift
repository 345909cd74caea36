import ProofsheetRaster
import ProofsheetKit
import ProofsheetAudit
import ProofsheetSpec

/// The worst WCAG 2.2 contrast ratio between a text colour and the pixels it is drawn over, measured on the
/// composed canvas before the text is drawn.
///
/// Every pixel inside the text's line boxes is a candidate backdrop; the ratio is monotonic in the backdrop's
/// relative luminance on each side of the text's, so only the darkest and the lightest pixel need checking
/// (a translucent text colour is composited over each first, `Color.composited(over:)`). For a gradient this
/// is the worst end that reaches the text box; the device frame behind a wrapped caption counts too.
package struct StoreBackdropContrast {
    /// The lowest ratio found, and the backdrop pixel that gave it.
    package let ratio: ContrastRatio
    package let backdrop: Color

    /// Measures `color` over the pixels of `canvas` inside `rects` (pixels); nil when no pixel is covered.
    package init?(color: Color, over rects: [Rect], in canvas: Pixmap) {
        var darkest: (Double, Color)?
        var lightest: (Double, Color)?
        let width = canvas.width
        canvas.bytes.withUnsafeBufferPointer { pixels in
            for rect in rects {
                let area = PixelRect(enclosing: rect).intersection(canvas.bounds)
                guard !area.isEmpty else { continue }
                for y in area.minY..<area.maxY {
                    for x in area.minX..<area.maxX {
                        let i = (y * width + x) * 4
                        let luminance = RelativeLuminance.of(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2])
                        if darkest == nil || luminance < darkest!.0 {
                            darkest = (luminance, Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2]))
                        }
                        if lightest == nil || luminance > lightest!.0 {
                            lightest = (luminance, Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2]))
                        }
                    }
                }
            }
        }
        guard let darkest, let lightest else { return nil }
        let candidates = [darkest.1, lightest.1].map { backdrop in (ContrastRatio(color.composited(over: backdrop), backdrop), backdrop) }
        let worst = candidates[0].0 <= candidates[1].0 ? candidates[0] : candidates[1]
        ratio = worst.0
        backdrop = worst.1
    }
}
