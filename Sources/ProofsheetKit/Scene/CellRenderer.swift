/// Renders cells of a project: theme resolution → scene resolution → layout → paint → raster.
///
/// One renderer per worker thread: it owns its own FreeType faces (a face must not be shared between
/// threads) and its glyph cache, and reuses both across the cells it renders.
public final class CellRenderer {
    public let project: Project
    public let fonts: FontCollection
    public let glyphs = GlyphCache()

    public init(project: Project) throws {
        self.project = project
        self.fonts = try FontCollection(directory: project.config.paths.fonts, families: project.config.fontFamilies)
    }

    /// Lays the cell out and paints it into a display list (no pixels yet).
    public func compose(_ cell: Cell) throws -> ComposedCell {
        guard let screen = project.screens.first(where: { $0.id == cell.screen }) else {
            throw CellError.screenUnavailable(cell.screen, reason: project.screenErrors[cell.screen] ?? "no such screen")
        }
        guard let device = project.config.devices[cell.device]?.oriented(cell.orientation) else { throw CellError.unknownDevice(cell.device) }
        guard let strings = project.strings[cell.locale] else { throw CellError.unknownLocale(cell.locale) }
        let theme = ResolvedTheme(tokens: project.tokens, strings: strings, mode: cell.mode, textScale: cell.textScale, locale: cell.locale,
                                  catalog: project.catalog)
        let root = try SceneResolver(theme: theme, images: project.images, cell: cell).resolve(screen)
        let direction: LayoutDirection = cell.locale.direction == .rtl ? .rightToLeft : .leftToRight
        let scene = try SceneLayout(root: root, device: device, direction: direction, fonts: fonts)
        // The canvas is the `background` role (a project without it gets a configuration error naming the role).
        var canvas = try theme.color("background")
        if case .solid(let color)? = root.box.background, color.isOpaque { canvas = color }
        var list = ScenePainter.paint(scene, canvas: canvas)
        try StatusBar(theme: theme, device: device, direction: direction, fonts: fonts).append(to: &list)
        return ComposedCell(cell: cell, device: device, scene: scene, displayList: list)
    }

    /// Composes and rasterises one cell.
    public func render(_ cell: Cell) throws -> RenderedCell {
        let composed = try compose(cell)
        let rasterizer = SceneRasterizer(scale: composed.device.scale, glyphs: glyphs)
        let pixmap = try rasterizer.render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
        return RenderedCell(composed: composed, pixmap: pixmap)
    }
}

/// A cell laid out and painted, before rasterisation.
public struct ComposedCell: Sendable {
    public let cell: Cell
    public let device: DeviceSpec
    public let scene: SceneLayout
    public let displayList: DisplayList
}

/// A cell's pixels with the layout and display list that produced them (what the audits read).
public struct RenderedCell: Sendable {
    public let composed: ComposedCell
    public let pixmap: Pixmap

    public var cell: Cell { composed.cell }
}

/// Why one cell could not be rendered; other cells go on.
public enum CellError: Error, Equatable, CustomStringConvertible {
    case screenUnavailable(String, reason: String)
    case unknownDevice(String)
    case unknownLocale(LocaleID)

    public var description: String {
        switch self {
        case .screenUnavailable(let id, let reason): return "screen '\(id)' could not be loaded: \(reason)"
        case .unknownDevice(let name): return "unknown device '\(name)'"
        case .unknownLocale(let locale): return "no strings for locale '\(locale)'"
        }
    }
}
