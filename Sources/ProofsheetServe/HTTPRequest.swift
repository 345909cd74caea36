/// One HTTP/1.1 request as the preview server reads it: method, path, query, headers and a small body.
///
/// RFC 9112 §2–3 (message syntax, request line) and §6 (a body only with `Content-Length`; chunked bodies are
/// refused). Header names are lower-cased (RFC 9110 §5.1: field names are case-insensitive). The path is kept
/// percent-encoded as sent: `segments` decodes it, and refuses `..` and `.` segments (see `ServeRoutes`).
package struct HTTPRequest: Sendable {
    package var method: String
    /// The request target without its query, as sent (`/api/state`).
    package var path: String
    /// Query parameters, percent-decoded; a name given twice keeps the last value.
    package var query: [String: String]
    package var headers: [String: String]
    package var body: [UInt8]

    /// The path's segments, percent-decoded, or nil when one is `..`, `.`, empty, or not valid UTF-8 after decoding.
    package var segments: [String]? {
        var decoded: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            guard let segment = HTTPRequest.percentDecoded(String(part)) else { return nil }
            if segment == ".." || segment == "." || segment.contains("/") || segment.contains("\0") { return nil }
            decoded.append(segment)
        }
        if decoded.last == "" { decoded.removeLast() }
        return decoded.contains("") ? nil : decoded
    }

    /// Parses the head (request line and header fields, without the blank line) of a request.
    package static func parseHead(_ head: [UInt8]) throws -> HTTPRequest {
        guard let text = String(validating: head, as: UTF8.self) else { throw HTTPError.badRequest("the request head is not UTF-8") }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { throw HTTPError.badRequest("empty request") }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), requestLine[1].hasPrefix("/") else {
            throw HTTPError.badRequest("expected 'METHOD /path HTTP/1.1'")
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw HTTPError.badRequest("header line without ':'") }
            let name = line[..<colon].lowercased()
            // RFC 9112 §3.2: a request with more than one Host field is answered 400 (two Hosts could name two servers).
            if name == "host", headers[name] != nil { throw HTTPError.badRequest("more than one Host header") }
            headers[name] = line[line.index(after: colon)...].trimmingSpaces
        }
        let target = requestLine[1]
        let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
        var query: [String: String] = [:]
        if pathEnd < target.endIndex {
            for pair in target[target.index(after: pathEnd)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = HTTPRequest.percentDecoded(String(parts[0]).replacingPlus) ?? ""
                query[name] = parts.count > 1 ? HTTPRequest.percentDecoded(String(parts[1]).replacingPlus) : ""
            }
        }
        return HTTPRequest(method: String(requestLine[0]), path: String(target[..<pathEnd]), query: query, headers: headers, body: [])
    }

    /// RFC 3986 §2.1 percent-decoding; nil for a malformed escape or bytes that are not UTF-8.
    package static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension StringProtocol {
    package var trimmingSpaces: String { String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    package var replacingPlus: String { String(map { $0 == "+" ? " " : $0 }) }
}
