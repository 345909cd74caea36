import ProofsheetRaster
import ProofsheetLayout
import ProofsheetProject
import ProofsheetSpec

/// Turns a laid-out scene into a display list: per node, background, border, content (text, icon,
/// image), then children inside the node's clip when it clips. Gradients and icons follow the reading
/// direction (angle 0 runs leading → trailing; directional icons were mirrored at resolution).
package enum ScenePainter {
    /// The colour role of the canvas under everything (`MissingTokens.canvas`: every project has it).
    package static let canvasRole: ColorRole = "background"

    package static func paint(_ scene: SceneLayout, canvas: Color) -> DisplayList {
        var list = DisplayList(background: canvas)
        list.nodes = Array(repeating: PaintedNode(opacity: 0, clips: []), count: scene.nodes.count)
        // The screen's root first, then each system bar's (`SceneLayout.systemBarRoots`), over the screen.
        for root in scene.nodes.indices where scene.parents[root] == nil {
            paint(root, scene: scene, opacity: 1, clips: [], backdrop: .role(canvasRole), into: &list)
        }
        return list
    }

    /// Records node `index` and paints it and its subtree; a subtree under opacity 0 is recorded with no items.
    package static func paint(_ index: Int, scene: SceneLayout, opacity inherited: Double, clips inheritedClips: [ClipShape],
                      backdrop: PaintedBackdrop, into list: inout DisplayList) {
        let node = scene.nodes[index]
        let frame = scene.frames[index]
        let opacity = inherited * node.box.opacity
        let contentBackdrop = backdrop.under(node.box)
        list.nodes[index] = PaintedNode(opacity: opacity, clips: inheritedClips, backdrop: backdrop, contentBackdrop: contentBackdrop)
        let radius = min(node.box.cornerRadius, min(frame.width, frame.height) / 2)
        if opacity > 0 {
            paintBody(index, scene: scene, radius: radius, opacity: opacity, clips: inheritedClips, into: &list)
        }
        var clips = inheritedClips
        if node.box.clip {
            clips.append(ClipShape(rect: frame, radius: radius, node: index))
        }
        for child in scene.children[index] {
            paint(child, scene: scene, opacity: opacity, clips: clips, backdrop: contentBackdrop, into: &list)
        }
        guard opacity > 0 else { return }
        if let border = node.box.border, border.width > 0 {
            list.items.append(DisplayItem(content: .border(rect: frame, radius: radius, width: border.width, color: border.color),
                                          opacity: opacity, clips: inheritedClips, node: index))
        }
        if let ring = node.box.focusRing {
            // Outside the frame and over everything the control draws; FocusIndicatorCheck audits this item.
            let outset = ring.gap + ring.width
            list.items.append(DisplayItem(content: .border(rect: ring.outerRect(around: frame), radius: radius + outset, width: ring.width, color: ring.color),
                                          opacity: opacity, clips: inheritedClips, node: index))
        }
    }

    /// What a node draws under its children: its background, then its text, icon or image.
    package static func paintBody(_ index: Int, scene: SceneLayout, radius: Double, opacity: Double, clips: [ClipShape], into list: inout DisplayList) {
        let node = scene.nodes[index]
        let frame = scene.frames[index]
        if let fill = node.box.background {
            var area = frame
            let device = scene.device
            if node.box.extendsIntoSafeArea, abs(frame.maxY - (device.height - device.safeArea.bottom)) < 0.5 {
                area.size.height += device.safeArea.bottom
                // A sheet's lower corners lie below the screen's edge: only its top corners are seen round.
                if node.part == .sheetSurface { area.size.height += radius }
            }
            // A scrim and a full-screen dialog cover the whole device, the safe areas included.
            if node.part == .scrim || node.part == .screenCover {
                area = Rect(x: 0, y: 0, width: device.width, height: device.height)
            }
            list.items.append(DisplayItem(content: .shape(rect: area, radius: radius, fill: directional(fill, scene.direction)),
                                          opacity: opacity, clips: clips, node: index))
        }
        let content = scene.contentRect(index)
        switch node.kind {
        case .text(let text):
            if let layout = scene.texts[index] {
                list.items.append(DisplayItem(content: .text(layout: layout, origin: content.origin, color: text.color),
                                              opacity: opacity, clips: clips, node: index))
            }
        case .icon(let icon):
            let origin = Point(x: content.midX - icon.size / 2, y: content.midY - icon.size / 2)
            let path = icon.shape.path(size: icon.size, origin: origin, mirrored: icon.isMirrored)
            list.items.append(DisplayItem(content: .path(path, rule: icon.shape.fillRule, color: icon.color), opacity: opacity, clips: clips, node: index))
        case .glyph(let glyph):
            let box = Rect(x: content.midX - glyph.size.width / 2, y: content.midY - glyph.size.height / 2,
                           width: glyph.size.width, height: glyph.size.height)
            list.items.append(DisplayItem(content: .path(glyph.glyph.path(in: box, mirrored: glyph.isMirrored), rule: glyph.glyph.fillRule,
                                                         color: glyph.color),
                                          opacity: opacity, clips: clips, node: index))
        case .image(let image):
            list.items.append(DisplayItem(content: .image(image.pixmap, rect: content, contentMode: image.contentMode),
                                          opacity: opacity, clips: clips + [ClipShape(rect: frame, radius: radius, node: index)], node: index))
            if let scrim = image.scrim {
                list.items.append(DisplayItem(content: .shape(rect: frame, radius: radius, fill: .solid(scrim)),
                                              opacity: opacity, clips: clips, node: index))
            }
        case .chartMarks(let marks):
            list.items.append(DisplayItem(content: .path(marks.path(in: content), rule: .nonZero, color: marks.color),
                                          opacity: opacity, clips: clips, node: index))
        case .vstack, .hstack, .zstack, .scroll, .firstFit, .spacer, .rect:
            break
        }
    }

    /// A gradient angle written in reading direction, turned into screen direction.
    package static func directional(_ fill: Fill, _ direction: LayoutDirection) -> Fill {
        guard case .linearGradient(let colors, let angle) = fill, direction == .rightToLeft else { return fill }
        return .linearGradient(colors, angle: 180 - angle)
    }
}
