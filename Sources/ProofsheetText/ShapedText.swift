/// A text after every width-independent stage: split into hard paragraphs at mandatory breaks
/// (UAX #14 BK/CR/LF/NL; UAX #9 rule P1), each bidi-resolved, shaped and scanned for break
/// opportunities. `layout(width:)` breaks and positions lines for a given width cheaply.
public struct ShapedText: Sendable {
    public let text: String
    public let style: TextStyle
    package let paragraphs: [PreparedParagraph]
    /// Every scalar of the text, hard breaks included.
    package let scalars: [Unicode.Scalar]

    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        var paragraphs: [PreparedParagraph] = []
        var start = 0
        var index = 0
        // The first paragraph's direction decides an unset policy's fallback for the rest: a text node
        // is one block, and its later paragraphs without strong characters follow the first.
        var policy = style.direction
        while index <= scalars.count {
            let isEnd = index == scalars.count
            let isBreak = !isEnd && ShapedText.isHardBreak(scalars[index])
            if isEnd || isBreak {
                let paragraph = PreparedParagraph(scalars: Array(scalars[start..<index]), start: start, style: style, policy: policy)
                if paragraphs.isEmpty, case .auto = policy { policy = .auto(fallback: paragraph.bidi.baseDirection) }
                paragraphs.append(paragraph)
                if isEnd { break }
                index += (scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n") ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        self.paragraphs = paragraphs
    }

    /// The direction of the first paragraph (each line aligns by its own paragraph's direction).
    public var baseDirection: TextDirection { paragraphs.first?.bidi.baseDirection ?? .ltr }

    /// Glyphs no font in the chain has, with the characters and the chain that lacked them.
    public var missingGlyphs: [MissingGlyph] {
        paragraphs.flatMap { paragraph in
            paragraph.shaped.missingGlyphs.map { missing in
                var global = missing
                global.scalarRange = (missing.scalarRange.lowerBound + paragraph.start)..<(missing.scalarRange.upperBound + paragraph.start)
                return global
            }
        }
    }

    /// What preparing the paragraphs cost (see `TextWork`).
    package var work: TextWork {
        TextWork(shapedScalars: paragraphs.reduce(0) { $0 + $1.shapedScalars })
    }

    /// The widest a line can be: every paragraph on one line, in points.
    public var naturalWidth: Double {
        paragraphs.map { $0.lineWidth(0..<$0.count) }.max() ?? 0
    }

    /// Mandatory line breaks that end a paragraph (UAX #14 classes BK, CR, LF, NL).
    package static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
