import ProofsheetRaster
import ProofsheetKit
import ProofsheetAudit
import ProofsheetScene
import ProofsheetSpec

/// One store screenshot, composed: the opaque canvas and where everything landed, with what was found.
///
/// Frames are in pixels of the canvas (top-left origin, y down). `captionFrame` and `subtitleFrame` are the
/// union of the text's line boxes (the area its lines occupy after alignment), so in a right-to-left locale
/// they hug the right edge of their boxes.
package struct StoreComposition: Sendable {
    package let shot: StoreShot
    package let preset: StorePreset
    package let locale: LocaleID
    /// What was drawn, in order: background, device frame with the screen, captions (`SceneRasterizer` at scale 1).
    package let displayList: DisplayList
    package let pixmap: Pixmap
    package let layout: StoreLayout
    package let caption: StoreTextFit
    package let subtitle: StoreTextFit?
    package let captionFrame: Rect
    package let subtitleFrame: Rect?
    /// Worst contrast of the caption (and subtitle) against the pixels behind it.
    package let captionContrast: ContrastRatio?
    package let subtitleContrast: ContrastRatio?
    /// The pixel scale the screen was rendered at before it was scaled into the device frame.
    package let renderScale: Double
    package let findings: [StoreFinding]

    /// The path of the file relative to the output folder: `<preset>/<locale>/<nn>-<screen>-<mode>.png`.
    package var relativePath: String { "\(preset.name)/\(locale.identifier)/\(shot.fileName)" }
}
