import Synchronization

/// The connections the server is reading a request from or answering, and who gives way when there are too many:
/// at most `maxInFlight` in all and `maxPerPeer` from one IPv4 address (event streams are not counted; see
/// `EventStream.maxStreams`).
///
/// A full server does not turn the newcomer away while some connection is still sending its request: it cancels
/// the oldest such connection (503) and admits the newcomer. A connection whose request head has arrived whole
/// (read, or waiting in its socket: `SocketConnection.hasWholeHead`) is never the one given up, even if the
/// machine is too busy to have read it yet; so the connections given up are those that trickle bytes, and trickling
/// ones (from one address or many) cannot keep an ordinary request out. Only when every place is taken by a
/// request that arrived whole is the newcomer refused (503).
package final class ConnectionLimits: Sendable {
    package static let maxInFlight = 64
    package static let maxPerPeer = 16

    private struct Entry {
        let connection: SocketConnection
        /// Still sending its request (it may be cancelled); false once read, while it is answered.
        var isReading: Bool
    }

    /// In the order they were accepted, oldest first.
    private let entries = Mutex<[Entry]>([])

    package init() {}

    /// How many connections are being read or answered now.
    package var count: Int { entries.withLock { $0.count } }

    /// Admits `connection`, cancelling the oldest connection still reading if a cap is reached (its peer's if its
    /// peer is at `maxPerPeer`, anyone's if the server is at `maxInFlight`); nil when admitted, else why not.
    package func admit(_ connection: SocketConnection) -> String? {
        let (cancelled, refusal) = entries.withLock { entries -> (SocketConnection?, String?) in
            let fromPeer = entries.filter { $0.connection.peer == connection.peer }.count
            var cancelled: SocketConnection?
            if fromPeer >= ConnectionLimits.maxPerPeer {
                guard let oldest = entries.firstIndex(where: { $0.isReading && $0.connection.peer == connection.peer && !$0.connection.hasWholeHead }) else {
                    return (nil, "too many requests from \(connection.peer) at once (\(ConnectionLimits.maxPerPeer)); try again")
                }
                cancelled = entries.remove(at: oldest).connection
            } else if entries.count >= ConnectionLimits.maxInFlight {
                guard let oldest = entries.firstIndex(where: { $0.isReading && !$0.connection.hasWholeHead }) else {
                    return (nil, "too many requests at once (\(ConnectionLimits.maxInFlight)); try again")
                }
                cancelled = entries.remove(at: oldest).connection
            }
            entries.append(Entry(connection: connection, isReading: true))
            return (cancelled, nil)
        }
        cancelled?.cancel(because: "the server is full and this request was the oldest one still arriving; send requests whole")
        return refusal
    }

    /// Marks the request read, so it is no longer cancelled for a newcomer; false if it was cancelled already.
    package func finishedReading(_ connection: SocketConnection) -> Bool {
        entries.withLock { entries in
            guard let index = entries.firstIndex(where: { $0.connection === connection }) else { return false }
            entries[index].isReading = false
            return true
        }
    }

    /// Frees the connection's place (answered, closed, or handed to the event stream).
    package func release(_ connection: SocketConnection) {
        entries.withLock { entries in entries.removeAll { $0.connection === connection } }
    }
}
