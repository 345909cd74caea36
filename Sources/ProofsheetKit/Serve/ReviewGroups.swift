/// The groups of the review that can be approved together besides cells and screens: each problem of the report
/// (#15, `CheckReport.problems`) and each cause group (the problems one node's growth caused, `causeNodeID`).
/// A group approves the changed and new cells it appears in.
struct ReviewGroup: Sendable {
    enum Kind: String, Sendable {
        case problem
        case cause
    }

    let kind: Kind
    /// A problem's id, or `<screen>/<cause node>` for a cause group.
    let id: String
    let title: String
    /// The approvable cells it appears in, in matrix order.
    let cells: [Cell]

    /// The problems and cause groups of `report` that appear in at least one approvable cell.
    static func groups(in report: CheckReport) -> [ReviewGroup] {
        let approvable = Set(Approval.candidates(in: report, filter: CellFilter()).map(\.cell))
        let problems = report.problems
        var groups = problems.map { problem in
            ReviewGroup(kind: .problem, id: problem.id, title: problem.title, cells: problem.cells.filter { approvable.contains($0) })
        }
        var causes: [String: [Problem]] = [:]
        for problem in problems {
            if let cause = problem.causeNodeID { causes[problem.screen + "/" + cause, default: []].append(problem) }
        }
        for key in causes.keys.sorted() {
            let members = causes[key] ?? []
            let cells = Set(members.flatMap(\.cells)).filter { approvable.contains($0) }.sorted()
            groups.append(ReviewGroup(kind: .cause, id: key, title: "\(members.count) problem(s) caused by \(key)", cells: cells))
        }
        return groups.filter { !$0.cells.isEmpty }
    }

    func jsonValue(approved: Set<Cell>) -> JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("id", .string(id)),
            ("title", .string(title)),
            ("cells", .array(cells.map { .string($0.description) })),
            ("open", .number(cells.filter { !approved.contains($0) }.count)),
        ])
    }
}
