/// Why a request got no ordinary answer: each case is one HTTP status (RFC 9110 §15) with a message for the page.
package enum HTTPError: Error, Equatable, CustomStringConvertible {
    case badRequest(String)
    /// No secret, a wrong secret, a foreign origin or a path that leaves its folder.
    case forbidden(String)
    case notFound(String)
    case methodNotAllowed(String)
    /// Another proofsheet run holds the project's run lock.
    case conflict(String)
    case payloadTooLarge(String)
    /// The request was not whole within `SocketConnection.requestSeconds` of connecting.
    case requestTimeout(String)
    /// The server gave the connection's place to another (`ConnectionLimits`) or is full.
    case serviceUnavailable(String)

    package var status: HTTPStatus {
        switch self {
        case .badRequest: return .badRequest
        case .forbidden: return .forbidden
        case .notFound: return .notFound
        case .methodNotAllowed: return .methodNotAllowed
        case .conflict: return .conflict
        case .payloadTooLarge: return .payloadTooLarge
        case .requestTimeout: return .requestTimeout
        case .serviceUnavailable: return .serviceUnavailable
        }
    }

    package var description: String {
        switch self {
        case .badRequest(let text), .forbidden(let text), .notFound(let text), .methodNotAllowed(let text), .conflict(let text),
             .payloadTooLarge(let text), .requestTimeout(let text), .serviceUnavailable(let text):
            return text
        }
    }
}

/// The status codes the preview server answers with (RFC 9110 §15).
package enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case conflict = 409
    case payloadTooLarge = 413
    case internalServerError = 500
    case serviceUnavailable = 503

    package var reason: String {
        switch self {
        case .ok: return "OK"
        case .badRequest: return "Bad Request"
        case .forbidden: return "Forbidden"
        case .notFound: return "Not Found"
        case .methodNotAllowed: return "Method Not Allowed"
        case .requestTimeout: return "Request Timeout"
        case .conflict: return "Conflict"
        case .payloadTooLarge: return "Content Too Large"
        case .internalServerError: return "Internal Server Error"
        case .serviceUnavailable: return "Service Unavailable"
        }
    }
}
