/// `brokenWord` (WCAG 2.2 §1.4.4 Resize Text, §1.4.10 Reflow; error): a painted text with a line that ends inside a
/// word. The text layout records such lines (`TextLine.endsInsideWord`): UAX #14 gives no break opportunity there,
/// and the line breaker cut the word at a grapheme boundary because it alone is wider than the line. A reader sees
/// two words ("Vie" / "w all", "الرسا" / "لة"). Read from the recorded layout of the cell, so it is found per text
/// scale; a text that wraps at spaces has no such line.
enum BrokenWordCheck {
    static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices where s.isPainted(index) {
            guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index] else { continue }
            let cuts = layout.lines.enumerated().filter { $0.element.endsInsideWord }
            guard let first = cuts.first else { continue }
            let scalars = Array(text.string.unicodeScalars)
            let words = cuts.map { AuditFormat.quoted(brokenWord(scalars, at: $0.element.range.upperBound)) }
            let content = s.scene.contentRect(index)
            let box = first.element.box.offsetBy(dx: content.minX, dy: content.minY)
            let evidence: FindingEvidence = [
                "text": AuditFormat.quoted(text.string, limit: 60),
                "breaks": words.joined(separator: ", "),
                "lines": cuts.map { "\($0.offset + 1)" }.joined(separator: ", "),
                "textScale": AuditFormat.scale(s.cell.textScale),
                "width": AuditFormat.points(layout.width),
            ]
            findings.append(s.finding(.brokenWord, node: index, severity: .error, rect: box.intersection(s.visible[index]),
                                      message: "\(s.describe(index)) breaks inside the word \(words[0]) at \(AuditFormat.scale(s.cell.textScale)): the word is wider than its \(AuditFormat.points(layout.width)) line and reads as two words; give the text more width, let its row stack, or shorten the string",
                                      evidence: evidence))
        }
    }

    /// The word around scalar offset `cut` with `|` where the line breaks (`Vie|w`).
    static func brokenWord(_ scalars: [Unicode.Scalar], at offset: Int) -> String {
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
