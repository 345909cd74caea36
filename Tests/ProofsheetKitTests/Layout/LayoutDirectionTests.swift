import XCTest
@testable import ProofsheetKit

final class LayoutDirectionTests: XCTestCase {
    typealias F = LayoutFixture

    /// Trees covering every kind, alignment and sizing rule, each with a viewport.
    static let trees: [(String, LayoutTree, Double?, Double?)] = [
        ("bar with spacer", F.hstack(0, .center, width: .fill, height: .points(44),
                                     [F.box(1, 44, 44), F.spacer(2), F.box(3, 60, 30)]), 375, 800),
        ("asymmetric padding", F.vstack(0, padding: Edges(top: 1, leading: 2, bottom: 4, trailing: 8), [F.box(1, 10, 10)]), 100, 100),
        ("flex with odd thirds", F.hstack(0, spacing: 7, width: .fill,
                                          [F.leaf(1, flex: 1), F.leaf(2, flex: 2), F.text(3, width: 77)]), 333.3, nil),
        ("alignments", F.vstack(0, spacing: 3, .trailing, width: .fill, padding: Edges(leading: 13, trailing: 5), [
            F.box(1, 17, 5),
            F.vstack(2, .center, width: .fill, [F.box(3, 11, 11)]),
            LayoutTree(id: 4, kind: .zstack(alignment: .bottomLeading), width: .points(99), height: .points(41),
                       children: [F.box(5, 7, 9), LayoutTree(id: 6, kind: .zstack(alignment: .topTrailing), children: [F.leaf(7)])]),
        ]), 250.5, 600),
        ("nested row", F.vstack(0, spacing: 8, .fill, width: .fill, height: .fill, padding: Edges(all: 10), [
            F.hstack(1, spacing: 12, .center, [
                F.box(2, 40, 40),
                F.vstack(3, spacing: 4, [F.text(4, width: 100), F.text(5, width: 260)]),
                F.spacer(6), F.box(7, 24, 24)]),
            F.leaf(8, height: .points(50)),
        ]), 300, 400),
        ("scroll", F.vstack(0, .center, width: .fill, height: .fill, [
            LayoutTree(id: 1, kind: .scroll, padding: Edges(leading: 3), children: [
                F.hstack(2, spacing: 5, [F.text(3, width: 500), F.box(4, 30, 900)])]),
        ]), 320, 480),
        ("overflowing row", F.hstack(0, width: .points(100), [F.box(1, 80, 10), F.box(2, 60, 10)]), 100, 100),
        ("unbounded viewport", F.hstack(0, spacing: 2, [F.text(1, width: 40), F.spacer(2, minLength: 3), F.box(3, 9, 9)]), nil, nil),
    ]

    func testRightToLeftIsTheExactMirror() {
        for (name, root, width, height) in Self.trees {
            let ltr = F.layout(root, width, height)
            let rtl = F.layout(root, width, height, direction: .rightToLeft)
            let mirrorWidth = width ?? ltr.entries[0].frame.width
            XCTAssertEqual(ltr.entries.count, rtl.entries.count, name)
            for (l, r) in zip(ltr.entries, rtl.entries) {
                let f = l.frame
                XCTAssertEqual(r.frame, Rect(x: mirrorWidth - f.minX - f.width, y: f.minY, width: f.width, height: f.height),
                               "\(name): node \(l.id)")
                XCTAssertEqual(r.id, l.id, name)
                XCTAssertEqual(r.parentIndex, l.parentIndex, name)
                XCTAssertEqual(r.contentSize, l.contentSize, name)
                XCTAssertEqual(r.isOverflowing, l.isOverflowing, name)
            }
        }
    }

    func testRightToLeftRunsFromTheRight() {
        let (_, bar, _, _) = Self.trees[0]
        LayoutCase("bar", bar, in: 375, 800, [
            1: F.rect(331, 0, 44, 44), 2: F.rect(60, 22, 271, 0), 3: F.rect(0, 7, 60, 30),
        ]).check(direction: .rightToLeft)
        let (_, padded, _, _) = Self.trees[1]
        LayoutCase("leading padding is on the right", padded, in: 100, 100, [
            0: F.rect(80, 0, 20, 15), 1: F.rect(88, 1, 10, 10),
        ]).check(direction: .rightToLeft)
    }

    func testPreorderEntriesAndParents() {
        let (_, root, width, height) = Self.trees[4]
        let result = F.layout(root, width, height)
        XCTAssertEqual(result.entries.map(\.id), [0, 1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(result.entries.map(\.parentIndex), [nil, 0, 1, 1, 3, 3, 1, 1, 0])
    }
}
