import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Clients that each send a request one byte every `interval` seconds, as a slow-request attack does, and connect
/// again when the server closes the connection. Loopback only; every client stops at `until`.
final class TricklingClients: Sendable {
    /// The status line's code of every answer the clients got (503: given up for another request, 408: too slow).
    private let answers = Mutex<[Int: Int]>([:])
    private let done = DispatchGroup()

    /// Starts `count` clients on their own threads; `join()` waits for them.
    init(count: Int, port: UInt16, interval: TimeInterval = 2, until end: Date) {
        let request = Array("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        for _ in 0..<count {
            done.enter()
            Thread.detachNewThread { [self] in
                while Date() < end {
                    guard let socket = try? RawSocket(port: port, timeoutSeconds: 1) else {
                        usleep(UInt32(interval * 1_000_000))
                        continue
                    }
                    var sent = 0
                    while Date() < end {
                        if let status = TricklingClients.answer(on: socket) {
                            answers.withLock { $0[status, default: 0] += 1 }
                            break
                        }
                        socket.send([request[sent % request.count]])
                        sent += 1
                        usleep(UInt32(interval * 1_000_000))
                    }
                }
                done.leave()
            }
        }
    }

    func join() { done.wait() }

    var answerCounts: [Int: Int] { answers.withLock { $0 } }

    /// The answer's status code if the server answered or closed (0 for a close without an answer); nil while it waits.
    private static func answer(on socket: RawSocket) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { recv(socket.descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : 0 }
        let line = String(decoding: buffer[0..<count], as: UTF8.self)
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
