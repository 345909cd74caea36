/// `POST /api/approve`: the page's Approve buttons. The body is one JSON object naming what to approve:
/// `{"cell": "home/phone-en-light-1.0x"}`, `{"screen": "home"}`, `{"problem": ID}` or `{"cause": "home/label"}`
/// (the changed and new cells a problem or a cause group appears in); the answer lists each golden written.
extension PreviewServer {
    func approve(_ request: HTTPRequest) throws -> HTTPResponse {
        guard let project = matrix.currentProject else { throw HTTPError.conflict("the project does not load; fix it before approving") }
        let cellName: String?, screen: String?, group: (ReviewGroup.Kind, String)?
        do {
            let object = try JSONDocument(parsing: request.body, file: "request body").reader(rootName: "").object()
            try object.rejectUnknownKeys(allowed: ["cell", "screen", "problem", "cause"])
            cellName = try object.optionalString("cell")
            screen = try object.optionalString("screen")
            group = try object.optionalString("problem").map { (.problem, $0) } ?? object.optionalString("cause").map { (.cause, $0) }
        } catch {
            throw HTTPError.badRequest(String(describing: error))
        }
        var filter = CellFilter()
        var selected: (Cell) -> Bool = { _ in true }
        if let cellName {
            selected = { $0.description == cellName }
        } else if let screen {
            filter.screens = [screen]
        } else if let (kind, id) = group {
            guard let found = (review.snapshot().report.map(ReviewGroup.groups(in:)) ?? []).first(where: { $0.kind == kind && $0.id == id }) else {
                throw HTTPError.notFound("no \(kind.rawValue) '\(id)' with changed or new cells in the last check")
            }
            let members = Set(found.cells)
            selected = { members.contains($0) }
        } else {
            throw HTTPError.badRequest("expected {\"cell\": NAME}, {\"screen\": ID}, {\"problem\": ID} or {\"cause\": SCREEN/NODE}")
        }
        let candidates = (review.snapshot().report.map { Approval.candidates(in: $0, filter: filter) } ?? []).map(\.cell).filter(selected)
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
