import ProofsheetProject
import ProofsheetSpec

/// `brokenWord` (WCAG 2.2 §1.4.4 Resize Text, §1.4.10 Reflow; error): a painted text with a line that ends inside a
/// word. The text layout records lines that end where UAX #14 gives no break opportunity
/// (`TextLine.endsWithoutBreakOpportunity`): the line breaker cut there, at a grapheme boundary, because the word
/// alone is wider than the line. When a letter, digit or mark lies on both sides of the cut, a reader sees two words
/// ("Vie" / "w all", "الرسا" / "لة"); a cut between a word and the punctuation that must stay with it
/// ("tomorrow" / "?") leaves the word whole and is not reported. Read from the recorded layout of the cell, so it is
/// found per text scale; a text that wraps at spaces has no such line.
package enum BrokenWordCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices where s.isPainted(index) {
            guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index] else { continue }
            let scalars = Array(text.string.unicodeScalars)
            let cuts = layout.lines.enumerated().filter { $0.element.endsWithoutBreakOpportunity && isInsideWord(scalars, at: $0.element.range.upperBound) }
            guard let first = cuts.first else { continue }
            let words = cuts.map { AuditFormat.quoted(brokenWord(scalars, at: $0.element.range.upperBound)) }
            let content = s.scene.contentRect(index)
            let box = first.element.box.offsetBy(dx: content.minX, dy: content.minY)
            let evidence: FindingEvidence = [
                "text": AuditFormat.quoted(text.string, limit: 60),
                "breaks": words.joined(separator: ", "),
                "lines": cuts.map { "\($0.offset + 1)" }.joined(separator: ", "),
                "textScale": s.cell.sizeDescription,
                "width": AuditFormat.points(layout.width),
            ]
            // A line scrolled or clipped out of view is still a broken word: its box is where it was laid out.
            let shown = box.intersection(s.visible[index])
            findings.append(s.finding(.brokenWord, node: index, severity: .error, rect: shown.isEmpty ? box : shown,
                                      message: "\(s.describe(index)) breaks inside the word \(words[0]) at \(s.cell.sizeDescription): the word is wider than its \(AuditFormat.points(layout.width)) line and reads as two words; give the text more width, let its row stack, or shorten the string",
                                      evidence: evidence))
        }
    }

    /// Whether a letter, digit or combining mark lies on each side of scalar offset `cut`.
    package static func isInsideWord(_ scalars: [Unicode.Scalar], at cut: Int) -> Bool {
        guard cut > 0, cut < scalars.count else { return false }
        let isWordPart = { (scalar: Unicode.Scalar) -> Bool in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
        return isWordPart(scalars[cut - 1]) && isWordPart(scalars[cut])
    }

    /// The word around scalar offset `cut` with `|` where the line breaks (`Vie|w`).
    package static func brokenWord(_ scalars: [Unicode.Scalar], at offset: Int) -> String {
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace }
        let cut = max(0, min(offset, scalars.count))
        var start = cut, end = cut
        while start > 0, !isSpace(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, !isSpace(scalars[end]) { end += 1 }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start..<cut])
        word.append("|")
        word.append(contentsOf: scalars[cut..<end])
        return String(word)
    }
}
