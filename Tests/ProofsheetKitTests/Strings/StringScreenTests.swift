import XCTest
@testable import ProofsheetKit

/// Screens with arguments, variants, missing translations and pseudo-locales, rendered by the real pipeline.
final class StringScreenTests: XCTestCase {
    static let english = #"{ "cart": { "=0": "Your cart is empty", "one": "%d item in your cart", "other": "%d items in your cart" }, "save": "Save", "only.en": "Only English" }"#
    static let arabic = #"{ "cart": { "zero": "سلتك فارغة", "one": "عنصر واحد", "two": "عنصران", "few": "%d عناصر في سلتك", "many": "%d عنصرًا في سلتك", "other": "%d عنصر في سلتك" }, "save": "حفظ" }"#

    func project(_ name: String, root: String, locales: [String] = ["en", "ar"]) throws -> (Project, CellRenderer) {
        let fixture = try ScratchProject.strings(name, files: ["strings/en.json": Self.english, "strings/ar.json": Self.arabic],
                                             strings: nil, locales: locales, screen: root)
        let project = try fixture.load()
        if let error = project.screenErrors["probe"] { XCTFail(error.description) }
        return (project, try CellRenderer(project: project))
    }

    func cell(_ locale: String) -> Cell { Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textScale: 1) }

    func texts(_ composed: ComposedCell) -> [String] {
        composed.scene.nodes.compactMap { if case .text(let text) = $0.kind { return text.string } else { return nil } }
    }

    func testVariantsRenderOneCopyPerArgumentSetWithTheLocalesPluralForms() throws {
        let root = #"{ "type": "vstack", "children": [{ "type": "text", "id": "cart", "text": "cart", "variants": [{"count": 0}, {"count": 1}, {"count": 2}, {"count": 3}, {"count": 11}, {"count": 100}] }] }"#
        let (_, renderer) = try project("variants", root: root)
        XCTAssertEqual(texts(try renderer.compose(cell("en"))),
                       ["Your cart is empty", "1 item in your cart", "2 items in your cart", "3 items in your cart", "11 items in your cart", "100 items in your cart"])
        XCTAssertEqual(texts(try renderer.compose(cell("ar"))),
                       ["سلتك فارغة", "عنصر واحد", "عنصران", "3 عناصر في سلتك", "11 عنصرًا في سلتك", "100 عنصر في سلتك"])
        XCTAssertEqual(try renderer.compose(cell("en")).scene.nodes.map(\.id.name).filter { $0.hasPrefix("cart.") },
                       (0..<6).map { "cart.variant\($0)" })
    }

    func testAKeyALocaleLacksRendersTheBaseTextAndRaisesMissingTranslation() throws {
        let root = #"{ "type": "vstack", "children": [{ "type": "text", "id": "note", "text": "only.en" }, { "type": "button", "id": "save", "label": "save" }] }"#
        let (project, renderer) = try project("missing", root: root)
        let arabic = try renderer.render(cell("ar"))
        XCTAssertTrue(texts(arabic.composed).contains("Only English"))
        let findings = try CellAuditor().audit(arabic).filter { $0.criterion == .missingTranslation }
        XCTAssertEqual(findings.map(\.nodeID.name), ["note"])
        XCTAssertEqual(findings.first?.evidence["key"], "only.en")
        XCTAssertEqual(findings.first?.isBlocking, true, "enforced by default")
        let english = try renderer.render(cell("en"))
        XCTAssertTrue(try CellAuditor().audit(english).allSatisfy { $0.criterion != .missingTranslation })
        _ = project
    }

    func testEnXAExpandsAFittingLabelIntoClippingAndArXBIsMirrored() throws {
        let root = #"{ "type": "vstack", "alignment": "leading", "children": [{ "type": "text", "id": "label", "text": "save", "width": 60, "maxLines": 1, "clip": true }] }"#
        let (_, renderer) = try project("pseudo", root: root, locales: ["en", "en-XA", "ar-XB"])
        let english = try renderer.render(cell("en"))
        let fits: (Finding) -> Bool = { $0.criterion == .clippedText || $0.criterion == .truncatedText }
        XCTAssertFalse(try CellAuditor().audit(english).contains(where: fits))
        let pseudo = try renderer.render(cell("en-XA"))
        XCTAssertEqual(texts(pseudo.composed), ["[Šåṽé one]"])
        XCTAssertTrue(try CellAuditor().audit(pseudo).contains(where: fits))
        let bidi = try renderer.compose(cell("ar-XB"))
        XCTAssertEqual(bidi.scene.direction, .rightToLeft)
        XCTAssertEqual(texts(bidi), ["\u{200F}\u{202E}Save\u{202C}\u{200F}"])
        let label = bidi.scene.nodes.firstIndex { $0.id.name == "label" }!
        let leftToRight = english.composed.scene.frames[label]
        XCTAssertEqual(bidi.scene.frames[label].minX, 390 - leftToRight.maxX, accuracy: 0.01, "mirrored like an ar cell")
        XCTAssertEqual(bidi.scene.frames[label].maxX, 390 - leftToRight.minX, accuracy: 0.01)
    }
}
