import XCTest
@testable import ProofsheetKit

/// `Sharding` on the shipped matrix (352 cells, no rendering): partitions are disjoint, cover every cell,
/// are the same on every call and do not depend on the order cells come in. On a copy of the example: a `CheckRun`
/// reads the project's check cache when it is made, and the checkout's (a whole matrix after a `proofsheet check`,
/// 0.7 MB) was read again for every shard.
final class ShardingTests: XCTestCase {
    private func shards(_ project: Project, count: Int) throws -> [[Cell]] {
        try (1...count).map { index in
            var options = CheckRun.Options()
            options.shard = (index, count)
            return try CheckRun(project: project, options: options).cells()
        }
    }

    func testShardsOfTheShippedMatrixAreDisjointCoverEveryCellAndAreStable() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        let all = try Matrix.cells(of: project)
        XCTAssertEqual(all.count, 352)
        for count in 1...5 {
            let split = try shards(project, count: count)
            XCTAssertEqual(split, try shards(project, count: count), "\(count) shards: same split twice")
            XCTAssertEqual(split.flatMap { $0 }.sorted(), all, "\(count) shards cover every cell exactly once")
            XCTAssertEqual(Set(split.flatMap { $0 }).count, all.count, "\(count) shards are disjoint")
            for shard in split { XCTAssertEqual(shard, shard.sorted(), "cells of a shard are in matrix order") }
            XCTAssertTrue(split.allSatisfy { !$0.isEmpty }, "\(count) shards")
        }
    }

    func testShardLoadsDifferByNoMoreThanTheCostliestCell() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        let run = CheckRun(project: project, options: CheckRun.Options())
        let all = try Matrix.cells(of: project)
        let costliest = all.map(run.estimatedCost).max() ?? 0
        for count in 2...5 {
            let loads = try shards(project, count: count).map { $0.map(run.estimatedCost).reduce(0, +) }
            let spread = (loads.max() ?? 0) - (loads.min() ?? 0)
            XCTAssertLessThanOrEqual(spread, costliest, "\(count) shards: loads \(loads)")
        }
    }

    func testCellsOfEachModeAndLocaleSpreadOverEveryShard() throws {
        // Cells of one screen and scale all cost the same; without spreading them, a token change in one mode
        // lands on one shard, which then does all the diff and artefact work alone.
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        for count in 2...5 {
            for (index, shard) in try shards(project, count: count).enumerated() {
                XCTAssertEqual(Set(shard.map(\.mode)), Set(ThemeMode.allCases), "shard \(index + 1)/\(count)")
                XCTAssertEqual(Set(shard.map(\.locale.identifier)), ["en", "ar"], "shard \(index + 1)/\(count)")
            }
        }
    }

    func testTheSplitDoesNotDependOnTheInputOrder() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        let run = CheckRun(project: project, options: CheckRun.Options())
        let all = try Matrix.cells(of: project)
        var generator = SeededGenerator(seed: 7)
        let shuffled = all.shuffled(using: &generator)
        for index in 1...4 {
            XCTAssertEqual(Sharding.cells(shuffled, shard: index, of: 4, cost: run.estimatedCost),
                           Sharding.cells(all, shard: index, of: 4, cost: run.estimatedCost), "shard \(index)/4")
        }
    }

    func testShardArgumentsParse() {
        let cases: [(String, Int?, Int?)] = [
            ("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4), ("1000/1000", 1000, 1000),
            ("0/4", nil, nil), ("5/4", nil, nil), ("1/0", nil, nil), ("1/1001", nil, nil), ("2", nil, nil),
            ("a/b", nil, nil), ("1/2/3", nil, nil), ("-1/4", nil, nil), ("", nil, nil),
        ]
        for (text, index, count) in cases {
            let parsed = Sharding.parse(text)
            XCTAssertEqual(parsed?.index, index, text)
            XCTAssertEqual(parsed?.count, count, text)
        }
    }
}
