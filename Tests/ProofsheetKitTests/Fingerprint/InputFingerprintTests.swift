import Foundation
import XCTest
@testable import ProofsheetKit

/// Per-cell input fingerprints (docs/goldens.md): complete (each kind of input changes exactly the cells that
/// read it), the exact causes a changed cell names, and the incremental check built on them.
final class InputFingerprintTests: XCTestCase {
    /// The check project with an image on the `list` screen, so asset bytes are an input of the list cells only,
    /// reading its own copy of the fonts (so a test may change one).
    func makeProjectWithAsset() throws -> ScratchProject {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(fonts: true)))
        try FileManager.default.createDirectory(atPath: project.layouts + "/assets", withIntermediateDirectories: true)
        try writeAsset(project, red: 200)
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: """
            { "type": "text", "text": "home.save", "style": "body" },
                  { "type": "image", "src": "dot.png", "width": 20, "height": 20 },
                  { "type": "text", "text": "home.title", "style": "headline" }
            """))
        return project
    }

    func writeAsset(_ project: ScratchProject, red: UInt8) throws {
        let pixmap = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: red, g: 10, b: 10)))
        try AtomicFile.write(try PNGEncoder().encode(pixmap), to: project.layouts + "/assets/dot.png")
    }

    /// Cell id → input fingerprint, from the inputs each cell records when it is resolved.
    func fingerprints(_ project: ScratchProject) throws -> [String: ContentHash] {
        let run = try project.run()
        var digests: [String: ContentHash] = [:]
        for cell in try run.cells() { digests[cell.description] = try XCTUnwrap(try run.stamp(for: cell).fingerprint) }
        return digests
    }

    func testEachKindOfInputChangesExactlyTheCellsThatReadIt() throws {
        let project = try makeProjectWithAsset()
        let all = Set(try fingerprints(project).keys)
        let light = all.filter { $0.contains("-light-") }, en = all.filter { $0.contains("-en-") }
        let list = all.filter { $0.hasPrefix("list/") }
        let fontPath = project.root + "/fonts/NotoSans-Bold.ttf"
        let cases: [(String, () throws -> Void, Set<String>)] = [
            ("a token in light mode", { try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"") }, light),
            ("a string in en", { try project.edit("strings/en.json", replacing: "\"Home\"", with: "\"Hone\"") }, en),
            ("a string no cell shows", { try project.edit("strings/en.json", replacing: "\"Extra\"", with: "\"More\"") }, []),
            ("a node property", { try project.edit("screens/list.json", replacing: "\"body\"", with: "\"subheadline\"") }, list),
            ("an asset's bytes", { try self.writeAsset(project, red: 201) }, list),
            ("a font byte", {
                // Replace the hard link with a changed copy: the repository's font stays untouched.
                var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fontPath)))
                try FileManager.default.removeItem(atPath: fontPath)
                bytes[bytes.count - 1] ^= 0x01
                try Data(bytes).write(to: URL(fileURLWithPath: fontPath))
            }, all),
            ("a config device", { try project.edit("proofsheet.json", replacing: "\"height\": 200", with: "\"height\": 210") }, all),
            ("a per-screen diff setting", {
                try project.write("proofsheet.json", ScratchProject.Files.checkConfig(diff: #"{ "screens": { "home": { "mode": "tolerant" } } }"#, height: 210, fonts: true))
            }, all.filter { $0.hasPrefix("home/") }),
            ("a node added to home", {
                try project.write("screens/home.json", ScratchProject.Files.screenText(node: """
                    { "type": "text", "text": "home.title", "style": "largeTitle" },
                          { "type": "button", "id": "save", "label": "home.save" },
                          { "type": "text", "literal": "x", "style": "body" }
                    """))
            }, all.filter { $0.hasPrefix("home/") }),
        ]
        var before = try fingerprints(project)
        for (name, edit, expected) in cases {
            try edit()
            let after = try fingerprints(project)
            XCTAssertEqual(Set(after.keys), all, name)
            XCTAssertEqual(Set(all.filter { before[$0] != after[$0] }), expected, name)
            before = after
        }
        XCTAssertEqual(try fingerprints(project), before, "fingerprints are repeatable")
    }

    func testARendererVersionBumpChangesEveryRecordAndIsNamedAsRendererOnly() throws {
        let project = try makeCheckProject()
        let run = try project.run()
        for cell in try run.cells() {
            let stamp = try run.stamp(for: cell)
            let inputs = try XCTUnwrap(stamp.inputs)
            XCTAssertEqual(inputs.entries["renderer:version"], ProofsheetVersion.renderer, "\(cell)")
            let older = GoldenStamp(renderer: "0.0", diffAlgorithm: stamp.diffAlgorithm, inputs: inputs.adding(InputKey(.renderer, "version"), "0.0"))
            XCTAssertNotEqual(older.fingerprint, stamp.fingerprint, "\(cell)")
            let changes = older.changes(to: stamp, cell: cell)
            XCTAssertEqual(changes.map(\.text), ["renderer 0.0 → \(ProofsheetVersion.renderer)"], "\(cell)")
            XCTAssertEqual(CauseGroup.id(of: changes), "renderer")
        }
    }

    func testAStringChangedInArabicOnlyIsTheCauseOfExactlyTheArabicCellsThatShowIt() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let arabic = try String(contentsOfFile: project.layouts + "/strings/ar.json", encoding: .utf8)
        let save = try XCTUnwrap(arabic.range(of: #""home.save": "[^"]*""#, options: .regularExpression))
        try project.write("strings/ar.json", arabic.replacingCharacters(in: save, with: #""home.save": "احفظ الآن""#))
        let report = try project.check()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ["home/phone-ar-dark-1.0x", "home/phone-ar-light-1.0x",
                                                         "list/phone-ar-dark-1.0x", "list/phone-ar-light-1.0x"])
        for result in changed {
            XCTAssertEqual(result.changes.map(\.causeKey), ["string:ar:home.save"], "\(result.cell)")
            XCTAssertTrue(result.changes[0].text.hasPrefix("string ar:home.save "), result.changes[0].text)
        }
        XCTAssertTrue(report.cells.filter { $0.status == .pass }.allSatisfy { $0.changes.isEmpty && $0.cause == nil },
                      "a cell whose pixels match carries no hint")
        XCTAssertEqual(report.causes.map(\.id), ["string:ar:home.save"])
        XCTAssertEqual(report.causes.first?.count, 4)
        XCTAssertEqual(report.causes.first?.approveCommand, "proofsheet approve --cause 'string:ar:home.save'")
    }

    func testCausesGroupCellsAndApproveByCauseApprovesExactlyOneGroup() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        try project.edit("screens/list.json", replacing: "\"body\"", with: "\"subheadline\"")
        let run = try project.run()
        let report = try run.run()
        let causes = Dictionary(uniqueKeysWithValues: report.causes.map { ($0.id, $0) })
        XCTAssertEqual(Set(causes.keys), ["token:textPrimary", "node:list/@root.children[0].style+token:textPrimary",
                                          "node:list/@root.children[0].style"])
        XCTAssertEqual(causes["token:textPrimary"]?.cells, ["home/phone-ar-light-1.0x", "home/phone-en-light-1.0x"])
        XCTAssertEqual(causes["token:textPrimary"]?.title, "token textPrimary")
        XCTAssertEqual(causes["token:textPrimary"]?.changes, ["token textPrimary (light) #111111 → #1111EE"])
        XCTAssertEqual(causes["node:list/@root.children[0].style"]?.cells, ["list/phone-ar-dark-1.0x", "list/phone-en-dark-1.0x"])
        let approval = Approval(project: try project.load(), report: report, reportFolder: run.reportFolder)
        let outcomes = try approval.run(filter: CellFilter(), cause: "token:textPrimary", jobs: 2)
        XCTAssertEqual(outcomes.map(\.cell.description).sorted(), ["home/phone-ar-light-1.0x", "home/phone-en-light-1.0x"])
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let after = try project.check()
        XCTAssertEqual(after.causes.map(\.id).sorted(), ["node:list/@root.children[0].style", "node:list/@root.children[0].style+token:textPrimary"])
        // The report round-trips with its causes.
        let decoded = try CheckReport(decoding: JSONDocument(parsing: after.jsonText(), file: "report.json").reader())
        XCTAssertEqual(decoded, after)
    }

    func testIncrementalCheckRendersOnlyTheCellsThatReadAChangedStringAndReportsLikeFull() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let warm = try project.run().execute()
        XCTAssertEqual(warm.rendered, 8, "the first check after recording renders and fills the cache")
        let unchanged = try project.run().execute()
        XCTAssertEqual([unchanged.reused, unchanged.rendered], [8, 0])
        let arabic = try String(contentsOfFile: project.layouts + "/strings/ar.json", encoding: .utf8)
        let title = try XCTUnwrap(arabic.range(of: #""home.title": "[^"]*""#, options: .regularExpression))
        try project.write("strings/ar.json", arabic.replacingCharacters(in: title, with: #""home.title": "البداية""#))
        let incremental = try project.run().execute()
        XCTAssertEqual(incremental.rendered, 4, "only the ar cells showing home.title render")
        var options = try project.run().options
        options.full = true
        let full = try CheckRun(project: try project.load(), options: options).execute()
        XCTAssertEqual(full.reused, 0)
        XCTAssertEqual(incremental.report.jsonText(), full.report.jsonText(), "incremental and --full reports are identical")
    }

    func testAGoldenEditedByHandOrChangedAuditSettingsAreNeverReused() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        _ = try project.check()
        let path = project.goldenPath("home/phone-en-light-1.0x")
        let image = try PNGDecoder.decodeFile(atPath: path)
        var pixels = image.pixmap
        pixels[0, 0] = Color(r: 1, g: 2, b: 3)
        try GoldenStore.write(pixels, stamp: try XCTUnwrap(GoldenStamp(textChunks: image.text)), to: path, within: ProjectFiles(root: project.root))
        let outcome = try project.run().execute()
        XCTAssertEqual(outcome.rendered, 1)
        XCTAssertEqual(outcome.report.result("home/phone-en-light-1.0x")?.status, .changed)
        XCTAssertEqual(outcome.report.result("home/phone-en-light-1.0x")?.changes, [.unexplained])
        var options = try project.run().options
        options.audits = CheckRun.AuditRun(settings: AuditSettings(), waivers: AuditWaivers(), today: CalendarDate(year: 2026, month: 1, day: 1)!)
        XCTAssertEqual(try CheckRun(project: try project.load(), options: options).execute().rendered, 8, "audits now run: every cell renders")
    }

    /// The list screen with a padded card around its texts (ids `card` and `card-title`).
    static let cardScreen = ScratchProject.Files.screenText(id: "list", node: """
        { "type": "vstack", "id": "card", "padding": 8, "children": [
                { "type": "text", "id": "card-title", "text": "home.save", "style": "body" }
              ] },
              { "type": "text", "text": "home.title", "style": "headline" }
        """)

    func testAPaddingChangeIsThatNodesChangeOnEveryCellOfItsScreenAndOnNoOther() throws {
        let project = try makeCheckProject()
        try project.write("screens/list.json", Self.cardScreen)
        _ = try project.check(record: .missing)
        try project.edit("screens/list.json", replacing: "\"padding\": 8", with: "\"padding\": 12")
        let report = try project.check()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ["list/phone-ar-dark-1.0x", "list/phone-ar-light-1.0x",
                                                         "list/phone-en-dark-1.0x", "list/phone-en-light-1.0x"])
        for result in changed {
            XCTAssertEqual(result.changes.map(\.text), ["screen list: node card padding 8 → 12"], "\(result.cell)")
            XCTAssertEqual(result.cause, "node:list/card.padding", "\(result.cell)")
            // The layout record says what the padding did: the title inside moved with it, the card grew.
            XCTAssertTrue(result.layoutChanges.contains("card 160 × 39 → 160 × 47 pt; pushes 1 node down"), "\(result.layoutChanges)")
        }
        XCTAssertEqual(report.causes.map(\.title), ["screen list: node card padding"])
        XCTAssertEqual(report.causes.map(\.count), [4])
    }

    func testASnapshotOnlyChangeNamesTheInputThatChangedIt() throws {
        // A label that is not drawn changes the accessibility snapshot only: the pixels pass, the cell is changed,
        // and its cause is the node property.
        let project = try makeCheckProject()
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: """
            { "type": "icon", "id": "logo", "name": "star", "size": 20, "a11y": { "label": "home.save" } },
                  { "type": "text", "text": "home.title", "style": "headline" }
            """))
        _ = try project.check(record: .missing)
        try project.edit("screens/list.json", replacing: "{ \"label\": \"home.save\" }", with: "{ \"label\": \"home.title\" }")
        let report = try project.check()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.count, 4)
        for result in changed {
            XCTAssertNil(result.artefacts.diff, "the pixels match")
            XCTAssertFalse(result.accessibilityChanges.isEmpty)
            XCTAssertEqual(result.changes.map(\.causeKey), ["node:list/logo.a11y.label"], "\(result.cell): \(result.message ?? "")")
            XCTAssertEqual(result.changes.map(\.text), ["screen list: node logo a11y.label key(home.save) → key(home.title)"])
        }
    }

    func testRecordAllReStampsAMatchingGoldenWithAStaleStampAndKeepsItsPixels() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let path = project.goldenPath("home/phone-en-light-1.0x")
        let image = try PNGDecoder.decodeFile(atPath: path)
        // A stamp as older Proofsheet builds wrote it: no input record.
        let old = GoldenStamp(renderer: ProofsheetVersion.renderer, diffAlgorithm: "exact-1", inputs: nil)
        try GoldenStore.write(image.pixmap, stamp: old, to: path, within: ProjectFiles(root: project.root))
        let token = try project.check()
        XCTAssertEqual(token.result("home/phone-en-light-1.0x")?.status, .pass, "a stale stamp alone is no change")
        let recorded = try project.check(record: .all)
        XCTAssertEqual(recorded.cells.filter(\.recorded).map(\.cell.description), ["home/phone-en-light-1.0x"])
        let after = try PNGDecoder.decodeFile(atPath: path)
        XCTAssertEqual(after.pixmap, image.pixmap)
        XCTAssertNotNil(GoldenStamp(textChunks: after.text)?.inputs, "re-stamped with its input record")
        XCTAssertEqual(try project.check(record: .all).cells.filter(\.recorded), [], "nothing left to re-stamp")
    }

    func testAnIncrementalCheckRendersACellWhoseStoredSnapshotOrLayoutRecordChanged() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        XCTAssertEqual(try project.run().execute().rendered, 8)
        XCTAssertEqual(try project.run().execute().rendered, 0)
        let snapshot = String(project.goldenPath("home/phone-en-light-1.0x").dropLast(4)) + AccessibilitySnapshot.fileSuffix
        try Data((try String(contentsOfFile: snapshot, encoding: .utf8) + "\n").utf8).write(to: URL(fileURLWithPath: snapshot))
        let record = String(project.goldenPath("list/phone-ar-dark-1.0x").dropLast(4)) + LayoutSnapshot.fileSuffix
        try FileManager.default.removeItem(atPath: record)
        let outcome = try project.run().execute()
        XCTAssertEqual(outcome.rendered, 2, "the two cells whose sidecars changed")
    }
}
