/// `POST /api/approve`: the page's Approve buttons. The body is one JSON object naming what to approve:
/// `{"cell": "home/phone-en-light-1.0x"}` or `{"screen": "home"}`; the answer lists each golden written.
extension PreviewServer {
    func approve(_ request: HTTPRequest) throws -> HTTPResponse {
        guard let project = matrix.currentProject else { throw HTTPError.conflict("the project does not load; fix it before approving") }
        let cellName: String?, screen: String?
        do {
            let object = try JSONDocument(parsing: request.body, file: "request body").reader(rootName: "").object()
            try object.rejectUnknownKeys(allowed: ["cell", "screen"])
            cellName = try object.optionalString("cell")
            screen = try object.optionalString("screen")
        } catch {
            throw HTTPError.badRequest(String(describing: error))
        }
        var filter = CellFilter()
        var selected: (Cell) -> Bool = { _ in true }
        if let cellName {
            selected = { $0.description == cellName }
        } else if let screen {
            filter.screens = [screen]
        } else {
            throw HTTPError.badRequest("expected {\"cell\": NAME} or {\"screen\": ID}")
        }
        let candidates = (review.snapshot().report.map { Approval.candidates(in: $0, filter: filter) } ?? []).map(\.cell).filter(selected)
        guard let first = candidates.first else { throw HTTPError.notFound("nothing to approve for \(String(decoding: request.body, as: UTF8.self))") }
        if candidates.count == 1 {
            filter = CellFilter.exactly(first)
        }
        let outcomes = try review.approve(project: project, filter: filter, jobs: options.jobs).filter { selected($0.cell) }
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

extension CellFilter {
    /// The filter that selects exactly `cell`.
    static func exactly(_ cell: Cell) -> CellFilter {
        var filter = CellFilter()
        filter.screens = [cell.screen]
        filter.devices = [cell.device]
        filter.locales = [cell.locale.identifier]
        filter.modes = [cell.mode.rawValue]
        filter.scales = [cell.textScale]
        return filter
    }
}
