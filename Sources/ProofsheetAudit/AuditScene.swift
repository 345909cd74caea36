import ProofsheetRaster
import ProofsheetText
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// What every criterion reads about one rendered cell, computed once from what the painter recorded: each node's
/// opacity, what it can show through the clips it was painted under, its display items, and helpers to turn points into pixels and nodes
/// into findings.
///
/// Geometry is in points (device coordinates, top-left origin) unless a name says pixels; pixels are those of
/// `rendered.pixmap` (`scale` pixels per point).
package struct AuditScene {
    package let rendered: RenderedCell
    package let settings: AuditSettings
    package let scene: SceneLayout
    package let cell: Cell
    package let scale: Double
    package let screen: Rect
    /// What the painter applied to each node (its opacity and clips), as it recorded it.
    package let painted: [PaintedNode]
    /// The screen intersected with the painter's clips of the node: where the node can be seen in this cell.
    package let visible: [Rect]
    /// Like `visible`, but a scroll view clips only horizontally: content below the fold can be scrolled to,
    /// content cut at the side cannot. Where text counts as cut.
    package let cutting: [Rect]
    /// Node index → its display items, in paint order.
    package let items: [Int: [DisplayItem]]
    /// Node index → the indices of its display items in the display list (`rendered.painted` is keyed by them).
    package let itemIndices: [Int: [Int]]
    /// Hidden from assistive technology by itself or an ancestor.
    package let hidden: [Bool]
    /// Part of a disabled control.
    package let disabled: [Bool]
    /// The nearest interactive node at or above each node.
    package let controls: [Int?]
    /// Controls with a text node inside.
    package let controlsWithText: Set<Int>
    /// Text node index → the opaque shapes painted after it over its lines (`Occluder`), in paint order.
    package let occluders: [Int: [Occluder]]
    /// Painted before a modal overlay and outside it: under its scrim or full-screen surface, out of reach in this
    /// state (`ControlPart.overlay`); such nodes count as hidden and unpainted for every check.
    package let inert: [Bool]

    package init(rendered: RenderedCell, settings: AuditSettings) {
        self.rendered = rendered
        self.settings = settings
        let scene = rendered.composed.scene
        self.scene = scene
        self.cell = rendered.cell
        self.scale = scene.device.scale
        let screen = Rect(x: 0, y: 0, width: scene.device.width, height: scene.device.height)
        self.screen = screen
        let count = scene.nodes.count
        let painted = rendered.composed.displayList.nodes
        var hidden = [Bool](repeating: false, count: count)
        var disabled = [Bool](repeating: false, count: count)
        var controls = [Int?](repeating: nil, count: count)
        var controlsWithText = Set<Int>()
        var visible = [Rect](repeating: screen, count: count)
        var cutting = [Rect](repeating: screen, count: count)
        for index in 0..<count {
            let node = scene.nodes[index]
            let parentIndex = scene.parents[index]
            hidden[index] = node.semantics.isHidden || parentIndex.map { hidden[$0] } ?? false
            disabled[index] = node.semantics.isDisabled || parentIndex.map { disabled[$0] } ?? false
            controls[index] = node.semantics.isInteractive ? index : parentIndex.flatMap { controls[$0] }
            if case .text = node.kind, let control = controls[index] { controlsWithText.insert(control) }
            for clip in painted[index].clips {
                visible[index] = visible[index].intersection(clip.rect)
                if let clipper = clip.node, case .scroll = scene.nodes[clipper].kind {
                    // Everything along the scroll axis can be brought into view, whatever clips it now.
                    let sides = cutting[index].intersection(clip.rect)
                    cutting[index] = Rect(x: sides.minX, y: -1e7, width: sides.width, height: 2e7)
                } else {
                    cutting[index] = cutting[index].intersection(clip.rect)
                }
            }
        }
        // Under a modal overlay (a sheet or dialog over the screen): what was painted before it, outside it, is
        // inert in this state (docs/audits.md "Overlays"): neither read, measured for contrast, nor occluded.
        var inert = [Bool](repeating: false, count: count)
        if let overlay = scene.nodes.indices.last(where: { scene.nodes[$0].part == .overlay(isModal: true) && !hidden[$0] }) {
            for index in 0..<overlay where !AuditScene.isAncestor(index, of: overlay, parents: scene.parents) {
                inert[index] = true
                hidden[index] = true
            }
        }
        self.inert = inert
        self.painted = painted
        self.hidden = hidden
        self.disabled = disabled
        self.controls = controls
        self.controlsWithText = controlsWithText
        self.visible = visible
        self.cutting = cutting
        var items: [Int: [DisplayItem]] = [:]
        var itemIndices: [Int: [Int]] = [:]
        for (position, item) in rendered.composed.displayList.items.enumerated() {
            guard let node = item.node else { continue }
            items[node, default: []].append(item)
            itemIndices[node, default: []].append(position)
        }
        self.items = items
        self.itemIndices = itemIndices
        var lineAreas: [Int: Rect] = [:]
        for index in 0..<count {
            guard case .text = scene.nodes[index].kind, let layout = scene.texts[index] else { continue }
            let boxes = AuditScene.lineBoxes(layout, in: scene.contentRect(index)).map { $0.intersection(visible[index]) }.filter { !$0.isEmpty }
            guard let first = boxes.first else { continue }
            lineAreas[index] = boxes.dropFirst().reduce(first) { a, b in
                let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
                return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
            }
        }
        self.occluders = Occluder.occluders(in: rendered.composed.displayList, parents: scene.parents, lineAreas: lineAreas)
    }

    /// The boxes of a text's lines (their visible advance by the line height) placed in `content`, points.
    package static func lineBoxes(_ layout: TextLayout, in content: Rect) -> [Rect] {
        layout.lines.map { $0.box.offsetBy(dx: content.minX, dy: content.minY) }
    }

    /// Whether the pixel (pixmap coordinates) shows a shape painted over text node `index`, its anti-aliased edge
    /// included (1.5 px).
    package func isOccluded(pixelX x: Int, y: Int, for index: Int) -> Bool {
        guard let covers = occluders[index] else { return false }
        let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
        return covers.contains { $0.contains(x: px, y: py, margin: 1.5 / scale) }
    }

    /// Whether a shape painted over text node `index` can show in some pixel of `part` (pixmap pixels): false when
    /// `isOccluded` is false for every one of them, so a pixel loop can skip the test there. Pixel centres grow with
    /// the pixel index, so the first and last centres of `part` bound them all.
    package func mayOcclude(_ part: PixelRect, for index: Int) -> Bool {
        guard let covers = occluders[index], !part.isEmpty else { return false }
        let xs = (Double(part.minX) + 0.5) / scale...(Double(part.maxX - 1) + 0.5) / scale
        let ys = (Double(part.minY) + 0.5) / scale...(Double(part.maxY - 1) + 0.5) / scale
        return covers.contains { $0.mayContain(xs: xs, ys: ys, margin: 1.5 / scale) }
    }

    package var nodes: [ResolvedNode] { scene.nodes }

    /// The glyph masks the rasteriser placed for text node `index`'s text item, per line; nil when it painted none.
    package func paintedText(of index: Int) -> PaintedText? {
        itemIndices[index]?.lazy.compactMap { rendered.painted.texts[$0] }.first
    }

    /// Node `index`'s first display item when it is a path (an icon, a glyph, a chart mark), with the coverage the
    /// rasteriser composited for it, read only within `visible` (the pixels whose centres the node's clips show).
    package func paintedPath(of index: Int) -> (item: DisplayItem, coverage: VisibleCoverage)? {
        guard let position = itemIndices[index]?.first(where: { rendered.painted.coverage[$0] != nil }),
              let mask = rendered.painted.coverage[position] else { return nil }
        return (rendered.composed.displayList.items[position], VisibleCoverage(mask: mask, visible: pixels(inside: visible[index])))
    }

    /// Ancestors of `index`, nearest first.
    package func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = scene.parents[index]
        while let parent = current {
            result.append(parent)
            current = scene.parents[parent]
        }
        return result
    }

    /// Hidden from assistive technology by itself or an ancestor.
    package func isHidden(_ index: Int) -> Bool { hidden[index] }

    /// The nearest interactive node at or above `index`.
    package func control(of index: Int) -> Int? { controls[index] }

    /// Part of a disabled control (WCAG 2.2 §1.4.3 and §1.4.11 exempt inactive components).
    package func isDisabled(_ index: Int) -> Bool { disabled[index] }

    /// Whether `ancestor` is a proper ancestor of `index`.
    package func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = scene.parents[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = scene.parents[parent]
        }
        return false
    }

    /// Painted with some opacity, not entirely clipped away, and not under a modal overlay.
    package func isPainted(_ index: Int) -> Bool {
        !inert[index] && painted[index].opacity > 0 && !visible[index].isEmpty && !scene.frames[index].isEmpty
    }

    /// The pixels whose centres lie inside `rect` (points), within the pixmap.
    package func pixels(inside rect: Rect) -> PixelRect {
        guard !rect.isEmpty else { return .zero }
        let x0 = Int((rect.minX * scale - 0.5).rounded(.up)), y0 = Int((rect.minY * scale - 0.5).rounded(.up))
        let x1 = Int((rect.maxX * scale - 0.5).rounded(.up)), y1 = Int((rect.maxY * scale - 0.5).rounded(.up))
        let pixmap = rendered.pixmap
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
    }

    /// The pixels lying wholly inside `rect` (points), within the pixmap: no pixel half-covered by an edge that
    /// falls on `rect`'s border, so bands sampled next to an anti-aliased edge see only one side of it.
    package func pixels(within rect: Rect) -> PixelRect {
        guard !rect.isEmpty else { return .zero }
        let x0 = Int((rect.minX * scale).rounded(.up)), y0 = Int((rect.minY * scale).rounded(.up))
        let x1 = Int((rect.maxX * scale).rounded(.down)), y1 = Int((rect.maxY * scale).rounded(.down))
        let pixmap = rendered.pixmap
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
    }

    /// A pixel rectangle in points.
    package func points(_ rect: PixelRect) -> Rect {
        Rect(x: Double(rect.x) / scale, y: Double(rect.y) / scale, width: Double(rect.width) / scale, height: Double(rect.height) / scale)
    }

    /// Every rendered pixel of `rect` added to `sample`.
    package func sample(_ rect: PixelRect, into sample: inout ColorSample) {
        let pixmap = rendered.pixmap
        let area = rect.intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        guard !area.isEmpty else { return }
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            for y in area.minY..<area.maxY {
                var i = (y * pixmap.width + area.minX) * 4
                for _ in area.minX..<area.maxX {
                    sample.add(Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2]))
                    i += 4
                }
            }
        }
    }

    /// A finding about node `index` in this cell, enforced as the settings say.
    package func finding(_ criterion: AuditCriterion, node index: Int, severity: FindingSeverity, rect: Rect, message: String,
                 evidence: FindingEvidence, wcag: String? = nil, key: String = "", shortfall: Double? = nil,
                 cause: Int? = nil) -> Finding {
        let node = nodes[index]
        return Finding(criterion: criterion, wcag: wcag, severity: severity, isEnforced: settings.isEnforced(criterion),
                       nodeID: node.id, nodePath: node.path, problemPath: node.elementPath, cell: cell, rect: rect, message: message,
                       evidence: evidence, key: key, shortfall: shortfall, causeNodeID: cause.map { nodes[$0].id })
    }

    /// `'label'` for a node with a name, else its type: for messages.
    package func describe(_ index: Int) -> String {
        let node = nodes[index]
        if case .text(let text) = node.kind { return "text \(AuditFormat.quoted(text.string))" }
        return "\(node.type) '\(node.id)'"
    }

    /// Whether `ancestor` is a proper ancestor of `index` in a tree given by `parents`.
    package static func isAncestor(_ ancestor: Int, of index: Int, parents: [Int?]) -> Bool {
        var current = parents[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }
}
