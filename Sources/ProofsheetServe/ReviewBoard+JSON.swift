import ProofsheetJSON
import ProofsheetSupport
import ProofsheetKit
import ProofsheetSpec
import ProofsheetVerify

/// The page's view of the last check (`GET /api/review` and the `review` event), documented in docs/serve.md.
extension ReviewBoard {
    package func jsonValue() -> JSONValue {
        let (report, approved, problem) = snapshot()
        let candidates = report.map { Approval.candidates(in: $0, filter: CellFilter()) } ?? []
        return .object([
            ("report", report == nil ? .null : .string(FileDisplay.shown(reportFolder) + "/report.json")),
            ("problem", problem.map(JSONValue.string) ?? .null),
            ("groups", .array((report.map(ReviewGroup.groups(in:)) ?? []).map { $0.jsonValue(approved: approved) })),
            ("cells", .array(candidates.map { result in
                func file(_ relative: String?) -> JSONValue { relative.map { .string("/files/report/" + $0) } ?? .null }
                return .object([
                    ("name", .string(result.cell.description)),
                    ("screen", .string(result.cell.screen.name)),
                    ("status", .string(result.status.rawValue)),
                    ("message", result.message.map(JSONValue.string) ?? .null),
                    ("expected", result.golden == nil ? .null : .string("/files/golden/" + result.cell.relativePath)),
                    ("diff", file(result.artefacts.diff)),
                    // The diff's marks cover the rows that differ: where they sit in the full image (nil: all of it).
                    ("diffBand", result.artefacts.diffBand.map { band in
                        .array([.number(band.top), .number(band.height), .number(band.imageHeight)])
                    } ?? .null),
                    ("actual", file(result.artefacts.actual)),
                    ("approved", .bool(approved.contains(result.cell))),
                ])
            })),
        ])
    }
}
