import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One accepted TCP connection: reads one request with bounded sizes before a deadline, writes whole buffers.
/// Owns its descriptor until `close()` or until it is handed to an `EventStream`.
package final class SocketConnection: Sendable {
    package let descriptor: Int32
    /// The client's IPv4 address, dotted (`127.0.0.1`): connections are counted per address (`ConnectionLimits`).
    package let peer: String
    /// When `accept` returned it; the request must be whole by `accepted + requestSeconds`.
    package let accepted: ContinuousClock.Instant
    /// Whether the descriptor is closed, and why the server gave up on the request (`cancel(because:)`).
    private let state = Mutex((isClosed: false, cancelReason: String?.none, hasWholeHead: false))

    /// Limits that keep a misbehaving client from holding memory: head 16 KiB, body 64 KiB (an approve request is tiny).
    package static let maxHeadBytes = 16 * 1024
    package static let maxBodyBytes = 64 * 1024
    /// Seconds from `accept` to the last byte of the request (request line, header fields and body together), however
    /// the bytes are spread: a client that trickles a byte at a time is answered 408 when they run out.
    package static let requestSeconds = 5

    package init(descriptor: Int32, peer: String, accepted: ContinuousClock.Instant = .now) {
        self.descriptor = descriptor
        self.peer = peer
        self.accepted = accepted
        // A client that takes no bytes of the answer for 5 s is dropped (SO_SNDTIMEO, per send); writes never raise
        // SIGPIPE (MSG_NOSIGNAL). Reads wait in `poll` against the request deadline instead.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// The instant the whole request must have arrived by.
    package var requestDeadline: ContinuousClock.Instant { accepted + .seconds(SocketConnection.requestSeconds) }

    /// Why the request was given up (a 503 message), or nil.
    package var cancelReason: String? { state.withLock { $0.cancelReason } }

    /// Reads one request: the head up to the blank line, then `Content-Length` bytes of body, all before
    /// `requestDeadline` (408 after it; 503 once `cancel(because:)` ran).
    package func readRequest() throws -> HTTPRequest {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count <= SocketConnection.maxHeadBytes else { throw HTTPError.payloadTooLarge("request head over 16 KiB") }
            let count = try receive(into: &chunk)
            guard count > 0 else { throw HTTPError.badRequest("connection closed before the request ended") }
            let searchFrom = max(0, buffer.count - 3)
            buffer += chunk[0..<count]
            headEnd = SocketConnection.blankLine(in: buffer, from: searchFrom)
        }
        state.withLock { $0.hasWholeHead = true }
        let end = headEnd ?? 0
        var request = try HTTPRequest.parseHead(Array(buffer[0..<end]))
        if request.headers["transfer-encoding"] != nil { throw HTTPError.badRequest("chunked request bodies are not accepted") }
        let length = Int(request.headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw HTTPError.badRequest("Content-Length is not a number") }
        guard length <= SocketConnection.maxBodyBytes else { throw HTTPError.payloadTooLarge("request body over 64 KiB") }
        var body = Array(buffer[(end + 4)...])
        while body.count < length {
            let count = try receive(into: &chunk)
            guard count > 0 else { throw HTTPError.badRequest("connection closed inside the body") }
            body += chunk[0..<count]
        }
        request.body = Array(body.prefix(length))
        return request
    }

    /// Waits in `poll(2)` for bytes until the request deadline, then reads what came; 0 when the client closed.
    private func receive(into chunk: inout [UInt8]) throws -> Int {
        while true {
            if let reason = cancelReason { throw HTTPError.serviceUnavailable(reason) }
            let remaining = requestDeadline - .now
            guard remaining > .zero else {
                throw HTTPError.requestTimeout("the request was not whole within \(SocketConnection.requestSeconds) s of connecting; send it at once")
            }
            let (seconds, attoseconds) = remaining.components
            // Rounded up, so a poll that times out leaves the deadline passed.
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, milliseconds)
            if polled == 0 || (polled < 0 && errno == EINTR) { continue }
            guard polled > 0 else { return 0 }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            if count <= 0, let reason = cancelReason { throw HTTPError.serviceUnavailable(reason) }
            return max(count, 0)
        }
    }

    /// Whether the request's head has arrived whole: read by `readRequest`, or waiting unread in the socket (a peek,
    /// which takes nothing). A full server never gives up such a connection for a newcomer (`ConnectionLimits`):
    /// on a loaded machine the reading thread may not have run yet, but the client sent its request at once.
    package var hasWholeHead: Bool {
        if state.withLock({ $0.hasWholeHead }) { return true }
        var peeked = [UInt8](repeating: 0, count: SocketConnection.maxHeadBytes)
        let count = peeked.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_PEEK | MSG_DONTWAIT)) }
        guard count >= 4 else { return false }
        return SocketConnection.blankLine(in: Array(peeked[0..<count]), from: 0) != nil
    }

    /// Writes every byte; false when the peer has gone (the caller drops the connection).
    @discardableResult
    package func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Gives up the request from another thread: the reading thread wakes (`shutdown(SHUT_RD)` ends its `poll`)
    /// and answers 503 with `reason`. Done under the lock that `close` takes, so it never reaches a reused descriptor.
    package func cancel(because reason: String) {
        state.withLock { state in
            guard !state.isClosed, state.cancelReason == nil else { return }
            state.cancelReason = reason
            shutdown(descriptor, Int32(SHUT_RD))
        }
    }

    package func close() {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.isClosed = true
            shutdown(descriptor, Int32(SHUT_RDWR))
            Glibc.close(descriptor)
        }
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
