@testable import ProofsheetKit

extension CellFilter {
    /// The filter that selects exactly `cell`.
    static func exactly(_ cell: Cell) -> CellFilter {
        var filter = CellFilter()
        filter.screens = [cell.screen]
        filter.states = [cell.screen.stateName]
        filter.devices = [cell.deviceName]
        filter.locales = [cell.locale]
        filter.modes = [cell.mode]
        filter.scales = [cell.textSize]
        filter.boldText = [cell.boldText]
        filter.orientations = [cell.orientation]
        return filter
    }
}
