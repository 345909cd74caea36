import ProofsheetKit
import ProofsheetProject
import ProofsheetSpec

/// One screenshot of a store listing: which screen, in which mode, with which caption, over which background.
///
/// Texts are string keys, looked up per locale; colours are roles, looked up per mode.
public struct StoreShot: Hashable, Sendable {
    /// 1-based position in the listing; the `nn` of the file name.
    public var number: Int
    /// A screen id of the project.
    public var screen: String
    public var mode: ThemeMode
    /// String key of the headline.
    public var caption: String
    /// String key of the line under the headline, if any.
    public var subtitle: String?
    package var background: BackgroundSpec
    /// Colour role of the caption.
    public var captionColor: ColorRole
    /// Colour role of the subtitle.
    public var subtitleColor: ColorRole

    package init(number: Int, screen: String, mode: ThemeMode = .light, caption: String, subtitle: String? = nil,
                background: BackgroundSpec, captionColor: ColorRole, subtitleColor: ColorRole) {
        self.number = number
        self.screen = screen
        self.mode = mode
        self.caption = caption
        self.subtitle = subtitle
        self.background = background
        self.captionColor = captionColor
        self.subtitleColor = subtitleColor
    }

    /// `<nn>-<screen>-<mode>.png`, e.g. `02-wallet-dark.png`: ASCII, sorted in listing order.
    public var fileName: String {
        let nn = number < 10 ? "0\(number)" : "\(number)"
        return "\(nn)-\(screen)-\(mode.rawValue).png"
    }
}
