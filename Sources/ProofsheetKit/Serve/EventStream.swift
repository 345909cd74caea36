import Synchronization

/// The open server-sent-event connections (WHATWG HTML §9.2, `text/event-stream`): every tab gets every event,
/// in the order they were sent, so two tabs show the same state.
///
/// Nothing is sent while nothing changes (no heartbeat, no polling): an idle server sleeps in `accept`, `read`
/// and `poll`. A tab that went away is dropped at the next event, when writing to it fails.
final class EventStream: Sendable {
    /// The open streams; a connection is written only under this lock, so events never interleave.
    private let clients = Mutex<[SocketConnection]>([])

    /// The number of open streams (tabs).
    var count: Int { clients.withLock { $0.count } }

    /// Answers the request with the stream's head and the first events (the current state), then keeps the connection.
    func add(_ connection: SocketConnection, firstEvents: [ServerEvent]) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        clients.withLock { clients in
            // A reconnecting tab waits 1 s (`retry`), not the browser's default 3 s.
            guard connection.write(Array((head + "retry: 1000\n\n").utf8) + firstEvents.flatMap(\.bytes)) else { return }
            clients.append(connection)
        }
    }

    /// Sends one event to every open stream.
    func send(_ event: ServerEvent) {
        let bytes = event.bytes
        clients.withLock { clients in
            clients.removeAll { connection in
                let gone = !connection.write(bytes)
                if gone { connection.close() }
                return gone
            }
        }
    }

    func closeAll() {
        clients.withLock { clients in
            for connection in clients { connection.close() }
            clients.removeAll()
        }
    }
}

/// One server-sent event: a name and a JSON payload, one `data:` line per line of the JSON text.
struct ServerEvent: Sendable {
    var name: String
    var data: JSONValue

    var bytes: [UInt8] {
        var text = "event: \(name)\n"
        for line in data.jsonText().split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }
}
