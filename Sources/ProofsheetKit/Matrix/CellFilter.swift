/// Which cells of the matrix a command covers: empty lists mean "all" (the flags `--screen`, `--device`,
/// `--locale`, `--mode`, `--scale` of `render`, `check`, `approve` and `audit`).
///
/// `Matrix.cells(of:filter:)` refuses a value that names nothing in the project, and filters that together
/// select no cell, with the valid values (docs/hardening.md, "Messages").
public struct CellFilter: Sendable, CustomStringConvertible {
    public var screens: [String] = []
    public var devices: [String] = []
    public var locales: [String] = []
    public var modes: [String] = []
    public var scales: [Double] = []

    public init() {}

    public func includes(_ cell: Cell) -> Bool {
        (screens.isEmpty || screens.contains(cell.screen))
            && (devices.isEmpty || devices.contains(cell.device))
            && (locales.isEmpty || locales.contains(cell.locale.identifier))
            && (modes.isEmpty || modes.contains(cell.mode.rawValue))
            && (scales.isEmpty || scales.contains { abs($0 - cell.textScale) < 1e-9 })
    }

    /// The filters as flags (`--screen home --device tablet`), for messages.
    public var description: String {
        let flags = screens.map { "--screen \($0)" } + devices.map { "--device \($0)" } + locales.map { "--locale \($0)" }
            + modes.map { "--mode \($0)" } + scales.map { "--scale \($0)" }
        return flags.joined(separator: " ")
    }
}
