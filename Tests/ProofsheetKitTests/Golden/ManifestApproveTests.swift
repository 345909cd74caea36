import Foundation
import XCTest
@testable import ProofsheetKit

/// Approve into the manifest store (en and ar cells of a small project).
final class ManifestApproveTests: XCTestCase {
    func testApprovingNewCellsIntoTheManifestStoreCreatesTheSidecarsFolders() throws {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        let outcomes = try ApproveBandReuseTests.approve(project)
        XCTAssertEqual(outcomes.count, 8)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertTrue(outcomes.allSatisfy { $0.reuse == nil }, "no PNG is encoded")
        // The snapshot and layout record are taken into the manifest's shared records.
        let entry = try XCTUnwrap(try GoldenManifest.load(project: try project.load()).entries["home/phone-en-light-1.0x"])
        let snapshot = try XCTUnwrap(entry.records[.accessibility])
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.golden + "/manifest/home/\(snapshot).a11y.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.golden + "/home/phone-en-light-1.0x.a11y.txt"))
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    /// Each actual image names its pixel hash, and that is the hash of the pixels it holds: approve writes it
    /// without inflating the image.
    func testTheActualImageNamesTheHashOfItsOwnPixels() throws {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        let run = try project.run()
        let report = try run.run()
        XCTAssertEqual(report.cells.count, 8)
        for result in report.cells {
            let path = run.reportFolder + "/" + (try XCTUnwrap(result.artefacts.actual, "\(result.cell)"))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try PNGDecoder.decode(bytes, source: path)
            let named = try XCTUnwrap(ManifestEntry(actualText: try PNGDecoder.readLeadingText(bytes, source: path, using: XCTUnwrap(ZlibDecompressor())),
                                                    findings: result.findings), "\(result.cell)")
            let stamp = try XCTUnwrap(GoldenStamp(textChunks: image.text))
            XCTAssertEqual(named, ManifestEntry(pixmap: image.pixmap, stamp: stamp, findings: result.findings), "\(result.cell)")
        }
    }

    /// An actual image without the pixels chunk (written by an older check) is decoded and hashed: the manifest
    /// gets the same entries either way.
    func testAnActualImageWithoutItsHashIsDecoded() throws {
        let named = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        XCTAssertEqual(try ApproveBandReuseTests.approve(named).compactMap(\.error), [])

        let decoded = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        let run = try decoded.run()
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        for path in ScratchProject.files(below: run.reportFolder) where path.hasSuffix(".actual.png") {
            let full = run.reportFolder + "/" + path
            let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: full))), source: path)
            let text = image.text.filter { $0.keyword != ManifestEntry.actualPixelsKeyword }
            XCTAssertEqual(text.count, image.text.count - 1, path)
            try AtomicFile.write(try PNGEncoder().encode(image.pixmap, text: text), to: full)
        }
        let outcomes = try Approval(project: try decoded.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                                    reportFolder: run.reportFolder).run(filter: CellFilter(), jobs: 2)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertEqual(try GoldenManifest.load(project: decoded.load()).entries, try GoldenManifest.load(project: named.load()).entries)
    }
}
