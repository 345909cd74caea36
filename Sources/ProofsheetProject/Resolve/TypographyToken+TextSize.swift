import ProofsheetSpec

/// How a text style grows at a cell's text size (docs/spec.md, "Text sizes").
extension TypographyToken {
    /// The Apple text style this style follows on iOS: its `dynamicType`, else its own name when that is one of
    /// Apple's, else Body (`UIFontMetrics.default`).
    package func dynamicTypeStyle(named name: String) -> DynamicTypeStyle {
        dynamicType ?? DynamicTypeStyle(rawValue: name) ?? .body
    }

    /// Size and line height in points at `textSize`, for the style called `name`.
    ///
    /// * A multiplier multiplies both, capped at `maxScale` (default 3.1).
    /// * An iOS category scales both as `UIFontMetrics(forTextStyle:)` does: by the Apple style's size (and
    ///   leading) in the category over its size (and leading) at `large`, so a style written at Apple's default
    ///   size gets Apple's table value exactly.
    /// * An Android font scale converts `size` as sp through AOSP's tables (`FontScaleConverter`); the line height
    ///   grows by the same ratio.
    /// A written `maxScale` caps the size's growth in both platform cases, the line height shrinking with it.
    package func scaled(at textSize: TextSize, named name: String) -> (size: Double, lineHeight: Double) {
        switch textSize {
        case .multiplier(let value):
            let scale = effectiveScale(value)
            return (size * scale, lineHeight * scale)
        case .category(let category):
            let style = dynamicTypeStyle(named: name)
            let base = style.metrics(at: .large), scaled = style.metrics(at: category)
            return capped(size: size * scaled.size / base.size, lineHeight: lineHeight * scaled.leading / base.leading)
        case .fontScale(let hundredths):
            let converted = FontScaleConverter.dp(size, fontScale: hundredths)
            return capped(size: converted, lineHeight: lineHeight * converted / size)
        }
    }

    /// `size` and `lineHeight` brought down together to `maxScale` × the written size when they grew past it.
    private func capped(size grown: Double, lineHeight: Double) -> (size: Double, lineHeight: Double) {
        guard let maxScale, grown > size * maxScale else { return (grown, lineHeight) }
        let limit = size * maxScale
        return (limit, lineHeight * limit / grown)
    }
}
