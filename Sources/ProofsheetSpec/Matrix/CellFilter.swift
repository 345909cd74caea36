/// Which cells of the matrix a command covers: empty lists mean "all" (the flags `--cell`, `--screen`, `--state`,
/// `--device`, `--locale`, `--mode`, `--scale`, `--orientation` of `render`, `check`, `approve` and `audit`).
///
/// A screen is selected by its id, which takes all its states (`wallet`) unless `screensIncludeStates` is false,
/// or by one state's id (`wallet@empty`); a state by its name across screens (`empty`, or `default` for the trees
/// as written).
///
/// `Matrix.cells(of:filter:)` refuses a value that names nothing in the project, and filters that together
/// select no cell, with the valid values (docs/hardening.md, "Messages").
///
/// Each value is typed, read once where the flag is (`CellFilter.Flag.read(_:)`, the CLI's options): a value that
/// is not of its flag's kind is refused there (`CellFilterValueError`); `includes(_:)` compares the typed values.
public struct CellFilter: Sendable, CustomStringConvertible {
    /// Whole cell ids (`wallet@empty/phone-ar-dark-1.3x`, `--cell`): exactly those cells.
    public var cells: [CellID] = [] {
        didSet { cellsByScreen = Dictionary(grouping: cells, by: \.screen) }
    }
    /// `cells` by their screen state: a cell is compared with the ids of its own screen state only (an approval
    /// of a problem's cells names hundreds of ids, a matrix has thousands of cells).
    private var cellsByScreen: [ScreenStateID: [CellID]] = [:]
    /// `--screen`: a screen (`wallet`, with its states when `screensIncludeStates`) or one state (`wallet@empty`).
    public var screens: [ScreenStateID] = []
    /// `--state`: a state across screens (`empty`), `default` for the trees as written.
    public var states: [StateName] = []
    public var devices: [DeviceName] = []
    public var locales: [LocaleID] = []
    public var modes: [ThemeMode] = []
    /// `--scale`: a multiplier matches the equal number, a name (`AX5`, `fs1.3`) the same name.
    public var scales: [TextSize] = []
    /// `--bold-text on|off`.
    public var boldText: [Bool] = []
    public var orientations: [Orientation] = []
    /// Whether a screen file named in `screens` takes the cells of its states too (`--screen wallet` in `check`,
    /// `render` and `audit`). Approval sets it false unless `states` is given: approving `wallet` writes wallet's
    /// goldens only, and a state is approved by its own id (`wallet@empty`).
    public var screensIncludeStates = true

    public init() {}

    public func includes(_ cell: Cell) -> Bool {
        (cells.isEmpty || cellsByScreen[cell.screen]?.contains { $0.matches(cell) } == true)
            && (screens.isEmpty || screens.contains(cell.screen) || (screensIncludeStates && screens.contains(cell.screen.asWritten)))
            && (states.isEmpty || states.contains(cell.screen.stateName))
            && (devices.isEmpty || devices.contains(cell.deviceName))
            && (locales.isEmpty || locales.contains(cell.locale))
            && (modes.isEmpty || modes.contains(cell.mode))
            && (scales.isEmpty || scales.contains { CellFilter.matches($0, cell.textSize) })
            && (boldText.isEmpty || boldText.contains(cell.boldText))
            && (orientations.isEmpty || orientations.contains(cell.orientation))
    }

    /// True when no flag narrows the matrix (then a run may look for orphaned goldens).
    public var isEmpty: Bool {
        cells.isEmpty && screens.isEmpty && states.isEmpty && devices.isEmpty && locales.isEmpty && modes.isEmpty && scales.isEmpty && orientations.isEmpty && boldText.isEmpty
    }

    /// The filters as flags (`--screen home --device tablet`), for messages.
    public var description: String {
        let flags = cells.map { "--cell \($0)" } + screens.map { "--screen \($0)" } + states.map { "--state \($0)" } + devices.map { "--device \($0)" } + locales.map { "--locale \($0)" }
            + modes.map { "--mode \($0.rawValue)" } + scales.map { "--scale \($0.filterLabel)" } + orientations.map { "--orientation \($0.rawValue)" }
            + boldText.map { "--bold-text \($0 ? "on" : "off")" }
        return flags.joined(separator: " ")
    }

    /// Whether a `--scale` value names `size`: equal multipliers (to 1e-9), or the same category or font scale.
    package static func matches(_ wanted: TextSize, _ size: TextSize) -> Bool {
        if case .multiplier(let a) = wanted, case .multiplier(let b) = size { return abs(a - b) < 1e-9 }
        return wanted == size
    }
}

extension TextSize {
    /// As `--scale` takes it: `1.3` for a multiplier (as before), `AX5`, `fs1.3`.
    public var filterLabel: String {
        if case .multiplier(let value) = self { return Cell.format(scale: value) }
        return label
    }

    /// A `--scale` value: a number (a multiplier) or a size's name; nil for anything else.
    public init?(filterValue text: String) {
        if let named = TextSize(name: text) { self = named; return }
        guard let number = Double(text), number.isFinite else { return nil }
        self = .multiplier(number)
    }
}
