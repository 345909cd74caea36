import ProofsheetRaster
import ProofsheetSupport
import ProofsheetText
import ProofsheetLayout
import ProofsheetProject
import ProofsheetSpec

/// Renders cells of a project: theme resolution → scene resolution → layout → paint → raster.
///
/// One renderer per worker thread: it owns its own FreeType faces (a face must not be shared between
/// threads) and its glyph cache, and reuses both across the cells it renders.
public final class CellRenderer {
    public let project: Project
    /// The fonts of iOS cells, and of every cell when the config names its fonts.
    public let fonts: FontCollection
    /// The fonts of Android cells when the config names none (Roboto, Noto Naskh Arabic UI: docs/fonts.md); nil
    /// when no device of the project runs Android, so an iOS project never needs those packages.
    package let androidFonts: FontCollection?
    /// The Material Icons font Android cells draw their icons with; nil when no device of the project runs Android.
    package let materialIcons: MaterialIconFont?
    public let glyphs = GlyphCache()
    /// Font file → hash of its bytes, from this renderer's own faces (system fonts and the Material Icons font included).
    package let fontHashes: [String: String]
    /// Asset `src` → hash of its pixels.
    package let assetHashes: [String: String]
    /// Font and asset hashes and the node records for the cells' input records, made when the first cell is resolved:
    /// describing every node is the costly part, and a check that skips every cell never needs it.
    private(set) lazy var digests = ProjectDigests(fonts: fontHashes, assets: assetHashes, nodes: NodeRecords(screens: project.screens))

    public init(project: Project) throws {
        self.project = project
        let config = project.config
        self.fonts = try FontCollection(directory: config.paths.fonts, families: config.fontFamilies(for: .ios))
        self.androidFonts = config.platforms.contains(.android) && !config.namesFonts
            ? try FontCollection(directory: config.paths.fonts, families: config.fontFamilies(for: .android),
                                 systemFiles: config.systemFontFiles(for: .android))
            : nil
        self.materialIcons = config.platforms.contains(.android) ? try MaterialIconFont() : nil
        self.fontHashes = ProjectDigests.fontHashes([fonts] + (androidFonts.map { [$0] } ?? []), otherFaces: materialIcons.map { [$0.face] } ?? [])
        self.assetHashes = ProjectDigests.assetHashes(project)
    }

    /// The fonts a device of `platform` draws with (each renderer has its own faces: one FreeType face per thread).
    public func fonts(for platform: Platform) -> FontCollection {
        switch platform {
        case .ios: return fonts
        // nil only when the config names its fonts (they then draw Android cells too) or no device runs Android.
        case .android: return androidFonts ?? fonts
        }
    }

    /// A cell resolved for its mode, locale and text scale, before layout; its recorder holds every input read.
    package struct ResolvedCell {
        package let device: DeviceSpec
        package let theme: ResolvedTheme
        package let root: ResolvedNode
        package let direction: LayoutDirection
        package let canvas: Color
        /// The system bars laid out over the screen, as nodes: the iOS status bar (`StatusBar`), Android's status and
        /// navigation bars (`AndroidSystemBars`, whose insets are in `device.safeArea`); none without a bar.
        package let systemBars: [SystemBarLayer]
    }

    /// Resolves a cell (theme, scene, status bar), recording what it reads; layout and raster read only this.
    package func resolve(_ cell: Cell) throws -> ResolvedCell {
        guard let screen = project.screens.first(where: { $0.id == cell.screen.name }) else {
            throw CellError.screenUnavailable(cell.screen.name, reason: project.screenErrors[cell.screen.name] ?? ErrorCause(message: "no such screen"))
        }
        guard var device = project.config.devices[cell.device]?.oriented(cell.orientation) else { throw CellError.unknownDevice(cell.device) }
        guard let strings = project.strings[cell.locale] else { throw CellError.unknownLocale(cell.locale) }
        let recorder = InputRecorder(digests: digests)
        recorder.record(InputKey(.renderer, "version"), ProofsheetVersion.renderer)
        recorder.record(InputKey(.device, cell.device), CellRenderer.describe(device))
        let theme = ResolvedTheme(tokens: project.tokens, strings: strings, mode: cell.mode, textSize: cell.textSize, boldText: cell.boldText,
                                  locale: cell.locale, platform: device.platform, fontFamilies: fonts(for: device.platform).families, catalog: project.catalog, recorder: recorder)
        let icons = IconCatalog(platform: device.platform, material: device.platform == .android ? materialIcons : nil)
        // Android cells draw their icons from the Material Icons font: its bytes are an input of every such cell.
        if device.platform == .android { recorder.recordFontFile(MaterialIconFont.file.fileName) }
        let root = try SceneResolver(theme: theme, images: project.images, cell: cell, icons: icons).resolve(screen)
        let direction: LayoutDirection = cell.locale.direction == .rtl ? .rightToLeft : .leftToRight
        // The canvas is the `background` role (`MissingTokens.canvas`: a project without it does not load).
        var canvas = try theme.color("background")
        if case .solid(let color)? = root.box.background, color.isOpaque { canvas = color }
        switch device.platform {
        case .ios:
            let statusBar = try StatusBar(theme: theme, device: device)
            return ResolvedCell(device: device, theme: theme, root: root, direction: direction, canvas: canvas, systemBars: statusBar.layer.map { [$0] } ?? [])
        case .android:
            guard device.drawsSystemBars else {
                return ResolvedCell(device: device, theme: theme, root: root, direction: direction, canvas: canvas, systemBars: [])
            }
            let bars = try AndroidSystemBars(theme: theme, device: device, direction: direction, family: try theme.systemBarFamily(platform: .android))
            device.safeArea = bars.safeArea
            return ResolvedCell(device: device, theme: theme, root: root, direction: direction, canvas: canvas, systemBars: bars.layers)
        }
    }

    /// The inputs a cell reads, from resolution alone (no layout, no pixels): what an incremental check compares
    /// with the record of the cell's golden.
    public func inputs(of cell: Cell) throws -> CellInputs {
        try resolve(cell).theme.recorder.inputs
    }

    /// `inputs(of:)` and the string keys the cell looked up (`InputRecorder.stringKeys`, sorted).
    package func reads(of cell: Cell) throws -> (inputs: CellInputs, stringKeys: [String]) {
        let recorder = try resolve(cell).theme.recorder
        return (recorder.inputs, recorder.stringKeys.sorted())
    }

    /// A device as recorded: `390x844@3 safe 47,0,34,0` (points, scale, safe-area insets top,leading,bottom,trailing).
    package static func describe(_ device: DeviceSpec) -> String {
        [device.width, device.height].map(\.recordText).joined(separator: "x") + "@" + device.scale.recordText
            + " safe " + device.safeArea.recordText
            + (device.platform == .ios ? "" : " " + device.platform.rawValue + " " + device.navigation.rawValue)
    }

    /// Lays the cell out and paints it into a display list (no pixels yet).
    public func compose(_ cell: Cell) throws -> ComposedCell {
        let resolved = try resolve(cell)
        let scene = try SceneLayout(root: resolved.root, device: resolved.device, direction: resolved.direction,
                                    fonts: fonts(for: resolved.device.platform), systemBars: resolved.systemBars)
        let list = ScenePainter.paint(scene, canvas: resolved.canvas)
        return ComposedCell(cell: cell, device: resolved.device, scene: scene, displayList: list, inputs: resolved.theme.recorder.inputs,
                            stringKeys: resolved.theme.recorder.stringKeys.sorted())
    }

    /// The cell's pixels alone: composed and rasterised as `render(_:)` does (the same pixels), without the paint
    /// record the audits read (a manifest-store check's expected image, issue #43).
    package func pixels(of cell: Cell) throws -> Pixmap {
        let composed = try compose(cell)
        return try SceneRasterizer(scale: composed.device.scale, glyphs: glyphs)
            .render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
    }

    /// Composes and rasterises one cell.
    public func render(_ cell: Cell) throws -> RenderedCell {
        let composed = try compose(cell)
        let rasterizer = SceneRasterizer(scale: composed.device.scale, glyphs: glyphs)
        do {
            var record: PaintRecord? = PaintRecord()
            let pixmap = try rasterizer.render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight,
                                               recording: &record)
            return RenderedCell(composed: composed, pixmap: pixmap, painted: record ?? PaintRecord())
        } catch var error as ItemDrawError {
            if let index = error.node {
                let node = composed.scene.nodes[index]
                error.nodeName = "'\(node.id)' (\(node.path))"
            }
            throw error
        }
    }
}

/// A cell laid out and painted, before rasterisation.
public struct ComposedCell: Sendable {
    public let cell: Cell
    public let device: DeviceSpec
    public let scene: SceneLayout
    public let displayList: DisplayList
    /// Everything the cell read while it was resolved (its input record; `inputs.digest` is its fingerprint).
    public let inputs: CellInputs
    /// The string keys the cell looked up, sorted (`InputRecorder.stringKeys`).
    package var stringKeys: [String] = []
}

/// A cell's pixels with the layout and display list that produced them and the rasteriser's record of what each
/// text and path item placed (what the audits read).
public struct RenderedCell: Sendable {
    public let composed: ComposedCell
    public let pixmap: Pixmap
    /// The glyph masks and path coverage the rasteriser composited, per display item.
    package let painted: PaintRecord

    package init(composed: ComposedCell, pixmap: Pixmap, painted: PaintRecord) {
        self.composed = composed
        self.pixmap = pixmap
        self.painted = painted
    }

    public var cell: Cell { composed.cell }
}

/// Why one cell could not be rendered; other cells go on.
package enum CellError: Error, Equatable, CustomStringConvertible {
    case screenUnavailable(String, reason: ErrorCause)
    case unknownDevice(String)
    case unknownLocale(LocaleID)

    package var description: String {
        switch self {
        case .screenUnavailable(let id, let reason): return "screen '\(id)' could not be loaded: \(reason)"
        case .unknownDevice(let name): return "unknown device '\(name)'"
        case .unknownLocale(let locale): return "no strings for locale '\(locale)'"
        }
    }
}
