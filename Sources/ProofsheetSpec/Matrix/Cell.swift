/// One cell of the matrix: a screen on a device in a locale, mode, text size and orientation, with Bold Text on or off.
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var screen: ScreenStateID
    public var device: String
    public var locale: LocaleID
    public var mode: ThemeMode
    public var textSize: TextSize
    public var orientation: Orientation
    /// The platform's Bold Text setting (`matrix.boldText`).
    public var boldText: Bool

    public init(screen: ScreenStateID, device: String, locale: LocaleID, mode: ThemeMode, textSize: TextSize,
                orientation: Orientation = .portrait, boldText: Bool = false) {
        self.screen = screen
        self.device = device
        self.locale = locale
        self.mode = mode
        self.textSize = textSize
        self.orientation = orientation
        self.boldText = boldText
    }

    /// A cell at a text scale multiplier (`1.3x`).
    public init(screen: ScreenStateID, device: String, locale: LocaleID, mode: ThemeMode, textScale: Double, orientation: Orientation = .portrait) {
        self.init(screen: screen, device: device, locale: locale, mode: mode, textSize: .multiplier(textScale), orientation: orientation)
    }

    /// The text size as one number (`TextSize.equivalentScale`): the multiplier, a category's Body ratio, a font scale.
    public var textScale: Double { textSize.equivalentScale }

    /// The device part of file names: `phone`, or `phone-landscape` (portrait names stay as they were).
    public var deviceLabel: String { orientation == .portrait ? device : "\(device)-\(orientation.rawValue)" }

    /// The text part of file names: `1.3x`, `AX5`, `fs2.0`, with `-bold` when Bold Text is on.
    public var sizeLabel: String { textSize.label + (boldText ? "-bold" : "") }

    /// The cell's file name inside its screen folder: `<device>[-landscape]-<locale>-<mode>-<size>[-bold].png`.
    /// Names are ASCII, stable, sortable and the same on every OS.
    public var fileName: String { "\(deviceLabel)-\(locale.identifier)-\(mode.rawValue)-\(sizeLabel).png" }

    /// The path relative to an output or golden folder: `<screen>/<fileName>`.
    public var relativePath: String { "\(screen)/\(fileName)" }

    public var description: String { "\(screen)/\(deviceLabel)-\(locale.identifier)-\(mode.rawValue)-\(sizeLabel)" }

    /// The text size in prose: `1.3×`, `AX5`, `font scale 1.3`, with `, Bold Text` when on.
    public var sizeDescription: String { textSize.description + (boldText ? ", Bold Text" : "") }

    public static func < (lhs: Cell, rhs: Cell) -> Bool { lhs.description < rhs.description }

    /// Formats to at most four decimals without the process locale (no Foundation formatting).
    /// In integers (a cell's id is made many times a run: this was 4 % of a check with nothing changed, issue #43).
    package static func format(scale: Double) -> String {
        let tenThousandths = Int((scale * 10_000).rounded())
        var fraction = tenThousandths % 10_000
        var digits = 4
        while digits > 1 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return String(tenThousandths / 10_000) + "." + String(repeating: "0", count: digits - text.utf8.count) + text
    }
}
