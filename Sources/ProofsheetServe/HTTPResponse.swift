import ProofsheetJSON

/// One HTTP/1.1 response: status, content type and body, sent with `Connection: close` (RFC 9112 §9.6), so
/// each connection carries one request and a slow client holds only its own thread.
///
/// Every response forbids framing and sniffing (`X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`) and,
/// but for cell images, caching (`Cache-Control: no-store`): the page shows live files, and no other site may embed it.
package struct HTTPResponse: Sendable {
    package var status: HTTPStatus
    package var contentType: String
    package var body: [UInt8]
    /// `no-store` except for a cell image, whose URL names its generation and so never changes.
    package var cacheControl = "no-store"

    package init(status: HTTPStatus = .ok, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    package static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    package static func json(_ value: JSONValue, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array((value.jsonText() + "\n").utf8))
    }

    /// The bytes on the wire: status line, header fields, blank line, body.
    package var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: \(cacheControl)\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
        head += "Referrer-Policy: no-referrer\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
