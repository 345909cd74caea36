import ProofsheetRaster

/// Numbers, phone numbers, times, ranges, e-mail addresses and URLs that the bidi algorithm displays in an order
/// an Arabic reader takes for a bug (`bidiReordering`, warning; WCAG 2.2 §1.3.2 Meaningful Sequence).
///
/// In a right-to-left paragraph UAX #9 is followed exactly and still moves things: in "−$4.75" the minus sign
/// (ES, then ON by W6) resolves to the paragraph's R (N1) and is displayed after the amount, "$4.75−"; the digit
/// groups of "+1 555 123 4567" or the two ends of "9:00–17:00" are separate European-number runs displayed
/// right to left. The check reads the painter's glyph positions (`TextLayout` lines), not the algorithm: a token
/// is reported when, on a line of a right-to-left paragraph, one of its characters is drawn left of a character
/// that precedes it logically, i.e. it does not read left to right as such a token must. A string that already
/// isolates the token (LRI…PDI, LRE…PDF, LRM before it) or a node with `direction: ltr` draws it left to right,
/// so it gets no finding.
package enum BidiReorderingCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices {
            guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index], s.painted[index].opacity > 0 else { continue }
            let scalars = Array(text.string.unicodeScalars)
            let content = s.scene.contentRect(index)
            var reported = Set<String>()
            for line in layout.lines where line.direction == .rtl {
                for token in BidiToken.tokens(in: scalars, range: line.range.lowerBound..<min(line.shownEnd, scalars.count)) {
                    guard let drawn = token.drawnOrder(on: line), drawn.isReordered else { continue }
                    let written = String(String.UnicodeScalarView(scalars[token.range]))
                    guard reported.insert(written).inserted else { continue }
                    let shown = String(String.UnicodeScalarView(drawn.order.map { scalars[$0] }))
                    let evidence: FindingEvidence = [
                        "token": written, "displayed": shown, "kind": token.kind.rawValue,
                        "fix": "U+2066 LRI before, U+2069 PDI after (or U+200E LRM before), or \"direction\": \"ltr\"",
                    ]
                    let rect = Rect(x: content.minX + drawn.minX, y: content.minY + line.box.minY,
                                    width: drawn.maxX - drawn.minX, height: line.box.height)
                    findings.append(s.finding(
                        .bidiReordering, node: index, severity: .warning, rect: rect,
                        message: "\(s.describe(index)) is in a right-to-left paragraph, which displays the \(token.kind.description) '\(written)' as '\(shown)' (\(token.kind.problem)); isolate it in the string with LRI…PDI (U+2066 … U+2069) or an LRM (U+200E) before it, or give the node \"direction\": \"ltr\" if the whole text is left to right",
                        evidence: evidence, key: written))
                }
            }
        }
    }
}
