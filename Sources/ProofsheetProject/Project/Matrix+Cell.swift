import ProofsheetSpec

extension Matrix {
    /// The values of one cell to lay out on its own (`proofsheet layout SCREEN`), each checked against the project;
    /// nil takes the matrix's first device and locale, `light` and text scale 1.
    public struct CellChoice: Sendable {
        public var screen: ScreenStateID
        public var device: DeviceName?
        public var locale: LocaleID?
        public var mode: ThemeMode?
        /// A multiplier (`2.0`) or a size's name (`AX5`, `fs1.3`), as `--scale` takes it.
        public var textSize: TextSize?
        public var boldText: Bool

        public init(screen: ScreenStateID, device: DeviceName? = nil, locale: LocaleID? = nil, mode: ThemeMode? = nil, textSize: TextSize? = nil,
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
        guard screens.contains(where: { ScreenStateID($0) == choice.screen }) else {
            throw MatrixError.unknownFilterValue(flag: "screen", value: choice.screen.name, known: screens)
        }
        let matrix = project.config.matrix
        let fixedDevice = project.screens.first { ScreenStateID($0.id) == choice.screen }?.device
        let device = choice.device?.name ?? fixedDevice ?? matrix.devices[0]
        guard project.config.devices[device] != nil else {
            throw MatrixError.unknownFilterValue(flag: "--device", value: device, known: project.config.devices.keys.sorted())
        }
        let locale = choice.locale ?? matrix.locales.first ?? LocaleID("en")
        guard matrix.locales.contains(locale) || project.strings[locale] != nil else {
            throw MatrixError.unknownFilterValue(flag: "--locale", value: locale.identifier, known: matrix.locales.map(\.identifier))
        }
        // Any mode: one cell may be looked at outside the matrix (`--mode` is a `ThemeMode` where it is read).
        let mode = choice.mode ?? .light
        let size = choice.textSize ?? .multiplier(1)
        if case .multiplier(let scale) = size, !(scale.isFinite && textScaleRange.contains(scale)) {
            throw MatrixError.textScaleOutOfRange(scale)
        }
        return Cell(screen: choice.screen, device: device, locale: locale, mode: mode, textSize: size, boldText: choice.boldText)
    }

    /// The text scales a config's `matrix.textScales` may list, and so the ones a single cell may be laid out at.
    public static let textScaleRange: ClosedRange<Double> = MatrixSpec.textScaleRange
}
