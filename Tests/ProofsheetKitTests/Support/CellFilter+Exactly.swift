@testable import ProofsheetKit

extension CellFilter {
    /// The filter that selects exactly `cell`.
    static func exactly(_ cell: Cell) -> CellFilter {
        var filter = CellFilter()
        filter.screens = [cell.screen.name]
        filter.states = [cell.state ?? ScreenStateID.defaultState]
        filter.devices = [cell.device]
        filter.locales = [cell.locale.identifier]
        filter.modes = [cell.mode.rawValue]
        filter.scales = [cell.textSize]
        filter.boldText = [cell.boldText]
        filter.orientations = [cell.orientation.rawValue]
        return filter
    }
}
