import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetRun

/// Issue #42 item 8, the rest: Android `<string-array>` items addressed as `key[0]`, catalog sources marked
/// `"optional": true`, and string arguments that are themselves keys (`{"key": …}`), each on a small English and
/// Arabic project through the real load, resolve, check and `strings` paths.
final class StringReferencesTests: XCTestCase {
    // MARK: - <string-array>

    static let androidStrings = #"{ "baseLocale": "en", "sources": [{ "format": "android", "path": "res" }] }"#

    func androidProject(_ name: String, english: String, arabic: String, screen: String) throws -> ScratchProject {
        try ScratchProject.strings(name, files: [
            "res/values/strings.xml": "<resources>\n\(english)\n</resources>\n",
            "res/values-ar/strings.xml": "<resources>\n\(arabic)\n</resources>\n",
        ], strings: Self.androidStrings, screen: screen)
    }

    func testStringArrayItemsAreKeysByIndexInEveryLocale() throws {
        let project = try androidProject("string-array", english: """
            <string-array name="planets"><item>Mercury</item><item>Venus</item><item>Earth\\'s moon</item></string-array>
            <string name="title">Planets</string>
            """, arabic: """
            <string-array name="planets"><item>عطارد</item><item>الزهرة</item><item>قمر الأرض</item></string-array>
            """, screen: #"{ "type": "vstack", "children": [{ "type": "text", "id": "second", "text": "planets[1]", "style": "body" }, { "type": "text", "id": "third", "text": "planets[2]", "style": "body" }] }"#)
        XCTAssertEqual(try project.text("planets[0]", "en"), "Mercury")
        XCTAssertEqual(try project.text("planets[2]", "en"), "Earth's moon")
        XCTAssertEqual(try project.text("planets[1]", "ar"), "الزهرة")
        let loaded = try project.load()
        XCTAssertNil(loaded.screenErrors["probe"], loaded.screenErrors["probe"]?.description ?? "")
        XCTAssertNil(loaded.catalog.entries["planets"], "the array itself is no key")
        // The cells draw the items: the input record holds the text each cell shows.
        let run = CheckRun(project: loaded, options: CheckRun.Options())
        for (locale, second) in [("en", "Venus"), ("ar", "الزهرة")] {
            let cell = try XCTUnwrap(try run.cells().first { $0.locale.identifier == locale })
            XCTAssertEqual(try XCTUnwrap(try run.stamp(for: cell).inputs).entries["string:planets[1]"], second, locale)
        }
        let used: Set<String> = try StringsReport(project: loaded).used
        XCTAssertTrue(used.isSuperset(of: ["planets[1]", "planets[2]"]), "\(used)")
        XCTAssertFalse(used.contains("planets[0]"))
    }

    func testStringArrayBadInputNamesThePlace() throws {
        let cases: [(english: String, message: String)] = [
            (#"<string-array name="empty"></string-array>"#, "<string-array name=\"empty\"> has no <item>; its items are read as empty[0], empty[1], …"),
            (#"<string-array><item>x</item></string-array>"#, "<string-array> has no name attribute"),
            (#"<string-array name="a"><item>x</item></string-array><string name="a[0]">y</string>"#, "string 'a[0]' is defined twice for en"),
        ]
        for c in cases {
            let project = try androidProject("string-array-bad", english: c.english, arabic: "", screen: #"{ "type": "vstack", "children": [] }"#)
            XCTAssertThrowsError(try project.load(), c.english) { error in
                XCTAssertTrue("\(error)".contains(c.message), "\(error)")
                XCTAssertTrue("\(error)".contains("res/values/strings.xml:"), "names the file and line: \(error)")
            }
        }
    }

    // MARK: - "optional": true

    func testAMissingOptionalSourceIsSkippedAndSaidWhileAMissingRequiredOneIsAnError() throws {
        let files = ["strings/en.json": #"{ "save": "Save" }"#, "strings/ar.json": #"{ "save": "حفظ" }"#]
        let screen = #"{ "type": "text", "id": "save", "text": "save", "style": "body" }"#
        let optional = try ScratchProject.strings("optional-source", files: files, strings: #"""
            { "baseLocale": "en", "sources": [{ "format": "proofsheet", "path": "strings" },
                                              { "format": "android", "path": "library/res", "optional": true }] }
            """#, screen: screen)
        let project = try optional.load()
        XCTAssertEqual(project.catalog.skippedSources, [FileDisplay.shown(optional.layouts + "/library/res")])
        let report = try StringsReport(project: project)
        XCTAssertTrue(optional.shown(report.text()).hasPrefix("optional source not found, skipped: $L/library/res\n"), report.text())
        XCTAssertTrue(report.jsonValue().jsonText().contains("\"skippedOptionalSources\": [\n    \"\(FileDisplay.shown(optional.layouts + "/library/res"))\"\n  ]"))
        XCTAssertFalse(report.hasGaps())
        // Through the binary: exit 0, and the line is printed.
        let binary = try ProofsheetBinary.locate()
        let outcome = try binary.run(["strings", "--config", optional.configPath], in: optional.layouts)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("optional source not found, skipped: library/res\n"), outcome.stdout)

        // Once the folder is there, it is read like any source.
        try FileManager.default.createDirectory(at: optional.layoutsFolder.appendingPathComponent("library/res/values"), withIntermediateDirectories: true)
        try #"<resources><string name="lib.ok">OK</string></resources>"#.write(to: optional.layoutsFolder.appendingPathComponent("library/res/values/strings.xml"), atomically: true, encoding: .utf8)
        let found = try optional.load()
        XCTAssertEqual(found.catalog.skippedSources, [])
        XCTAssertEqual(try found.catalog.text("lib.ok", in: LocaleID("ar")), "OK")

        let required = try ScratchProject.strings("required-source", files: files, strings: #"""
            { "baseLocale": "en", "sources": [{ "format": "proofsheet", "path": "strings" }, { "format": "android", "path": "library/res" }] }
            """#, screen: screen)
        XCTAssertThrowsError(try required.load()) { error in
            XCTAssertTrue(required.shown("\(error)").contains("$L/library/res"), "\(error)")
        }
        let bad = try ScratchProject.strings("optional-bad", files: files, strings: #"""
            { "baseLocale": "en", "sources": [{ "format": "proofsheet", "path": "strings", "optional": "yes" }] }
            """#, screen: screen)
        XCTAssertThrowsError(try bad.load()) { error in
            XCTAssertTrue("\(error)".contains("strings.sources[0].optional"), "names the JSON path: \(error)")
        }
    }

    // MARK: - {"key": …} arguments

    static func keyArgumentProject(_ name: String, screen: String? = nil) throws -> ScratchProject {
        try ScratchProject.strings(name, files: [
            "strings/en.json": #"{ "transfer.to": "Sent to %@", "transfer.me": "me", "plain": "Plain", "items": { "one": "%d item", "other": "%d items" } }"#,
            "strings/ar.json": #"{ "transfer.to": "أُرسل إلى %@", "transfer.me": "نفسي", "plain": "عادي", "items": { "one": "عنصر", "other": "%d عنصر" } }"#,
        ], strings: #"{ "baseLocale": "en", "sources": [{ "format": "proofsheet", "path": "strings" }] }"#,
        screen: screen ?? #"{ "type": "text", "id": "sent", "text": { "key": "transfer.to", "args": [{ "key": "transfer.me" }] }, "style": "body" }"#)
    }

    func testAKeyArgumentIsShownInTheCellsLocaleAndRecordedAsAnInput() throws {
        let project = try Self.keyArgumentProject("key-argument")
        let loaded = try project.load()
        XCTAssertNil(loaded.screenErrors["probe"], loaded.screenErrors["probe"]?.description ?? "")
        let run = CheckRun(project: loaded, options: CheckRun.Options())
        for (locale, shown, me) in [("en", "Sent to me", "me"), ("ar", "أُرسل إلى نفسي", "نفسي")] {
            let cell = try XCTUnwrap(try run.cells().first { $0.locale.identifier == locale })
            let entries = try XCTUnwrap(try run.stamp(for: cell).inputs).entries
            XCTAssertEqual(entries["string:transfer.to"], shown.replacingOccurrences(of: me, with: "{transfer.me}"), "\(locale): the message, with its argument's key in place")
            XCTAssertEqual(entries["string:transfer.me"], me, "\(locale): the argument's key is an input of the cell")
            // What the cell draws: the message with the argument's text in the cell's locale.
            let layout = LayoutReport.json(of: try CellRenderer(project: loaded).compose(cell)).jsonText()
            XCTAssertTrue(layout.contains("\"string\": \"\(shown)\""), "\(locale) draws '\(shown)'")
        }
        XCTAssertTrue(try StringsReport(project: loaded).used.contains("transfer.me"), "a key used as an argument is used")
    }

    func testEditingAKeyArgumentChangesTheCellsThatShowItWithThatCause() throws {
        let project = try Self.keyArgumentProject("key-argument-edit")
        var options = CheckRun.Options()
        options.jobs = 2
        options.record = .all
        _ = try CheckRun(project: try project.load(), options: options).execute()
        options.record = .never
        XCTAssertEqual(Set(try CheckRun(project: try project.load(), options: options).execute().report.cells.map(\.status)), [.pass])
        try #"{ "transfer.to": "أُرسل إلى %@", "transfer.me": "حسابي", "plain": "عادي", "items": { "one": "عنصر", "other": "%d عنصر" } }"#
            .write(to: project.layoutsFolder.appendingPathComponent("strings/ar.json"), atomically: true, encoding: .utf8)
        let outcome = try CheckRun(project: try project.load(), options: options).execute()
        let changed = outcome.report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.locale.identifier), ["ar"], "only the Arabic cell shows the edited key")
        XCTAssertEqual(outcome.report.causes.map(\.id), ["string:ar:transfer.me"])
        XCTAssertEqual(outcome.report.cells.filter { $0.cell.locale.identifier == "en" }.map(\.status), [.pass])
    }

    func testBadKeyArgumentsNameTheScreenPlace() throws {
        let cases: [(args: String, message: String)] = [
            (#"[{ "key": "nope" }]"#, "string key 'nope' (an argument) is missing in the base locale en of the string catalogs"),
            (#"[{ "key": "items" }]"#, "string key 'items' is a message that reads"),
            (#"[{ "key": "plain", "args": [1] }]"#, "args"),
            (#"[{ "id": "plain" }]"#, "key"),
            (#"[true]"#, "a number, a string or {\"key\": …} argument"),
        ]
        for c in cases {
            let screen = #"{ "type": "text", "id": "sent", "text": { "key": "transfer.to", "args": \#(c.args) }, "style": "body" }"#
            let project = try Self.keyArgumentProject("key-argument-bad", screen: screen)
            let error = try XCTUnwrap(try project.load().screenErrors["probe"], c.args).description
            XCTAssertTrue(error.contains(c.message), "\(c.args): \(error)")
            XCTAssertTrue(error.contains("root.text.args[0]"), "\(c.args): names the JSON path: \(error)")
        }
    }
}
