import ProofsheetSupport

/// A whole cell id as `--cell` takes it (`wallet@empty/phone-landscape-ar-dark-1.3x-bold`, `Cell.description`),
/// read into its parts.
///
/// The screen state comes before the `/`; the mode, the text size and `-bold` are read from the end. What is left
/// (`phone-landscape-ar`) joins a device, the orientation and a locale with `-`, which device names and locales
/// may both contain (`small-phone`, `en-XA`), so every split into a device name and a well-formed locale is kept
/// (`placements`). A project cannot have two cells with one id (the config refuses cells that share a golden file
/// name, `MatrixError.sharedFileName`), so at most one split names a cell of it.
public struct CellID: Hashable, Sendable, CustomStringConvertible {
    /// One reading of the id's middle: a device, an orientation (`-landscape` after the device) and a locale.
    public struct Placement: Hashable, Sendable {
        public var device: DeviceName
        public var orientation: Orientation
        public var locale: LocaleID

        public init(device: DeviceName, orientation: Orientation, locale: LocaleID) {
            self.device = device
            self.orientation = orientation
            self.locale = locale
        }
    }

    /// The id as written, for messages.
    public let text: String
    public let screen: ScreenStateID
    /// Every reading of the middle part, in the order of the device name's length.
    public let placements: [Placement]
    public let mode: ThemeMode
    public let textSize: TextSize
    public let boldText: Bool

    /// The id of `cell`, with its one reading.
    public init(_ cell: Cell) {
        text = cell.description
        screen = cell.screen
        placements = [Placement(device: cell.deviceName, orientation: cell.orientation, locale: cell.locale)]
        mode = cell.mode
        textSize = cell.textSize
        boldText = cell.boldText
    }

    /// Reads `text` (`wallet@empty/phone-ar-dark-1.3x`); throws `CellIDError` saying which part is not what a cell
    /// id holds there.
    public init(parsing text: String) throws {
        self.text = text
        guard let slash = text.firstIndex(of: "/") else { throw CellIDError(problem: "no '/' between the screen and the rest") }
        let screenText = String(text[..<slash])
        do {
            screen = try ScreenStateID.validated(screenText)
        } catch let error as ProjectNameError {
            throw CellIDError(problem: "'\(MessageText.escaped(screenText))' is not a screen id: \(error.problem)")
        }
        var parts = text[text.index(after: slash)...].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        boldText = parts.last == CellID.boldSuffix
        if boldText { parts.removeLast() }
        guard parts.count >= 4 else {
            throw CellIDError(problem: "expected <device>[-landscape]-<locale>-<mode>-<size>[-bold] after the '/'")
        }
        let sizeText = parts.removeLast()
        guard let size = CellID.textSize(label: sizeText) else {
            throw CellIDError(problem: "'\(MessageText.escaped(sizeText))' is not a text size (a multiplier such as 1.3x, or AX5, fs1.3)")
        }
        textSize = size
        let modeText = parts.removeLast()
        guard let mode = ThemeMode(rawValue: modeText) else {
            throw CellIDError(problem: "'\(MessageText.escaped(modeText))' is not a mode (\(ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self.mode = mode
        placements = CellID.placements(parts)
        guard !placements.isEmpty else {
            throw CellIDError(problem: "'\(MessageText.escaped(parts.joined(separator: "-")))' is no device name followed by a BCP 47 locale")
        }
    }

    /// Whether `cell` is the cell this id names.
    public func matches(_ cell: Cell) -> Bool {
        cell.screen == screen && cell.mode == mode && cell.boldText == boldText && CellID.sameSize(textSize, cell.textSize)
            && placements.contains(Placement(device: cell.deviceName, orientation: cell.orientation, locale: cell.locale))
    }

    public var description: String { text }

    private static let boldSuffix = "bold"

    /// A size as a cell id spells it: `1.3x`, `AX5`, `fs1.3` (`TextSize.label`).
    private static func textSize(label: String) -> TextSize? {
        if label.hasSuffix("x"), let value = Double(label.dropLast()), value.isFinite, value > 0 { return .multiplier(value) }
        return TextSize(name: label)
    }

    /// An id writes a multiplier to four decimals (`Cell.format(scale:)`): equal to half the last digit.
    private static func sameSize(_ written: TextSize, _ size: TextSize) -> Bool {
        if case .multiplier(let a) = written, case .multiplier(let b) = size { return abs(a - b) <= 0.000_05 + 1e-12 }
        return written == size
    }

    /// Every split of `parts` into a device name, an orientation and a well-formed locale.
    private static func placements(_ parts: [String]) -> [Placement] {
        var found: [Placement] = []
        for split in 1..<parts.count {
            let localeText = parts[split...].joined(separator: "-")
            guard ProjectName(localeText) != nil else { continue }
            let locale = LocaleID(localeText)
            guard locale.isWellFormed else { continue }
            let deviceParts = parts[..<split]
            if ProjectName(deviceParts.joined(separator: "-")) != nil {
                found.append(Placement(device: DeviceName(deviceParts.joined(separator: "-")), orientation: .portrait, locale: locale))
            }
            // `phone-landscape`: the device `phone` turned, or a device of that name upright (the config keeps them apart).
            for orientation in Orientation.allCases where orientation != .portrait && deviceParts.count >= 2 && deviceParts.last == orientation.rawValue {
                let device = deviceParts.dropLast().joined(separator: "-")
                if ProjectName(device) != nil { found.append(Placement(device: DeviceName(device), orientation: orientation, locale: locale)) }
            }
        }
        return found
    }
}

/// What is wrong with a `--cell` value (`CellFilterValueError` names the flag and the value).
public struct CellIDError: Error, Equatable, Sendable, CustomStringConvertible {
    public let problem: String

    public var description: String { problem }
}
