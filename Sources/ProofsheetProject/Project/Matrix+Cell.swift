import ProofsheetSpec

extension Matrix {
    /// The values of one cell to lay out on its own (`proofsheet layout SCREEN`), each checked against the project;
    /// nil takes the matrix's first device and locale, `light` and text scale 1.
    public struct CellChoice: Sendable {
        public var screen: String
        public var device: String?
        public var locale: String?
        public var mode: String?
        /// A multiplier (`2.0`) or a size's name (`AX5`, `fs1.3`), as `--scale` takes it.
        public var textSize: TextSize?
        public var boldText: Bool

        public init(screen: String, device: String? = nil, locale: String? = nil, mode: String? = nil, textSize: TextSize? = nil,
                    boldText: Bool = false) {
            self.screen = screen
            self.device = device
            self.locale = locale
            self.mode = mode
            self.textSize = textSize
            self.boldText = boldText
        }
    }

    /// The cell `choice` names. A screen, device, locale or mode the project lacks is an error listing the ones it
    /// has (`screen 'nosuch' is not in the project (known: about, home)`). A device of the config that the matrix
    /// leaves out, a locale with strings that the matrix leaves out and any text scale a config may list
    /// (`textScaleRange`) are allowed: one cell may be looked at outside the matrix.
    public static func cell(of project: Project, _ choice: CellChoice) throws -> Cell {
        let screens = (project.screens.map(\.id) + project.screenErrors.keys).sorted()
        guard screens.contains(choice.screen) else {
            throw MatrixError.unknownFilterValue(flag: "screen", value: choice.screen, known: screens)
        }
        let matrix = project.config.matrix
        let fixedDevice = project.screens.first { $0.id == choice.screen }?.device
        let device = choice.device ?? fixedDevice ?? matrix.devices[0]
        guard project.config.devices[device] != nil else {
            throw MatrixError.unknownFilterValue(flag: "--device", value: device, known: project.config.devices.keys.sorted())
        }
        let locales = matrix.locales.map(\.identifier)
        let locale = choice.locale ?? locales.first ?? "en"
        guard locales.contains(locale) || project.strings[LocaleID(locale)] != nil else {
            throw MatrixError.unknownFilterValue(flag: "--locale", value: locale, known: locales)
        }
        let modeName = choice.mode ?? ThemeMode.light.rawValue
        guard let mode = ThemeMode(rawValue: modeName) else {
            throw MatrixError.unknownFilterValue(flag: "--mode", value: modeName, known: ThemeMode.allCases.map(\.rawValue))
        }
        let size = choice.textSize ?? .multiplier(1)
        if case .multiplier(let scale) = size, !(scale.isFinite && textScaleRange.contains(scale)) {
            throw MatrixError.textScaleOutOfRange(scale)
        }
        return Cell(screen: ScreenStateID(choice.screen), device: device, locale: LocaleID(locale), mode: mode, textSize: size, boldText: choice.boldText)
    }

    /// The text scales a config's `matrix.textScales` may list, and so the ones a single cell may be laid out at.
    public static let textScaleRange: ClosedRange<Double> = MatrixSpec.textScaleRange
}
