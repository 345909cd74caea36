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

    /// Adds `text`, a value of `flag`, read into its type. Throws `CellFilterValueError` naming the flag, the value
    /// and what the flag takes when `text` is not of its kind (a mode that is no mode, a screen id with a `/`).
    /// Whether the project has the value is `Matrix.cells(of:filter:)`'s to say, with the project's values.
    public mutating func add(_ text: String, for flag: Flag) throws {
        switch flag {
        case .cell:
            do {
                cells.append(try CellID(parsing: text))
            } catch let error as CellIDError {
                throw CellFilterValueError(flag: flag, found: text, problem: error.problem)
            }
        case .screen:
            do {
                screens.append(try ScreenStateID.validated(text))
            } catch let error as ProjectNameError {
                throw CellFilterValueError(flag: flag, found: text, problem: error.problem)
            }
        case .state:
            states.append(try CellFilter.name(text, flag) { StateName($0) })
        case .device:
            devices.append(try CellFilter.name(text, flag) { DeviceName($0) })
        case .locale:
            let locale = try CellFilter.name(text, flag) { LocaleID($0) }
            guard locale.isWellFormed else { throw CellFilterValueError(flag: flag, found: text) }
            locales.append(locale)
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

    /// A name held to the name rule (`ProjectName`), as the config's names are.
    private static func name<Name>(_ text: String, _ flag: Flag, _ make: (String) -> Name) throws -> Name {
        if let problem = ProjectName.problem(in: text) { throw CellFilterValueError(flag: flag, found: text, problem: problem) }
        return make(text)
    }
}

extension CellFilter.Flag {
    /// What the flag takes, for `CellFilterValueError`: the values themselves where they are fixed, the shape where
    /// they are the project's.
    public var expected: String {
        switch self {
        case .cell: return "a cell id, <screen>/<device>[-landscape]-<locale>-<mode>-<size>[-bold] as 'proofsheet check' lists them (wallet@empty/phone-ar-dark-1.3x)"
        case .screen: return "a screen id (wallet) or a state's id (wallet@empty)"
        case .state: return "a state's name (empty), or default for the trees as written"
        case .device: return "a device name of \(ProjectName.rule)"
        case .locale: return "a BCP 47 locale such as en, ar, pt-BR or en-XA"
        case .mode: return "one of " + ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .scale: return "a number or a text size's name (AX5, fs1.3)"
        case .orientation: return Orientation.allCases.map(\.rawValue).joined(separator: " or ")
        case .boldText: return "on or off"
        }
    }
}

/// A filter value that is not of its flag's kind (`--mode sepia`, `--screen ../home`), refused where the flag is read.
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
