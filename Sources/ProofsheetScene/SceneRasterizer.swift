import Foundation
import ProofsheetRaster
import ProofsheetText
import ProofsheetProject

/// Draws a display list into a new pixmap at `scale` pixels per point with the project's rasteriser.
///
/// Per-worker state (the glyph cache) is passed in so that cells rendered on one thread reuse glyph masks.
public struct SceneRasterizer {
    public let scale: Double
    public let glyphs: GlyphCache

    public init(scale: Double, glyphs: GlyphCache) {
        self.scale = scale
        self.glyphs = glyphs
    }

    public func render(_ list: DisplayList, width: Int, height: Int) throws -> Pixmap {
        var record: PaintRecord?
        return try render(list, width: width, height: height, recording: &record)
    }

    /// Draws `list` like `render(_:width:height:)` and, when `record` is not nil, records in it what each text and
    /// path item placed (`PaintRecord`): the same masks, at the same pixels, that were composited.
    package func render(_ list: DisplayList, width: Int, height: Int, recording record: inout PaintRecord?) throws -> Pixmap {
        // An opaque rectangle over the whole canvas replaces every pixel, so the canvas can start out in its colour
        // and everything up to and including it can be skipped. Then, while the canvas is still one opaque colour,
        // shapes of exactly that colour change nothing (the screen's background, painted under the status bar).
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        var background = list.background
        var start = 0
        if let last = list.items.lastIndex(where: { opaqueColor(covering: canvas, $0) != nil }),
           let color = opaqueColor(covering: canvas, list.items[last]) {
            background = color
            start = last + 1
        }
        while start < list.items.count && leavesUnchanged(opaque: background, list.items[start]) {
            start += 1
        }
        guard var pixmap = Pixmap(width: width, height: height, fill: background) else {
            throw RasterError.canvasTooLarge(width: width, height: height)
        }
        if record != nil {
            // Items under the covering fill are not drawn, but they were painted: record where their masks lie.
            var skipped = pixmap
            for index in 0..<start { try draw(list.items[index], at: index, into: &skipped, recording: &record, composites: false) }
        }
        for index in start..<list.items.count {
            try draw(list.items[index], at: index, into: &pixmap, recording: &record)
        }
        return pixmap
    }

    /// Draws one item (`index` in its display list), recording its masks; an item that cannot be drawn is an `ItemDrawError`.
    package func draw(_ item: DisplayItem, at index: Int, into pixmap: inout Pixmap, recording record: inout PaintRecord?, composites: Bool = true) throws {
        do {
            switch item.content {
            case .text(let layout, let origin, let color) where record != nil:
                let clip = self.clip(item.clips)
                let text = try PaintedText(layout, at: origin, scale: scale, region: pixmap.drawableArea(clip: clip), painter: TextPainter(cache: glyphs))
                record?.texts[index] = text
                guard composites else { return }
                let paint = Paint(color, opacity: item.opacity)
                for placed in text.drawnMasks { pixmap.fill(placed.mask, offset: placed.offset, with: paint, clip: clip) }
            case .path(let path, let rule, let color) where record != nil:
                // `Pixmap.fill(_:with:rule:clip:)` step by step, keeping the mask it composites.
                let clip = self.clip(item.clips)
                let area = pixmap.drawableArea(clip: clip)
                let mask = area.isEmpty ? CoverageMask(emptyAt: area)
                    : CoverageRasterizer.mask(contours: path.transformed(by: .scale(scale)).flattened(), rule: rule, limit: area)
                record?.coverage[index] = mask
                guard composites, !area.isEmpty else { return }
                pixmap.fill(mask, with: Paint(color, opacity: item.opacity), clip: clip)
            case .text, .path, .shape, .border, .image:
                guard composites else { return }
                try draw(item, into: &pixmap)
            }
        } catch let reason as RasterError {
            throw ItemDrawError(node: item.node, reason: reason)
        }
    }

    /// Draws `items` in order over what `pixmap` already holds (the store draws its captions this way, after
    /// measuring the backdrop they sit on). An item that cannot be drawn is an `ItemDrawError`.
    package func draw(_ items: some Sequence<DisplayItem>, onto pixmap: inout Pixmap) throws {
        for item in items {
            do {
                try draw(item, into: &pixmap)
            } catch let reason as RasterError {
                throw ItemDrawError(node: item.node, reason: reason)
            }
        }
    }

    /// True when `item` is a solid shape whose colour (opacity included) is `background`, opaque: source-over
    /// of a colour onto itself gives it back exactly at every coverage, so drawing it onto a canvas that is all
    /// `background` changes no byte.
    package func leavesUnchanged(opaque background: Color, _ item: DisplayItem) -> Bool {
        guard background.a == 255, case let .shape(_, _, .solid(color)) = item.content,
              case let .solid(effective) = SourceOver(Paint(color, opacity: item.opacity)).source else { return false }
        return effective == background
    }

    /// The colour `item` leaves in every pixel of `canvas` when it is an unclipped solid, opaque, square-cornered
    /// fill covering all of it; drawing it gives exactly this colour everywhere (source-over of an opaque source
    /// at full coverage), whatever was there before.
    package func opaqueColor(covering canvas: PixelRect, _ item: DisplayItem) -> Color? {
        guard case let .shape(rect, radius, .solid(color)) = item.content, radius <= 0,
              case let .solid(effective) = SourceOver(Paint(color, opacity: item.opacity)).source, effective.a == 255,
              FixedRect(pixels(rect)).covers(canvas) else { return nil }
        if let clip = clip(item.clips), !(clip.layers.isEmpty && clip.rect.map { $0.covers(canvas) } ?? true) {
            return nil
        }
        return effective
    }

    package func draw(_ item: DisplayItem, into pixmap: inout Pixmap) throws {
        let clip = self.clip(item.clips)
        switch item.content {
        case .shape(let rect, let radius, let fill):
            let paint = try self.paint(fill, in: rect, opacity: item.opacity)
            let pixelRect = pixels(rect)
            if radius > 0 {
                pixmap.fill(roundedRect: pixelRect, radii: CornerRadii(radius * scale), with: paint, clip: clip)
            } else {
                pixmap.fill(pixelRect, with: paint, clip: clip)
            }
        case .border(let rect, let radius, let width, let color):
            let outer = pixels(rect)
            let inset = width * scale
            let inner = outer.insetBy(dx: inset, dy: inset)
            let innerRadius = max(0, radius * scale - inset)
            var ring = Path(roundedRect: outer, radii: CornerRadii(radius * scale))
            if !inner.isEmpty {
                ring.append(Path(roundedRect: inner, radii: CornerRadii(innerRadius)))
            }
            let paint = Paint(color, opacity: item.opacity)
            if let hole = Self.pixelsInside(inner, cornerRadius: innerRadius), !inner.isEmpty {
                fillRing(ring, around: hole, with: paint, clip: clip, into: &pixmap)
            } else {
                pixmap.fill(ring, with: paint, rule: .evenOdd, clip: clip)
            }
        case .text(let layout, let origin, let color):
            try TextPainter(cache: glyphs).draw(layout, at: origin, scale: scale, paint: Paint(color, opacity: item.opacity), into: &pixmap, clip: clip)
        case .path(let path, let rule, let color):
            pixmap.fill(path.transformed(by: .scale(scale)), with: Paint(color, opacity: item.opacity), rule: rule, clip: clip)
        case .image(let image, let rect, let contentMode):
            ImageDrawing.draw(image, into: &pixmap, rect: pixels(rect), contentMode: contentMode, opacity: item.opacity, clip: clip)
        }
    }

    /// Fills an even-odd ring whose coverage is zero at every pixel of `hole`: the same bytes as
    /// `pixmap.fill(ring, with: paint, rule: .evenOdd, clip: clip)`, but rasterised and composited only over the
    /// four bands around the hole (each a window of the same polygon, which gives the whole shape's bytes there).
    package func fillRing(_ ring: Path, around hole: PixelRect, with paint: Paint, clip: Clip?, into pixmap: inout Pixmap) {
        let polygon = CoverageRasterizer.FixedPolygon(ring.flattened())
        let (w, h) = (pixmap.width, pixmap.height)
        let bands = [
            PixelRect(x: 0, y: 0, width: w, height: max(0, hole.minY)),
            PixelRect(x: 0, y: hole.maxY, width: w, height: max(0, h - hole.maxY)),
            PixelRect(x: 0, y: hole.minY, width: max(0, hole.minX), height: hole.height),
            PixelRect(x: hole.maxX, y: hole.minY, width: max(0, w - hole.maxX), height: hole.height),
        ]
        for band in bands where !band.isEmpty {
            let bandRect = Rect(x: Double(band.x), y: Double(band.y), width: Double(band.width), height: Double(band.height))
            let bandClip = clip.map { $0.intersected(with: Clip(rect: bandRect)) } ?? Clip(rect: bandRect)
            let area = pixmap.drawableArea(clip: bandClip)
            guard !area.isEmpty else { continue }
            pixmap.fill(CoverageRasterizer.mask(polygon: polygon, rule: .evenOdd, limit: area), with: paint, clip: bandClip)
        }
    }

    /// Whole pixels certainly inside a rounded rectangle (pixels) with corners of at most `cornerRadius`: the
    /// rectangle inset by the radius (clear of the corner arcs) and one more pixel (clear of the straight edges
    /// after quantisation); nil when that leaves nothing.
    package static func pixelsInside(_ rect: Rect, cornerRadius: Double) -> PixelRect? {
        let margin = cornerRadius + 1
        let x0 = (rect.minX + margin).rounded(.up), y0 = (rect.minY + margin).rounded(.up)
        let x1 = (rect.maxX - margin).rounded(.down), y1 = (rect.maxY - margin).rounded(.down)
        guard x0 < x1, y0 < y1, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    package func pixels(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// All ancestor clips intersected (rectangles exactly, rounded corners multiplied).
    package func clip(_ shapes: [ClipShape]) -> Clip? {
        var result: Clip?
        for shape in shapes {
            let rect = pixels(shape.rect)
            let clip = shape.radius > 0 ? Clip(roundedRect: rect, radii: CornerRadii(shape.radius * scale)) : Clip(rect: rect)
            result = result.map { $0.intersected(with: clip) } ?? clip
        }
        return result
    }

    /// A fill as a paint over `rect` (points): gradients run through the rect's centre at `angle`
    /// (0° = left → right on screen, 90° = top → bottom), spanning the rect's extent along that direction.
    package func paint(_ fill: Fill, in rect: Rect, opacity: Double) throws -> Paint {
        switch fill {
        case .solid(let color):
            return Paint(color, opacity: opacity)
        case .linearGradient(let colors, let angle):
            let r = pixels(rect)
            let radians = angle * Double.pi / 180
            let dx = cos(radians), dy = sin(radians)
            let half = (abs(dx) * r.width + abs(dy) * r.height) / 2
            let start = Point(x: r.midX - dx * half, y: r.midY - dy * half)
            let end = Point(x: r.midX + dx * half, y: r.midY + dy * half)
            let stops = colors.enumerated().map { index, color in
                LinearGradient.Stop(offset: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0, color: color)
            }
            // The decoder takes at least two roles and offsets are finite, so this throws only for a display
            // list built by hand; that is an error, never a silent first colour.
            return Paint(try LinearGradient(start: start, end: end, stops: stops), opacity: opacity)
        }
    }
}
