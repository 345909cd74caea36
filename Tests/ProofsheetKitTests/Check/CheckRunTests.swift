import XCTest
@testable import ProofsheetKit

/// `CheckRun` on the small `ScratchProject` (8 cells): statuses, recording, approval, stamps, corrupt and
/// mis-sized goldens, artefacts, per-screen diff settings, orphans and shard merging.
final class CheckRunTests: XCTestCase {
    static let homeEnLight = "home/phone-en-light-1.0x"
    static let listEnLight = "list/phone-en-light-1.0x"

    // MARK: - Helpers

    private func decode(_ path: String) throws -> PNGImage { try PNGDecoder.decodeFile(atPath: path) }

    /// Rewrites a golden with `change` applied to its pixels and `stamp` (nil: no stamp at all).
    private func rewriteGolden(_ path: String, stamp: (GoldenStamp) -> GoldenStamp? = { $0 },
                               change: (inout Pixmap) -> Void) throws {
        let image = try decode(path)
        var pixmap = image.pixmap
        change(&pixmap)
        let old = try XCTUnwrap(GoldenStamp(textChunks: image.text))
        if let newStamp = stamp(old) {
            try GoldenStore.write(pixmap, stamp: newStamp, to: path, within: ProjectFiles(root: "/"))
        } else {
            try AtomicFile.write(try PNGEncoder(effort: .fast).encode(pixmap), to: path)
        }
    }

    /// Adds `delta` to the red channel of the first `count` pixels of row 100 (clamped).
    private static func nudge(_ pixmap: inout Pixmap, count: Int, delta: Int = 1) {
        for x in 0..<count {
            let offset = (100 * pixmap.width + x) * 4
            let red = Int(pixmap.bytes[offset])
            pixmap.bytes[offset] = UInt8(red + delta <= 255 ? red + delta : red - delta)
        }
    }

    // MARK: - Statuses and recording

    func testMissingGoldenIsNewAndFailing() throws {
        let project = try makeCheckProject()
        let report = try project.check()
        XCTAssertEqual(report.cells.count, 8)
        for result in report.cells {
            XCTAssertEqual(result.status, .new, "\(result.cell)")
            XCTAssertTrue(result.isFailing, "\(result.cell)")
            XCTAssertFalse(result.recorded)
            XCTAssertNil(result.golden)
            XCTAssertTrue(result.message?.contains("no golden at") == true, result.message ?? "")
        }
        XCTAssertTrue(report.hasFailures)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.golden), "check without --record writes no golden")
    }

    func testRecordMissingWritesStampedGoldensAndTheCellsDoNotFail() throws {
        let project = try makeCheckProject()
        let report = try project.check(record: .missing)
        XCTAssertFalse(report.hasFailures)
        let run = try project.run()
        for result in report.cells {
            XCTAssertEqual(result.status, .new)
            XCTAssertTrue(result.recorded)
            XCTAssertFalse(result.isFailing)
            let golden = try decode(project.goldenPath(result.cell.description))
            XCTAssertEqual(golden.pixmap.width, 160)
            XCTAssertEqual(golden.pixmap.height, 200)
            XCTAssertEqual(GoldenStamp(textChunks: golden.text), try run.stamp(for: result.cell))
        }
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    func testRecordModesWriteOnlyTheGoldensTheyName() throws {
        // One cell new (golden deleted), one changed (golden nudged), the rest passing.
        let cases: [(RecordMode, newRecorded: Bool, changedRecorded: Bool)] = [
            (.never, false, false), (.missing, true, false), (.changed, false, true), (.all, true, true),
        ]
        for (mode, newRecorded, changedRecorded) in cases {
            let project = try makeCheckProject()
            _ = try project.check(record: .missing)
            try FileManager.default.removeItem(atPath: project.goldenPath(Self.homeEnLight))
            try rewriteGolden(project.goldenPath(Self.listEnLight)) { Self.nudge(&$0, count: 3, delta: 40) }
            let report = try project.check(record: mode)
            XCTAssertEqual(report.result(Self.homeEnLight)?.status, .new, "\(mode)")
            XCTAssertEqual(report.result(Self.homeEnLight)?.recorded, newRecorded, "\(mode)")
            XCTAssertEqual(report.result(Self.listEnLight)?.status, .changed, "\(mode)")
            XCTAssertEqual(report.result(Self.listEnLight)?.recorded, changedRecorded, "\(mode)")
            XCTAssertEqual(report.cells.filter(\.recorded).count, (newRecorded ? 1 : 0) + (changedRecorded ? 1 : 0), "\(mode)")
            XCTAssertEqual(report.hasFailures, !(newRecorded && changedRecorded), "\(mode)")
            let after = try project.check()
            XCTAssertEqual(after.result(Self.homeEnLight)?.status, newRecorded ? .pass : .new, "\(mode)")
            XCTAssertEqual(after.result(Self.listEnLight)?.status, changedRecorded ? .pass : .changed, "\(mode)")
        }
    }

    func testApproveAfterCheckMakesTheNextCheckPassWithTheBytesRecordingWrites() throws {
        let project = try makeCheckProject()
        let run = try project.run()
        let first = try run.run()
        try ReportWriter.write(first, toFolder: run.reportFolder, title: "test")
        let approval = Approval(project: try project.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                                reportFolder: run.reportFolder)
        let outcomes = try approval.run(filter: CellFilter(), jobs: 2)
        XCTAssertEqual(outcomes.count, 8)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])

        // Approving the actual image gives the same golden bytes as recording it directly.
        let recorded = try makeCheckProject()
        _ = try recorded.check(record: .missing)
        for result in first.cells {
            let approvedBytes = try Data(contentsOf: URL(fileURLWithPath: project.goldenPath(result.cell.description)))
            let recordedBytes = try Data(contentsOf: URL(fileURLWithPath: recorded.goldenPath(result.cell.description)))
            XCTAssertEqual(approvedBytes, recordedBytes, "\(result.cell)")
        }
    }

    // MARK: - Stamps explain changes

    func testAnEditedInputIsNamedInTheChangedMessage() throws {
        let cases: [(file: String, old: String, new: String, cell: String, phrase: String)] = [
            ("tokens.json", "\"#111111\"", "\"#1111EE\"", Self.homeEnLight, "token textPrimary (light) #111111 → #1111EE"),
            ("strings/en.json", "\"Home\"", "\"Hone\"", Self.homeEnLight, "string en:home.title Home → Hone"),
            ("screens/home.json", "\"largeTitle\"", "\"headline\"", Self.homeEnLight, "screen home: node @root.children[0] style largeTitle → headline"),
        ]
        for (file, old, new, cell, phrase) in cases {
            let project = try makeCheckProject()
            _ = try project.check(record: .missing)
            try project.edit(file, replacing: old, with: new)
            let report = try project.check()
            let result = try XCTUnwrap(report.result(cell))
            XCTAssertEqual(result.status, .changed, file)
            let message = result.message ?? ""
            XCTAssertTrue(message.contains("since the golden: " + phrase + ": re-approve if intended"), "\(file): \(message)")
            XCTAssertTrue(message.contains("pixels differ"), message)
        }
    }

    func testStampDifferencesAreNamedWhenPixelsDiffer() throws {
        let cases: [(String, (GoldenStamp) -> GoldenStamp?, String)] = [
            ("older renderer", { var s = $0; s.renderer = "0.0"; return s }, "since the golden: renderer 0.0 → \(ProofsheetVersion.renderer): re-approve if intended"),
            ("older diff", { var s = $0; s.diffAlgorithm = "exact-0"; return s }, "diff algorithm exact-0 → exact-1"),
            ("no input record", { var s = $0; s.inputs = nil; return s }, "the golden has no input record"),
            ("no stamp", { _ in nil }, "the golden has no Proofsheet stamp (made elsewhere?)"),
            ("same stamp", { $0 }, "1 pixel differs (0.003%), in 1x1 at (0, 100)"),
        ]
        for (name, stamp, phrase) in cases {
            let project = try makeCheckProject()
            _ = try project.check(record: .missing)
            try rewriteGolden(project.goldenPath(Self.homeEnLight), stamp: stamp) { Self.nudge(&$0, count: 1, delta: 9) }
            let result = try XCTUnwrap(try project.check().result(Self.homeEnLight))
            XCTAssertEqual(result.status, .changed, name)
            XCTAssertTrue(result.message?.contains(phrase) == true, "\(name): \(result.message ?? "")")
            if name == "same stamp" { XCTAssertFalse(result.message?.contains("since the golden") == true, name) }
        }
    }

    func testTextTooLargeToRasteriseIsAnErrorOfItsCellsNotMissingInk() throws {
        // A 20,000 pt headline: its glyph masks would exceed any pixmap, so drawing it fails with the reason (it
        // used to leave the glyphs out silently); the other cells are still checked.
        let project = try makeCheckProject()
        try project.edit("tokens.json", replacing: #""headline":    { "family": "sans", "size": 17"#,
                         with: #""headline":    { "family": "sans", "size": 20000"#)
        let report = try project.check()
        XCTAssertEqual(report.cells.count, 8)
        let errors = report.cells.filter { $0.status == .error }
        // Only where a glyph's ink can reach the 200 px canvas is it rasterised: the English glyphs' ink lies wholly
        // below it (their baseline is thousands of pixels down) and is skipped, the Arabic font's taller marks reach it.
        XCTAssertEqual(errors.map(\.cell.description).sorted(), ["home/phone-ar-dark-1.0x", "home/phone-ar-light-1.0x",
                                                                   "list/phone-ar-dark-1.0x", "list/phone-ar-light-1.0x"])
        for result in errors {
            let message = result.message ?? ""
            XCTAssertTrue(message.contains("node '") && message.contains("cannot be drawn") && message.contains("too large to draw")
                          && message.contains("20000 px"), "\(result.cell): \(message)")
        }
        XCTAssertTrue(report.cells.filter { $0.cell.locale.identifier == "en" }.allSatisfy { $0.status == .new })
    }

    // MARK: - Broken goldens

    func testCorruptGoldenIsAnErrorWithTheDecodersReasonAndOtherCellsAreChecked() throws {
        let cases: [(String, (String) throws -> Void, String)] = [
            ("not a PNG", { try Data("hello".utf8).write(to: URL(fileURLWithPath: $0)) }, "not a PNG file"),
            ("truncated", { path in
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
            }, "truncated"),
            ("bad CRC", { path in
                var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                bytes[20] ^= 0xFF // inside IHDR's data (width)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            }, "chunk IHDR at byte 8 is corrupt: stored CRC"),
            ("a folder", { path in
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            }, "not a regular file"),
        ]
        for (name, corrupt, reason) in cases {
            let project = try makeCheckProject()
            _ = try project.check(record: .missing)
            try corrupt(project.goldenPath(Self.homeEnLight))
            let report = try project.check()
            let result = try XCTUnwrap(report.result(Self.homeEnLight))
            XCTAssertEqual(result.status, .error, name)
            XCTAssertTrue(result.isFailing, name)
            XCTAssertTrue(result.message?.hasPrefix("golden unreadable: ") == true, "\(name): \(result.message ?? "")")
            XCTAssertTrue(result.message?.contains("phone-en-light-1.0x.png: ") == true, "names the file: \(result.message ?? "")")
            XCTAssertTrue(result.message?.contains(reason) == true, "\(name): \(result.message ?? "")")
            XCTAssertNotNil(result.artefacts.actual, "the actual image is kept for approval")
            XCTAssertEqual(report.cells.filter { $0.status == .pass }.count, 7, "\(name): the other cells are still checked")
        }
    }

    func testRecordingChangedGoldensReplacesAnUnreadableOne() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: project.goldenPath(Self.homeEnLight)))
        let report = try project.check(record: .changed)
        XCTAssertEqual(report.result(Self.homeEnLight)?.status, .error)
        XCTAssertEqual(report.result(Self.homeEnLight)?.recorded, true)
        XCTAssertFalse(report.hasFailures)
        XCTAssertEqual(try project.check().result(Self.homeEnLight)?.status, .pass)
    }

    func testApprovingAnUnreadableGoldensCellReplacesIt() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: project.goldenPath(Self.homeEnLight)))
        let run = try project.run()
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        let outcomes = try Approval(project: try project.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                                reportFolder: run.reportFolder).run(filter: CellFilter(), jobs: 1)
        XCTAssertEqual(outcomes.map(\.cell.description), [Self.homeEnLight])
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    func testGoldenOfTheWrongSizeIsChangedWithASizeMismatch() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let path = project.goldenPath(Self.homeEnLight)
        let stamp = try XCTUnwrap(GoldenStamp(textChunks: try decode(path).text))
        try GoldenStore.write(try XCTUnwrap(Pixmap(width: 100, height: 50, fill: .white)), stamp: stamp, to: path, within: ProjectFiles(root: "/"))
        let run = try project.run(strips: true)
        let result = try XCTUnwrap(try run.run().result(Self.homeEnLight))
        XCTAssertEqual(result.status, .changed)
        XCTAssertEqual(result.message, "size mismatch (expected 100x50, found 160x200)")
        XCTAssertNil(result.diff)
        XCTAssertNil(result.artefacts.diff, "no diff image across sizes")
        let strip = try decode(run.reportFolder + "/" + XCTUnwrap(result.artefacts.strip))
        XCTAssertEqual(strip.pixmap.width, 3 * 160 + 2 * 8)
        XCTAssertEqual(strip.pixmap.height, 200)
        XCTAssertEqual(try decode(run.reportFolder + "/" + XCTUnwrap(result.artefacts.actual)).pixmap.width, 160)
    }

    // MARK: - Artefacts

    func testPassingCellsWriteNoArtefactsAndOldArtefactsAreCleared() throws {
        let project = try makeCheckProject()
        let failing = try project.check()
        XCTAssertEqual(failing.cells.compactMap(\.artefacts.actual).count, 8)
        XCTAssertFalse(ScratchProject.files(below: project.defaultReport + "/cells").isEmpty)
        _ = try project.check(record: .missing)
        let passing = try project.check()
        XCTAssertEqual(Set(passing.cells.map(\.status)), [.pass])
        XCTAssertEqual(passing.cells.map(\.artefacts), Array(repeating: CellArtefacts(), count: 8))
        XCTAssertEqual(ScratchProject.files(below: project.defaultReport), [], "a passing run leaves no images behind")
    }

    func testFailingCellsWriteActualDiffAndStripImagesThatDecode() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        let run = try project.run(strips: true)
        let report = try run.run()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ["home/phone-ar-light-1.0x", "home/phone-en-light-1.0x",
                                                         "list/phone-ar-light-1.0x", "list/phone-en-light-1.0x"])
        for result in changed {
            let name = String(result.cell.fileName.dropLast(4))
            // A changed cell also gets its accessibility snapshot as rendered and its layout record (docs/report-format.md,
            // "Layout records"); a colour change leaves the snapshot as it was, so no legend (issue #43). The diff's
            // marks cover the rows that differ (`diffBand`).
            var artefacts = CellArtefacts(actual: "cells/\(result.cell.screen)/\(name).actual.png",
                                          diff: "cells/\(result.cell.screen)/\(name).diff.png",
                                          strip: "cells/\(result.cell.screen)/\(name).strip.png",
                                          accessibility: "cells/\(result.cell.screen)/\(name).a11y.txt",
                                          legend: nil,
                                          layout: "cells/\(result.cell.screen)/\(name).layout.txt")
            let band = try XCTUnwrap(result.artefacts.diffBand, "\(result.cell): a text colour changes some rows")
            artefacts.diffBand = band
            XCTAssertEqual(result.artefacts, artefacts)
            XCTAssertNil(result.artefacts.pageLegend)
            let actual = try decode(run.reportFolder + "/" + XCTUnwrap(result.artefacts.actual))
            let diff = try decode(run.reportFolder + "/" + XCTUnwrap(result.artefacts.diff))
            let strip = try decode(run.reportFolder + "/" + XCTUnwrap(result.artefacts.strip))
            let golden = try decode(project.goldenPath(result.cell.description))
            XCTAssertEqual([actual.pixmap.width, actual.pixmap.height, diff.pixmap.width, diff.pixmap.height, band.height, band.imageHeight],
                           [160, 200, 160, band.height, diff.pixmap.height, 200])
            XCTAssertLessThan(band.height, 200)
            XCTAssertEqual([strip.pixmap.width, strip.pixmap.height], [3 * 160 + 16, 200])
            XCTAssertEqual(GoldenStamp(textChunks: actual.text), try run.stamp(for: result.cell),
                           "the actual image carries the stamp approve copies into the golden")
            XCTAssertNotEqual(actual.pixmap, golden.pixmap)
            // The strip's left panel is the golden, its right panel the actual image.
            XCTAssertEqual(strip.pixmap[5, 5], golden.pixmap[5, 5])
            XCTAssertEqual(strip.pixmap[2 * (160 + 8) + 159, 199], actual.pixmap[159, 199])
            XCTAssertGreaterThan(result.diff?.differentPixels ?? 0, 0)
        }
        let expected = Set(changed.flatMap { cell in
            [cell.artefacts.actual, cell.artefacts.diff, cell.artefacts.strip, cell.artefacts.accessibility, cell.artefacts.legend,
             cell.artefacts.layout].compactMap { $0 }
        })
        XCTAssertEqual(Set(ScratchProject.files(below: run.reportFolder).map { $0 }), expected, "no artefacts for passing cells")
    }

    func testAChangedCellWritesNoStripUnlessAskedAndNoExpectedImageInThePNGStore() throws {
        // Issue #43: the report page shows golden, diff and actual side by side; the golden is linked, not re-encoded.
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try project.edit("strings/en.json", replacing: "\"home.save\": \"Save\"", with: "\"home.save\": \"Keep\"")
        let run = try project.run()
        let changed = try run.run().cells.filter { $0.status == .changed }
        XCTAssertEqual(Set(changed.map(\.cell.locale.identifier)), ["en"])
        XCTAssertFalse(changed.isEmpty)
        for result in changed {
            XCTAssertNil(result.artefacts.strip, "\(result.cell)")
            XCTAssertNil(result.artefacts.expected, "\(result.cell): the golden file is the expected image")
            XCTAssertNotNil(result.artefacts.actual)
            XCTAssertNotNil(result.artefacts.diff)
            XCTAssertEqual(result.golden, ProjectPath.relative(project.goldenPath(result.cell.description), from: run.reportFolder))
        }
        XCTAssertFalse(ScratchProject.files(below: run.reportFolder).contains { $0.hasSuffix(".strip.png") || $0.hasSuffix(".expected.png") })
    }

    // MARK: - Diff settings

    func testDiffSettingsFromTheConfigAreHonouredPerScreen() throws {
        // Both en-light goldens get 10 pixels whose red channel is off by one: exact comparison sees 10 differing
        // pixels, the tolerant one (threshold 0.1) sees none.
        let cases: [(diff: String?, home: CellStatus, list: CellStatus, homeAlgorithm: String)] = [
            (nil, .changed, .changed, "exact-1"),
            (#"{ "screens": { "home": { "mode": "tolerant" } } }"#, .pass, .changed, "pixelmatch-yiq-1"),
            (#"{ "maxDiffPixels": 10 }"#, .pass, .pass, "exact-1"),
            (#"{ "maxDiffPixels": 10, "screens": { "list": { "maxDiffPixels": 9 } } }"#, .pass, .changed, "exact-1"),
            (#"{ "maxDiffRatio": 0.0003125 }"#, .pass, .pass, "exact-1"),
            (#"{ "mode": "tolerant", "threshold": 0 }"#, .changed, .changed, "pixelmatch-yiq-1"),
            (#"{ "mode": "tolerant", "threshold": 0, "screens": { "home": { "threshold": 0.1 } } }"#, .pass, .changed, "pixelmatch-yiq-1"),
        ]
        for (diff, home, list, homeAlgorithm) in cases {
            let label = diff ?? "no diff section"
            let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(diff: diff)))
            _ = try project.check(record: .missing)
            for id in [Self.homeEnLight, Self.listEnLight] {
                try rewriteGolden(project.goldenPath(id)) { Self.nudge(&$0, count: 10) }
            }
            let report = try project.check()
            XCTAssertEqual(report.result(Self.homeEnLight)?.status, home, label)
            XCTAssertEqual(report.result(Self.listEnLight)?.status, list, label)
            XCTAssertEqual(report.result(Self.homeEnLight)?.diff?.algorithm, homeAlgorithm, label)
            XCTAssertEqual(report.cells.filter { $0.status == .pass }.count, 6 + (home == .pass ? 1 : 0) + (list == .pass ? 1 : 0), label)
        }
    }

    // MARK: - Orphans

    func testOrphanedGoldensAreListedIgnoredByFilteredRunsAndPruned() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let source = project.goldenPath(Self.homeEnLight)
        try FileManager.default.createDirectory(atPath: project.golden + "/gone", withIntermediateDirectories: true)
        for orphan in ["gone/phone-en-light-1.0x.png", "home/phone-fr-light-1.0x.png", "home/phone-en-light-1.5x.png"] {
            try FileManager.default.copyItem(atPath: source, toPath: project.golden + "/" + orphan)
        }
        try Data("notes".utf8).write(to: URL(fileURLWithPath: project.golden + "/home/README.txt"))
        let expected = ["gone/phone-en-light-1.0x.png", "home/phone-en-light-1.5x.png", "home/phone-fr-light-1.0x.png"]

        let report = try project.check()
        XCTAssertEqual(report.orphans, expected)
        XCTAssertFalse(report.hasFailures, "orphans alone do not fail a check")
        var filter = CellFilter()
        filter.screens = ["home"]
        XCTAssertEqual(try project.check(filter: filter).orphans, [], "a filtered run sees only part of the matrix")
        XCTAssertEqual(try Orphans.prune(project: try project.load()), expected)
        for orphan in expected { XCTAssertFalse(FileManager.default.fileExists(atPath: project.golden + "/" + orphan), orphan) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.golden + "/home/README.txt"), "only PNG orphans are deleted")
        XCTAssertEqual(try project.check().orphans, [])
    }

    // MARK: - Shards

    func testMergedShardReportsEqualTheUnshardedReport() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        // A mix of statuses: one new, one changed, one error, the rest passing; and one orphan.
        try FileManager.default.removeItem(atPath: project.goldenPath(Self.homeEnLight))
        try rewriteGolden(project.goldenPath(Self.listEnLight)) { Self.nudge(&$0, count: 4, delta: 50) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: project.goldenPath("list/phone-ar-dark-1.0x")))
        try FileManager.default.copyItem(atPath: project.goldenPath("home/phone-ar-dark-1.0x"),
                                         toPath: project.goldenPath("home/phone-ar-dark-2.0x"))
        // All report folders sit at the same depth, so the relative paths in them agree.
        let whole = try project.check(report: project.root + "/reports/whole")
        XCTAssertEqual(whole.counts, [.pass: 5, .new: 1, .changed: 1, .error: 1])
        XCTAssertEqual(whole.orphans, ["home/phone-ar-dark-2.0x.png"])
        for count in [2, 3, 5] {
            var shards: [CheckReport] = []
            for index in 1...count {
                shards.append(try project.check(shard: (index, count), report: project.root + "/reports/shard-\(index)-of-\(count)"))
            }
            XCTAssertEqual(shards.map(\.cells.count).reduce(0, +), 8)
            let merged = try ReportMerger.merge(shards.reversed())
            XCTAssertEqual(merged.jsonValue(), whole.jsonValue(), "\(count) shards")
            XCTAssertEqual(merged.jsonText(), whole.jsonText(), "\(count) shards")
        }
    }
}
