import ProofsheetRaster
import ProofsheetText

/// One image showing every shot of a preset and locale side by side with its file name, for reviewing a
/// listing at a glance. In right-to-left locales the first shot is on the right, as stores show them.
///
/// Thumbnails are all `thumbnailHeight` pixels tall (made with `BoxResampler` by the caller); labels are set
/// with the text engine in the given font chain. The sheet is opaque (written as RGB like the shots).
package struct StoreContactSheet {
    /// One tile of the sheet.
    package struct Tile {
        package var thumbnail: Pixmap
        package var label: String
        /// Shown in red under the label when not empty (e.g. "captionTruncated").
        package var problem: String

        package init(thumbnail: Pixmap, label: String, problem: String = "") {
            self.thumbnail = thumbnail
            self.label = label
            self.problem = problem
        }
    }

    /// Tile height in pixels.
    package static let thumbnailHeight = 960
    package static let margin = 48
    package static let gap = 32
    package static let labelHeight = 84
    package static let paper = Color(r: 0xE9, g: 0xEB, b: 0xEE)
    package static let ink = Color(r: 0x30, g: 0x35, b: 0x3D)
    package static let alert = Color(r: 0xB3, g: 0x26, b: 0x1E)

    package var chain: FallbackChain
    package var glyphs: GlyphCache

    package init(chain: FallbackChain, glyphs: GlyphCache) {
        self.chain = chain
        self.glyphs = glyphs
    }

    /// The sheet for `tiles` in listing order; nil when there are none or the sheet would be too large.
    package func render(_ tiles: [StoreContactSheet.Tile], direction: TextDirection) throws -> Pixmap? {
        guard !tiles.isEmpty else { return nil }
        let margin = StoreContactSheet.margin, gap = StoreContactSheet.gap
        let width = 2 * margin + tiles.map(\.thumbnail.width).reduce(0, +) + gap * (tiles.count - 1)
        let tallest = tiles.map(\.thumbnail.height).max() ?? 0
        let height = 2 * margin + tallest + StoreContactSheet.labelHeight
        guard var sheet = Pixmap(width: width, height: height, fill: StoreContactSheet.paper) else { return nil }
        let ordered = direction == .rtl ? Array(tiles.reversed()) : tiles
        let painter = TextPainter(cache: glyphs)
        var x = margin
        for tile in ordered {
            let frame = Rect(x: Double(x), y: Double(margin), width: Double(tile.thumbnail.width), height: Double(tile.thumbnail.height))
            sheet.fill(frame.insetBy(dx: -1, dy: -1), with: Paint(Color(r: 0, g: 0, b: 0, a: 40)))
            StoreContactSheet.copy(tile.thumbnail, into: &sheet, x: x, y: margin)
            let top = Double(margin + tallest + 14)
            let labels = [(tile.label, StoreContactSheet.ink, 0.0), (tile.problem, StoreContactSheet.alert, 34.0)]
            for (text, color, dy) in labels where !text.isEmpty {
                let style = TextStyle(chain: chain, size: 24, lineHeight: 30, direction: .forced(.ltr), maxLines: 1)
                let layout = TextLayout(ShapedText(text, style: style), width: frame.width)
                try painter.draw(layout, at: Point(x: frame.minX, y: top + dy), scale: 1, paint: Paint(color), into: &sheet)
            }
            x += tile.thumbnail.width + gap
        }
        return sheet
    }

    /// Copies `image` with its top-left at (x, y), replacing pixels (thumbnails are opaque).
    package static func copy(_ image: Pixmap, into sheet: inout Pixmap, x: Int, y: Int) {
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(sheet.bounds)
        guard !area.isEmpty else { return }
        let rowBytes = area.width * 4
        for row in area.minY..<area.maxY {
            let source = ((row - y) * image.width + (area.minX - x)) * 4
            let target = (row * sheet.width + area.minX) * 4
            sheet.bytes.replaceSubrange(target..<(target + rowBytes), with: image.bytes[source..<(source + rowBytes)])
        }
    }
}
