import ProofsheetRaster
import ProofsheetText
import ProofsheetScene

/// The legend image of a cell's accessibility tree: the screenshot with a numbered box on every element, and
/// beside it the snapshot's lines, drawn by Proofsheet's own painter, text engine and rasteriser.
///
/// Geometry is in points (the cell's device scale gives the pixels). The list sits on the trailing side of the
/// screenshot and reads in the cell's direction: right of it in English, left of it (and right-aligned) in
/// Arabic. Its text uses the font family of the cell's first text node, so names appear in their own script;
/// a cell without text uses the first family of the project's font table.
package struct AccessibilityLegend {
    package let tree: AccessibilityTree
    package let chain: FallbackChain
    /// Width of the list beside the screenshot.
    package static let listWidth = 360.0
    package static let margin = 16.0
    package static let ink = Color(r: 0x11, g: 0x14, b: 0x18)
    /// Box colours, cycled: each carries white numbers at 4.5:1 or more (WCAG 2.2 §1.4.3).
    package static let palette: [Color] = [
        Color(r: 0xC2, g: 0x1F, b: 0x6A), Color(r: 0x0A, g: 0x5F, b: 0xC2), Color(r: 0x16, g: 0x79, b: 0x37),
        Color(r: 0x8A, g: 0x3F, b: 0xB8), Color(r: 0x9A, g: 0x48, b: 0x00), Color(r: 0x00, g: 0x6D, b: 0x77),
    ]

    package init(scene: SceneLayout, fonts: FontCollection) throws {
        tree = AccessibilityTree(scene: scene)
        let family = scene.nodes.lazy.compactMap { node -> String? in
            if case .text(let text) = node.kind { return text.family }
            return nil
        }.first ?? fonts.families.families.keys.sorted().first
        guard let family else { throw FontError.unknownFamily(name: "(none)", known: []) }
        chain = try fonts.chain(family: family)
    }

    /// The legend of `rendered` (whose tree this is), in pixels at the cell's scale.
    package func render(_ rendered: RenderedCell, glyphs: GlyphCache) throws -> Pixmap {
        let scene = rendered.composed.scene
        let device = scene.device
        let rightToLeft = tree.direction == .rightToLeft
        let width = device.width + AccessibilityLegend.listWidth
        let shotX = rightToLeft ? AccessibilityLegend.listWidth : 0
        let listX = rightToLeft ? 0 : device.width
        var list = DisplayList(background: .white)
        list.items.append(item(.image(rendered.pixmap, rect: Rect(x: shotX, y: 0, width: device.width, height: device.height), contentMode: .fill)))
        for element in tree.elements {
            let color = AccessibilityLegend.palette[(element.number - 1) % AccessibilityLegend.palette.count]
            let frame = element.frame.offsetBy(dx: shotX, dy: 0)
            list.items.append(item(.border(rect: frame, radius: 2, width: 2, color: color)))
            let number = layout("\(element.number)", size: 11, width: 40, direction: .ltr)
            let badgeWidth = number.size.width + 6
            let badgeX = rightToLeft ? frame.maxX - badgeWidth : frame.minX
            list.items.append(item(.shape(rect: Rect(x: badgeX, y: frame.minY, width: badgeWidth, height: 15), radius: 2, fill: .solid(color))))
            list.items.append(item(.text(layout: number, origin: Point(x: badgeX + 3, y: frame.minY), color: .white)))
        }
        var y = AccessibilityLegend.margin
        let textWidth = AccessibilityLegend.listWidth - 3 * AccessibilityLegend.margin
        for element in tree.elements {
            let line = AccessibilityLegend.isolated(element)
            let color = AccessibilityLegend.palette[(element.number - 1) % AccessibilityLegend.palette.count]
            let text = layout(line, size: 13, width: textWidth, direction: rightToLeft ? .rtl : .ltr)
            let swatchX = rightToLeft ? listX + AccessibilityLegend.listWidth - AccessibilityLegend.margin - 10 : listX + AccessibilityLegend.margin
            let textX = rightToLeft ? listX + AccessibilityLegend.margin : swatchX + 16
            list.items.append(item(.shape(rect: Rect(x: swatchX, y: y + 4, width: 10, height: 10), radius: 2, fill: .solid(color))))
            list.items.append(item(.text(layout: text, origin: Point(x: textX, y: y), color: AccessibilityLegend.ink)))
            y += text.size.height + 6
        }
        let height = max(device.height, y + AccessibilityLegend.margin)
        let rasterizer = SceneRasterizer(scale: device.scale, glyphs: glyphs)
        return try rasterizer.render(list, width: Int((width * device.scale).rounded(.up)), height: Int((height * device.scale).rounded(.up)))
    }

    /// An element's snapshot line with each piece (number, role, name, value, …) in a first-strong isolate
    /// (FSI U+2068 … PDI U+2069, UAX #9 §2.7): a name in another script cannot pull the number or the role across
    /// it, so in a right-to-left list the pieces run from the right in order ("1." rightmost, then the role, then
    /// the name) and in a left-to-right one from the left.
    package static func isolated(_ element: AccessibilityElement) -> String {
        AccessibilitySnapshot.parts(of: element).map { $0.separator + "\u{2068}" + $0.text + "\u{2069}" }.joined()
    }

    package func item(_ content: DisplayItem.Content) -> DisplayItem {
        DisplayItem(content: content, opacity: 1, clips: [], node: nil)
    }

    package func layout(_ string: String, size: Double, width: Double, direction: TextDirection) -> TextLayout {
        let style = TextStyle(chain: chain, size: size, lineHeight: size * 1.35, alignment: .leading, direction: .forced(direction),
                              language: direction == .rtl ? "ar" : "en")
        return TextLayout(ShapedText(string, style: style), width: width)
    }
}

extension AccessibilitySnapshot {
    /// The snapshot lines of a tree (what the legend lists).
    package static func lines(of tree: AccessibilityTree) -> [String] { tree.elements.map(line) }
}
