/// Which cells of the matrix a command covers: empty lists mean "all" (the flags `--screen`, `--device`,
/// `--locale`, `--mode`, `--scale` of `render`, `check`, `approve` and `audit`).
public struct CellFilter: Sendable {
    public var screens: [String] = []
    public var devices: [String] = []
    public var locales: [String] = []
    public var modes: [String] = []
    public var scales: [Double] = []
    public var orientations: [String] = []

    public init() {}

    public func includes(_ cell: Cell) -> Bool {
        (screens.isEmpty || screens.contains(cell.screen))
            && (devices.isEmpty || devices.contains(cell.device))
            && (locales.isEmpty || locales.contains(cell.locale.identifier))
            && (modes.isEmpty || modes.contains(cell.mode.rawValue))
            && (scales.isEmpty || scales.contains { abs($0 - cell.textScale) < 1e-9 })
            && (orientations.isEmpty || orientations.contains(cell.orientation.rawValue))
    }
}
