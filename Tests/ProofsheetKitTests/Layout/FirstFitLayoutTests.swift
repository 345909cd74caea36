import XCTest
@testable import ProofsheetKit

/// The layout engine's first-fit node: the first candidate whose ideal size fits the offer along
/// the tested axes, else the last; the others get zero-size frames.
final class FirstFitLayoutTests: XCTestCase {
    typealias F = LayoutFixture

    /// A row of two texts (ideal width 100 + 8 + 90 = 198, height 20) and its stacked form
    /// (ideal width 100, height 20 + 4 + 20 = 44) under a first fit in a `width` × `height` viewport.
    private func layout(axes: FitAxes, width: Double, height: Double?, direction: LayoutDirection = .leftToRight) -> LayoutResult {
        let row = LayoutTree(id: 2, kind: .hstack(spacing: 8, alignment: .center), children: [F.text(3, width: 100), F.text(4, width: 90)])
        let stacked = LayoutTree(id: 5, kind: .vstack(spacing: 4, alignment: .leading), children: [F.text(6, width: 100), F.text(7, width: 90)])
        let root = LayoutTree(id: 1, kind: .firstFit(axes: axes), children: [row, stacked])
        return LayoutEngine(direction: direction).layout(root, in: SizeProposal(width: width, height: height), measure: F.measure)
    }

    func testTheFirstCandidateThatFitsIsChosenAlongTheTestedAxes() {
        let cases: [(axes: FitAxes, width: Double, height: Double?, chosen: Int)] = [
            (.horizontal, 198, nil, 0),   // exactly the row's ideal width fits
            (.horizontal, 197, nil, 1),
            (.horizontal, 197, 10, 1),    // height is not tested: the stacked form is chosen though it is taller
            (.vertical, 198, 20, 0),
            (.vertical, 150, 44, 0),      // width is not tested: the row wraps to 40 pt, which fits in height
            (.vertical, 150, 39, 1),      // nothing fits: the last candidate
            (.both, 198, 20, 0),
            (.both, 150, 44, 1),
            (.both, 150, 43, 1),          // nothing fits: the last candidate
        ]
        for c in cases {
            let result = layout(axes: c.axes, width: c.width, height: c.height)
            XCTAssertEqual(result.entries[0].chosenChild, c.chosen, "\(c)")
            let hidden = result.entry(id: c.chosen == 0 ? 5 : 2)!
            XCTAssertEqual(hidden.frame.size, .zero, "\(c)")
            XCTAssertNotEqual(result.entry(id: c.chosen == 0 ? 2 : 5)!.frame.size, .zero, "\(c)")
        }
    }

    func testTheChosenCandidateIsSizedForTheOfferAndMirroredRightToLeft() {
        let ltr = layout(axes: .horizontal, width: 150, height: nil)
        XCTAssertEqual(ltr.frame(id: 5), Rect(x: 0, y: 0, width: 100, height: 44))
        XCTAssertEqual(ltr.frame(id: 1), Rect(x: 0, y: 0, width: 100, height: 44))
        let rtl = layout(axes: .horizontal, width: 150, height: nil, direction: .rightToLeft)
        XCTAssertEqual(rtl.entries[0].chosenChild, 1)
        XCTAssertEqual(rtl.frame(id: 5), Rect(x: 50, y: 0, width: 100, height: 44))
        XCTAssertEqual(rtl.frame(id: 7), Rect(x: 60, y: 24, width: 90, height: 20))
    }

    func testAFirstFitWithoutChildrenIsAnEmptyBox() {
        let root = LayoutTree(id: 1, kind: .vstack(spacing: 0, alignment: .leading), children: [
            LayoutTree(id: 2, kind: .firstFit(axes: .horizontal), padding: Edges(all: 3)),
        ])
        let result = LayoutEngine().layout(root, in: SizeProposal(width: 100, height: 100), measure: F.measure)
        XCTAssertEqual(result.frame(id: 2), Rect(x: 0, y: 0, width: 6, height: 6))
        XCTAssertNil(result.entry(id: 2)?.chosenChild)
    }
}

extension FirstFitLayoutTests {
    /// The scene keeps a first fit's chosen candidate with its whole subtree and drops the others with
    /// theirs, nested first fits included.
    func testTheSceneKeepsOnlyChosenSubtrees() {
        // 0 ─┬─ 1 (first fit) ─┬─ 2 ── 3
        //    │                 └─ 4 (first fit) ─┬─ 5
        //    │                                   └─ 6
        //    └─ 7
        let parents: [Int?] = [nil, 0, 1, 2, 1, 4, 4, 0]
        let cases: [(chosen: [Int: Int], kept: [Int])] = [
            ([1: 0, 4: 1], [0, 1, 2, 3, 7]),
            ([1: 1, 4: 0], [0, 1, 4, 5, 7]),
            ([1: 1, 4: 1], [0, 1, 4, 6, 7]),
            ([:], [0, 1, 2, 3, 4, 5, 6, 7]),
        ]
        for c in cases {
            XCTAssertEqual(SceneLayout.keptNodes(parents: parents, chosen: c.chosen), c.kept, "\(c.chosen)")
        }
    }
}
