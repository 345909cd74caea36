import ProofsheetProject
import ProofsheetVerify
import ProofsheetSpec

/// What the HTML report shows, arranged: failing cells in attention order and, per screen and device, a grid
/// of rows (locale x mode) and columns (text scales) holding indices into `report.cells`.
package struct HTMLReportPage {
    package struct Row {
        package var locale: LocaleID
        package var mode: ThemeMode
        /// Text size and Bold Text → index into `report.cells`.
        package var cells: [TextSetting: Int]
    }

    package struct Device {
        package var id: String
        /// Ascending.
        package var scales: [TextSetting]
        /// Locales in identifier order; within a locale, modes in `ThemeMode.allCases` order.
        package var rows: [Row]
    }

    package struct Screen {
        package var id: String
        package var devices: [Device]
        package var cellCount: Int
        package var failingCount: Int
    }

    /// A heading of "Needs attention" and its cells (indices into `report.cells`, in `Cell` order).
    package struct AttentionGroup {
        package var title: String
        /// The `causes[].id` of a group of changed cells, else nil.
        package var cause: String?
        package var indices: [Int]
    }

    package let report: CheckReport
    /// What needs a decision, in the order the page lists it: changed cells by cause (the report's `causes`
    /// order: most cells first), changed cells of no cause, new cells, errors, then cells whose pixels passed
    /// (or were recorded) but whose enforced audits fail.
    package let attentionGroups: [AttentionGroup]
    /// Indices of failing cells in `attentionGroups` order.
    package let failing: [Int]
    /// Screens in order of first appearance in `report.cells` (which is `Cell` order).
    package let screens: [Screen]
    /// The run's problems, worst first.
    package let problems: [Problem]
    /// Cell → its index in `report.cells`.
    package let cellIndex: [Cell: Int]

    package init(report: CheckReport) {
        self.report = report
        problems = report.problems
        var cellIndex: [Cell: Int] = [:]
        for (index, result) in report.cells.enumerated() where cellIndex[result.cell] == nil { cellIndex[result.cell] = index }
        self.cellIndex = cellIndex
        attentionGroups = HTMLReportPage.attentionGroups(report)
        failing = attentionGroups.flatMap(\.indices)
        var screenOrder: [String] = []
        var indicesByScreen: [String: [Int]] = [:]
        for (index, result) in report.cells.enumerated() {
            if indicesByScreen[result.cell.screen.name] == nil { screenOrder.append(result.cell.screen.name) }
            indicesByScreen[result.cell.screen.name, default: []].append(index)
        }
        screens = screenOrder.map { id in
            let indices = indicesByScreen[id] ?? []
            return Screen(id: id, devices: HTMLReportPage.devices(indices, in: report),
                          cellCount: indices.count, failingCount: indices.filter { report.cells[$0].isFailing }.count)
        }
    }

    private static func attentionGroups(_ report: CheckReport) -> [AttentionGroup] {
        var groups = report.causes.map { AttentionGroup(title: "Changed: " + $0.title, cause: $0.id, indices: []) }
        let position = Dictionary(report.causes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var uncaused = AttentionGroup(title: "Changed", cause: nil, indices: [])
        var new = AttentionGroup(title: "New: no golden yet", cause: nil, indices: [])
        var errors = AttentionGroup(title: "Errors", cause: nil, indices: [])
        var audits = AttentionGroup(title: "Audit errors in cells whose pixels pass", cause: nil, indices: [])
        let ordered = report.cells.indices.filter { report.cells[$0].isFailing }.sorted { a, b in
            let (first, second) = (report.cells[a].cell.description, report.cells[b].cell.description)
            return first != second ? first < second : a < b
        }
        for index in ordered {
            let result = report.cells[index]
            guard result.status.isFailure, !result.recorded else {
                audits.indices.append(index)
                continue
            }
            switch result.status {
            case .changed:
                if let cause = result.cause, let at = position[cause] { groups[at].indices.append(index) } else { uncaused.indices.append(index) }
            case .new: new.indices.append(index)
            case .error: errors.indices.append(index)
            case .pass: audits.indices.append(index)
            }
        }
        return (groups + [uncaused, new, errors, audits]).filter { !$0.indices.isEmpty }
    }

    /// "3 of 40 cells need attention" or "All 40 cells match their goldens".
    package var verdict: String {
        let total = report.cells.count
        if total == 0 { return "No cells were checked" }
        if failing.isEmpty { return total == 1 ? "The cell matches its golden" : "All \(total) cells match their goldens" }
        return "\(failing.count) of \(total) cell\(total == 1 ? "" : "s") need\(failing.count == 1 ? "s" : "") attention"
    }

    private static func devices(_ indices: [Int], in report: CheckReport) -> [Device] {
        var deviceOrder: [String] = []
        var byDevice: [String: [Int]] = [:]
        for index in indices {
            let device = report.cells[index].cell.device
            if byDevice[device] == nil { deviceOrder.append(device) }
            byDevice[device, default: []].append(index)
        }
        return deviceOrder.map { id in
            let members = byDevice[id] ?? []
            let scales = Set(members.map { report.cells[$0].cell.textSetting }).sorted()
            var rows: [Row] = []
            let locales = Set(members.map { report.cells[$0].cell.locale }).sorted()
            for locale in locales {
                for mode in ThemeMode.allCases {
                    var cells: [TextSetting: Int] = [:]
                    for index in members where report.cells[index].cell.locale == locale && report.cells[index].cell.mode == mode {
                        // A duplicated cell (a malformed report) keeps its first occurrence.
                        if cells[report.cells[index].cell.textSetting] == nil { cells[report.cells[index].cell.textSetting] = index }
                    }
                    if !cells.isEmpty { rows.append(Row(locale: locale, mode: mode, cells: cells)) }
                }
            }
            return Device(id: id, scales: scales, rows: rows)
        }
    }

    /// `phone · en · Dark · 1.3×`.
    package static func facets(_ cell: Cell) -> String {
        "\(cell.device) · \(cell.locale.identifier) · \(modeLabel(cell.mode)) · \(cell.textSetting.header)"
    }

    /// `home on phone, en, dark mode, text 1.3×`: alt text and accessible names.
    package static func spokenName(_ cell: Cell) -> String {
        "\(cell.screen) on \(cell.device), \(cell.locale.identifier), \(modeLabel(cell.mode).lowercased()) mode, text \(cell.textSetting.header)"
    }

    package static func modeLabel(_ mode: ThemeMode) -> String {
        switch mode {
        case .light: return "Light"
        case .dark: return "Dark"
        case .highContrastLight: return "High-contrast light"
        case .highContrastDark: return "High-contrast dark"
        }
    }
}
