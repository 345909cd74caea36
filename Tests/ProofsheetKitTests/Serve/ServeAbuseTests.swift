import Foundation
import XCTest
@testable import ProofsheetKit
#if canImport(Glibc)
import Glibc
#endif
import ProofsheetServe

/// `proofsheet serve` under the attacks of issue #45: event streams opened and closed by the hundred under a small
/// descriptor limit, clients that trickle their requests, and a server out of descriptors. Loopback only; every
/// loop is bounded in count and time.
final class ServeAbuseTests: XCTestCase {
    func testClosedEventStreamsGiveTheirDescriptorsBackUnderA128DescriptorLimit() throws {
        let (server, port) = try startServe(descriptorLimit: 128)
        let baseline = try openDescriptors(server)
        for index in 0..<200 {
            let stream = try RawSocket(port: port, timeoutSeconds: 2)
            stream.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            let head = String(decoding: stream.receive { $0.count >= 12 }, as: UTF8.self)
            guard head.hasPrefix("HTTP/1.1 200") else {
                let status = head.prefix { $0 != "\r" }
                return XCTFail("stream \(index + 1) of 200 was not answered 200 within 2 s ('\(status)'); the server has \(try openDescriptors(server)) descriptors open")
            }
        }
        let started = Date()
        while try openDescriptors(server) > baseline + 1 && Date().timeIntervalSince(started) < 2 { usleep(10_000) }
        let released = Date().timeIntervalSince(started)
        let open = try openDescriptors(server)
        XCTAssertLessThanOrEqual(open, baseline + 1, "descriptors open after 200 closed streams (\(baseline) at start)")
        let asked = Date()
        XCTAssertEqual(try RawResponse.get("/api/state", port: port).status, 200)
        let answered = Date().timeIntervalSince(asked)
        XCTAssertLessThan(answered, 1)
        print("200 streams opened and closed: \(open) descriptors open (\(baseline) at start) after \(Int(released * 1000)) ms; "
              + "a request then answered in \(Int(answered * 1000)) ms")
    }

    func testOutOfDescriptorsTheServerWaitsWithoutSpinningAndRecovers() throws {
        let (server, port) = try startServe(descriptorLimit: 32)
        let baseline = try openDescriptors(server)
        // More streams than the limit leaves room for: the last ones wait in the listen backlog (accept: EMFILE).
        // One at a time, each waited for (up to its 1 s receive timeout) while the server still has descriptors: on
        // a loaded machine, opening them all at once would put more than `ConnectionLimits.maxPerPeer` in flight and
        // the surplus would be refused rather than wait for a descriptor.
        var streams: [RawSocket] = []
        var answeredWhileOpening = 0
        for _ in 0..<(40 - baseline) {
            let stream = try RawSocket(port: port, timeoutSeconds: 1)
            stream.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            streams.append(stream)
            if answeredWhileOpening == streams.count - 1,
               String(decoding: stream.receive { $0.count >= 12 }, as: UTF8.self).hasPrefix("HTTP/1.1 200") {
                answeredWhileOpening += 1
            }
        }
        // accept(2) takes the lowest free number: the limit is reached when 0...31 are all taken (descriptors
        // inherited from the test process may have higher numbers).
        let isFull = { Set(try FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.processIdentifier)/fd").compactMap { Int($0) }).isSuperset(of: 0..<32) }
        let waited = Date()
        // Each stream is answered with the whole matrix state first: on a loaded machine (a debug build, other
        // builds running) that takes seconds for 30 streams, so the wait is generous; it ends as soon as all are taken.
        while try !isFull() && Date().timeIntervalSince(waited) < 20 { usleep(20_000) }
        XCTAssertTrue(try isFull(), "the server is at its limit of 32 descriptors")
        usleep(200_000)
        // The streams answered while opening, and of the rest those whose answer is waiting now.
        let answered = answeredWhileOpening + streams.dropFirst(answeredWhileOpening).filter { stream in
            var buffer = [UInt8](repeating: 0, count: 1)
            let count = buffer.withUnsafeMutableBytes { recv(stream.descriptor, $0.baseAddress, $0.count, Int32(MSG_PEEK | MSG_DONTWAIT)) }
            return count > 0
        }.count
        XCTAssertLessThan(answered, streams.count, "some streams wait for a descriptor")
        let starved = try openDescriptors(server)
        let before = try cpuSeconds(server)
        usleep(1_000_000)
        let used = try cpuSeconds(server) - before
        XCTAssertLessThan(used, 0.05, "CPU seconds in 1 s out of descriptors")
        streams.removeAll()
        let asked = Date()
        XCTAssertEqual(try RawResponse.get("/api/state", port: port).status, 200)
        let recovered = Date().timeIntervalSince(asked)
        XCTAssertLessThan(recovered, 2)
        print("out of descriptors: \(answered) of \(40 - baseline) streams answered (\(baseline) descriptors at start, \(starved) then), \(used) CPU s in 1 s; "
              + "after they closed a request was answered in \(Int(recovered * 1000)) ms")
        XCTAssertTrue(server.isRunning)
    }

    func testSixtyFourTricklingClientsDoNotKeepAnOrdinaryRequestOut() throws {
        let harness = try ServeHarness(self)
        let end = Date().addingTimeInterval(13)
        let attackers = TricklingClients(count: 64, port: harness.port, interval: 2, until: end)
        // Past the first 5 s deadline too: the attackers connect again as soon as they are dropped.
        usleep(3_000_000)
        var times: [Double] = []
        var peak = 0
        while Date().addingTimeInterval(1.5) < end {
            peak = max(peak, harness.server.limits.count)
            let asked = Date()
            let response = try RawResponse.get("/api/state", port: harness.port)
            times.append(Date().timeIntervalSince(asked))
            XCTAssertEqual(response.status, 200, response.text)
            usleep(1_000_000)
        }
        attackers.join()
        XCTAssertGreaterThanOrEqual(times.count, 7)
        XCTAssertLessThan(times.max() ?? 0, 1, "an ordinary request is answered at once (s)")
        XCTAssertLessThanOrEqual(peak, ConnectionLimits.maxPerPeer, "connections from 127.0.0.1 held at once")
        print("64 trickling clients: \(times.count) ordinary requests answered in at most \(Int((times.max() ?? 0) * 1000)) ms; "
              + "at most \(peak) connections held; "
              + "the attackers got \(attackers.answerCounts.sorted { $0.key < $1.key })")
    }

    func testARequestTrickledOverMoreThanFiveSecondsIsAnswered408() throws {
        let harness = try ServeHarness(self)
        // Before connecting, so the server's accept (where its deadline starts) comes after it.
        let started = Date()
        let socket = try RawSocket(port: harness.port, timeoutSeconds: 1)
        var answer: [UInt8] = []
        // A byte every 500 ms, far inside the old per-read timeout, never finishing the head; between bytes the
        // client waits in poll(2) for the answer, so its time is measured to the millisecond.
        for byte in "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1".utf8 where answer.isEmpty && Date().timeIntervalSince(started) < 8 {
            socket.send([byte])
            var ready = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 500) > 0 { answer = socket.receive() }
        }
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertTrue(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408"), String(decoding: answer, as: UTF8.self))
        XCTAssertGreaterThanOrEqual(elapsed, Double(SocketConnection.requestSeconds))
        XCTAssertLessThan(elapsed, Double(SocketConnection.requestSeconds) + 1)
        print("a trickled request was answered 408 after \(Int(elapsed * 1000)) ms")
    }

    func testAFullServerCancelsTheOldestConnectionStillSendingItsRequest() {
        // Table: connections from peers, whether each is being answered, then the newcomer; which one is cancelled.
        let cases: [(name: String, peers: [(String, isAnswered: Bool)], newcomer: String, cancelled: Int?, isRefused: Bool)] = [
            ("under both caps", [("10.0.0.1", false)], "10.0.0.2", nil, false),
            ("peer at its cap", Array(repeating: ("10.0.0.1", false), count: 16), "10.0.0.1", 0, false),
            ("peer at its cap, oldest answered", [("10.0.0.1", true)] + Array(repeating: ("10.0.0.1", false), count: 15), "10.0.0.1", 1, false),
            ("peer at its cap, all answered", Array(repeating: ("10.0.0.1", true), count: 16), "10.0.0.1", nil, true),
            ("server full", (0..<64).map { ("10.0.1.\($0 / 8)", $0 < 8) }, "10.0.0.9", 8, false),
            ("server full, all answered", (0..<64).map { ("10.0.1.\($0 / 8)", true) }, "10.0.0.9", nil, true),
        ]
        for (name, peers, newcomer, cancelled, isRefused) in cases {
            let limits = ConnectionLimits()
            let connections = peers.map { SocketConnection(descriptor: -1, peer: $0.0) }
            for (connection, peer) in zip(connections, peers) {
                XCTAssertNil(limits.admit(connection), name)
                if peer.isAnswered { XCTAssertTrue(limits.finishedReading(connection), name) }
            }
            let refusal = limits.admit(SocketConnection(descriptor: -1, peer: newcomer))
            XCTAssertEqual(refusal != nil, isRefused, "\(name): \(refusal ?? "admitted")")
            XCTAssertEqual(connections.indices.filter { connections[$0].cancelReason != nil }, cancelled.map { [$0] } ?? [], name)
            if let cancelled { XCTAssertFalse(limits.finishedReading(connections[cancelled]), "\(name): a cancelled request is not answered") }
        }
    }

    /// `proofsheet serve` on the test project as a child process with `descriptorLimit` descriptors, killed at the end.
    private func startServe(descriptorLimit: Int) throws -> (Process, UInt16) {
        let binary = try ProofsheetBinary.locate()
        let project = try ScratchProject(root: try makeTemporaryFolder(), files: ServeHarness.fixture)
        let server = try binary.start(["serve", "--port", "0", "--jobs", "1"], in: project.root, logName: "serve", descriptorLimit: descriptorLimit)
        addTeardownBlock {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        return (server, try ProofsheetBinary.servePort(logFile: project.root + "/serve.out", process: server))
    }

    private func openDescriptors(_ process: Process) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count
    }

    /// User and system CPU time of the process (`/proc/PID/stat` fields 14 and 15, in clock ticks).
    private func cpuSeconds(_ process: Process) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        // Fields after the command name start at field 3 (state).
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
