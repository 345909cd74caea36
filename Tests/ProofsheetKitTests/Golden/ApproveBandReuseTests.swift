#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import ProofsheetKit

/// `proofsheet approve` over banded goldens, end to end on a small en + ar project: the goldens it writes are the
/// bytes a fresh encode gives, and the bands an edit did not touch are copied from the goldens replaced.
final class ApproveBandReuseTests: XCTestCase {
    /// A tall screen of separate lines (so each cell has several bands), on a 160 × 600 pt device at scale 1.
    static func fixture() -> ScratchProject.Files {
        ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(height: 600))
            .replacing("screens/tall.json", with: ScratchProject.Files.screenText(id: "tall", node: """
                { "type": "text", "text": "home.title", "style": "largeTitle" },
                      { "type": "spacer", "height": 40 },
                      { "type": "text", "text": "home.save", "style": "body" },
                      { "type": "spacer", "height": 60 },
                      { "type": "button", "id": "save", "label": "home.save" },
                      { "type": "spacer", "height": 80 },
                      { "type": "text", "text": "home.title", "style": "headline" },
                      { "type": "spacer", "height": 70 },
                      { "type": "text", "text": "home.save", "style": "footnote" }
                """))
    }

    /// Approves the last check's changed and new cells.
    static func approve(_ project: ScratchProject) throws -> [Approval.Outcome] {
        let run = try project.run()
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        return try Approval(project: try project.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                            reportFolder: run.reportFolder).run(filter: CellFilter(), jobs: 2)
    }

    /// Every golden of `project` against a fresh encode of its pixels and text with the goldens' preset.
    static func assertGoldensAreFreshEncodes(_ project: ScratchProject, file: StaticString = #filePath, line: UInt = #line) throws {
        for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".png") {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path)))
            let image = try PNGDecoder.decode(bytes, source: path)
            let stamp = try XCTUnwrap(GoldenStamp(textChunks: image.text), path, file: file, line: line)
            let fresh = try PNGEncoder(effort: GoldenStore.effort, includeAlpha: !image.pixmap.isOpaque)
                .encode(image.pixmap, text: stamp.textChunks)
            XCTAssertEqual(bytes, fresh, "\(path) is a fresh encode's bytes", file: file, line: line)
            XCTAssertEqual(PNGFixtures.chunkTypes(bytes).suffix(3), ["psBI", "IDAT", "IEND"], path, file: file, line: line)
        }
    }

    func testApprovingAStringChangeCopiesUnchangedBandsAndWritesAFreshEncodesBytes() throws {
        let project = try makeCheckProject(Self.fixture())
        let first = try Self.approve(project)
        XCTAssertEqual(first.count, 12, "every cell new")
        XCTAssertTrue(first.allSatisfy { $0.reuse?.previous == PNGEncoder.BandReuse.Previous.none && $0.reuse?.reusedBands == 0 })

        // One Arabic string and one English string change; the other cells stay as they are.
        try project.edit("strings/ar.json", replacing: "\"home.title\": \"الرئيسية\"", with: "\"home.title\": \"الصفحة\"")
        try project.edit("strings/en.json", replacing: "\"home.save\": \"Save\"", with: "\"home.save\": \"Keep\"")
        let second = try Self.approve(project)
        XCTAssertEqual(second.compactMap(\.error), [])
        XCTAssertEqual(Set(second.map(\.cell.locale.identifier)), ["en", "ar"])
        let tall = second.filter { $0.cell.screen == "tall" }
        XCTAssertEqual(tall.count, 4, "tall cells in both locales and modes")
        for outcome in tall {
            let reuse = try XCTUnwrap(outcome.reuse)
            XCTAssertEqual(reuse.previous, .used, "\(outcome.cell)")
            XCTAssertGreaterThan(reuse.reusedBands, 0, "\(outcome.cell): \(reuse)")
            XCTAssertLessThan(reuse.reusedBands, reuse.bands, "\(outcome.cell): the edited line's band is new")
        }
        try Self.assertGoldensAreFreshEncodes(project)
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    func testApprovingOneCellSpreadsItsBandsOverTheWorkersAndWritesTheSameBytes() throws {
        let project = try makeCheckProject(Self.fixture())
        let run = try project.run()
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        var filter = CellFilter()
        filter.cells = [try CellID(parsing: "tall/phone-ar-dark-1.0x")]
        let outcomes = try Approval(project: try project.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                                    reportFolder: run.reportFolder).run(filter: filter, jobs: 3)
        XCTAssertEqual(outcomes.map(\.cell.description), ["tall/phone-ar-dark-1.0x"])
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertGreaterThan(outcomes.first?.reuse?.bands ?? 0, 2)
        try Self.assertGoldensAreFreshEncodes(project)
    }

    func testGoldensOfTheSmallPresetAndDamagedGoldensAreReplacedByFreshEncodes() throws {
        let project = try makeCheckProject(Self.fixture())
        _ = try Self.approve(project)
        // One golden re-encoded with the preset before (no band index), one with its band index's bytes changed.
        let small = project.goldenPath("tall/phone-en-light-1.0x"), damaged = project.goldenPath("tall/phone-ar-light-1.0x")
        let image = try PNGDecoder.decodeFile(atPath: small)
        try AtomicFile.write(try PNGEncoder(effort: .small, includeAlpha: false).encode(image.pixmap, text: image.text), to: small)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: damaged)))
        let index = try XCTUnwrap(PNGFixtures.chunkOffsets(bytes).first { $0.type == "psBI" })
        bytes[index.offset + 8 + index.length - 1] ^= 0x40  // the last band's Adler-32
        PNGFixtures.repairCRC(&bytes, chunkAt: index.offset)
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))

        try project.edit("strings/ar.json", replacing: "\"home.title\": \"الرئيسية\"", with: "\"home.title\": \"الصفحة\"")
        try project.edit("strings/en.json", replacing: "\"home.save\": \"Save\"", with: "\"home.save\": \"Keep\"")
        let outcomes = try Self.approve(project)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let reuse = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.cell.description, $0.reuse) })
        XCTAssertEqual(reuse["tall/phone-en-light-1.0x"]??.previous, .unusable("no band index"))
        guard case .inconsistent = reuse["tall/phone-ar-light-1.0x"]??.previous else {
            return XCTFail("a damaged band index is reported: \(String(describing: reuse["tall/phone-ar-light-1.0x"]))")
        }
        XCTAssertEqual(reuse["tall/phone-ar-light-1.0x"]??.reusedBands, 0)
        try Self.assertGoldensAreFreshEncodes(project)
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    func testAGoldenThatCannotBeReadIsReplacedWithoutReuseAndWithoutBlocking() throws {
        let project = try makeCheckProject(Self.fixture())
        _ = try Self.approve(project)
        // A FIFO where the golden was: reading it is refused at once (it is no regular file), never waited on.
        let path = project.goldenPath("tall/phone-en-dark-1.0x")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        try project.edit("strings/en.json", replacing: "\"home.save\": \"Save\"", with: "\"home.save\": \"Keep\"")
        let outcomes = try Self.approve(project)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let replaced = try XCTUnwrap(outcomes.first { $0.cell.description == "tall/phone-en-dark-1.0x" }?.reuse)
        guard case .unusable(let reason) = replaced.previous else { return XCTFail("\(replaced)") }
        XCTAssertTrue(reason.hasPrefix("unreadable: ") && reason.contains("FIFO"), reason)
        XCTAssertEqual(replaced.reusedBands, 0)
        try Self.assertGoldensAreFreshEncodes(project)
    }
}
