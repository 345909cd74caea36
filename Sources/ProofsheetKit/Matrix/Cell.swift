/// One cell of the matrix: a screen on a device in a locale, mode and text scale.
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var screen: String
    public var device: String
    public var locale: LocaleID
    public var mode: ThemeMode
    public var textScale: Double
    public var orientation: Orientation

    public init(screen: String, device: String, locale: LocaleID, mode: ThemeMode, textScale: Double, orientation: Orientation = .portrait) {
        self.screen = screen
        self.device = device
        self.locale = locale
        self.mode = mode
        self.textScale = textScale
        self.orientation = orientation
    }

    /// The device part of file names: `phone`, or `phone-landscape` (portrait names stay as they were).
    public var deviceLabel: String { orientation == .portrait ? device : "\(device)-\(orientation.rawValue)" }

    /// The text scale as written in file names: at least one decimal, no trailing zeros (`1.0`, `1.3`, `3.15`).
    public var scaleLabel: String { Cell.format(scale: textScale) }

    /// The cell's file name inside its screen folder: `<device>[-landscape]-<locale>-<mode>-<scale>x.png`.
    /// Names are ASCII, stable, sortable and the same on every OS.
    public var fileName: String { "\(deviceLabel)-\(locale.identifier)-\(mode.rawValue)-\(scaleLabel)x.png" }

    /// The path relative to an output or golden folder: `<screen>/<fileName>`.
    public var relativePath: String { "\(screen)/\(fileName)" }

    public var description: String { "\(screen)/\(deviceLabel)-\(locale.identifier)-\(mode.rawValue)-\(scaleLabel)x" }

    public static func < (lhs: Cell, rhs: Cell) -> Bool { lhs.description < rhs.description }

    /// Formats to at most four decimals without the process locale (no Foundation formatting).
    static func format(scale: Double) -> String {
        let tenThousandths = Int((scale * 10_000).rounded())
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(tenThousandths / 10_000).\(fraction)"
    }
}
