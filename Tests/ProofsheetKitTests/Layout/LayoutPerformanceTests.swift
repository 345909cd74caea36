import XCTest
@testable import ProofsheetKit

final class LayoutPerformanceTests: XCTestCase {
    typealias F = LayoutFixture

    /// A settings-like screen: header, then a scroll of 40 rows (icon, title + wrapping
    /// subtitle, spacer, chevron), then a tab bar: 300 nodes, depth 7.
    static func screen() -> LayoutTree {
        var id = 10
        func next() -> Int { id += 1; return id }
        let rows = (0..<40).map { row -> LayoutTree in
            F.hstack(next(), spacing: 12, .center, padding: Edges(horizontal: 16, vertical: 8), [
                F.box(next(), 28, 28),
                F.vstack(next(), spacing: 2, [F.text(next(), width: 80 + row * 7), F.text(next(), width: 150 + row * 13)]),
                F.spacer(next(), minLength: 8),
                F.box(next(), 12, 20),
            ])
        }
        let tabs = (0..<4).map { _ in
            LayoutTree(id: next(), kind: .vstack(spacing: 2, alignment: .center), width: .fill, children: [F.box(next(), 24, 24), F.text(next(), width: 40)])
        }
        return F.vstack(0, .fill, width: .fill, height: .fill, [
            F.hstack(1, .center, padding: Edges(horizontal: 16), [F.text(2, width: 120), F.spacer(3), F.box(4, 24, 24)]),
            LayoutTree(id: 5, kind: .scroll, height: .fill, children: [F.vstack(6, .fill, rows)]),
            F.hstack(7, .top, padding: Edges(top: 6), tabs),
        ])
    }

    func testThreeHundredNodeScreen() {
        let root = Self.screen()
        XCTAssertEqual(root.count, 300)
        let engine = LayoutEngine(direction: .rightToLeft)
        var result = engine.layout(root, in: SizeProposal(width: 390, height: 844), measure: F.measure)
        XCTAssertEqual(result.entries.count, 300)
        XCTAssertFalse(result.hasOverflow)

        let runs = 200
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<runs {
                result = engine.layout(root, in: SizeProposal(width: 390, height: 844), measure: F.measure)
            }
        }
        let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        let perRun = milliseconds / Double(runs)
        print("layout of 300 nodes: \(perRun) ms per run (mean of \(runs))")
        XCTAssertLessThan(perRun, 50, "even a debug build should be far below this")
    }

    /// Nested stacks re-size subtrees for several offers; memoizing keeps that linear and calls
    /// the measure function once per leaf and proposal.
    func testDeepNestingMeasuresEachLeafOncePerProposal() {
        for depth in [4, 12, 24] {
            var root = F.text(999, width: 300)
            for d in 0..<depth {
                root = d % 2 == 0
                    ? F.vstack(d, spacing: 1, .fill, [root, F.text(500 + d, width: 120 + d)])
                    : F.hstack(d, spacing: 1, .fill, [root, F.text(500 + d, width: 220 + d), F.spacer(700 + d)])
            }
            for viewport in [SizeProposal(width: 200, height: nil), .unspecified] {
                var calls: [String] = []
                _ = LayoutEngine().layout(root, in: viewport) { id, proposal in
                    calls.append("\(id) \(proposal)")
                    return F.measure(id, proposal)
                }
                XCTAssertEqual(Set(calls).count, calls.count, "depth \(depth), \(viewport): a repeated measure call")
                XCTAssertLessThanOrEqual(calls.count, 6 * (depth + 1), "linear, not 2^depth: depth \(depth), \(viewport)")
            }
        }
    }
}
