import Foundation
import XCTest
@testable import ProofsheetKit

/// The manifest golden store (docs/goldens.md, "Manifest store") on the 8-cell `ScratchProject`, in a git repository
/// the test makes: record → commit → change a token → check (expected, actual and diff images of exactly the
/// affected cells, the expected images byte-identical to a PNG-store project's goldens) → approve; `--base` errors
/// and the shallow-clone fallback.
final class ManifestStoreTests: XCTestCase {
    static let lightCells = ["home/phone-ar-light-1.0x", "home/phone-en-light-1.0x", "list/phone-ar-light-1.0x", "list/phone-en-light-1.0x"]

    func makeManifestProject() throws -> ScratchProject {
        try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
    }

    func commitAll(_ project: ScratchProject, _ message: String) throws {
        try git(["add", "-A", "."], in: project.root)
        try git(["commit", "-q", "-m", message], in: project.root)
    }

    func run(_ project: ScratchProject, record: RecordMode = .never, base: String? = nil) throws -> CheckRun.Outcome {
        var options = CheckRun.Options()
        options.record = record
        options.jobs = 2
        options.base = base
        options.full = true
        return try CheckRun(project: try project.load(), options: options).execute()
    }

    func testRecordCommitChangeATokenShowsExactlyTheAffectedCellsWithTheGoldensAPNGStoreWouldHold() throws {
        let project = try makeManifestProject()
        try Data(".proofsheet/\n".utf8).write(to: URL(fileURLWithPath: project.root + "/.gitignore"))
        try git(["init", "-q"], in: project.root)
        XCTAssertEqual(try run(project, record: .missing).report.counts[.new], 8)
        XCTAssertEqual(Self.storeFiles(project), ["manifest/home.json", "manifest/list.json"], "no image in the store")
        // The accessibility snapshots and layout records sit beside the manifest as text, one file per distinct text:
        // light and dark share theirs (4 snapshots for 8 cells; a layout may be shared by en and ar too).
        let records = try GoldenManifest.load(project: try project.load()).entries.values.map(\.records)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".a11y.txt") }.count, 4)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".layout.txt") }.count, Set(records.compactMap { $0[.layout] }).count)
        XCTAssertLessThanOrEqual(Set(records.compactMap { $0[.layout] }).count, 4)
        try commitAll(project, "goldens")
        let passing = try run(project).report
        XCTAssertEqual(Set(passing.cells.map(\.status)), [.pass])
        // The page never shows the manifest file as an image: a passing cell keeps no image, and says so.
        let page = HTMLReport.html(for: passing, title: "check")
        XCTAssertFalse(page.contains(".json\" alt="), "a thumbnail shows the manifest file")
        XCTAssertFalse(page.contains("manifest/home.json\",\"actual\""), "the viewer shows the manifest file")
        XCTAssertTrue(page.contains("No image kept"))
        XCTAssertEqual(passing.cells.compactMap(\.goldenImage), [])

        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        let changed = try run(project).report
        XCTAssertEqual(changed.cells.filter { $0.status == .changed }.map(\.cell.description), Self.lightCells)
        let png = try makeCheckProject()
        _ = try png.check(record: .missing)
        for result in changed.cells {
            let cells = project.defaultReport + "/cells/" + result.cell.description
            let exists = ["expected", "actual", "diff"].map { FileManager.default.fileExists(atPath: cells + ".\($0).png") }
            XCTAssertEqual(exists, Array(repeating: result.status == .changed, count: 3), "\(result.cell)")
            guard result.status == .changed else { continue }
            XCTAssertEqual(result.changes.map(\.text), ["token textPrimary (light) #111111 → #1111EE"])
            // The expected image is written in the artefacts' fast preset, as the band of rows that differ from the actual
            // image: drawn over the actual image at its rows, it is the PNG golden's pixels; its stamp is the golden's.
            let expected = try PNGDecoder.decodeFile(atPath: cells + ".expected.png")
            let golden = try PNGDecoder.decodeFile(atPath: png.goldenPath(result.cell.description))
            let band = try XCTUnwrap(result.artefacts.expectedBand, "\(result.cell): a token colour changes some rows, not all")
            XCTAssertLessThan(band.height, band.imageHeight)
            XCTAssertEqual([expected.pixmap.height, expected.pixmap.width], [band.height, golden.pixmap.width])
            var whole = try PNGDecoder.decodeFile(atPath: cells + ".actual.png").pixmap
            XCTAssertEqual(whole.height, band.imageHeight)
            let rowBytes = whole.width * 4
            whole.bytes.replaceSubrange((band.top * rowBytes)..<((band.top + band.height) * rowBytes), with: expected.pixmap.bytes)
            XCTAssertEqual(whole, golden.pixmap, "\(result.cell)")
            XCTAssertNotEqual(try PNGDecoder.decodeFile(atPath: cells + ".actual.png").pixmap.bytes[(band.top * rowBytes)..<((band.top + 1) * rowBytes)],
                              golden.pixmap.bytes[(band.top * rowBytes)..<((band.top + 1) * rowBytes)], "the band starts at a row that differs")
            XCTAssertEqual(GoldenStamp(textChunks: expected.text), GoldenStamp(textChunks: golden.text), "\(result.cell)")
            // The diff's marks cover the same rows, transparent but for the changed pixels.
            XCTAssertEqual(result.artefacts.diffBand, band, "\(result.cell)")
            XCTAssertEqual(try PNGDecoder.decodeFile(atPath: cells + ".diff.png").pixmap.height, band.height)
            // report.json keeps the bands, and reads them back.
            let read = try CellResult(decoding: JSONValueReader(value: try JSONParser(file: "report.json").parse(result.jsonValue().jsonText()), path: .root()))
            XCTAssertEqual(read.artefacts, result.artefacts)
        }
        // The report page shows that expected image, not the screen's manifest file the cell's golden names.
        let html = HTMLReport.html(for: changed, title: "check")
        for result in changed.cells where result.status == .changed {
            let expected = try XCTUnwrap(result.artefacts.expected)
            XCTAssertTrue(html.contains(#""expected":""# + RelativeURL.encoding(path: expected) + #"""#), "\(result.cell)")
            let band = try XCTUnwrap(result.artefacts.expectedBand)
            XCTAssertTrue(html.contains(#""expectedBand":[\#(band.top),\#(band.height),\#(band.imageHeight)]"#), "\(result.cell)")
            XCTAssertTrue(html.contains(#""diffBand":[\#(band.top),\#(band.height),\#(band.imageHeight)]"#), "\(result.cell)")
        }

        let approval = Approval(project: try project.load(), report: changed, reportFolder: project.defaultReport)
        XCTAssertEqual(try approval.run(filter: CellFilter(), jobs: 2).compactMap(\.error), [])
        XCTAssertEqual(Set(try run(project).report.cells.map(\.status)), [.pass], "approve updated the manifest")
        XCTAssertTrue(try git(["status", "--porcelain"], in: project.root).contains("golden/manifest/home.json"))
    }

    func testCellsSkippedUnresolvedReportWhatARenderReports() throws {
        let project = try makeManifestProject()
        try Data(".proofsheet/\n".utf8).write(to: URL(fileURLWithPath: project.root + "/.gitignore"))
        try git(["init", "-q"], in: project.root)
        _ = try run(project, record: .missing)
        try commitAll(project, "goldens")
        let full = try run(project)
        var options = CheckRun.Options()
        options.jobs = 2
        let incremental = try CheckRun(project: try project.load(), options: options).execute()
        XCTAssertEqual([incremental.reused, incremental.unresolved], [8, 8])
        // Each cell names its screen's manifest file as its golden, reused or rendered (a reused one named a PNG the
        // manifest store never writes).
        XCTAssertEqual(incremental.report.cells.map(\.golden), full.report.cells.map(\.golden))
        for result in incremental.report.cells {
            XCTAssertEqual(result.golden.map { $0.hasSuffix("/golden/manifest/" + result.cell.screen.name + ".json") }, true, "\(result.cell)")
        }
        XCTAssertEqual(incremental.report.jsonText(), full.report.jsonText())
    }

    func testAnUnknownBaseIsAnErrorAndAShallowCloneFallsBackToHashOnlyVerdicts() throws {
        let project = try makeManifestProject()
        try git(["init", "-q"], in: project.root)
        _ = try run(project, record: .missing)
        try commitAll(project, "goldens")
        let first = try git(["rev-parse", "HEAD"], in: project.root)
        XCTAssertThrowsError(try run(project, base: "no-such-revision")) { error in
            XCTAssertEqual("\(error)", "--base 'no-such-revision' is not a commit of the git repository at \(FileDisplay.shown(ProjectPath.realPath(project.root)))")
        }
        try project.edit("strings/en.json", replacing: "\"Home\"", with: "\"Hone\"")
        try commitAll(project, "a string")

        let clone = try makeTemporaryFolder() + "/clone"
        try git(["clone", "-q", "--depth", "1", "file://" + project.root, clone], in: project.root)
        let shallow = ScratchProject(existingRoot: clone)
        let report = try run(shallow, base: first).report
        let home = try XCTUnwrap(report.result("home/phone-en-light-1.0x"))
        XCTAssertEqual(home.status, .changed)
        XCTAssertTrue(home.message?.contains("hash-only verdict (no expected image): --base '\(first)' is not in this shallow clone") == true,
                      home.message ?? "")
        XCTAssertNil(home.artefacts.expected)
        XCTAssertNotNil(home.artefacts.actual)
    }

    func testConvertingPNGGoldensToTheManifestAndBackKeepsEveryByte() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        var before: [String: Data] = [:]
        for path in Self.storeFiles(project) {
            before[path] = try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path))
        }
        XCTAssertEqual(before.count, 8)
        var sidecarsBefore: [String: Data] = [:]
        for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".txt") {
            sidecarsBefore[path] = try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path))
        }
        XCTAssertEqual(sidecarsBefore.count, 16)
        XCTAssertEqual(try GoldenConversion.toManifest(project: try project.load()), 8)
        XCTAssertEqual(Self.storeFiles(project), ["manifest/home.json", "manifest/list.json"])
        // The per-cell snapshots and layout records are taken in as shared records.
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".txt") && !$0.hasPrefix("manifest/") }, [])
        try project.write("proofsheet.json", ScratchProject.Files.checkConfig(store: "manifest"))
        XCTAssertEqual(Set(try run(project).report.cells.map(\.status)), [.pass], "the manifest holds the PNGs' pixels")

        XCTAssertEqual(try GoldenConversion.toPNG(project: try project.load(), base: nil), 8)
        var after: [String: Data] = [:]
        for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".png") {
            after[path] = try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path))
        }
        XCTAssertEqual(after, before, "the same goldens, byte for byte")
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasPrefix("manifest/") }, [])
        var sidecarsAfter: [String: Data] = [:]
        for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".txt") {
            sidecarsAfter[path] = try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path))
        }
        XCTAssertEqual(sidecarsAfter, sidecarsBefore, "each cell's own snapshot and layout record again, byte for byte")
        try project.write("proofsheet.json", ScratchProject.Files.checkConfig())
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    /// `golden convert` without the matching `golden.store` (or the reverse) leaves every cell new; each says where
    /// its golden is and the two ways out, instead of only "approve", which would record it a second time.
    func testANewCellWhoseGoldenIsInTheOtherStoreSaysSo() throws {
        let project = try makeCheckProject()
        let golden = project.golden
        _ = try project.check(record: .missing)
        XCTAssertEqual(try GoldenConversion.toManifest(project: try project.load()), 8)
        let png = try run(project).report
        XCTAssertEqual(png.cells.count, 8)
        for cell in png.cells {
            XCTAssertEqual(cell.status, .new)
            XCTAssertEqual(cell.message, "no golden at \(golden)/\(cell.cell.relativePath); but \(golden)/manifest/\(cell.cell.screen).json "
                + "is this screen's manifest and golden.store in proofsheet.json is 'png' (also when it is not set): "
                + "set \"golden\": { \"store\": \"manifest\" } to compare with it, "
                + "or run 'proofsheet golden convert --to png' to write PNG goldens from it")
        }

        try project.write("proofsheet.json", ScratchProject.Files.checkConfig(store: "manifest"))
        XCTAssertEqual(try GoldenConversion.toPNG(project: try project.load(), base: nil), 8)
        let manifest = try run(project).report
        XCTAssertEqual(manifest.cells.count, 8)
        for cell in manifest.cells {
            XCTAssertEqual(cell.status, .new)
            XCTAssertEqual(cell.message, "no entry in \(golden)/manifest/\(cell.cell.screen).json; but \(golden)/\(cell.cell.relativePath) "
                + "is a PNG golden and golden.store in proofsheet.json is 'manifest': "
                + "set \"golden\": { \"store\": \"png\" } to compare with the PNG goldens, "
                + "or run 'proofsheet golden convert --to manifest' to move them into the manifest")
        }
        XCTAssertEqual(Set(Self.storeFiles(project).filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }),
                       Set(manifest.cells.map(\.cell.description)), "nothing recorded: the PNG goldens are as converted")

        try project.write("proofsheet.json", ScratchProject.Files.checkConfig(store: "png"))
        XCTAssertEqual(Set(try run(project).report.cells.map(\.status)), [.pass])
    }

    func testConvertingAManifestWhoseImagesNoRevisionReproducesIsAnErrorThatWritesNothing() throws {
        let project = try makeManifestProject()
        _ = try run(project, record: .missing)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        XCTAssertThrowsError(try GoldenConversion.toPNG(project: try project.load(), base: nil)) { error in
            // Outside git the light cells (whose token changed) have no baseline to render them from.
            XCTAssertEqual("\(error)", "the project is not in a git repository, so no baseline can be re-rendered")
        }
        XCTAssertEqual(Self.storeFiles(project), ["manifest/home.json", "manifest/list.json"])
    }

    func testManifestEntriesAndSidecarsOfRemovedCellsAreOrphansThatPruningRemoves() throws {
        let project = try makeManifestProject()
        _ = try run(project, record: .missing)
        let manifestBefore = try Data(contentsOf: URL(fileURLWithPath: project.golden + "/manifest/home.json"))
        // Dark mode and the list screen leave the matrix: 2 home cells and 4 list cells are no longer produced.
        try project.edit("proofsheet.json", replacing: #""modes": ["light", "dark"]"#, with: #""modes": ["light"]"#)
        try FileManager.default.removeItem(atPath: project.layouts + "/screens/list.json")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: project.golden + "/manifest/README.txt"))
        let goneHome = ["home/phone-ar-dark-1.0x", "home/phone-en-dark-1.0x"]
        let goneList = ["list/phone-ar-dark-1.0x", "list/phone-ar-light-1.0x", "list/phone-en-dark-1.0x", "list/phone-en-light-1.0x"]
        // The records are shared and go with the entries that name them: only the entries are listed.
        let expected = (goneHome.map { "manifest/home.json: " + $0 } + goneList.map { "manifest/list.json: " + $0 }).sorted()

        let report = try run(project).report
        XCTAssertEqual(report.orphans, expected)
        XCTAssertEqual(Set(report.cells.map(\.status)), [.pass], "the remaining cells still pass: orphans do not fail a check")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: project.golden + "/manifest/home.json")), manifestBefore,
                       "listing changes nothing")

        XCTAssertEqual(try Orphans.prune(project: try project.load()), expected)
        XCTAssertEqual(Self.storeFiles(project), ["manifest/README.txt", "manifest/home.json"], "the emptied list file is deleted, the foreign file kept")
        XCTAssertEqual(try GoldenManifest.load(project: try project.load()).entries.keys.sorted(),
                       ["home/phone-ar-light-1.0x", "home/phone-en-light-1.0x"])
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".txt") && !$0.hasPrefix("manifest/") }.count, 0)
        XCTAssertEqual(ScratchProject.files(below: project.golden + "/manifest").filter { $0.hasSuffix(".txt") && $0 != "README.txt" }.count, 4,
                       "the kept cells' records stay (en and ar, light shared with the dark cells that left); the list screen's go")
        let after = try run(project).report
        XCTAssertEqual(after.orphans, [])
        XCTAssertEqual(Set(after.cells.map(\.status)), [.pass])
    }

    func testOrphansAreTheSameWhetherARunRecordsIsShardedOrReadsTheManifestOnce() throws {
        let project = try makeManifestProject()
        _ = try run(project, record: .missing)
        try project.edit("proofsheet.json", replacing: #""modes": ["light", "dark"]"#, with: #""modes": ["light"]"#)
        let expected = ["home/phone-ar-dark-1.0x", "home/phone-en-dark-1.0x", "list/phone-ar-dark-1.0x", "list/phone-en-dark-1.0x"]
            .map { "manifest/" + $0.prefix { $0 != "/" } + ".json: " + $0 }
        // A plain run judges them on the manifest it read for its cells; a sharded run on the whole matrix.
        XCTAssertEqual(try run(project).report.orphans, expected)
        for index in 1...2 { XCTAssertEqual(try project.check(shard: (index, 2)).orphans, expected, "shard \(index) of 2") }
        // A run that records reads the manifest again as written: the entries it wrote are matrix cells, never orphans.
        let recorded = try run(project, record: .all)
        XCTAssertEqual(recorded.report.orphans, expected)
        // A filtered run sees part of the matrix and lists none.
        var filter = CellFilter()
        filter.locales = ["ar"]
        XCTAssertEqual(try project.check(filter: filter).orphans, [])
    }

    /// The golden folder's files without the text sidecars (accessibility snapshots, layout records), which both
    /// stores keep beside their goldens and conversion leaves as they are.
    static func storeFiles(_ project: ScratchProject) -> [String] {
        ScratchProject.files(below: project.golden).filter { !$0.hasSuffix(AccessibilitySnapshot.fileSuffix) && !$0.hasSuffix(LayoutSnapshot.fileSuffix) }
    }
}
