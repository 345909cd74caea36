import XCTest
@testable import ProofsheetKit

final class ReportMergerTests: XCTestCase {
    /// Splits the sample run into `count` shards the way a sharded check would: cells dealt round robin,
    /// orphans computed against the whole matrix by every shard.
    private func shards(_ count: Int, of whole: CheckReport = ReportSamples.report()) -> [CheckReport] {
        (1...count).map { index in
            var shard = whole
            shard.cells = whole.cells.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
            shard.shard = CheckReport.Shard(index: index, count: count)
            return shard
        }
    }

    func testMergingShardsGivesTheUnshardedReport() throws {
        let whole = ReportSamples.report()
        for count in [1, 2, 3, 5, 16, 20] {
            let parts = shards(count)
            XCTAssertEqual(try ReportMerger.merge(parts), whole, "\(count) shards")
            XCTAssertEqual(try ReportMerger.merge(parts.reversed()), whole, "\(count) shards, reversed")
            XCTAssertEqual(try ReportMerger.merge(parts).jsonText(), whole.jsonText(), "\(count) shards, bytes")
        }
    }

    /// `proofsheet merge` rebases every artefact path of a shard's report onto the merged folder, the manifest
    /// store's expected image included, and keeps what is no path (its band, the legend's screenshot rectangle).
    func testRebasingMovesEveryArtefactPathAndKeepsTheBandAndTheLegendsScreenshot() throws {
        var report = ReportSamples.report()
        let index = try XCTUnwrap(report.cells.firstIndex { $0.status == .changed })
        var artefacts = CellArtefacts(actual: "cells/home/a.actual.png", diff: "cells/home/a.diff.png", strip: "cells/home/a.strip.png",
                                      accessibility: "cells/home/a.a11y.txt", legend: "cells/home/a.legend.png",
                                      layout: "cells/home/a.layout.txt", expected: "cells/home/a.expected.png")
        artefacts.expectedBand = ImageBand(top: 10, height: 20, imageHeight: 100)
        artefacts.diffBand = ImageBand(top: 10, height: 20, imageHeight: 100)
        artefacts.legendScreenshot = LegendScreenshot(x: 360, y: 0, width: 390, height: 844, legendWidth: 750, legendHeight: 844)
        report.cells[index].artefacts = artefacts
        let moved = report.rebased(from: "/ci/shard-1", to: "/ci/merged").cells[index].artefacts
        let paths: [KeyPath<CellArtefacts, String?>] = [\.actual, \.diff, \.strip, \.accessibility, \.legend, \.layout, \.expected]
        for path in paths {
            XCTAssertEqual(moved[keyPath: path], "../shard-1/" + (artefacts[keyPath: path] ?? ""), "\(path)")
        }
        XCTAssertEqual(moved.expectedBand, artefacts.expectedBand)
        XCTAssertEqual(moved.diffBand, artefacts.diffBand)
        XCTAssertEqual(moved.legendScreenshot, artefacts.legendScreenshot)
    }

    func testMergedOrphansAreTheSortedUnion() throws {
        var parts = shards(3)
        parts[0].orphans = ["b.png", "a.png"]
        parts[1].orphans = []
        parts[2].orphans = ["c.png", "a.png"]
        XCTAssertEqual(try ReportMerger.merge(parts).orphans, ["a.png", "b.png", "c.png"])
    }

    func testRejectsShardSetsThatDoNotFormOneRun() {
        let parts = shards(3)
        func changed(_ index: Int, _ edit: (inout CheckReport) -> Void) -> [CheckReport] {
            var copy = parts
            edit(&copy[index])
            return copy
        }
        let cases: [(String, [CheckReport], ReportMergeError, String)] = [
            ("empty", [], .noReports, "nothing to merge"),
            ("whole run", [parts[0], ReportSamples.report()], .notAShard(position: 2), "report 2 is not a shard report"),
            ("missing", [parts[0], parts[2]], .missingShards([2], count: 3), "missing shard 2/3: merge needs all 3 shard reports"),
            ("counts", changed(1) { $0.shard = CheckReport.Shard(index: 2, count: 4) },
             .shardCountsDisagree(first: .init(index: 1, count: 3), other: .init(index: 2, count: 4)), "different shard counts"),
            ("duplicate", [parts[0], parts[1], parts[1], parts[2]], .duplicateShard(.init(index: 2, count: 3)), "shard 2/3 was given twice"),
            ("tool", changed(2) { $0.toolVersion = "0.2.0" },
             .mismatch(field: "tool", first: .init(index: 1, count: 3), firstValue: "0.1.0", other: .init(index: 3, count: 3), otherValue: "0.2.0"),
             "shard 1/3 has tool '0.1.0' but shard 3/3 has '0.2.0'"),
            ("renderer", changed(1) { $0.rendererVersion = "0.9" },
             .mismatch(field: "renderer", first: .init(index: 1, count: 3), firstValue: "0.1", other: .init(index: 2, count: 3), otherValue: "0.9"),
             "has renderer"),
            ("diff", changed(1) { $0.diffAlgorithm = "exact" },
             .mismatch(field: "diffAlgorithm", first: .init(index: 1, count: 3), firstValue: "yiq-aa", other: .init(index: 2, count: 3), otherValue: "exact"),
             "has diffAlgorithm"),
            ("overlap", changed(2) { $0.cells.append(parts[0].cells[0]) },
             .overlappingCell("home/phone-ar-dark-1.0x", first: .init(index: 1, count: 3), other: .init(index: 3, count: 3)),
             "cell home/phone-ar-dark-1.0x is in both shard 1/3 and shard 3/3"),
        ]
        for (name, input, expected, text) in cases {
            XCTAssertThrowsError(try ReportMerger.merge(input), name) { error in
                XCTAssertEqual(error as? ReportMergeError, expected, name)
                XCTAssertTrue("\(error)".contains(text), "\(name): \(error)")
            }
        }
    }
}
