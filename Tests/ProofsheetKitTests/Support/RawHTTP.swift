import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP client for tests: sends request bytes exactly as written (so `..` reaches the server unnormalised)
/// and reads the answer until the server closes, or for event streams, until a predicate holds. Loopback only,
/// every read bounded by a receive timeout.
final class RawSocket {
    let descriptor: Int32

    init(port: UInt16, timeoutSeconds: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw RawHTTPError(message: "connect 127.0.0.1:\(port): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Up to `count` bytes; empty at the end of the stream or on a timeout.
    func receive(upTo count: Int = 65536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return received > 0 ? Array(buffer[0..<received]) : []
    }

    /// Reads until `done` holds for everything read so far, or the stream ends or times out.
    func receive(until done: ([UInt8]) -> Bool) -> [UInt8] {
        var all: [UInt8] = []
        while !done(all) {
            let more = receive()
            if more.isEmpty { break }
            all += more
        }
        return all
    }
}

struct RawHTTPError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// One answer of the server: status code, head and body.
struct RawResponse {
    var status: Int
    var head: String
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }

    /// Sends `request` (a whole HTTP message) and reads the answer to the end (the server closes each connection).
    static func exchange(_ request: String, port: UInt16) throws -> RawResponse {
        let socket = try RawSocket(port: port)
        socket.send(Array(request.utf8))
        let bytes = socket.receive { _ in false }
        guard let split = bytes.indices.first(where: { bytes[$0...].starts(with: [13, 10, 13, 10]) }) else {
            throw RawHTTPError(message: "no HTTP head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<split], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return RawResponse(status: status, head: head, body: Array(bytes[(split + 4)...]))
    }

    static func get(_ path: String, port: UInt16, headers: [String] = []) throws -> RawResponse {
        try exchange("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n", port: port)
    }

    static func post(_ path: String, body: String, port: UInt16, headers: [String] = []) throws -> RawResponse {
        try exchange("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "\r\n" + body, port: port)
    }
}
