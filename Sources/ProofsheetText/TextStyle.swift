/// How a piece of text is set: fonts, size, line height, alignment, direction and line limit.
///
/// Sizes are in points. The style is already resolved for one cell (text scale applied).
public struct TextStyle: Hashable, Sendable {
    public var chain: FallbackChain
    /// Font size in points.
    public var size: Double
    /// Line height in points; nil uses the primary face's ascender − descender + line gap.
    public var lineHeight: Double?
    /// Leading is the paragraph's start side (left in LTR paragraphs, right in RTL ones).
    public var alignment: TextAlignment
    public var direction: ParagraphDirectionPolicy
    /// At most this many lines; the last one ends with an ellipsis when text is cut.
    public var maxLines: Int?
    /// BCP 47 language for shaping (`en`, `ar`).
    public var language: String
    /// Where the last line may be cut when `maxLines` truncates.
    public var truncation: TruncationMode

    public init(chain: FallbackChain, size: Double, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                direction: ParagraphDirectionPolicy = .auto(fallback: .ltr), maxLines: Int? = nil, language: String = "en",
                truncation: TruncationMode = .character) {
        self.chain = chain
        self.size = size
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.direction = direction
        self.maxLines = maxLines
        self.language = language
        self.truncation = truncation
    }

    /// Points per font unit of the primary face.
    package var pointsPerUnit: Double { size / Double(chain.primary.unitsPerEm) }

    /// The line box height in points.
    public var effectiveLineHeight: Double {
        if let lineHeight { return lineHeight }
        let face = chain.primary
        return Double(face.ascender - face.descender + face.lineGap) * pointsPerUnit
    }

    /// Distance from a line box's top to its baseline, in points: the font's ascent plus half the leading
    /// (the box height minus the font's ascent + descent), as CSS places inline text.
    public var baselineOffset: Double {
        let face = chain.primary
        let ascent = Double(face.ascender) * pointsPerUnit
        let content = Double(face.ascender - face.descender) * pointsPerUnit
        return (effectiveLineHeight - content) / 2 + ascent
    }
}
