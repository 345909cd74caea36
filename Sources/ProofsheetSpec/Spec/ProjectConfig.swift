import ProofsheetJSON
import ProofsheetText
import ProofsheetLayout

/// A project's configuration (`proofsheet.json`) with every path made absolute and every default applied.
public struct ProjectConfig: Sendable {
    /// Absolute path of the config file.
    public var file: String
    /// Absolute path of the project root; no configured path may lead outside it.
    public var root: String
    /// `projectRoot` as written in the file; nil when the file leaves it to the default `..` (for messages).
    package var rootSetting: String?
    public var paths: ProjectPaths
    /// Family name → weight → fallback chain of font file names inside `paths.fonts`.
    public var fontFamilies: FontFamilyTable
    /// True when the config has a `fonts` section: its families then draw every platform's cells; without one each
    /// platform draws its default fonts (`fontFamilies(for:)`).
    public var namesFonts = false
    public var devices: [String: DeviceSpec]
    public var matrix: MatrixSpec
    /// How cells are compared with goldens (`diff` section).
    package var diff: DiffSettings
    /// The string catalogs and base locale (`strings` section; docs/strings.md).
    public var strings: StringsConfig
    /// DTCG token files and the mapping to roles and styles (`tokens` section; docs/tokens.md); nil: `paths.tokens`.
    package var dtcgTokens: DTCGTokensConfig?
    /// True when `paths.fonts` is the fonts installed with the binary (the config names no fonts path):
    /// read-only tool data, allowed outside the project root.
    public var usesBundledFonts = false
    /// Where goldens are kept (`golden.store`; docs/goldens.md).
    public var goldenStore = GoldenStoreKind.png
    /// The `audits` and `store` sections as parsed with the rest of the file, decoded by `AuditSettings.load(config:)`
    /// and `StoreConfig.load(from:)` (they need the tokens and screens), so a run reads proofsheet.json once.
    package var auditsSection: JSONValueReader?
    package var storeSection: JSONValueReader?
}

/// Absolute folders and files of a project.
public struct ProjectPaths: Sendable {
    public var screens: String
    public var tokens: String
    public var strings: String
    public var assets: String
    /// Folder of component files (`<name>.json`); it need not exist.
    public var components: String
    public var fonts: String
    public var golden: String
    public var output: String

    package init(screens: String, tokens: String, strings: String, assets: String, components: String, fonts: String, golden: String, output: String) {
        self.screens = screens
        self.tokens = tokens
        self.strings = strings
        self.assets = assets
        self.components = components
        self.fonts = fonts
        self.golden = golden
        self.output = output
    }
}

/// A device: screen size in points (portrait), pixel scale, and safe-area insets in points.
///
/// On Android the points are density-independent pixels (dp) and `safeArea` holds only the insets beyond the
/// system bars' (a display cutout, say): the bars add theirs when a cell is drawn (`AndroidSystemBars`).
public struct DeviceSpec: Hashable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: Edges
    /// The insets in landscape; nil: the device has no landscape cells (`matrix.orientations` refuses it).
    public var landscapeSafeArea: Edges?
    /// The system the device runs (`"platform"`; `ios` when the config names none).
    public var platform: Platform
    /// False for a sheet drawn through the cell pipeline that is not a screen (the icon gallery): no system bars.
    package var drawsSystemBars = true
    /// Android's navigation mode (`"navigation"`; gesture when the config names none); iOS devices ignore it.
    public var navigation: SystemNavigation

    public init(name: String, width: Double, height: Double, scale: Double, safeArea: Edges = .zero, landscapeSafeArea: Edges? = nil,
                platform: Platform = .ios, navigation: SystemNavigation = .gesture) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.platform = platform
        self.navigation = navigation
    }

    /// The device as held in `orientation`: landscape swaps width and height and uses the landscape insets.
    public func oriented(_ orientation: Orientation) -> DeviceSpec {
        guard orientation == .landscape else { return self }
        var turned = self
        turned.width = height
        turned.height = width
        turned.safeArea = landscapeSafeArea ?? safeArea
        return turned
    }

    /// The canvas in pixels.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}

/// Which cells a run covers: the cross product of these lists.
public struct MatrixSpec: Sendable {
    /// The text scales a matrix may name (`matrix.textScales`, `--scale`): 0.5× to 4×.
    package static let textScaleRange: ClosedRange<Double> = 0.5...4

    /// nil means every screen in the screens folder.
    public var screens: [String]?
    public var devices: [String]
    public var locales: [LocaleID]
    public var modes: [ThemeMode]
    /// Text sizes: multipliers, iOS categories, Android font scales (`TextSize`).
    public var textScales: [TextSize]
    /// `portrait` unless the config asks for more.
    public var orientations: [Orientation] = [.portrait]
    /// Bold Text off, on, or both (`[false]` unless the config asks for more).
    public var boldText: [Bool] = [false]

    package init(screens: [String]? = nil, devices: [String], locales: [LocaleID], modes: [ThemeMode], textScales: [TextSize], orientations: [Orientation] = [.portrait], boldText: [Bool] = [false]) {
        self.screens = screens
        self.devices = devices
        self.locales = locales
        self.modes = modes
        self.textScales = textScales
        self.orientations = orientations
        self.boldText = boldText
    }
}
