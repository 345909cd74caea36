import ProofsheetJSON
import ProofsheetSupport
import ProofsheetKit
import ProofsheetSpec
import ProofsheetVerify

/// `POST /api/approve`: the page's Approve buttons. The body is one JSON object naming what to approve, each
/// exactly as its button says: `{"cell": "home/phone-en-light-1.0x"}`; `{"screen": "wallet"}` (wallet's cells
/// only: a state is a screen of its own, `{"screen": "wallet@empty"}`); `{"problem": ID}` (report.json
/// `problems[].id`: the changed and new cells it appears in); `{"cause": ID}` (report.json `causes[].id`, the
/// same ids as `proofsheet approve --cause`). The answer lists each golden written.
extension PreviewServer {
    package func approve(_ request: HTTPRequest) throws -> HTTPResponse {
        guard let project = matrix.currentProject else { throw HTTPError.conflict("the project does not load; fix it before approving") }
        let cellName: String?, screen: String?, problem: String?, cause: String?
        do {
            let object = try JSONDocument(parsing: request.body, file: "request body").reader(rootName: "").object()
            try object.rejectUnknownKeys(allowed: ["cell", "screen", "problem", "cause"])
            cellName = try object.optionalString("cell")
            screen = try object.optionalString("screen")
            problem = try object.optionalString("problem")
            cause = try object.optionalString("cause")
        } catch {
            throw HTTPError.badRequest(String(describing: error))
        }
        guard let report = review.snapshot().report else {
            throw HTTPError.notFound("no check report to approve from: run 'proofsheet check' first")
        }
        // The cell and the screen are read as `--cell` and `--screen` read them: no cell id is a bad request, and a
        // cell or screen the report lacks is nothing to approve.
        var filter = CellFilter()
        var selected: (Cell) -> Bool = { _ in true }
        if let cellName {
            do { try filter.add(cellName, for: .cell) } catch { throw HTTPError.badRequest(String(describing: error)) }
        } else if let screen {
            do { try filter.add(screen, for: .screen) } catch { throw HTTPError.badRequest(String(describing: error)) }
            filter.screensIncludeStates = false
        } else if let problem {
            guard let found = report.problems.first(where: { $0.id == problem }) else {
                throw HTTPError.notFound("no problem '\(MessageText.escaped(problem))' in the last check")
            }
            let members = Set(found.cells)
            selected = { members.contains($0) }
        } else if let cause {
            do { _ = try report.cause(cause) } catch { throw HTTPError.notFound(String(describing: error)) }
        } else {
            throw HTTPError.badRequest("expected {\"cell\": NAME}, {\"screen\": ID}, {\"problem\": ID} or {\"cause\": ID} (report.json causes[].id)")
        }
        let candidates = Approval.candidates(in: report, filter: filter, cause: cause).map(\.cell).filter(selected)
        guard !candidates.isEmpty else { throw HTTPError.notFound("nothing to approve for \(String(decoding: request.body, as: UTF8.self))") }
        let outcomes = try review.approve(project: project, cells: candidates, jobs: options.jobs)
        for outcome in outcomes {
            options.log(outcome.error.map { "approve \(outcome.cell) failed: \($0)" } ?? "approved \(outcome.cell) → \(FileDisplay.shown(outcome.golden))")
        }
        events.send(ServerEvent(name: "review", data: review.jsonValue()))
        let failed = outcomes.filter { $0.error != nil }
        return .json(.object([
            ("approved", .array(outcomes.filter { $0.error == nil }.map { .string($0.cell.description) })),
            ("errors", .array(failed.map { .string("\($0.cell): \($0.error ?? "")") })),
        ]), status: failed.isEmpty ? .ok : .internalServerError)
    }
}
