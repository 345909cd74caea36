import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// The colour-role pairs the screens draw, collected from the painted screens of every cell of the matrix: every
/// text's colour role on the role of the background under it (text or large text contrast, WCAG 2.2 §1.4.3) and
/// every icon's (non-text contrast, §1.4.11). Borders and fills are not measured as pairs (which of them must stand
/// out is the design's call: declare those in `contrastPairs`), but they count as drawn when declared pairs are
/// compared with the screens.
///
/// `proofsheet tokens` measures these when the tokens declare no `contrastPairs`, and lists the declared pairs
/// that no screen draws (issue #15 item 7). The background under a node is what the painter recorded it painted the
/// node on (`PaintedNode.contentBackdrop`: the nearest role fill at or above it, else the canvas role `background`; a
/// state overlay (a pressed button) keeps the role under it), in each cell as laid out: a `when` that does not hold
/// and a `firstFit` candidate layout did not choose draw nothing. A node under a gradient sits on no single role: it
/// is listed in `underGradient`, not measured, and its role counts as drawn on each of the gradient's stop roles.
/// Text is `largeText` when every cell draws it large (`AuditSettings.isLargeText`, after the cell's text scale).
public struct DrawnRolePairs: Sendable {
    /// One foreground role on one background role, and what kind of contrast it needs.
    public struct Pair: Hashable, Sendable {
        public var foreground: String
        public var background: String
        public var kind: ContrastPair.Kind
    }

    /// Each drawn pair with the nodes that draw it (`screen:node-id`), pairs and nodes sorted.
    public let pairs: [(pair: Pair, nodes: [String])]
    /// Texts and icons drawn on a gradient (`screen:node-id`), sorted.
    public let underGradient: [String]
    /// Every "foreground NUL background" role drawn on another: the pairs, each border's and fill's role on the
    /// role under it, and each role drawn on a gradient on the gradient's stop roles.
    package let drawnOn: Set<String>

    /// The pairs drawn in the cells of `project`'s matrix, read from what the painter recorded of each cell
    /// (`PaintedNode.backdrop`, `.contentBackdrop`); a cell that cannot be composed is an error.
    public init(project: Project, settings: AuditSettings) throws {
        // Texts by "foreground NUL background": whether every use is large, and the nodes (the kind is known last).
        var texts: [String: (isLarge: Bool, foreground: String, background: String, nodes: Set<String>)] = [:]
        var uses: [Pair: Set<String>] = [:]
        var gradient: Set<String> = []
        var adjacent: Set<String> = []  // "role NUL role under it" for borders and fills
        // Composed (laid out and painted, not rasterised) by the renderer every check uses.
        let renderer = try CellRenderer(project: project)
        for cell in try Matrix.cells(of: project) {
            let composed = try renderer.compose(cell)
            let scene = composed.scene
            // The screen's own nodes: the system bars (roots after the screen's) are not the design's pairs.
            let screenNodes = scene.nodes.indices.dropFirst().first { scene.parents[$0] == nil } ?? scene.nodes.count
            for index in 0..<screenNodes {
                let node = scene.nodes[index]
                let painted = composed.displayList.nodes[index]
                let name = cell.screen.name + ":" + node.id.name
                if case .role(let under) = painted.backdrop {
                    // Borders and fills are drawn on the role under them, but whether one must stand out (WCAG
                    // §1.4.11) is the design's call: they only tell which declared pairs are drawn.
                    if let border = node.box.border { adjacent.insert(border.role.name + "\u{0}" + under.name) }
                    if let role = node.box.backgroundRole { adjacent.insert(role.name + "\u{0}" + under.name) }
                }
                let foreground: (role: ColorRole, text: ResolvedText?)
                switch node.kind {
                case .text(let text): foreground = (text.colorRole, text)
                case .icon(let icon): foreground = (icon.colorRole, nil)
                case .vstack, .hstack, .zstack, .scroll, .firstFit, .spacer, .rect, .image, .glyph, .chartMarks: continue
                }
                switch painted.contentBackdrop {
                case .gradient(let stops):
                    gradient.insert(name)
                    adjacent.formUnion(stops.map { foreground.role.name + "\u{0}" + $0.name })
                case .role(let background):
                    guard let text = foreground.text else {
                        uses[Pair(foreground: foreground.role.name, background: background.name, kind: .nonText), default: []].insert(name)
                        continue
                    }
                    let key = text.colorRole.name + "\u{0}" + background.name
                    var entry = texts[key] ?? (isLarge: true, foreground: text.colorRole.name, background: background.name, nodes: [])
                    entry.isLarge = entry.isLarge && settings.isLargeText(size: text.size, weight: text.weight)
                    entry.nodes.insert(name)
                    texts[key] = entry
                }
            }
        }
        for text in texts.values {
            let pair = Pair(foreground: text.foreground, background: text.background, kind: text.isLarge ? .largeText : .text)
            uses[pair, default: []].formUnion(text.nodes)
        }
        pairs = uses.map { (pair: $0.key, nodes: $0.value.sorted()) }.sorted { DrawnRolePairs.precedes($0.pair, $1.pair) }
        underGradient = gradient.sorted()
        drawnOn = adjacent.union(uses.keys.map { $0.foreground + "\u{0}" + $0.background })
    }

    /// The pairs as `ContrastPair`s to measure: one per foreground role and kind, its backgrounds sorted.
    public var contrastPairs: [ContrastPair] {
        var grouped: [String: ContrastPair] = [:]
        var order: [String] = []
        for (pair, _) in pairs {
            let key = pair.foreground + "\u{0}" + pair.kind.rawValue
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: ContrastPair(foreground: pair.foreground, backgrounds: [], kind: pair.kind)].backgrounds.append(pair.background)
        }
        return order.compactMap { grouped[$0] }
    }

    /// Declared pairs (one foreground on one of its backgrounds) that no screen draws, as `foreground on background`.
    public func undrawn(_ declared: [ContrastPair]) -> [String] {
        var result: [String] = []
        for pair in declared {
            for background in pair.backgrounds where !drawnOn.contains(pair.foreground + "\u{0}" + background) {
                result.append("\(pair.foreground) on \(background)")
            }
        }
        return result
    }

    /// Byte order of foreground, then background, then kind: the same listing on every machine.
    package static func precedes(_ a: Pair, _ b: Pair) -> Bool {
        let left = [a.foreground, a.background, a.kind.rawValue], right = [b.foreground, b.background, b.kind.rawValue]
        return left.lexicographicallyPrecedes(right) { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
