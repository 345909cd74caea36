/// One store screenshot, composed: the opaque canvas and where everything landed, with what was found.
///
/// Frames are in pixels of the canvas (top-left origin, y down). `captionFrame` and `subtitleFrame` are the
/// union of the text's line boxes (the area its lines occupy after alignment), so in a right-to-left locale
/// they hug the right edge of their boxes.
public struct StoreComposition: Sendable {
    public let shot: StoreShot
    public let preset: StorePreset
    public let locale: LocaleID
    /// What was drawn, in order: background, device frame with the screen, captions (`SceneRasterizer` at scale 1).
    public let displayList: DisplayList
    public let pixmap: Pixmap
    public let layout: StoreLayout
    public let caption: StoreTextFit
    public let subtitle: StoreTextFit?
    public let captionFrame: Rect
    public let subtitleFrame: Rect?
    /// Worst contrast of the caption (and subtitle) against the pixels behind it.
    public let captionContrast: ContrastRatio?
    public let subtitleContrast: ContrastRatio?
    /// The pixel scale the screen was rendered at before it was scaled into the device frame.
    public let renderScale: Double
    public let findings: [StoreFinding]

    /// The path of the file relative to the output folder: `<preset>/<locale>/<nn>-<screen>-<mode>.png`.
    public var relativePath: String { "\(preset.name)/\(locale.identifier)/\(shot.fileName)" }
}
