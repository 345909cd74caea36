import Foundation
import XCTest
@testable import ProofsheetKit

/// The audits read what was painted (issue #44 item 2): the rasteriser's record of the glyph masks and path coverage
/// it composited (`PaintRecord`), never the text painter, shaper, line breaker or rasteriser again.
final class AuditPaintRecordTests: XCTestCase {
    /// Code symbols of the text engine and the rasterisers that no audit may call: each re-derives what the painter did.
    /// (`DrawnRolePairs` composes cells with `CellRenderer.compose`, layout and paint without pixels, and reads the
    /// painter's record of each node; `.render(` would rasterise.)
    static let banned = [
        "TextPainter(", "lineMasks(", "masks(of:", "pixelBound(of:", "ShapedText(", "TextLayout(", "TextLayout.size(",
        "LineBreaker", "LineBreaking", "Shaper", "FriBidi", "FontCollection", "GlyphCache", "glyphs.mask(",
        "CoverageMask(filling", "CoverageRasterizer", "SceneRasterizer", "ScenePainter", "SceneLayout(", ".render(",
        ".fill(",
    ]
    func testNoAuditCallsThePainterShaperLineBreakerOrRasteriser() throws {
        let root = ScratchProject.repositoryRoot
        let folder = "Sources/ProofsheetAudit"
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/" + folder))
        var offenders: [String] = []
        var files = 0
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = folder + "/" + relative
            files += 1
            let code = try String(contentsOfFile: root + "/" + path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            for (number, line) in code.enumerated() {
                for symbol in Self.banned where line.contains(symbol) { offenders.append("\(path):\(number + 1): \(symbol)") }
            }
        }
        XCTAssertGreaterThan(files, 30, "the audit sources were found")
        XCTAssertEqual(offenders, [], "audits read the display list and PaintRecord instead")
    }

    /// A screen with a text and an icon cut by a clipping stack, a text reaching below the fold of a scroll view, and a
    /// faint text and icon (their contrast fails).
    static let screen = #"""
    { "type": "vstack", "spacing": 8, "children": [
      { "type": "vstack", "id": "clipper", "height": 30, "clip": true, "children": [
        { "type": "text", "id": "cut", "literal": "A long label that wraps onto lines the card cuts away", "maxLines": 4 },
        { "type": "icon", "id": "cut-icon", "name": "send", "size": 40, "a11y": { "label": { "literal": "Send" } } } ] },
      { "type": "scroll", "id": "list", "height": 120, "children": [
        { "type": "text", "id": "below", "literal": "One\nTwo\nThree\nFour\nFive\nSix\nSeven\nEight\nNine\nTen\nEleven\nTwelve" } ] },
      { "type": "text", "id": "faint", "literal": "Faint text", "color": "faint" },
      { "type": "icon", "id": "pale", "name": "send", "color": "faint", "a11y": { "label": { "literal": "Send" } } } ] }
    """#

    func testRecordHoldsWhatTheRasteriserComposited() throws {
        let project = try ScratchProject.rendered("paint-record", root: Self.screen, colors: ["faint": "#D0D0D0"])
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale, scale: 1)
            let composed = rendered.composed
            // The recording run composites exactly what the plain one does.
            let plain = try SceneRasterizer(scale: composed.device.scale, glyphs: project.renderer.glyphs)
                .render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
            XCTAssertEqual(plain.bytes, rendered.pixmap.bytes, locale)
            let painter = TextPainter(cache: project.renderer.glyphs)
            var texts = 0, paths = 0, skippedLines = 0
            for (position, item) in composed.displayList.items.enumerated() {
                switch item.content {
                case .text(let layout, let origin, _):
                    let recorded = try XCTUnwrap(rendered.painted.texts[position], "text item \(position) recorded")
                    XCTAssertEqual(recorded.lines.count, layout.lines.count)
                    for (line, placed) in zip(layout.lines, recorded.lines) {
                        let masks = try painter.masks(of: line, at: origin, pixelSize: layout.style.size * composed.device.scale, scale: composed.device.scale)
                        XCTAssertEqual(placed.masks.map(\.offset), masks.map(\.offset))
                        XCTAssertEqual(placed.masks.map(\.mask), masks.map(\.mask))
                        if !placed.isDrawn && placed.inkBound != nil { skippedLines += 1 }
                    }
                    texts += 1
                case .path(let path, let rule, _):
                    let recorded = try XCTUnwrap(rendered.painted.coverage[position], "path item \(position) recorded")
                    let whole = CoverageMask(filling: path.transformed(by: .scale(composed.device.scale)), rule: rule, within: rendered.pixmap)
                    for y in recorded.bounds.minY..<recorded.bounds.maxY {
                        for x in recorded.bounds.minX..<recorded.bounds.maxX { XCTAssertEqual(recorded[x, y], whole[x, y]) }
                    }
                    paths += 1
                default:
                    XCTAssertNil(rendered.painted.texts[position])
                    XCTAssertNil(rendered.painted.coverage[position])
                }
            }
            XCTAssertGreaterThanOrEqual(texts, 3, locale)
            XCTAssertGreaterThanOrEqual(paths, 2, locale)
            XCTAssertGreaterThan(skippedLines, 0, "\(locale): lines outside the clip are recorded, not drawn")
        }
    }

    /// The audits' verdicts come from the record: a cell whose record is emptied has no ink for the contrast and fit
    /// checks to measure, while the pixels are unchanged.
    func testAuditsReadTheRecord() throws {
        let project = try ScratchProject.rendered("paint-record-read", root: Self.screen, colors: ["faint": "#D0D0D0"])
        let auditor = CellAuditor(settings: try AuditSettings.load(config: project.project.config))
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale, scale: 1)
            let findings = try auditor.audit(rendered)
            XCTAssertEqual(Set(findings.of(.textContrast).map(\.nodeID)), ["faint"], locale)
            XCTAssertEqual(Set(findings.of(.nonTextContrast).map(\.nodeID)), ["pale"], locale)
            XCTAssertTrue(findings.of(.clippedText).contains { $0.nodeID == "cut" && $0.evidence["cutGlyphs"] != nil }, locale)
            let blind = RenderedCell(composed: rendered.composed, pixmap: rendered.pixmap, painted: PaintRecord())
            let without = try auditor.audit(blind)
            XCTAssertEqual(without.of(.textContrast).map(\.nodeID), [], locale)
            XCTAssertEqual(without.of(.nonTextContrast).map(\.nodeID), [], locale)
            XCTAssertFalse(without.of(.clippedText).contains { $0.evidence["cutGlyphs"] != nil }, locale)
        }
    }
}
