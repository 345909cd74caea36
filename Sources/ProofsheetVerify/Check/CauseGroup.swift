import ProofsheetProject
import ProofsheetSpec

/// Changed cells grouped by what changed since their goldens: one `causes[]` entry of report.json
/// ("1 cause: token accent → 56 cells"), with the one command that approves exactly its cells.
///
/// A cell belongs to the group of the *set* of its changes' cause keys (`InputChange.causeKey`), so a token
/// edited in two modes is one group and a cell with two changed inputs is in the group of both.
public struct CauseGroup: Sendable, Equatable {
    /// The sorted cause keys joined by `+` (`token:accent`, `string:ar:wallet.balanceLabel+token:accent`).
    public var id: String
    /// The cause in words (`token accent + string ar:wallet.balanceLabel`).
    public var title: String
    package var kinds: [InputKind]
    /// True when only the renderer version changed: Proofsheet changed, not the project.
    public var rendererOnly: Bool
    /// The distinct change texts of the group's cells, sorted.
    public var changes: [String]
    /// Cell ids, sorted.
    public var cells: [String]

    public var count: Int { cells.count }

    /// `proofsheet approve --cause <id>`.
    public var approveCommand: String { "proofsheet approve --cause " + Cell.shellQuoted(id) }

    /// The group id of a cell's changes; nil when there are none.
    package static func id(of changes: [InputChange]) -> String? {
        changes.isEmpty ? nil : Set(changes.map(\.causeKey)).sorted().joined(separator: "+")
    }

    /// The groups of a run's changed cells, most cells first, then by id.
    public static func groups(of results: [CellResult]) -> [CauseGroup] {
        var members: [String: [CellResult]] = [:]
        for result in results {
            if let cause = result.cause { members[cause, default: []].append(result) }
        }
        return members.map { id, cells in
            let changes = cells.flatMap(\.changes)
            var titles: [String: String] = [:]
            for change in changes { titles[change.causeKey] = change.causeTitle }
            let kinds = Set(changes.map(\.kind)).sorted()
            return CauseGroup(id: id, title: titles.keys.sorted().map { titles[$0]! }.joined(separator: " + "), kinds: kinds,
                              rendererOnly: kinds == [.renderer], changes: Set(changes.map(\.text)).sorted(),
                              cells: cells.map(\.cell.description).sorted())
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.id < $1.id }
    }
}

extension InputChange {
    /// The cause this change belongs to, in words: the change without mode and values (`token accent`).
    package var causeTitle: String {
        switch kind {
        case .token: return "token " + input
        case .string: return "string \(variant ?? ""):\(input)"
        case .node: return "screen " + input
        case .font: return "font " + input
        case .asset: return "asset " + input
        case .device: return "device " + input
        case .diff: return "diff settings of " + input
        case .renderer: return "renderer"
        case .unknown: return input
        }
    }
}
