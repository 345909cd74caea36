import ProofsheetJSON
import ProofsheetRaster

/// What `proofsheet shape` prints: the runs HarfBuzz produced and the positioned lines, as stable JSON
/// (documented in docs/shape-json.md) or as readable text. Numbers are rounded to 1/1000 point so the
/// output does not change with floating-point noise.
extension TextLayout {
    public func report(of text: ShapedText) -> JSONValue {
        var runs: [JSONValue] = []
        for paragraph in text.paragraphs {
            for run in paragraph.shaped.runs {
                let scale = text.style.size / Double(run.face.unitsPerEm)
                runs.append(.object([
                    ("start", .number(paragraph.start + run.scalarRange.lowerBound)),
                    ("end", .number(paragraph.start + run.scalarRange.upperBound)),
                    ("script", .string(run.script.description)),
                    ("level", .number(Int(run.level))),
                    ("direction", .string(run.isRightToLeft ? "rtl" : "ltr")),
                    ("face", .string(run.face.name)),
                    ("glyphs", .array(run.glyphs.map { glyph in
                        .object([
                            ("id", .number(Int(glyph.id))),
                            ("cluster", .number(paragraph.start + glyph.cluster)),
                            ("advance", .number(TextLayout.rounded(Double(glyph.xAdvance) * scale))),
                            ("dx", .number(TextLayout.rounded(Double(glyph.xOffset) * scale))),
                            ("dy", .number(TextLayout.rounded(Double(glyph.yOffset) * scale))),
                        ])
                    })),
                ]))
            }
        }
        let lineValues: [JSONValue] = lines.map { line in
            .object([
                ("start", .number(line.range.lowerBound)),
                ("end", .number(line.range.upperBound)),
                ("direction", .string(line.direction == .rtl ? "rtl" : "ltr")),
                ("box", TextLayout.json(line.box)),
                ("baseline", .number(TextLayout.rounded(line.baseline))),
                ("ellipsized", .bool(line.isEllipsized)),
                ("hyphenated", .bool(line.hyphen != nil)),
                ("text", .string(visualText(line, in: text))),
                ("glyphs", .array(line.glyphs.map { glyph in
                    .object([
                        ("id", .number(Int(glyph.id))),
                        ("face", .string(glyph.face.name)),
                        ("x", .number(TextLayout.rounded(glyph.x))),
                        ("y", .number(TextLayout.rounded(glyph.y))),
                        ("cluster", .number(glyph.cluster)),
                    ])
                })),
            ])
        }
        return .object([
            ("text", .string(text.text)),
            ("size", .number(TextLayout.rounded(style.size))),
            ("lineHeight", .number(TextLayout.rounded(style.effectiveLineHeight))),
            ("width", width.isFinite ? .number(TextLayout.rounded(width)) : .null),
            ("baseDirection", .string(text.baseDirection == .rtl ? "rtl" : "ltr")),
            ("runs", .array(runs)),
            ("lines", .array(lineValues)),
            ("truncated", .bool(isTruncated)),
            ("truncatedCharacters", .number(truncatedCharacters)),
            ("missingGlyphs", .array(text.missingGlyphs.map { missing in
                .object([
                    ("start", .number(missing.scalarRange.lowerBound)),
                    ("end", .number(missing.scalarRange.upperBound)),
                    ("characters", .array(missing.scalars.map { .string(TextLayout.codePoint($0)) })),
                    ("chain", .array(missing.chain.map { .string($0) })),
                ])
            })),
            ("size2d", TextLayout.json(Rect(origin: .zero, size: size))),
        ])
    }

    /// The line's characters in visual (left-to-right) order, cluster by cluster as drawn; the characters of
    /// one cluster (a ligature, a base and its marks) stay in logical order. Exactly what is drawn: an ellipsized
    /// line shows its kept text and "…", a line broken at a soft hyphen shows the hyphen.
    public func visualText(_ line: TextLine, in text: ShapedText) -> String {
        let starts = Set(line.glyphs.map(\.cluster).filter { $0 >= 0 }).sorted()
        var seen = Set<Int>()
        var result = String.UnicodeScalarView()
        for glyph in line.glyphs where seen.insert(glyph.cluster).inserted {
            guard glyph.cluster >= 0, line.range.contains(glyph.cluster) else {
                result.append(EllipsizedLine.ellipsis)
                continue
            }
            if let hyphen = line.hyphen, glyph.cluster == line.shownEnd - 1, text.scalars[glyph.cluster] == SoftHyphen.scalar {
                result.append(hyphen)
                continue
            }
            let position = PreparedParagraph.firstIndex(in: starts, after: glyph.cluster)
            let next = position < starts.count ? starts[position] : line.shownEnd
            for index in glyph.cluster..<min(next, line.shownEnd, text.scalars.count)
            where !text.scalars[index].properties.isWhitespace || index == glyph.cluster {
                result.append(text.scalars[index])
            }
        }
        return String(result)
    }

    package static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    package static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rounded(rect.minX))), ("y", .number(rounded(rect.minY))),
                 ("width", .number(rounded(rect.width))), ("height", .number(rounded(rect.height)))])
    }

    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
