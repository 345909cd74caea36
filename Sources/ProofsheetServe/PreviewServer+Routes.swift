import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetSpec

/// The server's routes (docs/serve.md lists them). Every request is checked first: its `Host` must be this
/// server (no DNS rebinding), its path must not step out of its folder (`..`, `.`, encoded or not: 403), and a
/// request that changes files must carry the page's secret and no foreign `Origin` (403 otherwise).
extension PreviewServer {
    /// Answers one connection's request (or hands the connection to the event stream) and closes it.
    package func handle(_ connection: SocketConnection) {
        let request: HTTPRequest
        do {
            request = try connection.readRequest()
            guard limits.finishedReading(connection) else {
                throw HTTPError.serviceUnavailable(connection.cancelReason ?? "the server gave this connection's place to another")
            }
        } catch {
            let failure = error as? HTTPError ?? .badRequest(String(describing: error))
            connection.write(HTTPResponse.text(failure.description, status: failure.status).bytes)
            return connection.close()
        }
        do {
            try checkHost(request)
            guard let segments = request.segments else { throw HTTPError.forbidden("the path leaves its folder: \(request.path)") }
            if request.method == "GET", segments == ["events"] {
                let snapshot = matrix.snapshot()
                return events.add(connection, firstEvents: [ServerEvent(name: "state", data: snapshot.jsonValue()),
                                                            ServerEvent(name: "review", data: review.jsonValue())])
            }
            connection.write(try respond(to: request, segments: segments).bytes)
        } catch let error as HTTPError {
            connection.write(HTTPResponse.text(error.description, status: error.status).bytes)
        } catch {
            connection.write(HTTPResponse.text(String(describing: error), status: .internalServerError).bytes)
        }
        connection.close()
    }

    package func respond(to request: HTTPRequest, segments: [String]) throws -> HTTPResponse {
        switch (request.method, segments.first) {
        case ("GET", nil):
            return HTTPResponse(contentType: "text/html; charset=utf-8", body: Array(ServePage.html(secret: secret).utf8))
        case ("GET", "api") where segments == ["api", "state"]:
            return .json(matrix.snapshot().jsonValue())
        case ("GET", "api") where segments == ["api", "review"]:
            return .json(review.jsonValue())
        case ("GET", "api") where segments == ["api", "layout"]:
            // The id read as `--cell` reads it.
            let name = request.query["cell"] ?? ""
            let id: CellID
            do { id = try CellID(parsing: name) } catch { throw HTTPError.notFound("no layout for cell '\(MessageText.escaped(name))': \(error)") }
            guard let layout = matrix.snapshot().cells.first(where: { id.matches($0.cell) })?.layout else {
                throw HTTPError.notFound("no layout for cell '\(MessageText.escaped(name))'")
            }
            return .json(layout)
        case ("GET", "image"):
            let relative = segments.dropFirst().joined(separator: "/")
            guard let cell = matrix.snapshot().cells.first(where: { $0.cell.relativePath == relative }), let png = cell.png,
                  request.query["g"] == String(cell.imageGeneration) else {
                throw HTTPError.notFound("no image for \(relative) in generation \(request.query["g"] ?? "(none)"): superseded or never rendered")
            }
            var response = HTTPResponse(contentType: "image/png", body: png)
            response.cacheControl = "private, max-age=86400, immutable"
            return response
        case ("GET", "files"):
            return try file(segments: Array(segments.dropFirst()))
        case ("POST", "api") where segments == ["api", "approve"]:
            try checkSecret(request)
            return try approve(request)
        case (_, "api") where segments == ["api", "approve"]:
            throw HTTPError.methodNotAllowed("approve takes POST")
        default:
            throw HTTPError.notFound("no such page: \(request.method) \(request.path)")
        }
    }

    /// A PNG under the report folder (`/files/report/…`) or the golden folder (`/files/golden/…`).
    package func file(segments: [String]) throws -> HTTPResponse {
        guard let config = matrix.config, let area = segments.first, segments.count > 1 else { throw HTTPError.notFound("no such file") }
        let folder: String
        switch area {
        case "report": folder = review.reportFolder
        case "golden": folder = config.paths.golden
        default: throw HTTPError.notFound("no such folder: \(area)")
        }
        let path = folder + "/" + segments.dropFirst().joined(separator: "/")
        // Symbolic links are resolved before the check: a link out of the folder is refused like `..`.
        guard ProjectPath.isInside(path, root: folder), ProjectPath.isInside(path, root: config.root) else {
            throw HTTPError.forbidden("\(FileDisplay.shown(path)) is outside \(FileDisplay.shown(folder))")
        }
        // Regular files only (a FIFO must never block the server), within the PNG reader's size limit.
        guard path.hasSuffix(".png"), let bytes = try? RegularFile.read(path, limit: PNGDecoder.maxFileBytes) else {
            throw HTTPError.notFound("no readable PNG at \(FileDisplay.shown(path))")
        }
        return HTTPResponse(contentType: "image/png", body: bytes)
    }

    /// The `Host` header names this server (`127.0.0.1:PORT`, `localhost:PORT` or the address it listens on).
    package func checkHost(_ request: HTTPRequest) throws {
        let allowed = ["127.0.0.1:\(port)", "localhost:\(port)", "\(options.host):\(port)"]
        guard let host = request.headers["host"], allowed.contains(host.lowercased()) else {
            throw HTTPError.forbidden("Host '\(request.headers["host"] ?? "")' is not this server (\(allowed[0]))")
        }
    }

    /// The per-run secret, compared in constant time, and no `Origin` but this server's own.
    package func checkSecret(_ request: HTTPRequest) throws {
        if let origin = request.headers["origin"], origin != "http://" + (request.headers["host"] ?? "") {
            throw HTTPError.forbidden("requests from \(origin) may not change files")
        }
        let given = Array((request.headers["x-proofsheet-secret"] ?? "").utf8)
        let expected = Array(secret.utf8)
        var difference = given.count == expected.count ? 0 : 1
        for (a, b) in zip(given, expected) { difference |= Int(a ^ b) }
        guard difference == 0 else { throw HTTPError.forbidden("missing or wrong X-Proofsheet-Secret: only the served page may approve") }
    }
}
