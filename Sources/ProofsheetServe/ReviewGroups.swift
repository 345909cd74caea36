import ProofsheetJSON
import ProofsheetKit
import ProofsheetSpec
import ProofsheetVerify

/// The groups of the review that can be approved together besides cells and screens: each problem of the report
/// (#15, `CheckReport.problems`) and each cause of its changed cells (`CheckReport.causes`, the ids of
/// `proofsheet approve --cause`). A group approves the changed and new cells it covers.
package struct ReviewGroup: Sendable {
    package enum Kind: String, Sendable {
        case problem
        case cause
    }

    package let kind: Kind
    /// A problem's id, or a cause's id (`token:accent`, `string:ar:wallet.balanceLabel+token:accent`).
    package let id: String
    package let title: String
    /// The approvable cells it covers, in matrix order.
    package let cells: [Cell]

    /// The problems and causes of `report` that cover at least one approvable cell.
    package static func groups(in report: CheckReport) -> [ReviewGroup] {
        let candidates = Approval.candidates(in: report, filter: CellFilter())
        let approvable = Set(candidates.map(\.cell))
        let problems = report.problems.map { problem in
            ReviewGroup(kind: .problem, id: problem.id, title: problem.title, cells: problem.cells.filter { approvable.contains($0) })
        }
        let causes = report.causes.map { cause in
            ReviewGroup(kind: .cause, id: cause.id, title: (cause.rendererOnly ? "[renderer only] " : "") + cause.title,
                        cells: candidates.filter { $0.cause == cause.id }.map(\.cell).sorted())
        }
        return (problems + causes).filter { !$0.cells.isEmpty }
    }

    package func jsonValue(approved: Set<Cell>) -> JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("id", .string(id)),
            ("title", .string(title)),
            ("cells", .array(cells.map { .string($0.description) })),
            ("open", .number(cells.filter { !approved.contains($0) }.count)),
        ])
    }
}
