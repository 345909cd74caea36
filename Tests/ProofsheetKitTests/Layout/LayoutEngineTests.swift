import XCTest
@testable import ProofsheetKit

/// Builders and a fake measure function shared by the layout tests.
enum LayoutFixture {
    static let lineHeight = 20.0

    /// Measure IDs from 1000 up are "text": the ID minus 1000 is its single-line width; it wraps
    /// to the proposed width (height = ceil(textWidth / width) × lineHeight). Other IDs measure
    /// as a 30 × 10 box whatever is proposed.
    static func measure(_ measureID: Int, _ proposal: SizeProposal) -> Size {
        guard measureID >= 1000 else { return Size(width: 30, height: 10) }
        let textWidth = Double(measureID - 1000)
        guard let width = proposal.width, width < textWidth else {
            return Size(width: textWidth, height: lineHeight)
        }
        return Size(width: width, height: (textWidth / width).rounded(.up) * lineHeight)
    }

    static func box(_ id: Int, _ width: Double, _ height: Double) -> LayoutTree {
        LayoutTree(id: id, kind: .leaf(measureID: 0), width: .points(width), height: .points(height))
    }

    /// A leaf that measures as 30 × 10 (see ``measure(_:_:)``), with the given sizing.
    static func leaf(
        _ id: Int, width: LayoutLength = .auto, height: LayoutLength = .auto,
        minWidth: Double? = nil, maxWidth: Double? = nil, flex: Double = 0, padding: Edges = .zero
    ) -> LayoutTree {
        LayoutTree(id: id, kind: .leaf(measureID: 0), padding: padding, width: width, height: height,
                   minWidth: minWidth, maxWidth: maxWidth, flex: flex)
    }

    static func text(_ id: Int, width textWidth: Int) -> LayoutTree {
        LayoutTree(id: id, kind: .leaf(measureID: 1000 + textWidth))
    }

    static func spacer(_ id: Int, minLength: Double = 0) -> LayoutTree {
        LayoutTree(id: id, kind: .spacer(minLength: minLength))
    }

    static func vstack(
        _ id: Int, spacing: Double = 0, _ alignment: HorizontalAlignment,
        width: LayoutLength = .auto, height: LayoutLength = .auto, padding: Edges = .zero,
        _ children: [LayoutTree]
    ) -> LayoutTree {
        LayoutTree(id: id, kind: .vstack(spacing: spacing, alignment: alignment), padding: padding,
                   width: width, height: height, children: children)
    }

    static func hstack(
        _ id: Int, spacing: Double = 0, _ alignment: VerticalAlignment,
        width: LayoutLength = .auto, height: LayoutLength = .auto, padding: Edges = .zero,
        _ children: [LayoutTree]
    ) -> LayoutTree {
        LayoutTree(id: id, kind: .hstack(spacing: spacing, alignment: alignment), padding: padding,
                   width: width, height: height, children: children)
    }

    static func vstack(
        _ id: Int, spacing: Double = 0, width: LayoutLength = .auto, height: LayoutLength = .auto,
        padding: Edges = .zero, _ children: [LayoutTree]
    ) -> LayoutTree {
        vstack(id, spacing: spacing, .leading, width: width, height: height, padding: padding, children)
    }

    static func hstack(
        _ id: Int, spacing: Double = 0, width: LayoutLength = .auto, height: LayoutLength = .auto,
        padding: Edges = .zero, _ children: [LayoutTree]
    ) -> LayoutTree {
        hstack(id, spacing: spacing, .top, width: width, height: height, padding: padding, children)
    }

    static func layout(_ root: LayoutTree, _ width: Double?, _ height: Double?,
                       direction: LayoutDirection = .leftToRight) -> LayoutResult {
        LayoutEngine(direction: direction).layout(root, in: SizeProposal(width: width, height: height), measure: measure)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}

/// One table row: a tree, a viewport, and the frames expected for (some of) its ids.
struct LayoutCase {
    var name: String
    var root: LayoutTree
    var width: Double?
    var height: Double?
    var frames: [Int: Rect]

    init(_ name: String, _ root: LayoutTree, in width: Double?, _ height: Double?, _ frames: [Int: Rect]) {
        self.name = name
        self.root = root
        self.width = width
        self.height = height
        self.frames = frames
    }

    func check(direction: LayoutDirection = .leftToRight, file: StaticString = #filePath, line: UInt = #line) {
        let result = LayoutFixture.layout(root, width, height, direction: direction)
        for (id, expected) in frames.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(result.frame(id: id), expected, "\(name): node \(id)", file: file, line: line)
        }
    }
}

final class LayoutEngineTests: XCTestCase {
    typealias F = LayoutFixture

    func testVStackPlacesFixedChildrenWithSpacingPerAlignment() {
        func tree(_ alignment: HorizontalAlignment) -> LayoutTree {
            F.vstack(0, spacing: 10, alignment, width: .fill, height: .fill,
                     [F.box(1, 100, 50), F.box(2, 200, 30), F.box(3, 50, 20)])
        }
        let cases = [
            LayoutCase("leading", tree(.leading), in: 300, 600, [
                0: F.rect(0, 0, 300, 600), 1: F.rect(0, 0, 100, 50), 2: F.rect(0, 60, 200, 30), 3: F.rect(0, 100, 50, 20)]),
            LayoutCase("center", tree(.center), in: 300, 600, [
                1: F.rect(100, 0, 100, 50), 2: F.rect(50, 60, 200, 30), 3: F.rect(125, 100, 50, 20)]),
            LayoutCase("trailing", tree(.trailing), in: 300, 600, [
                1: F.rect(200, 0, 100, 50), 2: F.rect(100, 60, 200, 30), 3: F.rect(250, 100, 50, 20)]),
            LayoutCase("auto size hugs children", F.vstack(0, spacing: 10, [F.box(1, 100, 50), F.box(2, 200, 30)]), in: 300, 600, [
                0: F.rect(0, 0, 200, 90)]),
        ]
        for c in cases { c.check() }
    }

    func testSpacerPushesChildToTrailingEdge() {
        let cases = [
            LayoutCase("bar", F.hstack(0, .center, width: .fill, height: .points(44),
                                       [F.box(1, 44, 44), F.spacer(2), F.box(3, 60, 30)]), in: 375, 800, [
                0: F.rect(0, 0, 375, 44), 1: F.rect(0, 0, 44, 44), 2: F.rect(44, 22, 271, 0), 3: F.rect(315, 7, 60, 30)]),
            LayoutCase("leading spacer", F.hstack(0, width: .fill, [F.spacer(1), F.box(2, 50, 10)]), in: 200, nil, [
                1: F.rect(0, 0, 150, 0), 2: F.rect(150, 0, 50, 10)]),
            LayoutCase("two spacers centre", F.hstack(0, width: .fill, [F.spacer(1), F.box(2, 50, 10), F.spacer(3)]), in: 200, nil, [
                2: F.rect(75, 0, 50, 10), 3: F.rect(125, 0, 75, 0)]),
            LayoutCase("spacer keeps minLength even if that overflows", F.hstack(0, width: .fill,
                       [F.box(1, 185, 10), F.spacer(2, minLength: 8), F.box(3, 10, 10)]), in: 200, nil, [
                2: F.rect(185, 0, 8, 0), 3: F.rect(193, 0, 10, 10)]),
            LayoutCase("unbounded width: spacer takes minLength", F.hstack(0, [F.box(1, 10, 10), F.spacer(2, minLength: 5), F.box(3, 10, 10)]), in: nil, nil, [
                0: F.rect(0, 0, 25, 10), 2: F.rect(10, 0, 5, 0), 3: F.rect(15, 0, 10, 10)]),
        ]
        for c in cases { c.check() }
    }

    func testFlexWeightsShareFreeSpace() {
        let cases = [
            LayoutCase("1:2", F.hstack(0, width: .fill, [F.leaf(1, flex: 1), F.leaf(2, flex: 2)]), in: 300, nil, [
                1: F.rect(0, 0, 100, 10), 2: F.rect(100, 0, 200, 10)]),
            LayoutCase("1:2 after spacing and a fixed child", F.hstack(0, spacing: 15, width: .fill,
                       [F.leaf(1, flex: 1), F.box(2, 60, 10), F.leaf(3, flex: 2)]), in: 300, nil, [
                1: F.rect(0, 0, 70, 10), 2: F.rect(85, 0, 60, 10), 3: F.rect(160, 0, 140, 10)]),
            LayoutCase("fill and spacer weigh 1 each", F.hstack(0, width: .fill,
                       [F.leaf(1, width: .fill), F.spacer(2), F.leaf(3, flex: 2)]), in: 400, nil, [
                1: F.rect(0, 0, 100, 10), 2: F.rect(100, 0, 100, 0), 3: F.rect(200, 0, 200, 10)]),
            LayoutCase("vertical 1:3", F.vstack(0, width: .fill, height: .fill,
                       [LayoutTree(id: 1, kind: .leaf(measureID: 0), flex: 1), LayoutTree(id: 2, kind: .leaf(measureID: 0), flex: 3)]), in: 100, 200, [
                1: F.rect(0, 0, 30, 50), 2: F.rect(0, 50, 30, 150)]),
        ]
        for c in cases { c.check() }
    }

    func testFillTakesTheProposal() {
        let cases = [
            LayoutCase("fill width in a vstack", F.vstack(0, width: .fill, [F.leaf(1, width: .fill, height: .points(40))]), in: 320, 600, [
                0: F.rect(0, 0, 320, 40), 1: F.rect(0, 0, 320, 40)]),
            LayoutCase("fill inside padding", F.vstack(0, width: .fill, padding: Edges(all: 16), [F.leaf(1, width: .fill)]), in: 320, 600, [
                0: F.rect(0, 0, 320, 42), 1: F.rect(16, 16, 288, 10)]),
            LayoutCase("fill after a fixed child", F.hstack(0, width: .fill, [F.box(1, 100, 10), F.leaf(2, width: .fill)]), in: 320, nil, [
                2: F.rect(100, 0, 220, 10)]),
            LayoutCase("fill alignment stretches auto children only", F.vstack(0, .fill, width: .fill,
                       [F.leaf(1), F.box(2, 50, 10)]), in: 320, nil, [
                1: F.rect(0, 0, 320, 10), 2: F.rect(0, 10, 50, 10)]),
            LayoutCase("fill in an unbounded axis hugs", F.hstack(0, [F.leaf(1, width: .fill)]), in: nil, nil, [
                0: F.rect(0, 0, 30, 10), 1: F.rect(0, 0, 30, 10)]),
            LayoutCase("fill alignment with unbounded width stretches to the widest", F.vstack(0, .fill,
                       [F.box(1, 80, 10), F.leaf(2)]), in: nil, nil, [
                0: F.rect(0, 0, 80, 20), 2: F.rect(0, 10, 80, 10)]),
        ]
        for c in cases { c.check() }
    }

    func testMinAndMaxClamp() {
        let cases = [
            LayoutCase("max clamps a flexible child; the rest re-shares", F.hstack(0, width: .fill,
                       [F.leaf(1, width: .fill, maxWidth: 50), F.leaf(2, width: .fill)]), in: 300, nil, [
                1: F.rect(0, 0, 50, 10), 2: F.rect(50, 0, 250, 10)]),
            LayoutCase("min raises a flexible child; the rest re-shares", F.hstack(0, width: .fill,
                       [F.leaf(1, width: .fill, minWidth: 200), F.leaf(2, width: .fill), F.leaf(3, width: .fill)]), in: 300, nil, [
                1: F.rect(0, 0, 200, 10), 2: F.rect(200, 0, 50, 10), 3: F.rect(250, 0, 50, 10)]),
            LayoutCase("min violations freeze before max ones (CSS §9.7)", F.hstack(0, width: .fill,
                       [F.leaf(1, width: .fill, minWidth: 60), F.leaf(2, width: .fill, maxWidth: 30), F.leaf(3, width: .fill)]), in: 100, nil, [
                1: F.rect(0, 0, 60, 10), 2: F.rect(60, 0, 20, 10), 3: F.rect(80, 0, 20, 10)]),
            LayoutCase("no space left: flexible children get their minimum", F.hstack(0, width: .fill,
                       [F.box(1, 150, 10), F.leaf(2, width: .fill, minWidth: 10), F.leaf(3, flex: 1)]), in: 100, nil, [
                2: F.rect(150, 0, 10, 10), 3: F.rect(160, 0, 0, 10)]),
            LayoutCase("min on an auto leaf", F.hstack(0, [F.leaf(1, minWidth: 120)]), in: 300, nil, [
                1: F.rect(0, 0, 120, 10)]),
            LayoutCase("max on points", F.hstack(0, [LayoutTree(id: 1, kind: .leaf(measureID: 0), width: .points(500), maxWidth: 200)]), in: 300, nil, [
                1: F.rect(0, 0, 200, 10)]),
            LayoutCase("min wins over max", F.hstack(0, [F.leaf(1, width: .fill, minWidth: 90, maxWidth: 40)]), in: 300, nil, [
                1: F.rect(0, 0, 90, 10)]),
            LayoutCase("max caps what text is offered", F.vstack(0, [
                LayoutTree(id: 1, kind: .leaf(measureID: 1300), maxWidth: 100)]), in: nil, nil, [
                1: F.rect(0, 0, 100, 60)]),
            LayoutCase("max height on fill", F.vstack(0, height: .fill, [
                LayoutTree(id: 1, kind: .leaf(measureID: 0), height: .fill, maxHeight: 70), F.box(2, 10, 10)]), in: 100, 300, [
                1: F.rect(0, 0, 30, 70), 2: F.rect(0, 70, 10, 10)]),
        ]
        for c in cases { c.check() }
    }

    func testPaddingInsetsEachEdge() {
        let padding = Edges(top: 1, leading: 2, bottom: 4, trailing: 8)
        let cases = [
            LayoutCase("auto vstack", F.vstack(0, padding: padding, [F.box(1, 10, 10)]), in: 100, 100, [
                0: F.rect(0, 0, 20, 15), 1: F.rect(2, 1, 10, 10)]),
            LayoutCase("fill hstack, trailing child", F.hstack(0, .bottom, width: .fill, height: .fill, padding: padding,
                       [F.spacer(1), F.box(2, 10, 10)]), in: 100, 50, [
                2: F.rect(82, 36, 10, 10)]),
            LayoutCase("leaf padding adds to its measured size", F.vstack(0, [F.leaf(1, padding: padding)]), in: 100, 100, [
                1: F.rect(0, 0, 40, 15)]),
            LayoutCase("text wraps inside its padding", F.vstack(0, width: .points(110), [
                LayoutTree(id: 1, kind: .leaf(measureID: 1250), padding: Edges(horizontal: 5))]), in: 300, nil, [
                1: F.rect(0, 0, 110, 60)]),
        ]
        for c in cases { c.check() }
    }

    func testZStackAlignments() {
        let table: [(Alignment, Rect)] = [
            (.topLeading, F.rect(0, 0, 30, 10)), (.top, F.rect(35, 0, 30, 10)), (.topTrailing, F.rect(70, 0, 30, 10)),
            (.leading, F.rect(0, 45, 30, 10)), (.center, F.rect(35, 45, 30, 10)), (.trailing, F.rect(70, 45, 30, 10)),
            (.bottomLeading, F.rect(0, 90, 30, 10)), (.bottom, F.rect(35, 90, 30, 10)), (.bottomTrailing, F.rect(70, 90, 30, 10)),
            (.fill, F.rect(0, 0, 100, 100)),
            (Alignment(horizontal: .fill, vertical: .bottom), F.rect(0, 90, 100, 10)),
        ]
        for (alignment, expected) in table {
            let root = LayoutTree(id: 0, kind: .zstack(alignment: alignment), width: .points(100), height: .points(100),
                                  children: [F.leaf(1)])
            LayoutCase("\(alignment)", root, in: 300, 300, [0: F.rect(0, 0, 100, 100), 1: expected]).check()
        }
        let hugging = LayoutTree(id: 0, kind: .zstack(alignment: .center), padding: Edges(all: 5),
                                 children: [F.box(1, 40, 20), F.box(2, 10, 30)])
        LayoutCase("auto zstack hugs the largest child", hugging, in: 300, 300, [
            0: F.rect(0, 0, 50, 40), 1: F.rect(5, 10, 40, 20), 2: F.rect(20, 5, 10, 30)]).check()
    }

    func testNestedStacks() {
        let row = F.hstack(1, spacing: 12, .center, [
            F.box(2, 40, 40),
            F.vstack(3, spacing: 4, [F.text(4, width: 100), F.text(5, width: 60)]),
            F.spacer(6),
            F.box(7, 24, 24),
        ])
        let root = F.vstack(0, spacing: 8, .fill, width: .fill, height: .fill, padding: Edges(all: 10), [
            row, F.leaf(8, height: .points(50)),
        ])
        LayoutCase("list row over a banner", root, in: 300, 400, [
            0: F.rect(0, 0, 300, 400),
            1: F.rect(10, 10, 280, 44),
            2: F.rect(10, 12, 40, 40),
            3: F.rect(62, 10, 100, 44),
            4: F.rect(62, 10, 100, 20),
            5: F.rect(62, 34, 60, 20),
            6: F.rect(174, 32, 80, 0),
            7: F.rect(266, 20, 24, 24),
            8: F.rect(10, 62, 280, 50),
        ]).check()
    }

    func testLeafWrapsToTheOfferedWidth() {
        let cases = [
            LayoutCase("text in a fixed-width vstack", F.vstack(0, .fill, width: .points(120), [F.text(1, width: 300)]), in: 400, nil, [
                0: F.rect(0, 0, 120, 60), 1: F.rect(0, 0, 120, 60)]),
            LayoutCase("short text keeps its width", F.vstack(0, width: .points(120), [F.text(1, width: 70)]), in: 400, nil, [
                1: F.rect(0, 0, 70, 20)]),
            LayoutCase("text beside an icon gets the rest", F.hstack(0, spacing: 8, width: .fill,
                       [F.box(1, 40, 40), F.text(2, width: 500)]), in: 200, nil, [
                0: F.rect(0, 0, 200, 80), 1: F.rect(0, 0, 40, 40), 2: F.rect(48, 0, 152, 80)]),
            LayoutCase("two texts: the short one keeps its ideal, the long one wraps", F.hstack(0, width: .fill,
                       [F.text(1, width: 500), F.text(2, width: 100)]), in: 300, nil, [
                1: F.rect(0, 0, 200, 60), 2: F.rect(200, 0, 100, 20)]),
            LayoutCase("two long texts share equally", F.hstack(0, width: .fill,
                       [F.text(1, width: 400), F.text(2, width: 500)]), in: 300, nil, [
                1: F.rect(0, 0, 150, 60), 2: F.rect(150, 0, 150, 80)]),
        ]
        for c in cases { c.check() }
    }

    func testScrollLaysOutContentTallerThanItsFrame() {
        let rows = (1...10).map { F.leaf(100 + $0, width: .fill, height: .points(50)) }
        let root = F.vstack(0, .fill, width: .fill, height: .fill, [
            F.leaf(1, height: .points(60)),
            LayoutTree(id: 2, kind: .scroll, height: .fill, children: [F.vstack(3, spacing: 10, rows)]),
        ])
        let result = F.layout(root, 320, 480)
        XCTAssertEqual(result.frame(id: 2), F.rect(0, 60, 320, 420))
        XCTAssertEqual(result.entry(id: 2)?.contentSize, Size(width: 320, height: 590))
        XCTAssertEqual(result.frame(id: 3), F.rect(0, 60, 320, 590))
        XCTAssertEqual(result.frame(id: 110), F.rect(0, 600, 320, 50))
        XCTAssertFalse(result.hasOverflow, "a scroll's content may be taller than the scroll")
        XCTAssertNil(result.entry(id: 3)?.contentSize)

        let short = F.vstack(0, width: .fill, height: .fill, [
            LayoutTree(id: 1, kind: .scroll, padding: Edges(all: 4), children: [F.box(2, 50, 100)]),
        ])
        let hugged = F.layout(short, 320, 480)
        XCTAssertEqual(hugged.frame(id: 1), F.rect(0, 0, 58, 108), "an auto scroll hugs short content")
        XCTAssertEqual(hugged.entry(id: 1)?.contentSize, Size(width: 58, height: 108))
        XCTAssertEqual(hugged.frame(id: 2), F.rect(4, 4, 50, 100))
    }

    func testOverflowIsReported() {
        let fixed = F.hstack(0, width: .points(100), [F.box(1, 80, 10), F.box(2, 60, 10)])
        let result = F.layout(fixed, 100, 100)
        XCTAssertEqual(result.frame(id: 2), F.rect(80, 0, 60, 10))
        XCTAssertEqual(result.entries.map(\.isOverflowing), [false, false, true])
        XCTAssertTrue(result.hasOverflow)

        let hugging = F.hstack(0, [F.box(1, 80, 10), F.box(2, 60, 10)])
        XCTAssertEqual(F.layout(hugging, 100, 100).entries.map(\.isOverflowing), [true, false, false],
                       "an auto stack grows past the viewport")

        let tall = F.hstack(0, height: .points(20), [F.text(1, width: 100)])
        XCTAssertEqual(F.layout(tall, 30, 100).entries.map(\.isOverflowing), [false, true],
                       "wrapped text taller than its row")

        let fits = F.hstack(0, width: .fill, [F.box(1, 50, 10), F.box(2, 50, 10)])
        XCTAssertFalse(F.layout(fits, 100, 100).hasOverflow)
    }

    func testChildrenOfLeavesGetZeroFrames() {
        let leaf = LayoutTree(id: 1, kind: .leaf(measureID: 0), padding: Edges(top: 3, leading: 4), children: [F.box(2, 50, 50)])
        LayoutCase("ignored", F.vstack(0, [F.box(3, 5, 5), leaf]), in: 100, 100, [
            1: F.rect(0, 5, 34, 13), 2: F.rect(4, 8, 0, 0)]).check()
    }

    func testInvalidNumbersNeverReachTheFrames() {
        let weird = LayoutTree(
            id: 0, kind: .hstack(spacing: .nan, alignment: .center),
            padding: Edges(top: -5, leading: .infinity, bottom: .nan, trailing: 3),
            width: .points(.infinity), minWidth: .nan, maxWidth: -1, flex: .nan,
            children: [
                LayoutTree(id: 1, kind: .leaf(measureID: 7), width: .fill, flex: -.infinity),
                LayoutTree(id: 2, kind: .spacer(minLength: .nan), maxHeight: .nan),
                LayoutTree(id: 3, kind: .leaf(measureID: 8), width: .points(-20)),
            ])
        let nonsense: (Int, SizeProposal) -> Size = { id, _ in
            id == 7 ? Size(width: .nan, height: .infinity) : Size(width: -4, height: 1e300)
        }
        for viewport in [SizeProposal(width: .nan, height: -1), SizeProposal(width: .infinity, height: 100), .unspecified] {
            let result = LayoutEngine(direction: .rightToLeft).layout(weird, in: viewport, measure: nonsense)
            for entry in result.entries {
                let f = entry.frame
                XCTAssertTrue([f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), "\(viewport): \(entry)")
                XCTAssertTrue(f.width >= 0 && f.height >= 0, "\(viewport): \(entry)")
            }
        }
        let measured = LayoutEngine().layout(weird, in: .unspecified, measure: nonsense)
        XCTAssertEqual(measured.frame(id: 3), F.rect(0, 0, 0, LayoutEngine.maximumLength),
                       "negative points count as 0; a huge measured height is capped")
    }

    func testProposalsReachingMeasureAreSanitized() {
        var seen: [SizeProposal] = []
        let root = F.vstack(0, width: .points(.nan), [LayoutTree(id: 1, kind: .leaf(measureID: 1))])
        let viewports = [SizeProposal(width: .infinity, height: -3), SizeProposal(width: .nan, height: .infinity)]
        for viewport in viewports {
            _ = LayoutEngine().layout(root, in: viewport) { _, proposal in
                seen.append(proposal)
                return Size(width: 1, height: 1)
            }
        }
        XCTAssertFalse(seen.isEmpty)
        for proposal in seen {
            XCTAssertEqual(proposal.width, 0, "NaN points width → 0")
            if let height = proposal.height { XCTAssertTrue(height.isFinite && height >= 0, "\(proposal)") }
        }
    }
}
