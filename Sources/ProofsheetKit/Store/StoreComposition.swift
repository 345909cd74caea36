import ProofsheetRaster

/// One store screenshot, composed: the opaque canvas and where everything landed, with what was found.
///
/// Frames are in pixels of the canvas (top-left origin, y down). `captionFrame` and `subtitleFrame` are the
/// union of the text's line boxes (the area its lines occupy after alignment), so in a right-to-left locale
/// they hug the right edge of their boxes.
struct StoreComposition: Sendable {
    let shot: StoreShot
    let preset: StorePreset
    let locale: LocaleID
    /// What was drawn, in order: background, device frame with the screen, captions (`SceneRasterizer` at scale 1).
    let displayList: DisplayList
    let pixmap: Pixmap
    let layout: StoreLayout
    let caption: StoreTextFit
    let subtitle: StoreTextFit?
    let captionFrame: Rect
    let subtitleFrame: Rect?
    /// Worst contrast of the caption (and subtitle) against the pixels behind it.
    let captionContrast: ContrastRatio?
    let subtitleContrast: ContrastRatio?
    /// The pixel scale the screen was rendered at before it was scaled into the device frame.
    let renderScale: Double
    let findings: [StoreFinding]

    /// The path of the file relative to the output folder: `<preset>/<locale>/<nn>-<screen>-<mode>.png`.
    var relativePath: String { "\(preset.name)/\(locale.identifier)/\(shot.fileName)" }
}
