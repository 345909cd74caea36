import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import ProofsheetJSON

/// The open server-sent-event connections (WHATWG HTML §9.2, `text/event-stream`): every tab gets every event,
/// in the order they were sent, so two tabs show the same state.
///
/// Nothing is sent while nothing changes (no heartbeat, no polling): an idle server sleeps in `accept`, `read`
/// and `poll`. A tab that goes away gives its descriptor back at once: `closeStreamsAsTheyHangUp()` waits in
/// `poll(2)` on every open stream and closes the one its client closed (or that sends anything after its request).
package final class EventStream: Sendable {
    /// At most 64 open streams (tabs); the next is answered 503. With `ConnectionLimits.maxInFlight` this keeps the
    /// server at 128 client sockets at most, however many tabs or clients connect (docs/serve.md, "Under load").
    package static let maxStreams = 64

    /// The open streams, and whether `closeAll()` ran. A connection is written and closed only under this lock, so
    /// events never interleave and a descriptor is never used after it is closed.
    package let streams = Mutex((open: [SocketConnection](), isClosed: false))
    /// A pipe whose write end wakes the hang-up watcher when a stream is added or the server stops.
    package let wake: [Int32]

    package init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ServeError.socket("pipe", errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wake = ends
    }

    deinit {
        for end in wake { Glibc.close(end) }
    }

    /// The number of open streams (tabs).
    package var count: Int { streams.withLock { $0.open.count } }

    /// Answers the request with the stream's head and the first events (the current state), then keeps the
    /// connection; a 65th stream is answered 503 and closed.
    package func add(_ connection: SocketConnection, firstEvents: [ServerEvent]) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        let isKept = streams.withLock { streams -> Bool in
            guard !streams.isClosed else { return false }
            guard streams.open.count < EventStream.maxStreams else {
                let refusal = "too many open event streams (\(EventStream.maxStreams)); close a tab of this page"
                connection.write(HTTPResponse.text(refusal, status: .serviceUnavailable).bytes)
                return false
            }
            // A reconnecting tab waits 1 s (`retry`), not the browser's default 3 s.
            guard connection.write(Array((head + "retry: 1000\n\n").utf8) + firstEvents.flatMap(\.bytes)) else { return false }
            streams.open.append(connection)
            return true
        }
        if isKept { wakeWatcher() } else { connection.close() }
    }

    /// Sends one event to every open stream.
    package func send(_ event: ServerEvent) {
        let bytes = event.bytes
        streams.withLock { streams in
            streams.open.removeAll { connection in
                let gone = !connection.write(bytes)
                if gone { connection.close() }
                return gone
            }
        }
    }

    /// Closes every stream and ends `closeStreamsAsTheyHangUp()`.
    package func closeAll() {
        streams.withLock { streams in
            streams.isClosed = true
            for connection in streams.open { connection.close() }
            streams.open.removeAll()
        }
        wakeWatcher()
    }

    package func wakeWatcher() {
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up (the end is non-blocking).
        _ = Glibc.write(wake[1], &byte, 1)
    }
}

/// One server-sent event: a name and a JSON payload, one `data:` line per line of the JSON text.
package struct ServerEvent: Sendable {
    package var name: String
    package var data: JSONValue

    package var bytes: [UInt8] {
        var text = "event: \(name)\n"
        for line in data.jsonText().split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }
}
