import Foundation
import XCTest
@testable import ProofsheetKit

/// Input records of strings that come from a catalog (an `.xcstrings` file with Arabic plurals): a cell records
/// the text it draws, so an edit changes exactly the cells that show the edited form (docs/goldens.md).
final class InputFingerprintCatalogTests: XCTestCase {
    static func unit(_ value: String) -> String { #"{ "stringUnit": { "state": "translated", "value": "\#(value)" } }"# }

    /// `cart.items` (plural; `probe` shows it with count 3: Arabic "few", English "other"), `cart.note` (English
    /// only: Arabic cells show the base text) and `cart.title` (shown by `other` only).
    static func catalog(arabicFew: String = "%lld عناصر", arabicOne: String = "عنصر واحد", englishOther: String = "%lld items",
                        note: String = "Note", arabicNote: String? = nil, arabicTitle: String = "السلة") -> String {
        let arabicPlural = ["zero": "لا عناصر", "one": arabicOne, "two": "عنصران", "few": arabicFew, "many": "%lld عنصرًا", "other": "%lld عنصر"]
            .sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(unit($0.value))" }.joined(separator: ", ")
        return """
        { "sourceLanguage": "en", "version": "1.0", "strings": {
          "cart.items": { "localizations": {
            "en": { "variations": { "plural": { "one": \(unit("%lld item")), "other": \(unit(englishOther)) } } },
            "ar": { "variations": { "plural": { \(arabicPlural) } } } } },
          "cart.note": { "localizations": { "en": \(unit(note))\(arabicNote.map { ", \"ar\": " + unit($0) } ?? "") } },
          "cart.title": { "localizations": { "en": \(unit("Cart")), "ar": \(unit(arabicTitle)) } } } }
        """
    }

    static let probe = """
        { "type": "vstack", "children": [
          { "type": "text", "id": "count", "text": { "key": "cart.items", "args": { "count": 3 } }, "style": "body" },
          { "type": "text", "id": "note", "text": "cart.note", "style": "body" } ] }
        """
    static let other = #"{ "id": "other", "root": { "type": "text", "id": "title", "text": "cart.title", "style": "headline" } }"#

    func makeProject(_ catalog: String = InputFingerprintCatalogTests.catalog()) throws -> ScratchProject {
        try ScratchProject.strings("fingerprint-catalog", files: ["ios/Localizable.xcstrings": catalog, "screens/other.json": Self.other],
                               strings: #"{ "baseLocale": "en", "sources": [{ "format": "xcstrings", "path": "ios/Localizable.xcstrings" }] }"#,
                               screen: Self.probe)
    }

    /// Cell id → input fingerprint.
    func fingerprints(_ project: ScratchProject) throws -> [String: ContentHash] {
        let run = CheckRun(project: try project.load(), options: CheckRun.Options())
        var digests: [String: ContentHash] = [:]
        for cell in try run.cells() { digests[cell.description] = try XCTUnwrap(try run.stamp(for: cell).fingerprint) }
        return digests
    }

    func testACatalogEditChangesExactlyTheCellsThatDrawTheEditedText() throws {
        let base = try fingerprints(try makeProject())
        XCTAssertEqual(base.keys.sorted(), ["other/phone-ar-light-1.0x", "other/phone-en-light-1.0x",
                                            "probe/phone-ar-light-1.0x", "probe/phone-en-light-1.0x"])
        let cases: [(String, String, Set<String>)] = [
            ("the Arabic plural form shown (few, count 3)", Self.catalog(arabicFew: "%lld عناصر هنا"), ["probe/phone-ar-light-1.0x"]),
            ("an Arabic plural form no cell shows (one)", Self.catalog(arabicOne: "عنصر"), []),
            ("the English plural form shown (other)", Self.catalog(englishOther: "%lld things"), ["probe/phone-en-light-1.0x"]),
            ("a base text Arabic falls back to", Self.catalog(note: "A note"), ["probe/phone-en-light-1.0x", "probe/phone-ar-light-1.0x"]),
            ("an Arabic translation added for the fallback", Self.catalog(arabicNote: "Note"), ["probe/phone-ar-light-1.0x"]),
            ("a key of the other screen", Self.catalog(arabicTitle: "سلتي"), ["other/phone-ar-light-1.0x"]),
        ]
        for (name, catalog, expected) in cases {
            let after = try fingerprints(try makeProject(catalog))
            XCTAssertEqual(Set(base.keys.filter { base[$0] != after[$0] }), expected, name)
        }
    }

    func testTheRecordHoldsTheDrawnTextAndMarksABaseTextStandingIn() throws {
        let project = try makeProject()
        let run = CheckRun(project: try project.load(), options: CheckRun.Options())
        let arabic = try XCTUnwrap(try run.cells().first { $0.description == "probe/phone-ar-light-1.0x" })
        let entries = try XCTUnwrap(try run.stamp(for: arabic).inputs).entries
        XCTAssertEqual(entries["string:cart.items"], "3 عناصر")
        XCTAssertEqual(entries["string:cart.note"], "Note (base)")
        XCTAssertNil(entries["string:cart.title"], "a key the screen does not show is not an input")
    }

    func testAnIncrementalCheckAfterOneArabicCatalogEditRendersOnlyTheCellShowingTheKeyAndReportsLikeFull() throws {
        let project = try makeProject()
        var options = CheckRun.Options()
        options.jobs = 2
        // Audits on, so reused cells must bring back their findings too.
        options.audits = CheckRun.AuditRun(settings: AuditSettings(), waivers: AuditWaivers(), today: try XCTUnwrap(CalendarDate(year: 2026, month: 1, day: 1)))
        func run(_ change: (inout CheckRun.Options) -> Void = { _ in }) throws -> CheckRun.Outcome {
            var changed = options
            change(&changed)
            return try CheckRun(project: try project.load(), options: changed).execute()
        }
        _ = try run { $0.record = .missing }
        XCTAssertEqual(try run().rendered, 4, "the first check after recording fills the cache")
        XCTAssertEqual(try run().rendered, 0)

        try Self.catalog(arabicTitle: "سلتي").write(to: project.layoutsFolder.appendingPathComponent("ios/Localizable.xcstrings"),
                                                    atomically: true, encoding: .utf8)
        let incremental = try run()
        XCTAssertEqual([incremental.rendered, incremental.reused], [1, 3], "only other/ar shows cart.title in Arabic")
        XCTAssertEqual(incremental.report.cells.filter { $0.status == .changed }.map(\.cell.description), ["other/phone-ar-light-1.0x"])
        XCTAssertEqual(incremental.report.causes.map(\.id), ["string:ar:cart.title"])
        let nightly = try run { $0.full = true }
        XCTAssertEqual([nightly.rendered, nightly.reused], [4, 0])
        XCTAssertEqual(incremental.report.jsonText(), nightly.report.jsonText(), "incremental and --full reports are identical")
        XCTAssertFalse(nightly.report.cells.flatMap(\.findings).isEmpty, "the reports compared hold findings")
    }

    /// After a catalog edit, each cell is rendered, reused after resolving, or skipped without resolving when every
    /// string it looked up gives the same in its locale (`StringReads`), whatever the format's plurals and fallbacks.
    func testACatalogEditSkipsUnresolvedTheCellsWhoseLookupsGiveWhatTheyGave() throws {
        let probeEn = "probe/phone-en-light-1.0x", probeAr = "probe/phone-ar-light-1.0x"
        let otherEn = "other/phone-en-light-1.0x", otherAr = "other/phone-ar-light-1.0x"
        // (what changes, the catalog after it, cell → how it is checked)
        let cases: [(String, String, [String: String])] = [
            ("the English plural form shown (other)", Self.catalog(englishOther: "%lld things"),
             [probeEn: "rendered", probeAr: "unresolved", otherEn: "unresolved", otherAr: "unresolved"]),
            ("the Arabic plural form shown (few)", Self.catalog(arabicFew: "%lld عناصر هنا"),
             [probeEn: "unresolved", probeAr: "rendered", otherEn: "unresolved", otherAr: "unresolved"]),
            // The Arabic message is compared whole: a form no cell shows resolves the Arabic cell, which is then reused.
            ("an Arabic plural form no cell shows (one)", Self.catalog(arabicOne: "عنصر"),
             [probeEn: "unresolved", probeAr: "resolved", otherEn: "unresolved", otherAr: "unresolved"]),
            // Arabic has no `cart.note`: its cell shows the English text, so an English edit renders it too.
            ("an English text Arabic falls back to", Self.catalog(note: "Notes"),
             [probeEn: "rendered", probeAr: "rendered", otherEn: "unresolved", otherAr: "unresolved"]),
            ("an Arabic translation added where the base text stood in", Self.catalog(arabicNote: "ملاحظة"),
             [probeEn: "unresolved", probeAr: "rendered", otherEn: "unresolved", otherAr: "unresolved"]),
            ("an Arabic title", Self.catalog(arabicTitle: "سلتي"),
             [probeEn: "unresolved", probeAr: "unresolved", otherEn: "unresolved", otherAr: "rendered"]),
        ]
        for (name, catalog, expected) in cases {
            let project = try makeProject()
            _ = try CheckRun(project: try project.load(), options: { var options = CheckRun.Options(); options.record = .missing; return options }()).execute()
            XCTAssertEqual(try CheckRun(project: try project.load(), options: CheckRun.Options()).execute().rendered, 4, name)
            try catalog.write(to: project.layoutsFolder.appendingPathComponent("ios/Localizable.xcstrings"), atomically: true, encoding: .utf8)
            let run = CheckRun(project: try project.load(), options: CheckRun.Options())
            let worker = try run.makeWorker()
            var plan: [String: String] = [:]
            for cell in try run.cells() {
                let checked = worker.checkCell(cell)
                plan[cell.description] = checked.unresolved ? "unresolved" : checked.reused ? "resolved" : "rendered"
            }
            XCTAssertEqual(plan, expected, name)
        }
    }
}
