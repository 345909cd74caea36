import ProofsheetRaster
import ProofsheetText
import ProofsheetScene
import ProofsheetAudit
import ProofsheetSpec

/// The legend image of a cell's accessibility tree: the screenshot with a numbered box on every element, and
/// beside it the snapshot's lines, drawn by Proofsheet's own painter, text engine and rasteriser.
///
/// Geometry is in points; `render(_:glyphs:pixelsPerPoint:)` draws it at the cell's device scale (`render --a11y`: one
/// image to read alone). `check` writes no legend image: the report page draws the same boxes and lines over the
/// actual image from the data of `PageLegend` (issue #43). The list sits on the trailing side of the screenshot and
/// reads in the cell's direction: right of it in English, left of it (and right-aligned) in Arabic. Its text uses the font family of the cell's first text node, so names appear in their own script;
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

    /// Where the screenshot sits in the legend of a cell on `device`, in points: on the leading side of the list.
    package func screenshotFrame(on device: DeviceSpec) -> Rect {
        Rect(x: tree.direction == .rightToLeft ? AccessibilityLegend.listWidth : 0, y: 0, width: device.width, height: device.height)
    }

    /// The legend of `rendered` (whose tree this is), in pixels at `pixelsPerPoint` (nil: the cell's device scale).
    ///
    /// The screen is drawn under the boxes on a white ground; below the device scale it is area-averaged
    /// (`BoxResampler`) to the legend's pixels first and then copied whole, instead of being resampled per pixel while
    /// drawing.
    package func render(_ rendered: RenderedCell, glyphs: GlyphCache, pixelsPerPoint: Double? = nil) throws -> Pixmap {
        let scene = rendered.composed.scene
        let device = scene.device
        let scale = pixelsPerPoint ?? device.scale
        let rightToLeft = tree.direction == .rightToLeft
        let width = device.width + AccessibilityLegend.listWidth
        let shot = screenshotFrame(on: device)
        let listX = rightToLeft ? 0 : device.width
        var list = DisplayList(background: .white)
        do {
            var image = rendered.pixmap
            var shotSize = Size(width: device.width, height: device.height)
            if scale < device.scale {
                let shotWidth = max(1, Int((device.width * scale).rounded())), shotHeight = max(1, Int((device.height * scale).rounded()))
                guard let small = BoxResampler.resample(rendered.pixmap, width: shotWidth, height: shotHeight) else {
                    throw LegendError.sizeOutOfRange(width: shotWidth, height: shotHeight)
                }
                image = small
                shotSize = Size(width: Double(shotWidth) / scale, height: Double(shotHeight) / scale)
            }
            list.items.append(item(.image(image, rect: Rect(x: shot.minX, y: 0, width: shotSize.width, height: shotSize.height), contentMode: .fill)))
        }
        for element in tree.elements {
            let color = AccessibilityLegend.palette[(element.number - 1) % AccessibilityLegend.palette.count]
            let frame = element.frame.offsetBy(dx: shot.minX, dy: 0)
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
        let rasterizer = SceneRasterizer(scale: scale, glyphs: glyphs)
        return try rasterizer.render(list, width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
    }

    /// An element's legend line: its number first, then the rest of its snapshot line as one text in its own
    /// direction, each piece of it (role, name, value, …) isolated again (UAX #9 §2.7: LRI U+2066, FSI U+2068,
    /// PDI U+2069).
    ///
    /// The number is a left-to-right isolate ("1." as in the snapshot), on the list's leading side: rightmost in an
    /// Arabic list. The rest is a first-strong isolate: the snapshot's words are English, so it reads left to right
    /// in either list (`header level 1 "الرئيسية"`, not its pieces reversed), and a name in another script, in its
    /// own isolate, cannot pull the role, the number or the id across it.
    package static func isolated(_ element: AccessibilityElement) -> String {
        let parts = AccessibilitySnapshot.parts(of: element)
        guard let number = parts.first else { return "" }
        let text = parts.dropFirst().enumerated().map { ($0.offset == 0 ? "" : $0.element.separator) + "\u{2068}" + $0.element.text + "\u{2069}" }
        return "\u{2066}" + number.text + "\u{2069} \u{2068}" + text.joined() + "\u{2069}"
    }

    /// A legend that cannot be drawn at the asked scale.
    package enum LegendError: Error, CustomStringConvertible, Equatable {
        case sizeOutOfRange(width: Int, height: Int)

        package var description: String {
            switch self {
            case .sizeOutOfRange(let width, let height): return "accessibility legend: a screenshot of \(width)×\(height) px cannot be drawn"
            }
        }
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
