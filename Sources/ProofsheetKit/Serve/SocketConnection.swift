import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One accepted TCP connection: reads one request with bounded sizes and a receive timeout, writes whole
/// buffers. Owns its descriptor until `close()` or until it is handed to an `EventStream`.
final class SocketConnection: Sendable {
    let descriptor: Int32
    private let isClosed = Mutex(false)

    /// Limits that keep a misbehaving client from holding memory: head 16 KiB, body 64 KiB (an approve request is tiny).
    static let maxHeadBytes = 16 * 1024
    static let maxBodyBytes = 64 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
        // A stalled client gives up its thread after 5 s (SO_RCVTIMEO); writes never raise SIGPIPE (MSG_NOSIGNAL).
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// Reads one request: the head up to the blank line, then `Content-Length` bytes of body.
    func readRequest() throws -> HTTPRequest {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count <= SocketConnection.maxHeadBytes else { throw HTTPError.payloadTooLarge("request head over 16 KiB") }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw HTTPError.badRequest("connection closed before the request ended") }
            let searchFrom = max(0, buffer.count - 3)
            buffer += chunk[0..<count]
            headEnd = SocketConnection.blankLine(in: buffer, from: searchFrom)
        }
        let end = headEnd ?? 0
        var request = try HTTPRequest.parseHead(Array(buffer[0..<end]))
        if request.headers["transfer-encoding"] != nil { throw HTTPError.badRequest("chunked request bodies are not accepted") }
        let length = Int(request.headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw HTTPError.badRequest("Content-Length is not a number") }
        guard length <= SocketConnection.maxBodyBytes else { throw HTTPError.payloadTooLarge("request body over 64 KiB") }
        var body = Array(buffer[(end + 4)...])
        while body.count < length {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw HTTPError.badRequest("connection closed inside the body") }
            body += chunk[0..<count]
        }
        request.body = Array(body.prefix(length))
        return request
    }

    /// Writes every byte; false when the peer has gone (the caller drops the connection).
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    func close() {
        let wasClosed = isClosed.withLock { closed in
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
    }

    /// Index of the `\r\n\r\n` that ends the head, searching from `start`.
    private static func blankLine(in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in start...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}
