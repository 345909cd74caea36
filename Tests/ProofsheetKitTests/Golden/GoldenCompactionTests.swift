import Foundation
import XCTest
@testable import ProofsheetKit

/// Issue #43 item 1 on a small en + ar project: record writes goldens with the fast preset, and `golden compact`
/// re-encodes them with the smallest, keeping every golden's pixels and stamp (decoded and compared), never growing a
/// file, touching only the chosen goldens that Proofsheet wrote.
final class GoldenCompactionTests: XCTestCase {
    /// The tall en + ar project of the band-reuse tests (several bands per golden).
    private func recordedProject() throws -> ScratchProject {
        let project = try makeCheckProject(ApproveBandReuseTests.fixture())
        XCTAssertEqual(Set(try project.check(record: .missing).cells.map(\.status)), [.new])
        return project
    }

    /// The data of the band index chunk of `bytes`.
    private static func bandIndex(_ bytes: [UInt8]) -> [UInt8]? {
        guard let chunk = PNGFixtures.chunkOffsets(bytes).first(where: { $0.type == "psBI" }) else { return nil }
        return Array(bytes[chunk.offset + 8..<chunk.offset + 8 + chunk.length])
    }

    /// Each golden's bytes, by path below the golden folder.
    private func goldens(_ project: ScratchProject) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".png") {
            out[path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.golden + "/" + path)))
        }
        return out
    }

    func testRecordWritesTheFastPresetAndCompactKeepsPixelsAndStampsAndShrinksEveryGolden() throws {
        let project = try recordedProject()
        let before = try goldens(project)
        XCTAssertEqual(before.count, 12)
        for (path, bytes) in before {
            let index = try XCTUnwrap(Self.bandIndex(bytes), path)
            XCTAssertEqual(PNGBandIndex(data: index[...])?.settings, PNGBandIndex.Settings(compression: .fast, rule: .standard), path)
        }

        let summary = try GoldenCompaction.run(project: try project.load(), jobs: 2)
        XCTAssertEqual(summary.outcomes.count, 12)
        let after = try goldens(project)
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        for (path, old) in before {
            let new = try XCTUnwrap(after[path])
            XCTAssertLessThanOrEqual(new.count, old.count, path)
            let (newImage, oldImage) = (try PNGDecoder.decode(new, source: path), try PNGDecoder.decode(old, source: path))
            XCTAssertEqual(newImage.pixmap, oldImage.pixmap, "\(path): same pixels")
            XCTAssertEqual(newImage.text.map { [$0.keyword, $0.text] }, oldImage.text.map { [$0.keyword, $0.text] }, "\(path): same text chunks")
            XCTAssertEqual(GoldenStamp(textChunks: newImage.text), GoldenStamp(textChunks: oldImage.text), "\(path): same stamp")
            let index = try XCTUnwrap(Self.bandIndex(new), path)
            if new != old {
                XCTAssertEqual(PNGBandIndex(data: index[...])?.settings, PNGBandIndex.Settings(compression: .smallest, rule: .standard), path)
            }
        }
        XCTAssertGreaterThan(summary.compacted, 0)
        XCTAssertLessThan(summary.bytesAfter, summary.bytesBefore)
        XCTAssertEqual(summary.bytesBefore, before.values.reduce(0) { $0 + $1.count })
        XCTAssertEqual(summary.bytesAfter, after.values.reduce(0) { $0 + $1.count })
        // The goldens still pass, and a second compaction leaves every file byte for byte.
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
        let again = try GoldenCompaction.run(project: try project.load(), jobs: 1)
        XCTAssertEqual(again.compacted, 0)
        XCTAssertEqual(try goldens(project), after)
    }

    func testCompactTouchesOnlyTheChosenGoldensAndNeverAPNGWithoutAStamp() throws {
        let project = try recordedProject()
        let before = try goldens(project)
        // A PNG of Proofsheet's size at a cell's path, without a stamp: not Proofsheet's file.
        let foreign = "tall/phone-en-light-1.0x.png"
        let image = try PNGDecoder.decode(try XCTUnwrap(before[foreign]), source: foreign)
        let unstamped = try PNGEncoder(effort: .fast, includeAlpha: false).encode(image.pixmap)
        try Data(unstamped).write(to: URL(fileURLWithPath: project.golden + "/" + foreign))

        var filter = CellFilter()
        filter.screens = ["tall"]
        let summary = try GoldenCompaction.run(project: try project.load(), filter: filter, jobs: 2)
        XCTAssertEqual(summary.outcomes.map(\.cell).sorted(), before.keys.filter { $0.hasPrefix("tall/") }.map { String($0.dropLast(4)) }.sorted())
        XCTAssertEqual(summary.outcomes.first { $0.cell == "tall/phone-en-light-1.0x" }?.outcome, .notProofsheets)
        let after = try goldens(project)
        XCTAssertEqual(after[foreign], unstamped, "the unstamped PNG is left as it is")
        for (path, bytes) in before where !path.hasPrefix("tall/") {
            XCTAssertEqual(after[path], bytes, "\(path) was not chosen")
        }
        let arabic = "tall/phone-ar-dark-1.0x.png"
        XCTAssertLessThan(try XCTUnwrap(after[arabic]).count, try XCTUnwrap(before[arabic]).count, "the Arabic golden is smaller")
    }

    func testCompactInTheManifestStoreIsAnErrorAndWritesNothing() throws {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        XCTAssertThrowsError(try GoldenCompaction.run(project: try project.load())) { error in
            XCTAssertEqual(error as? CompactionError, .manifestStore)
            XCTAssertTrue("\(error)".contains("manifest store"), "\(error)")
        }
    }

    func testTheFastPresetsBandIndexReadsBackAndItsBandsAreReusedOnlyByTheSamePreset() throws {
        let pixmap = try XCTUnwrap(PNGDecoder.decode(try XCTUnwrap(try goldens(try recordedProject()).values.first), source: "g").pixmap)
        let fast = try PNGEncoder(effort: .banded(.standard, .fast), includeAlpha: false).encode(pixmap)
        let smallest = try PNGEncoder(effort: .banded(.standard, .smallest), includeAlpha: false).encode(pixmap)
        XCTAssertEqual(try PNGDecoder.decode(fast, source: "fast").pixmap, pixmap)
        XCTAssertEqual(try PNGDecoder.decode(smallest, source: "smallest").pixmap, pixmap)
        let fastIndex = try XCTUnwrap(PNGBandIndex(data: try XCTUnwrap(Self.bandIndex(fast))[...]))
        XCTAssertEqual(fastIndex.settings.formatVersion, 2)
        XCTAssertEqual(fastIndex.settings.trialSampleRows, PNGEncoder.BandedCompression.fast.trialSampleRows)
        XCTAssertEqual(fastIndex.settings.trialFilterMask, 0b0_1111, "None, Sub, Up and Average")
        XCTAssertEqual(PNGBandIndex(data: fastIndex.bytes[...]), fastIndex, "format 2 reads back")
        let smallestIndex = try XCTUnwrap(PNGBandIndex(data: try XCTUnwrap(Self.bandIndex(smallest))[...]))
        XCTAssertEqual(smallestIndex.settings.formatVersion, 1, "the smallest preset writes the index as before")

        guard let compressor = ZlibCompressor(level: 6), let decompressor = ZlibDecompressor() else { return XCTFail("libdeflate") }
        let encoder = PNGEncoder(effort: .banded(.standard, .fast), includeAlpha: false)
        let overFast = try encoder.encode(pixmap, replacing: fast, compressor: compressor, decompressor: decompressor)
        XCTAssertEqual(overFast.bytes, fast)
        XCTAssertEqual(overFast.reuse.reusedBands, overFast.reuse.bands)
        let overSmallest = try encoder.encode(pixmap, replacing: smallest, compressor: compressor, decompressor: decompressor)
        XCTAssertEqual(overSmallest.bytes, fast, "a fresh encode's bytes whatever it replaces")
        XCTAssertEqual(overSmallest.reuse.reusedBands, 0)
        if case .unusable = overSmallest.reuse.previous {} else { XCTFail("\(overSmallest.reuse.previous)") }
    }
}
