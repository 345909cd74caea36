import XCTest
@testable import ProofsheetKit

/// The one layout tree (issue #44 item 5): nodes in preorder in one array, built node by node by the scene or
/// composed from subtrees by small callers, sanitized on the way in; and the scene's tree mirrors its resolved
/// nodes in English and Arabic.
final class LayoutTreeTests: XCTestCase {
    typealias F = LayoutFixture

    /// root(0) → [a(1) → [b(2), c(3) → [d(4)]], e(5), f(6) → [g(7)]]
    private func composed() -> LayoutTree {
        F.vstack(0, spacing: 4, [
            F.hstack(1, [F.box(2, 10, 10), F.vstack(3, [F.text(4, width: 50)])]),
            F.spacer(5, minLength: 2),
            LayoutTree(id: 6, kind: .scroll, children: [F.leaf(7)]),
        ])
    }

    func testAppendingInPreorderBuildsTheComposedTree() {
        var tree = LayoutTree()
        let root = tree.append(id: 0, kind: .vstack(spacing: 4, alignment: .leading), sizing: BoxSizing(), parent: nil)
        let a = tree.append(id: 1, kind: .hstack(spacing: 0, alignment: .top), sizing: BoxSizing(), parent: root)
        tree.append(id: 2, kind: .leaf(measureID: 0), sizing: BoxSizing(width: .points(10), height: .points(10)), parent: a)
        let c = tree.append(id: 3, kind: .vstack(spacing: 0, alignment: .leading), sizing: BoxSizing(), parent: a)
        tree.append(id: 4, kind: .leaf(measureID: 1050), sizing: BoxSizing(), parent: c)
        tree.append(id: 5, kind: .spacer(minLength: 2), sizing: BoxSizing(), parent: root)
        let f = tree.append(id: 6, kind: .scroll, sizing: BoxSizing(), parent: root)
        tree.append(id: 7, kind: .leaf(measureID: 0), sizing: BoxSizing(), parent: f)
        XCTAssertEqual(tree, composed())

        XCTAssertEqual(tree.nodes.map(\.id), Array(0...7), "preorder")
        XCTAssertEqual(tree.nodes.map(\.parent), [nil, 0, 1, 1, 3, 0, 0, 6])
        XCTAssertEqual(tree.nodes.map(\.subtreeEnd), [8, 5, 3, 5, 5, 6, 8, 8])
        XCTAssertEqual(tree.nodes.map(\.childCount), [3, 2, 0, 1, 0, 0, 1, 0])
        XCTAssertEqual(Array(tree.children(of: 0)), [1, 5, 6])
        XCTAssertEqual(Array(tree.children(of: 1)), [2, 3])
        XCTAssertEqual(Array(tree.children(of: 4)), [])
        for index in tree.nodes.indices {
            XCTAssertEqual(Array(tree.children(of: index)).count, tree.nodes[index].childCount, "node \(index)")
            for child in tree.children(of: index) { XCTAssertEqual(tree.nodes[child].parent, index) }
        }
    }

    func testNumbersAreSanitizedOnTheWayIn() {
        var tree = LayoutTree()
        let sizing = BoxSizing(padding: Edges(top: .nan, leading: -3, bottom: .infinity, trailing: 2e12), width: .points(-5),
                               height: .points(.nan), minWidth: 40, minHeight: .nan, maxWidth: 10, maxHeight: .infinity, flex: -1)
        let root = tree.append(id: 0, kind: .hstack(spacing: .nan, alignment: .center), sizing: sizing, parent: nil)
        tree.append(id: 1, kind: .spacer(minLength: -.infinity), sizing: BoxSizing(), parent: root)
        let node = tree.nodes[0]
        XCTAssertEqual(node.kind, .stack(axis: .horizontal, spacing: 0, alignment: .center))
        let horizontal = node.horizontal, vertical = node.vertical
        XCTAssertEqual(horizontal.rule, .points(0))
        XCTAssertEqual([horizontal.minimum, horizontal.maximum], [40, 40], "max below min is raised to it")
        XCTAssertEqual([horizontal.paddingStart, horizontal.paddingEnd], [0, LayoutEngine.maximumLength])
        XCTAssertEqual(vertical.rule, .points(0))
        XCTAssertEqual([vertical.minimum, vertical.maximum, vertical.paddingStart, vertical.paddingEnd], [0, .infinity, 0, 0])
        XCTAssertEqual(node.flex, 0)
        XCTAssertEqual(tree.nodes[1].kind, .spacer(minLength: 0))
        XCTAssertEqual(tree, LayoutTree(id: 0, kind: .hstack(spacing: .nan, alignment: .center), sizing: sizing,
                                        children: [LayoutTree(id: 1, kind: .spacer(minLength: -.infinity))]))
    }

    func testKindsBuiltFromAlignments() {
        XCTAssertEqual(LayoutNode.Kind.vstack(spacing: 3, alignment: .trailing), .stack(axis: .vertical, spacing: 3, alignment: .end))
        XCTAssertEqual(LayoutNode.Kind.hstack(spacing: 0, alignment: .fill), .stack(axis: .horizontal, spacing: 0, alignment: .fill))
        XCTAssertEqual(LayoutNode.Kind.zstack(alignment: .bottomLeading), .zstack(horizontal: .start, vertical: .end))
    }

    func testAnEmptyTreeLaysOutToNothing() {
        let result = LayoutEngine().layout(LayoutTree(), in: SizeProposal(width: 100, height: 100)) { _, _ in
            XCTFail("nothing to measure")
            return .zero
        }
        XCTAssertEqual(result.entries, [])
        XCTAssertEqual(F.layout(composed(), 200, 300).entries.map(\.id), Array(0...7), "entries in the tree's preorder")
    }

    /// A screen with every layout kind a scene makes: stacks, a z-stack, a scroll (its children under a v-stack of
    /// its spacing), spacers, icons, texts and a first fit.
    private let screen = """
        { "type": "vstack", "id": "root", "padding": 16, "spacing": 8, "children": [
          { "type": "hstack", "id": "row", "spacing": 8, "children": [
            { "type": "icon", "id": "icon", "name": "check", "size": 20 },
            { "type": "text", "id": "title", "literal": "Statement" }, { "type": "spacer", "id": "gap" },
            { "type": "text", "id": "amount", "literal": "12.50" } ] },
          { "type": "zstack", "id": "badge", "alignment": "topTrailing", "children": [
            { "type": "rect", "id": "plate", "width": 80, "height": 40 }, { "type": "text", "id": "count", "literal": "3" } ] },
          { "type": "firstFit", "id": "fit", "children": [
            { "type": "hstack", "id": "wide", "children": [ { "type": "text", "id": "w1", "literal": "One long label that will not fit on one line beside another" }, { "type": "text", "id": "w2", "literal": "and another" } ] },
            { "type": "vstack", "id": "tall", "children": [ { "type": "text", "id": "t1", "literal": "One" }, { "type": "text", "id": "t2", "literal": "Two" } ] } ] },
          { "type": "scroll", "id": "list", "spacing": 6, "height": "fill", "children": [
            { "type": "text", "id": "r1", "literal": "First row" }, { "type": "text", "id": "r2", "literal": "Second row" } ] } ] }
        """

    func testTheSceneTreeMirrorsTheResolvedNodes() throws {
        let project = try ScratchProject.rendered("layout-tree", root: screen)
        for locale in ["en", "ar"] {
            let resolved = try project.renderer.resolve(project.cell(locale: locale))
            var nodes: [ResolvedNode] = [], parents: [Int?] = []
            SceneLayout.flatten(resolved.root, parent: nil, into: &nodes, parents: &parents)
            let tree = SceneLayout.layoutTree(nodes, parents: parents)
            XCTAssertEqual(tree.count, nodes.count + 1, "\(locale): one node per resolved node, and the scroll's v-stack")

            var byID: [Int: Int] = [:]
            for (index, node) in tree.nodes.enumerated() where node.id < nodes.count { byID[node.id] = index }
            XCTAssertEqual(byID.count, nodes.count, locale)
            let children = (0..<nodes.count).map { index in parents.indices.filter { parents[$0] == index } }
            for (resolvedIndex, node) in nodes.enumerated() {
                let laidOut = try XCTUnwrap(byID[resolvedIndex])
                let kids = Array(tree.children(of: laidOut))
                let name = "\(locale) \(node.id)"
                switch node.kind {
                case .vstack, .hstack, .zstack, .firstFit:
                    XCTAssertEqual(kids.map { tree.nodes[$0].id }, children[resolvedIndex], name)
                case .scroll(let spacing):
                    XCTAssertEqual(kids.count, 1, name)
                    let content = try XCTUnwrap(kids.first)
                    XCTAssertGreaterThanOrEqual(tree.nodes[content].id, nodes.count, "\(name): the scroll's v-stack is no scene node")
                    XCTAssertEqual(tree.nodes[content].kind, .vstack(spacing: spacing, alignment: .fill), name)
                    XCTAssertEqual(tree.children(of: content).map { tree.nodes[$0].id }, children[resolvedIndex], name)
                case .text, .image, .rect, .chartMarks, .icon, .glyph:
                    XCTAssertEqual(tree.nodes[laidOut].kind, .leaf(measureID: resolvedIndex), name)
                    XCTAssertEqual(kids, [], name)
                case .spacer(let minLength):
                    XCTAssertEqual(tree.nodes[laidOut].kind, .spacer(minLength: minLength), name)
                    XCTAssertEqual(kids, [], name)
                }
            }
            let icon = try XCTUnwrap(nodes.firstIndex { $0.id.name == "icon" })
            XCTAssertEqual(tree.nodes[byID[icon]!].horizontal.rule, .points(20), "\(locale): an auto icon is as wide as it draws")

            // The scene's frames are this tree's, laid out in the safe area; the first fit keeps only the stacked candidate.
            let composed = try project.renderer.compose(project.cell(locale: locale))
            let scene = composed.scene
            XCTAssertEqual(scene.firstFitChoices.values.map(\.chosen), [1], locale)
            let device = composed.device
            let fonts = project.renderer.fonts(for: device.platform)
            var shaped: [Int: ShapedText] = [:]
            for (index, node) in nodes.enumerated() {
                if case .text(let text) = node.kind { shaped[index] = ShapedText(text.string, style: try SceneLayout.style(of: text, fonts: fonts)) }
            }
            let result = LayoutEngine(direction: resolved.direction).layout(
                tree, in: SizeProposal(width: device.width - device.safeArea.leading - device.safeArea.trailing,
                                       height: device.height - device.safeArea.top - device.safeArea.bottom)
            ) { id, proposal in
                SceneLayout.measure(nodes[id], shaped: shaped[id], proposal: proposal, scale: device.scale)
            }
            for id in ["root", "row", "icon", "badge", "plate", "fit", "tall", "list"] {
                let old = try XCTUnwrap(nodes.firstIndex { $0.id.name == id }, id)
                let new = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, id)
                let frame = try XCTUnwrap(result.entry(id: old)?.frame, id)
                XCTAssertEqual(scene.frames[new], frame.offsetBy(dx: resolved.direction == .rightToLeft ? device.safeArea.trailing : device.safeArea.leading,
                                                                 dy: device.safeArea.top), "\(locale) \(id)")
            }
        }
    }
}
