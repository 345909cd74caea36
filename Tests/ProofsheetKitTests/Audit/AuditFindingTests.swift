import XCTest
@testable import ProofsheetKit

/// Finding ids and JSON are stable; the audit's glyph masks are the painter's; the scale sweep groups cells.
final class AuditFindingTests: XCTestCase {
    private let cell = Cell(screen: "quicklog", device: "phone", locale: LocaleID("en"), mode: .dark, textScale: 1)

    func testIdIsAStableHashOfItsFields() {
        let id = Finding.id(screen: "quicklog", nodeID: "privacy", nodePath: "root.children[1].children[5]", criterion: .textContrast, cell: cell)
        XCTAssertEqual(id.count, 12)
        XCTAssertEqual(id, "61c49dad2220", "FNV-1a of the fields; changing it breaks every waiver by id")
        let variants = [
            Finding.id(screen: "quicklog", nodeID: "privacy", nodePath: "root.children[1].children[5]", criterion: .clippedText, cell: cell),
            Finding.id(screen: "quicklog", nodeID: "privacy", nodePath: "root.children[1].children[5]", criterion: .textContrast,
                       cell: Cell(screen: "quicklog", device: "phone", locale: LocaleID("ar"), mode: .dark, textScale: 1)),
            Finding.id(screen: "quicklog", nodeID: "privacy", nodePath: "root.children[1].children[5]", criterion: .textContrast, cell: cell, key: "other"),
        ]
        XCTAssertEqual(Set(variants + [id]).count, 4)
    }

    func testJSONIsStable() {
        var finding = Finding(criterion: .textContrast, severity: .error, nodeID: "privacy", nodePath: "root.children[5]", cell: cell,
                              rect: Rect(x: 16, y: 500.123, width: 358, height: 36), message: "too dim",
                              evidence: ["ratio": "4.06:1", "required": "4.5:1"])
        finding.waiver = AuditWaiver(target: .finding(id: finding.id), reason: "legacy", owner: "design", expires: CalendarDate("2030-01-31")!, source: "w.json:3:5")
        let text = finding.jsonValue().jsonText()
        XCTAssertEqual(text, finding.jsonValue().jsonText())
        for fragment in ["\"criterion\": \"textContrast\"", "\"wcag\": \"1.4.3\"", "\"blocking\": false", "\"y\": 500.12",
                         "\"name\": \"quicklog/phone-en-dark-1.0x\"", "\"ratio\": \"4.06:1\"", "\"expires\": \"2030-01-31\""] {
            XCTAssertTrue(text.contains(fragment), fragment)
        }
        XCTAssertLessThan(text.range(of: "\"ratio\"")!.lowerBound, text.range(of: "\"required\"")!.lowerBound, "evidence keeps its order")
    }

    func testAuditMasksAreThePaintersMasks() throws {
        let project = try ScratchProject.rendered("masks", root: #"{ "type": "vstack", "children": [ { "type": "text", "literal": "Two lines of text, wrapped in a narrow box", "width": 120 } ] }"#)
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale, scale: 2)
            let scene = rendered.composed.scene
            let index = try XCTUnwrap(scene.texts.keys.min(), "the screen's text (the status bar's time follows it)")
            let layout = scene.texts[index]!
            let painter = TextPainter(cache: project.renderer.glyphs)
            let origin = scene.contentRect(index).origin
            let recorded = try XCTUnwrap(AuditScene(rendered: rendered, settings: AuditSettings()).paintedText(of: index))
            XCTAssertGreaterThan(recorded.lines.count, 1)
            XCTAssertTrue(recorded.lines.allSatisfy(\.isDrawn))
            let flat = try painter.masks(of: layout, at: origin, scale: 2)
            XCTAssertEqual(recorded.lines.flatMap(\.masks).map(\.offset), flat.map(\.offset))
            XCTAssertEqual(recorded.lines.flatMap(\.masks).map(\.mask), flat.map(\.mask))
        }
    }

    func testScaleSweepFindsTheFirstFailingScalePerText() {
        func finding(_ node: String, _ scale: Double, _ mode: ThemeMode = .light) -> Finding {
            Finding(criterion: .clippedText, severity: .error, nodeID: NodeID(node), nodePath: "p",
                    cell: Cell(screen: "s", device: "phone", locale: LocaleID("en"), mode: mode, textScale: scale), rect: .zero, message: "")
        }
        let findings = [finding("a", 3.1), finding("a", 2), finding("b", 3.1), finding("a", 1.3, .dark)]
        let annotated = ScaleSweep.firstFailingScale(findings: findings)
        XCTAssertEqual(annotated.map { $0.evidence["firstFailingScale"] }, ["2.0×", "2.0×", "3.1×", "1.3×"])
        XCTAssertEqual(ScaleSweep.groups(findings: findings).map(\.failingScales), [[1.3], [2, 3.1], [3.1]])
    }
}
