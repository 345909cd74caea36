import ProofsheetRaster
import ProofsheetText
import ProofsheetLayout
import ProofsheetProject
import ProofsheetSpec

/// A resolved screen laid out for one device: every node's frame in points (device coordinates,
/// top-left origin) and every text node's final line layout.
///
/// Built by `SceneLayout(root:device:direction:fonts:)`: the stack layout engine sizes the tree while
/// text leaves are measured through a closure that shapes each text once and re-breaks it per
/// proposed width (the layout engine never imports the text engine).
public struct SceneLayout: Sendable {
    /// The resolved nodes in preorder; a node's index is its id in `frames`, `parents` and `texts`.
    public let nodes: [ResolvedNode]
    public let parents: [Int?]
    /// Each node's children's indices, in order.
    public let children: [[Int]]
    public let frames: [Rect]
    /// For scroll nodes: the height of their content (may exceed the frame).
    package let contentSizes: [Int: Size]
    /// First-fit node index → which of its candidates layout chose (the others are not in the scene).
    public let firstFitChoices: [Int: FirstFitChoice]
    /// Node index → text laid out at its final content width.
    public let texts: [Int: TextLayout]
    package let direction: LayoutDirection
    public let device: DeviceSpec

    /// Lays `root` out in the device's safe area, then each of `systemBars` in its own frame; the bars' nodes follow
    /// the screen's in `nodes`, each bar a root of its own (`parents` nil), so the screen keeps its indices.
    package init(root: ResolvedNode, device: DeviceSpec, direction: LayoutDirection, fonts: FontCollection, systemBars: [SystemBarLayer] = []) throws {
        var nodes: [ResolvedNode] = []
        var parents: [Int?] = []
        SceneLayout.flatten(root, parent: nil, into: &nodes, parents: &parents)
        var shaped: [Int: ShapedText] = [:]
        for (index, node) in nodes.enumerated() {
            if case .text(let text) = node.kind {
                shaped[index] = ShapedText(text.string, style: try SceneLayout.style(of: text, fonts: fonts))
            }
        }
        let tree = SceneLayout.layoutTree(nodes, parents: parents)

        let safe = device.safeArea
        let viewport = SizeProposal(width: max(0, device.width - safe.leading - safe.trailing),
                                    height: max(0, device.height - safe.top - safe.bottom))
        var measured: [Int: [Double: Size]] = [:]
        let engine = LayoutEngine(direction: direction)
        let result = engine.layout(tree, in: viewport) { id, proposal in
            guard id < nodes.count else { return .zero }
            let width = proposal.width ?? .infinity
            if let size = measured[id]?[width] { return size }
            let size = SceneLayout.measure(nodes[id], shaped: shaped[id], proposal: proposal, scale: device.scale)
            measured[id, default: [:]][width] = size
            return size
        }

        let dx = direction == .rightToLeft ? safe.trailing : safe.leading
        var allFrames = [Rect](repeating: .zero, count: nodes.count)
        var allContentSizes: [Int: Size] = [:]
        var chosen: [Int: Int] = [:]
        for entry in result.entries where entry.id < nodes.count {
            allFrames[entry.id] = entry.frame.offsetBy(dx: dx, dy: safe.top)
            if let content = entry.contentSize { allContentSizes[entry.id] = content }
            if let child = entry.chosenChild { chosen[entry.id] = child }
        }
        SceneLayout.liftAboveBottomBar(nodes, parents: parents, frames: &allFrames, device: device)
        // Candidates a first fit did not choose are absent from the scene, not hidden: nothing
        // downstream (paint, audits, accessibility) can see them.
        let kept = SceneLayout.keptNodes(parents: parents, chosen: chosen)
        var newIndex = [Int?](repeating: nil, count: nodes.count)
        for (index, old) in kept.enumerated() { newIndex[old] = index }
        var sceneNodes = kept.map { nodes[$0] }
        var sceneParents = kept.map { parents[$0].flatMap { newIndex[$0] } }
        var sceneFrames = kept.map { allFrames[$0] }
        var contentSizes: [Int: Size] = [:]
        var choices: [Int: FirstFitChoice] = [:]
        var texts: [Int: TextLayout] = [:]
        var childCounts = [Int](repeating: 0, count: nodes.count)
        for parent in parents { if let parent { childCounts[parent] += 1 } }
        for (index, old) in kept.enumerated() {
            contentSizes[index] = allContentSizes[old]
            if let position = chosen[old] {
                choices[index] = FirstFitChoice(chosen: position, candidates: childCounts[old])
            }
            if let text = shaped[old] {
                let padding = nodes[old].box.sizing.padding
                texts[index] = TextLayout(text, width: max(0, allFrames[old].width - padding.leading - padding.trailing))
            }
        }
        for bar in systemBars {
            try SceneLayout.append(bar, direction: direction, fonts: fonts, scale: device.scale, nodes: &sceneNodes, parents: &sceneParents,
                                   frames: &sceneFrames, texts: &texts)
        }
        var children = [[Int]](repeating: [], count: sceneNodes.count)
        for (index, parent) in sceneParents.enumerated() {
            if let parent { children[parent].append(index) }
        }
        self.nodes = sceneNodes
        self.parents = sceneParents
        self.children = children
        self.frames = sceneFrames
        self.contentSizes = contentSizes
        self.firstFitChoices = choices
        self.texts = texts
        self.direction = direction
        self.device = device
    }

    /// Lays a system bar's tree out in its frame and appends its nodes, frames and texts (a bar has no scroll
    /// view or first fit: `AndroidSystemBars` builds it from stacks and leaves).
    package static func append(_ bar: SystemBarLayer, direction: LayoutDirection, fonts: FontCollection, scale: Double, nodes: inout [ResolvedNode],
                       parents: inout [Int?], frames: inout [Rect], texts: inout [Int: TextLayout]) throws {
        let first = nodes.count
        var barNodes: [ResolvedNode] = []
        var barParents: [Int?] = []
        flatten(bar.root, parent: nil, into: &barNodes, parents: &barParents)
        var shaped: [Int: ShapedText] = [:]
        for (index, node) in barNodes.enumerated() {
            if case .text(let text) = node.kind {
                shaped[index] = ShapedText(text.string, style: try style(of: text, fonts: fonts))
            }
        }
        let tree = layoutTree(barNodes, parents: barParents)
        let result = LayoutEngine(direction: direction).layout(tree, in: SizeProposal(width: bar.frame.width, height: bar.frame.height)) { id, proposal in
            guard id < barNodes.count else { return .zero }
            return measure(barNodes[id], shaped: shaped[id], proposal: proposal, scale: scale)
        }
        var barFrames = [Rect](repeating: .zero, count: barNodes.count)
        for entry in result.entries where entry.id < barNodes.count {
            barFrames[entry.id] = entry.frame.offsetBy(dx: bar.frame.minX, dy: bar.frame.minY)
        }
        nodes += barNodes
        parents += barParents.map { $0.map { $0 + first } }
        frames += barFrames
        for (index, text) in shaped {
            let padding = barNodes[index].box.sizing.padding
            texts[first + index] = TextLayout(text, width: max(0, barFrames[index].width - padding.leading - padding.trailing))
        }
    }

    /// The frame inset by the node's padding (leading/trailing swapped in right-to-left layouts).
    public func contentRect(_ index: Int) -> Rect {
        let frame = frames[index]
        let padding = nodes[index].box.sizing.padding
        let left = direction == .rightToLeft ? padding.trailing : padding.leading
        return Rect(x: frame.minX + left, y: frame.minY + padding.top,
                    width: max(0, frame.width - padding.leading - padding.trailing),
                    height: max(0, frame.height - padding.top - padding.bottom))
    }

    package static func flatten(_ node: ResolvedNode, parent: Int?, into nodes: inout [ResolvedNode], parents: inout [Int?]) {
        let index = nodes.count
        nodes.append(node)
        parents.append(parent)
        for child in node.children {
            flatten(child, parent: index, into: &nodes, parents: &parents)
        }
    }

    /// The text style of a resolved text node.
    package static func style(of text: ResolvedText, fonts: FontCollection) throws -> TextStyle {
        let policy: ParagraphDirectionPolicy
        switch text.direction {
        case .auto: policy = .auto(fallback: text.locale.direction)
        case .locale: policy = .forced(text.locale.direction)
        case .ltr: policy = .forced(.ltr)
        case .rtl: policy = .forced(.rtl)
        }
        return TextStyle(chain: try fonts.chain(family: text.family, weight: text.weight), size: text.size,
                         lineHeight: text.lineHeight, alignment: text.alignment, direction: policy,
                         maxLines: text.maxLines, language: text.locale.language, truncation: text.truncation)
    }

    package static func alignment(_ alignment: StackAlignment) -> Alignment {
        switch alignment {
        case .topLeading: return .topLeading
        case .top: return .top
        case .topTrailing: return .topTrailing
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        }
    }

    /// Content size of a leaf for a proposal (points, padding excluded).
    package static func measure(_ node: ResolvedNode, shaped: ShapedText?, proposal: SizeProposal, scale: Double) -> Size {
        switch node.kind {
        case .text:
            guard let shaped else { return .zero }
            return TextLayout.size(of: shaped, width: proposal.width ?? .infinity)
        case .image(let image):
            let intrinsic = Size(width: Double(image.pixmap.width) / scale, height: Double(image.pixmap.height) / scale)
            guard let width = proposal.width else { return intrinsic }
            return Size(width: width, height: width * intrinsic.height / max(intrinsic.width, 1))
        case .vstack, .hstack, .zstack, .scroll, .firstFit, .spacer, .icon, .glyph, .rect, .chartMarks:
            return .zero
        }
    }
}
