import Foundation
import XCTest
@testable import ProofsheetKit
#if canImport(Glibc)
import Glibc
#endif

/// The `proofsheet serve` executable killed (SIGKILL) while it approves: every golden is whole or absent, the run
/// lock is free, and the next check sweeps the temporaries and passes the cells that were approved.
final class ServeKillTests: XCTestCase {
    func testKillingTheServerWhileItApprovesLeavesNoPartialGolden() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try ScratchProject(root: try makeTemporaryFolder(), files: ServeHarness.fixture)
        XCTAssertEqual(try binary.run(["check", "--jobs", "2"], in: project.root).status, 1, "8 new cells")
        // Kill at three moments: right after the request, as soon as the first temporary or golden file appears in
        // the golden folder (mid-approve), and after the answer. Goldens are removed between attempts.
        let moments = ["after the request", "at the first file in golden/", "after the answer"]
        for (attempt, moment) in moments.enumerated() {
            try? FileManager.default.removeItem(atPath: project.golden)
            let server = try binary.start(["serve", "--port", "0", "--jobs", "1"], in: project.root, logName: "serve\(attempt)")
            let port = try ProofsheetBinary.servePort(logFile: project.root + "/serve\(attempt).out", process: server)
            let page = try RawResponse.get("/", port: port).text
            let secret = String(page[try XCTUnwrap(page.range(of: "proofsheet-secret\" content=\"")).upperBound...].prefix { $0 != "\"" })
            let socket = try RawSocket(port: port, timeoutSeconds: 30)
            let body = #"{"screen": "home"}"#
            socket.send(Array(("POST /api/approve HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Proofsheet-Secret: \(secret)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body).utf8))
            if attempt == 1 {
                let deadline = Date().addingTimeInterval(30)
                while ScratchProject.files(below: project.golden).isEmpty && Date() < deadline { usleep(200) }
            } else if attempt == 2 {
                XCTAssertTrue(String(decoding: socket.receive { _ in false }, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
            }
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            let all = ScratchProject.files(below: project.golden)
            let goldens = all.filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }
            // Each golden is a PNG, its accessibility snapshot (`.a11y.txt`) and its layout record, each written atomically.
            let images = goldens.filter { $0.hasSuffix(".png") }, snapshots = goldens.filter { $0.hasSuffix(AccessibilitySnapshot.fileSuffix) }
            let records = goldens.filter { $0.hasSuffix(LayoutSnapshot.fileSuffix) }
            XCTAssertEqual(images.count + snapshots.count + records.count, goldens.count, "\(moment): \(goldens)")
            print("serve killed \(moment): \(images.count) of 8 goldens, \(snapshots.count) snapshots, \(all.count - goldens.count) temporary file(s)")
            for golden in images {
                XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: project.golden + "/" + golden), "\(moment): \(golden) is whole")
            }
            for snapshot in snapshots {
                XCTAssertNoThrow(try AccessibilitySnapshot(text: String(contentsOfFile: project.golden + "/" + snapshot, encoding: .utf8), source: snapshot),
                                 "\(moment): \(snapshot) is whole")
            }
            if attempt == 2 { XCTAssertEqual([images.count, snapshots.count], [8, 8]) }
        }
        // The lock died with the server: a command-line approve runs at once, then everything passes.
        XCTAssertEqual(try binary.run(["approve", "--jobs", "2"], in: project.root).status, 0)
        let check = try binary.run(["check", "--jobs", "2"], in: project.root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }, [],
                       "the check swept the killed server's temporaries")
    }
}
