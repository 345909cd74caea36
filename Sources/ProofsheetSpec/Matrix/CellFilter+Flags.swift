import ProofsheetSupport

extension CellFilter {
    /// A flag that narrows the matrix, spelt as the CLI takes it (`--screen wallet@empty`).
    public enum Flag: String, CaseIterable, Sendable {
        case cell = "--cell"
        case screen = "--screen"
        case state = "--state"
        case device = "--device"
        case locale = "--locale"
        case mode = "--mode"
        case scale = "--scale"
        case orientation = "--orientation"
        case boldText = "--bold-text"
    }

    /// Adds `text`, a value of `flag`, read into its type. A value of a fixed kind (a mode, an orientation, a text
    /// size, on/off, a cell id's shape) that is not one throws `CellFilterValueError` naming the flag, the value and
    /// what the flag takes. A name (screen, state, device, locale) is the project's to know:
    /// `Matrix.cells(of:filter:)` refuses one it lacks, malformed or not, listing the ones it has (docs/hardening.md,
    /// "Messages"); the project's names are validated where they are declared, so a malformed one names nothing.
    public mutating func add(_ text: String, for flag: Flag) throws {
        switch flag {
        case .cell:
            do {
                cells.append(try CellID(parsing: text))
            } catch let error as CellIDError {
                throw CellFilterValueError(flag: flag, found: text, problem: error.problem)
            }
        case .screen:
            screens.append(ScreenStateID(text))
        case .state:
            states.append(StateName(text))
        case .device:
            devices.append(DeviceName(text))
        case .locale:
            locales.append(LocaleID(text))
        case .mode:
            guard let mode = ThemeMode(rawValue: text) else { throw CellFilterValueError(flag: flag, found: text) }
            modes.append(mode)
        case .scale:
            guard let size = TextSize(filterValue: text) else { throw CellFilterValueError(flag: flag, found: text) }
            scales.append(size)
        case .orientation:
            guard let orientation = Orientation(rawValue: text) else { throw CellFilterValueError(flag: flag, found: text) }
            orientations.append(orientation)
        case .boldText:
            guard let bold = CellFilter.boldValues[text] else { throw CellFilterValueError(flag: flag, found: text) }
            boldText.append(bold)
        }
    }

    /// `--bold-text on|off`.
    private static let boldValues = ["on": true, "off": false]
}

extension CellFilter.Flag {
    /// What the flag takes, for `CellFilterValueError`: the values themselves where they are fixed, the shape of a
    /// cell id; a name flag's values are the project's (`Matrix.cells(of:filter:)` lists them).
    public var expected: String {
        switch self {
        case .cell: return "a cell id, <screen>/<device>[-landscape]-<locale>-<mode>-<size>[-bold] as 'proofsheet check' lists them (wallet@empty/phone-ar-dark-1.3x)"
        case .screen: return "a screen id (wallet) or a state's id (wallet@empty) of the project"
        case .state: return "a state's name (empty), or default for the trees as written"
        case .device: return "a device of the project"
        case .locale: return "a locale of the project's matrix"
        case .mode: return "one of " + ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .scale: return "a number or a text size's name (AX5, fs1.3)"
        case .orientation: return Orientation.allCases.map(\.rawValue).joined(separator: " or ")
        case .boldText: return "on or off"
        }
    }
}

/// A filter value that is not of its flag's kind (`--mode sepia`, `--cell home`), refused where the flag is read.
public struct CellFilterValueError: Error, Equatable, Sendable, CustomStringConvertible {
    public let flag: CellFilter.Flag
    /// The value as given.
    public let found: String
    /// What is wrong with it, when more than "not of the kind" (`a name cannot contain '/'`).
    public let problem: String?

    public init(flag: CellFilter.Flag, found: String, problem: String? = nil) {
        self.flag = flag
        self.found = found
        self.problem = problem
    }

    /// `--mode expects one of light, dark, highContrastLight, highContrastDark, found 'sepia'`.
    public var description: String {
        "\(flag.rawValue) expects \(flag.expected), found '\(MessageText.escaped(found))'" + (problem.map { ": \($0)" } ?? "")
    }
}
