import XCTest
@testable import ProofsheetKit

/// No silent English: every text a built-in control adds comes from the project's strings, and a missing one is a
/// configuration error or a `missingTranslation` finding, never a literal (docs/spec.md, "Texts the controls add").
final class BuiltInControlTextTests: XCTestCase {
    private let navBar = #"{ "type": "vstack", "background": "background", "children": [ { "type": "navBar", "back": true }, { "type": "spacer" } ] }"#

    /// The first line of the cell's accessibility snapshot (the back button) and its `missingTranslation` findings.
    private func backButton(_ project: ScratchProject.Rendered, locale: String) throws -> (line: String?, untranslated: [Finding]) {
        let rendered = try project.render(locale: locale)
        let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: rendered.cell)
        return (snapshot.lines.first, try project.audit(locale: locale).of(.missingTranslation))
    }

    func testTheBackButtonIsNamedByTheProjectsStringInEachLocale() throws {
        let project = try ScratchProject.rendered("back-translated", root: navBar)
        let cases: [(locale: String, line: String)] = [("en", #"1. button "Back""#), ("ar", #"1. button "رجوع""#)]
        for c in cases {
            let (line, untranslated) = try backButton(project, locale: c.locale)
            XCTAssertEqual(line, c.line, c.locale)
            XCTAssertEqual(untranslated.map(\.message), [], c.locale)
        }
    }

    func testABackButtonWithoutNavBackInTheBaseLocaleIsAScreenError() throws {
        let strings = ["en": #"{ "home.title": "Home" }"#, "ar": #"{ "home.title": "الرئيسية" }"#]
        XCTAssertThrowsError(try ScratchProject.rendered("back-missing", root: navBar, strings: strings)) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
            XCTAssertTrue(message.hasSuffix("root.children[0].back: string key 'nav.back' (the back button's name) is missing in the base locale en of the string catalogs"),
                          message)
        }
    }

    func testABackButtonWithoutAnArabicTranslationIsAMissingTranslationFinding() throws {
        let strings = ["en": #"{ "nav.back": "Back" }"#, "ar": #"{ "home.title": "الرئيسية" }"#]
        let project = try ScratchProject.rendered("back-untranslated", root: navBar, strings: strings)
        let (english, englishFindings) = try backButton(project, locale: "en")
        XCTAssertEqual(english, #"1. button "Back""#)
        XCTAssertEqual(englishFindings.map(\.message), [])
        // Arabic shows the base text, as every untranslated key does, and says so.
        let (_, arabic) = try backButton(project, locale: "ar")
        XCTAssertEqual(arabic.map(\.evidence["key"]), ["nav.back"])
        XCTAssertEqual(arabic.first?.severity, .error)
        XCTAssertEqual(arabic.first?.evidence["locale"], "ar")
    }
}
