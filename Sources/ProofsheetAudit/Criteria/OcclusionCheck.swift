import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// `occludedText` (error): text covered, wholly or in part, by an opaque shape the painter drew after it — a
/// floating action button or a snackbar in a `zstack` over a list row (`Occluder`, read from the display list).
/// The defect is the overlap, so the finding names both nodes and how much of the text's lines is hidden; the
/// covered pixels are left out of `textContrast` (`TextContrastCheck` judges only what is uncovered, and nothing
/// of a wholly covered text). WCAG 2.2 §2.4.11 Focus Not Obscured when the text belongs to a focusable control,
/// else §1.4.4 (content lost).
package enum OcclusionCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices {
            guard let covers = s.occluders[index], s.isPainted(index), case .text(let text) = s.nodes[index].kind,
                  let layout = s.scene.texts[index] else { continue }
            let boxes = AuditScene.lineBoxes(layout, in: s.scene.contentRect(index)).map { $0.intersection(s.visible[index]) }
            var reported = Set<Int>()
            for cover in covers where !reported.contains(cover.node) {
                let hidden = boxes.enumerated().compactMap { line, box in box.isEmpty ? nil : cover.hidden(box).map { (line, $0) } }
                guard let first = hidden.first else { continue }
                reported.insert(cover.node)
                let wholly = boxes.allSatisfy { $0.isEmpty || cover.hidesWholly($0) }
                let area = hidden.dropFirst().reduce(first.1) { a, b in
                    let x0 = min(a.minX, b.1.minX), y0 = min(a.minY, b.1.minY)
                    return Rect(x: x0, y: y0, width: max(a.maxX, b.1.maxX) - x0, height: max(a.maxY, b.1.maxY) - y0)
                }
                let inControl = s.control(of: index).map { !s.isDisabled($0) } ?? false
                let coverID = s.nodes[cover.node].id.name
                let evidence: FindingEvidence = [
                    "cover": coverID,
                    "coverColor": cover.color.opaqueHex,
                    "hidden": wholly ? "all of it" : "\(AuditFormat.points(area.width)) × \(AuditFormat.points(area.height))",
                    "lines": hidden.map { "\($0.0 + 1)" }.joined(separator: ", "),
                    "text": AuditFormat.quoted(text.string, limit: 60),
                ]
                let how = wholly ? "wholly hidden" : "partly hidden (\(evidence["hidden"]!))"
                findings.append(s.finding(.occludedText, node: index, severity: .error, rect: area,
                                          message: "\(s.describe(index)) is \(how) under \(s.describe(cover.node)), painted over it; move the overlay, or leave room for it (padding at the end of the content) so nothing lies under it",
                                          evidence: evidence, wcag: inControl ? "2.4.11" : "1.4.4", key: coverID, cause: cover.node))
            }
        }
    }
}
