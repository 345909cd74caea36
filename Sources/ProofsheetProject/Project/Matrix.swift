import ProofsheetJSON
import ProofsheetSupport
import ProofsheetSpec

/// The cells of a project's matrix (screen state × device × locale × mode × text size × orientation × Bold Text), sorted by their
/// names so every run and every machine sees the same order.
public enum Matrix {
    /// Every cell the config's matrix names, including cells of screens that failed to load (they
    /// become error cells), narrowed by `filter`.
    public static func cells(of project: Project, filter: CellFilter = CellFilter()) throws -> [Cell] {
        let matrix = project.config.matrix
        // Screen ids and their states' ids (`wallet`, `wallet@empty`); `matrix.screens` names screen files.
        let available = Set(project.screens.map(\.id)).union(project.screenErrors.keys)
        let screenIDs = matrix.screens.map { files in available.filter { files.contains(ScreenStateID($0).screen) }.sorted() }
            ?? available.sorted()
        let availableIDs = Set(available.map { ScreenStateID($0) })
        for id in filter.screens where !availableIDs.contains(id) {
            throw MatrixError.unknownFilterValue(flag: "--screen", value: id.name, known: available.sorted())
        }
        let states = Set(availableIDs.map(\.stateName))
        for state in filter.states where !states.contains(state) {
            throw MatrixError.unknownFilterValue(flag: "--state", value: state.name, known: states.sorted().map(\.name))
        }
        for device in filter.devices where project.config.devices[device.name] == nil {
            throw MatrixError.unknownFilterValue(flag: "--device", value: device.name, known: project.config.devices.keys.sorted())
        }
        for locale in filter.locales where !matrix.locales.contains(locale) {
            throw MatrixError.unknownFilterValue(flag: "--locale", value: locale.identifier, known: matrix.locales.map(\.identifier))
        }
        for orientation in filter.orientations where !matrix.orientations.contains(orientation) {
            throw MatrixError.unknownFilterValue(flag: "--orientation", value: orientation.rawValue, known: matrix.orientations.map(\.rawValue))
        }
        // A mode the config's matrix leaves out selects nothing, like an unknown one.
        for mode in filter.modes where !matrix.modes.contains(mode) {
            throw MatrixError.unknownFilterValue(flag: "--mode", value: mode.rawValue, known: matrix.modes.map(\.rawValue))
        }
        for size in filter.scales where !matrix.textScales.contains(where: { CellFilter.matches(size, $0) }) {
            throw MatrixError.unknownFilterValue(flag: "--scale", value: size.filterLabel, known: matrix.textScales.map(\.filterLabel))
        }
        var cells: [Cell] = []
        for screen in screenIDs {
            let fixedDevice = project.screens.first { $0.id == screen }?.device
            for device in matrix.devices where fixedDevice == nil || fixedDevice == device {
                for locale in matrix.locales {
                    for mode in matrix.modes {
                        for size in matrix.textScales {
                            for orientation in matrix.orientations {
                                for bold in matrix.boldText {
                                    let cell = Cell(screen: ScreenStateID(screen), device: device, locale: locale, mode: mode, textSize: size,
                                                    orientation: orientation, boldText: bold)
                                    if filter.includes(cell) { cells.append(cell) }
                                }
                            }
                        }
                    }
                }
            }
        }
        // A whole cell id is checked against the whole matrix: a near miss gets the closest id.
        if !filter.cells.isEmpty {
            let all = try Matrix.cells(of: project)
            let ids = all.map(\.description)
            let byScreen = Dictionary(grouping: all, by: \.screen)
            for id in filter.cells where byScreen[id.screen]?.contains(where: id.matches) != true {
                let suggestion = SpellingSuggestion.closest(to: id.text, among: ids).map { "; did you mean '\($0)'?" } ?? nearest(to: id.text, among: ids)
                throw MatrixError.unknownCell(id: id.text, suggestion: suggestion)
            }
        }
        // Each value exists, yet together they may select nothing (a screen drawn only on another device).
        if cells.isEmpty && !filter.isEmpty { throw MatrixError.noCells(filters: filter.description) }
        // Sorted by id (`Cell.<`), each id made once rather than twice per comparison (a tenth of a 1,408-cell check
        // with nothing changed, docs/performance.md "Issue #43").
        return cells.map { (id: $0.description, cell: $0) }.sorted { $0.id < $1.id }.map(\.cell)
    }

    /// The valid cell ids for a `--cell` value with no close match: all of them when there are at most
    /// `listedCells`, else the `listedCells` nearest by edit distance (ties in id order).
    package static func nearest(to id: String, among all: [String]) -> String {
        let listedCells = 8
        if all.count <= listedCells { return "; its cells: " + all.sorted().map(MessageText.escaped).joined(separator: ", ") }
        let scalars = Array(id.unicodeScalars)
        let measured: [(id: String, distance: Int)] = all.sorted().map { (id: $0, distance: SpellingSuggestion.distance(scalars, Array($0.unicodeScalars))) }
        let ranked = measured.sorted { (a: (id: String, distance: Int), b: (id: String, distance: Int)) -> Bool in
            a.distance < b.distance || (a.distance == b.distance && a.id < b.id)
        }
        return "; the nearest of its \(all.count) cells: " + ranked.prefix(listedCells).map { MessageText.escaped($0.id) }.joined(separator: ", ")
    }
}

/// A filter flag that names nothing in the project.
package enum MatrixError: Error, Equatable, CustomStringConvertible {
    case unknownFilterValue(flag: String, value: String, known: [String])
    /// Every value names something, but no cell has them all.
    case noCells(filters: String)
    /// `--cell` names no cell of the matrix.
    case unknownCell(id: String, suggestion: String)
    /// Two cells of the config's matrix would be written to one golden file.
    case sharedFileName(config: String, first: String, second: String, name: String)
    /// A single cell's `--scale` outside `Matrix.textScaleRange`.
    case textScaleOutOfRange(Double)

    package var description: String {
        switch self {
        case .unknownFilterValue(let flag, let value, let known):
            return "\(flag) '\(MessageText.escaped(value))' is not in the project (known: \(known.map(MessageText.escaped).joined(separator: ", ")))"
        case .unknownCell(let id, let suggestion):
            return "--cell '\(MessageText.escaped(id))' is not a cell of the matrix\(suggestion) ('proofsheet check' lists every cell)"
        case .sharedFileName(let config, let first, let second, let name):
            return "\(config): matrix: two cells would share the golden file name '\(MessageText.escaped(name))' (in each screen's folder): \(first), and \(second); rename a device or locale so the names differ (docs/goldens.md, \"File names\")"
        case .textScaleOutOfRange(let scale):
            return "--scale '\(scale)' is not a text scale (expected \(Cell.format(scale: Matrix.textScaleRange.lowerBound)) to "
                + "\(Cell.format(scale: Matrix.textScaleRange.upperBound)), as in matrix.textScales)"
        case .noCells(let filters):
            return "the filters \(MessageText.escaped(filters)) select no cell of the matrix (a screen drawn on one device only?); 'proofsheet check' lists every cell"
        }
    }
}
