
extension Color {
    /// The colour seen when this straight-alpha colour is drawn over `background` (Porter–Duff source-over).
    ///
    /// Channels are 8-bit straight (not premultiplied) sRGB values, blended in sRGB space as browsers and
    /// platform compositors do for flat colours:
    ///
    ///     alpha = a + b.alpha * (255 - a) / 255
    ///     rgb   = (c * a * 255 + b.c * b.alpha * (255 - a)) / (alpha * 255)
    ///
    /// Over an opaque background this is `(c * a + b.c * (255 - a)) / 255` and the result is opaque.
    /// Each channel is rounded to the nearest integer; over an opaque background there are never ties, because the
    /// numerator is an integer and 255 is odd. Example: `#00000080` (alpha 128/255, "50 %") over white gives
    /// 255 * 127 / 255 = 127 exactly; `#0000007F` gives 128.
    public func composited(over background: Color) -> Color {
        if a == 255 || background.a == 0 { return self }
        if a == 0 { return background }
        let top = Int(a)
        let below = Int(background.a) * (255 - top)
        // Out alpha scaled by 255: exact integer, so channels below divide without an intermediate rounding.
        let outAlpha255 = top * 255 + below
        func blend(_ source: UInt8, _ destination: UInt8) -> UInt8 {
            let numerator = Int(source) * top * 255 + Int(destination) * below
            return UInt8((2 * numerator + outAlpha255) / (2 * outAlpha255))
        }
        return Color(
            r: blend(r, background.r),
            g: blend(g, background.g),
            b: blend(b, background.b),
            a: UInt8((2 * outAlpha255 + 255) / 510)
        )
    }
}
