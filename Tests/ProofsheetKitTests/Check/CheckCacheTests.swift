import Foundation
import XCTest
@testable import ProofsheetKit

/// The check cache as JSON lines (version 2, issue #43): read back as written over many chunks of lines, and any damage
/// makes the run render every cell instead of reusing what it cannot trust, on an en + ar project.
final class CheckCacheTests: XCTestCase {
    /// The cache a settled en + ar check project leaves (8 cells, every one with its findings).
    func settledCache() throws -> (project: ScratchProject, cache: CheckCache) {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        _ = try project.run().execute()
        let loaded = CheckCache.load(project: try project.load(), files: ProjectFiles(root: project.root))
        XCTAssertNil(loaded.problem)
        XCTAssertEqual(loaded.cache.entries.count, 8)
        return (project, loaded.cache)
    }

    func testThousandsOfCellsReadBackAsWrittenAcrossChunks() throws {
        let (_, cache) = try settledCache()
        // 1,000 cells (four chunks of lines, the last one short): each real entry copied under other text scales.
        var entries: [String: CheckCache.Entry] = [:]
        for (number, entry) in cache.entries.values.sorted(by: { $0.result.cell.description < $1.result.cell.description }).enumerated() {
            for step in 0..<125 {
                var copy = entry
                let cell = entry.result.cell
                copy.result.cell = Cell(screen: cell.screen, device: cell.device, locale: cell.locale, mode: cell.mode,
                                        textSize: .multiplier(1 + Double(step) / 8), orientation: cell.orientation, boldText: cell.boldText)
                XCTAssertNil(entries[copy.result.cell.description], "cell \(number) step \(step)")
                entries[copy.result.cell.description] = copy
            }
        }
        let big = CheckCache(entries: entries)
        let bytes = big.encoded()
        XCTAssertEqual(bytes.filter { $0 == UInt8(ascii: "\n") }.count, 1 + 1_000, "a header line and a line per cell")
        let read = try CheckCache(decoding: bytes, file: "check.json")
        XCTAssertEqual(read.entries.count, 1_000)
        XCTAssertEqual(read.entries, big.entries)
        XCTAssertEqual(read.encoded(), bytes, "written again, the same bytes")
        // A run in which no cell passed leaves a cache of no cell: a header line alone.
        let empty = CheckCache().encoded()
        XCTAssertEqual(empty.filter { $0 == UInt8(ascii: "\n") }.count, 1)
        XCTAssertEqual(try CheckCache(decoding: empty, file: "check.json").entries.count, 0)
    }

    func testADamagedCacheRendersEveryCellAndSaysWhy() throws {
        let (project, cache) = try settledCache()
        let path = CheckCache.path(project: try project.load())
        let good = cache.encoded()
        let text = String(decoding: good, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let damaged: [(String, String)] = [
            ("a cell line cut short", {
                var cut = lines
                cut[3] = String(cut[3].prefix(40))
                return cut.joined(separator: "\n")
            }()),
            ("a cell line missing", {
                var short = lines
                short.remove(at: 2)
                return short.joined(separator: "\n")
            }()),
            ("no line end after the last cell", String(text.dropLast())),
            ("the indented cache of version 1", #"{ "format": "proofsheet-check-cache", "version": 1, "renderer": "x", "cells": [] }"#),
        ]
        for (name, bytes) in damaged {
            try bytes.write(toFile: path, atomically: true, encoding: .utf8)
            let outcome = try project.run().execute()
            XCTAssertEqual([outcome.reused, outcome.rendered], [0, 8], name)
            XCTAssertNotNil(outcome.cacheProblem, name)
            XCTAssertEqual(try Array(Data(contentsOf: URL(fileURLWithPath: path))), good, "\(name): written anew after the run")
        }
    }
}
