import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `proofsheet strings` on a catalog that holds more than the screens use (issue #42): gaps in keys no screen uses
/// are listed apart and do not fail the run unless `--all`; lists are one key per line; `--used` and `--format json`.
final class StringsReportTests: XCTestCase {
    /// en has five keys, ar translates two of them: `title` (used) is translated, `save` (used) is missing, and
    /// `legacy.a`, `legacy.b` (unused) are missing; `files` (used) is a plural lacking Arabic's categories.
    func project(_ name: String, arSave: Bool = false) throws -> ScratchProject {
        try ScratchProject.strings(name, files: [
            "strings/en.json": #"{ "title": "Home", "save": "Save", "legacy.a": "Old A", "legacy.b": "Old B", "files": { "one": "%d file", "other": "%d files" } }"#,
            "strings/ar.json": #"{ "title": "الرئيسية", "files": { "one": "%d ملف", "other": "%d ملفات" }\#(arSave ? #", "save": "حفظ""# : "") }"#,
        ], strings: nil, screen: #"{ "type": "vstack", "children": [{ "type": "text", "text": "title" }, { "type": "button", "id": "save", "label": "save" }, { "type": "text", "text": { "key": "files", "args": [3] } }] }"#)
    }

    func testGapsAreSplitByUse() throws {
        let report = try StringsReport(project: project("strings-split").load())
        let ar = try XCTUnwrap(report.locales.first { $0.locale == LocaleID("ar") })
        XCTAssertEqual(ar.missing, ["legacy.a", "legacy.b", "save"])
        XCTAssertEqual(report.unused, ["legacy.a", "legacy.b"])
        XCTAssertTrue(report.hasGaps())
        XCTAssertEqual(report.text(), """
            en
              missing keys a screen uses: none
              missing keys no screen uses: none
              missing plural categories: none
              needs review: none
            ar
              missing keys a screen uses: 1
                save
              missing keys no screen uses: 2 (not counted in the exit status; --all counts them)
                legacy.a
                legacy.b
              missing plural categories: 1
                files [zero two few many]
              needs review: none
            unused keys: 2
              legacy.a
              legacy.b

            """)
    }

    func testOnlyUnusedGapsDoNotFailUnlessAll() throws {
        let report = try StringsReport(project: project("strings-unused-only", arSave: true).load())
        // Arabic still lacks plural categories of a used key: that is a gap.
        XCTAssertTrue(report.hasGaps())
        let withoutPlurals = try ScratchProject.strings("strings-unused-no-plurals", files: [
            "strings/en.json": #"{ "title": "Home", "legacy.a": "Old A" }"#,
            "strings/ar.json": #"{ "title": "الرئيسية" }"#,
        ], strings: nil, screen: #"{ "type": "text", "text": "title" }"#)
        let clean = try StringsReport(project: withoutPlurals.load())
        XCTAssertFalse(clean.hasGaps())
        XCTAssertTrue(clean.hasGaps(all: true))
    }

    func testUsedNarrowsEverySection() throws {
        let report = try StringsReport(project: project("strings-used").load()).onlyUsed()
        XCTAssertEqual(report.locales.first { $0.locale == LocaleID("ar") }?.missing, ["save"])
        XCTAssertEqual(report.unused, [])
        XCTAssertFalse(report.text().contains("legacy"))
    }

    func testJSON() throws {
        let report = try StringsReport(project: project("strings-json").load())
        let json = report.jsonValue().jsonText()
        let parsed = try JSONDocument(parsing: Array(json.utf8), file: "report.json").root
        XCTAssertEqual(parsed.jsonText(), json)
        XCTAssertTrue(json.contains(#""used": [\#n          "save"\#n        ],\#n        "unused": [\#n          "legacy.a",\#n          "legacy.b"\#n        ]"#), json)
        XCTAssertTrue(json.hasPrefix("{\n  \"hasGaps\": true,"))
    }

    /// Through the binary: exit 1 for a used gap, 0 with only unused gaps, 1 with `--all`; `--format json` parses.
    func testExitStatus() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        let clean = try ScratchProject.strings("strings-exit", files: [
            "strings/en.json": #"{ "title": "Home", "legacy.a": "Old A" }"#,
            "strings/ar.json": #"{ "title": "الرئيسية" }"#,
        ], strings: nil, screen: #"{ "type": "text", "text": "title" }"#)
        XCTAssertEqual(try binary.run(["strings", "--config", clean.configPath], in: folder).status, 0)
        XCTAssertEqual(try binary.run(["strings", "--config", clean.configPath, "--all"], in: folder).status, 1)
        let json = try binary.run(["strings", "--config", clean.configPath, "--format", "json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertNoThrow(try JSONDocument(parsing: Array(json.stdout.utf8), file: "out.json"))
        let gap = try project("strings-exit-gap")
        XCTAssertEqual(try binary.run(["strings", "--config", gap.configPath, "--used"], in: folder).status, 1)
    }
}
