import Foundation
import XCTest
@testable import ProofsheetKit

/// Skipping an unchanged cell from its source key (issue #43 item 4, docs/goldens.md "Incremental check"): an
/// unchanged cell is reused without being resolved, and a change to any kind of input the cell reads renders it
/// again, on an en + ar project.
final class SourceSkipTests: XCTestCase {
    /// The check project with its own fonts and an image on the `list` screen (`InputFingerprintTests`); `list` also
    /// shows `list.note` (only there) and, in dark cells only, `list.dark`.
    func makeProject() throws -> ScratchProject {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(fonts: true)))
        try FileManager.default.createDirectory(atPath: project.layouts + "/assets", withIntermediateDirectories: true)
        try writeAsset(project, red: 200)
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: """
            { "type": "text", "text": "home.save", "style": "body" },
                  { "type": "image", "src": "dot.png", "width": 20, "height": 20 },
                  { "type": "text", "text": "home.title", "style": "headline" },
                  { "type": "text", "text": "list.note", "style": "footnote" },
                  { "type": "text", "text": "list.dark", "style": "footnote", "when": { "modes": ["dark"] } }
            """))
        try project.edit("strings/en.json", replacing: #""home.save": "Save","#, with: #""home.save": "Save", "list.note": "Note", "list.dark": "Dark","#)
        try project.edit("strings/ar.json", replacing: #""home.save": "حفظ","#, with: #""home.save": "حفظ", "list.note": "ملاحظة", "list.dark": "داكن","#)
        return project
    }

    func writeAsset(_ project: ScratchProject, red: UInt8) throws {
        let pixmap = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: red, g: 10, b: 10)))
        try AtomicFile.write(try PNGEncoder().encode(pixmap), to: project.layouts + "/assets/dot.png")
    }

    /// How each cell of a check would be handled now (cache as left by the last run, nothing written to it):
    /// cell id → "unresolved" (skipped from its source key), "resolved" (reused after resolving) or "rendered".
    func plan(_ project: ScratchProject) throws -> [String: String] {
        let run = try project.run()
        let worker = try run.makeWorker()
        var plan: [String: String] = [:]
        for cell in try run.cells() {
            let checked = worker.checkCell(cell)
            plan[cell.description] = checked.unresolved ? "unresolved" : checked.reused ? "resolved" : "rendered"
        }
        return plan
    }

    /// Records every cell from the current files and leaves a cache in which every cell passed.
    func settle(_ project: ScratchProject) throws {
        _ = try project.check(record: .all)
        let outcome = try project.run().execute()
        XCTAssertEqual(outcome.report.cells.filter { $0.status != .pass }.map(\.cell.description), [])
    }

    func testAnUnchangedCellIsSkippedWithoutBeingResolvedAndTheCacheIsNotRewritten() throws {
        let project = try makeProject()
        _ = try project.check(record: .missing)
        XCTAssertEqual(try project.run().execute().rendered, 8, "the first check after recording fills the cache")
        let cache = CheckCache.path(project: try project.load())
        let before = try Data(contentsOf: URL(fileURLWithPath: cache))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: cache)
        let unchanged = try project.run().execute()
        XCTAssertEqual([unchanged.reused, unchanged.unresolved, unchanged.rendered], [8, 8, 0])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cache)), before)
        let attributes = try FileManager.default.attributesOfItem(atPath: cache)
        XCTAssertEqual(attributes[.modificationDate] as? Date, Date(timeIntervalSince1970: 1_000_000), "a run that changed nothing leaves the cache file alone")
        // The report is the same as a full render's.
        var options = try project.run().options
        options.full = true
        let full = try CheckRun(project: try project.load(), options: options).execute()
        XCTAssertEqual(full.rendered, 8)
        XCTAssertEqual(unchanged.report.jsonText(), full.report.jsonText())
    }

    func testEachKindOfInputRendersTheCellsThatReadItAndSkipsTheRest() throws {
        let project = try makeProject()
        _ = try project.check(record: .missing)
        _ = try project.run().execute()
        let all = Set(try plan(project).keys)
        XCTAssertEqual(all.count, 8)
        let light = all.filter { $0.contains("-light-") }, en = all.filter { $0.contains("-en-") }
        let ar = all.filter { $0.contains("-ar-") }
        let list = all.filter { $0.hasPrefix("list/") }, home = all.filter { $0.hasPrefix("home/") }
        let listEn = list.intersection(en), listEnDark = listEn.filter { $0.contains("-dark-") }
        let fontPath = project.root + "/fonts/NotoSans-Bold.ttf"
        // (what changes, the edit, the cells that must render, the cells that must be skipped without resolving)
        let cases: [(String, () throws -> Void, Set<String>, Set<String>)] = [
            ("a token in light mode", { try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"") }, light, []),
            // A strings edit renders the cells that looked the key up in the edited locale; the rest are skipped without
            // being resolved (`StringReads`).
            ("a string in en", { try project.edit("strings/en.json", replacing: "\"Home\"", with: "\"Hone\"") }, en, ar),
            ("a string in ar", {
                let arabic = try String(contentsOfFile: project.layouts + "/strings/ar.json", encoding: .utf8)
                let title = try XCTUnwrap(arabic.range(of: #""home.title": "[^"]*""#, options: .regularExpression))
                try project.write("strings/ar.json", arabic.replacingCharacters(in: title, with: #""home.title": "البداية""#))
            }, ar, en),
            ("a string no cell shows", { try project.edit("strings/en.json", replacing: "\"Extra\"", with: "\"More\"") }, [], all),
            ("a string one screen shows, in en", { try project.edit("strings/en.json", replacing: "\"Note\"", with: "\"Notes\"") },
             listEn, all.subtracting(listEn)),
            ("a string only dark cells of one screen show, in en", { try project.edit("strings/en.json", replacing: "\"Dark\"", with: "\"Night\"") },
             listEnDark, all.subtracting(listEnDark)),
            ("a translation added for a key only en had (no cell shows it)", {
                try project.edit("strings/ar.json", replacing: #""home.save": "حفظ","#, with: #""home.save": "حفظ", "home.extra": "إضافي","#)
            }, [], all),
            ("a key added that no screen reads, and a comment", {
                try project.edit("strings/en.json", replacing: #""home.save": "Save","#, with: "// saved\n  \"home.save\": \"Save\", \"home.more\": \"More\",")
            }, [], all),
            ("a string edit with a token edit", {
                try project.edit("strings/en.json", replacing: "\"Notes\"", with: "\"Note\"")
                try project.edit("tokens.json", replacing: "\"#1111EE\"", with: "\"#111111\"")
            }, light.union(listEn), []),
            ("a node property of list", { try project.edit("screens/list.json", replacing: "\"body\"", with: "\"subheadline\"") }, list, home),
            ("an asset's bytes", { try self.writeAsset(project, red: 201) }, list, []),
            ("a font byte", {
                // Replace the hard link with a changed copy: the repository's font stays untouched.
                var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fontPath)))
                try FileManager.default.removeItem(atPath: fontPath)
                bytes[bytes.count - 1] ^= 0x01
                try Data(bytes).write(to: URL(fileURLWithPath: fontPath))
            }, all, []),
            ("a config device", { try project.edit("proofsheet.json", replacing: "\"height\": 200", with: "\"height\": 210") }, all, []),
            ("a per-screen diff setting", {
                try project.write("proofsheet.json", ScratchProject.Files.checkConfig(diff: #"{ "screens": { "home": { "mode": "tolerant" } } }"#, height: 210, fonts: true))
            }, home, []),
            ("a component file no screen uses", {
                try FileManager.default.createDirectory(atPath: project.layouts + "/components", withIntermediateDirectories: true)
                try project.write("components/badge.json", #"{ "component": "badge", "params": {}, "root": { "type": "text", "literal": "x", "style": "body" } }"#)
            }, [], []),
            ("a node added to home", {
                try project.write("screens/home.json", ScratchProject.Files.screenText(node: """
                    { "type": "text", "text": "home.title", "style": "largeTitle" },
                          { "type": "button", "id": "save", "label": "home.save" },
                          { "type": "text", "literal": "x", "style": "body" }
                    """))
            }, home, list),
        ]
        try settle(project)
        XCTAssertEqual(Set(try plan(project).filter { $0.value == "unresolved" }.keys), all, "nothing changed: every cell skipped unresolved")
        for (name, edit, rendered, unresolved) in cases {
            try edit()
            let plan = try plan(project)
            XCTAssertEqual(Set(plan.filter { $0.value == "rendered" }.keys), rendered, name)
            XCTAssertEqual(Set(plan.filter { $0.value == "unresolved" }.keys), unresolved, name)
            try settle(project)
            XCTAssertEqual(Set(try self.plan(project).filter { $0.value == "unresolved" }.keys), all, "\(name): settled again")
        }
    }

    func testTheCacheKeepsTheKeysEachCellLookedUpOnePerDistinctList() throws {
        let project = try makeProject()
        try settle(project)
        // Version 2: a header line with the shared key lists and the cell count, then one line per cell.
        let text = try String(contentsOfFile: CheckCache.path(project: try project.load()), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 1 + 8 + 1, "a header, eight cells and the empty rest after the last line end")
        let header = try JSONParser(file: "check.json").parse(String(lines[0]))
        let lists = try JSONValueReader(value: header, path: .root()).object().requiredArray("stringKeys").map { try $0.array().map { try $0.string() } }
        XCTAssertEqual(try JSONValueReader(value: header, path: .root()).object().requiredValue("cells").int(), 8)
        XCTAssertEqual(lists.count, 3)
        XCTAssertEqual(Set(lists), [["home.save", "home.title"], ["home.save", "home.title", "list.note"],
                                    ["home.save", "home.title", "list.dark", "list.note"]])
        let cache = CheckCache.load(project: try project.load(), files: ProjectFiles(root: project.root))
        XCTAssertNil(cache.problem)
        XCTAssertEqual(cache.cache.entries.count, 8)
        XCTAssertEqual(cache.cache.entries["list/phone-ar-dark-1.0x"]?.strings?.keys, ["home.save", "home.title", "list.dark", "list.note"])
        XCTAssertEqual(cache.cache.entries.values.filter { $0.structure == nil || $0.strings == nil }.count, 0)
        // Read back and written again, the cache is the same bytes.
        XCTAssertEqual(cache.cache.encoded(), Array(text.utf8))
    }

    func testAKeyRemovedThatOnlySomeCellsLookUpRendersEveryCellOfItsScreen() throws {
        let project = try makeProject()
        try settle(project)
        // Only dark cells look `list.dark` up; without it in the base locale the list screen does not decode at all.
        try project.edit("strings/en.json", replacing: #""list.dark": "Dark","#, with: "")
        try project.edit("strings/ar.json", replacing: #""list.dark": "داكن","#, with: "")
        let plan = try plan(project)
        let list = Set(plan.keys.filter { $0.hasPrefix("list/") })
        XCTAssertEqual(Set(plan.filter { $0.value == "rendered" }.keys), list)
        XCTAssertEqual(Set(plan.filter { $0.value == "unresolved" }.keys), Set(plan.keys).subtracting(list))
        let report = try project.run().execute().report
        XCTAssertEqual(Set(report.cells.filter { $0.status == .error }.map(\.cell.description)), list)
    }

    func testAnEnglishEditRendersThePseudoLocaleMadeFromItAndSkipsArabic() throws {
        let project = try makeProject()
        try project.edit("proofsheet.json", replacing: #""locales": ["en", "ar"]"#, with: #""locales": ["en", "ar", "en-XA"]"#)
        try settle(project)
        let all = Set(try plan(project).keys)
        XCTAssertEqual(all.count, 12)
        let showingNote = all.filter { $0.hasPrefix("list/") && !$0.contains("-ar-") }
        try project.edit("strings/en.json", replacing: "\"Note\"", with: "\"Notes\"")
        let plan = try plan(project)
        XCTAssertEqual(Set(plan.filter { $0.value == "rendered" }.keys), showingNote)
        XCTAssertEqual(Set(plan.filter { $0.value == "unresolved" }.keys), all.subtracting(showingNote))
        let outcome = try project.run().execute()
        XCTAssertEqual(Set(outcome.report.cells.filter { $0.status == .changed }.map(\.cell.description)), showingNote)
        XCTAssertEqual([outcome.rendered, outcome.unresolved], [4, 8])
        // The cells skipped unresolved report what a full render reports.
        var options = try project.run().options
        options.full = true
        let full = try CheckRun(project: try project.load(), options: options).execute()
        XCTAssertEqual(outcome.report.cells.filter { $0.status == .pass }.map { $0.jsonValue().jsonText() },
                       full.report.cells.filter { $0.status == .pass }.map { $0.jsonValue().jsonText() })
    }

    func testAGoldenReplacedOrAStoredSnapshotEditedRendersTheCellEvenWithItsSourcesUnchanged() throws {
        let project = try makeProject()
        _ = try project.check(record: .missing)
        _ = try project.run().execute()
        let path = project.goldenPath("home/phone-ar-dark-1.0x")
        let image = try PNGDecoder.decodeFile(atPath: path)
        var pixels = image.pixmap
        pixels[0, 0] = Color(r: 1, g: 2, b: 3)
        try GoldenStore.write(pixels, stamp: try XCTUnwrap(GoldenStamp(textChunks: image.text)), to: path, within: ProjectFiles(root: project.root))
        let snapshot = String(project.goldenPath("list/phone-en-light-1.0x").dropLast(4)) + AccessibilitySnapshot.fileSuffix
        try Data((try String(contentsOfFile: snapshot, encoding: .utf8) + "\n").utf8).write(to: URL(fileURLWithPath: snapshot))
        let plan = try plan(project)
        XCTAssertEqual(Set(plan.filter { $0.value == "rendered" }.keys), ["home/phone-ar-dark-1.0x", "list/phone-en-light-1.0x"])
        XCTAssertEqual(plan.filter { $0.value == "unresolved" }.count, 6)
    }

    func testADeviceChangedInMemoryIsNotSkipped() throws {
        // An embedder may change the config it hands the run (a device's scale) without touching a file.
        let project = try makeProject()
        _ = try project.check(record: .missing)
        _ = try project.run().execute()
        let loaded = try project.load()
        var config = loaded.config
        config.devices["phone"]?.scale = 2
        let outcome = try CheckRun(project: loaded.with(config: config), options: try project.run().options).execute()
        XCTAssertEqual(outcome.unresolved, 0)
        XCTAssertEqual(outcome.rendered, 8, "every cell is drawn at another scale")
    }
}
