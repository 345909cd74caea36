import Foundation
import Synchronization
import XCTest
@testable import ProofsheetKit
import ProofsheetServe

/// A `PreviewServer` on a free loopback port over a small English + Arabic project in a temporary folder,
/// with its log collected for the tests to read. Stopped when the test ends.
final class ServeHarness: Sendable {
    let layouts: String
    let config: String
    let server: PreviewServer
    /// A phone of 200 × 300 points at 1× keeps debug renders quick; 2 locales × 2 modes × 2 scales = 8 cells.
    static let fixture = ScratchProject.Files.minimal.replacing("proofsheet.json", with: """
        {
          "projectRoot": "..",
          "devices": { "phone": { "width": 200, "height": 300, "scale": 1 } },
          "matrix": { "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0, 2.0] },
        }
        """)

    init(_ testCase: XCTestCase, fixture: ScratchProject.Files = ServeHarness.fixture, filter: CellFilter = CellFilter()) throws {
        let project = try ScratchProject(root: try testCase.makeTemporaryFolder(), files: fixture)
        config = project.configPath
        layouts = project.layouts
        var options = ServeOptions(today: CalendarDate(year: 2026, month: 6, day: 1)!, log: { _ in })
        options.filter = filter
        options.jobs = 2
        let box = LogBox()
        options.log = { line in box.append(line) }
        server = try PreviewServer(configPath: config, options: options)
        logBox = box
        server.start()
        let server = server
        testCase.addTeardownBlock { server.stop() }
    }

    private let logBox: LogBox

    var log: [String] { logBox.lines }
    var port: UInt16 { server.port }
    var url: String { server.url }

    /// Writes a project file (relative to `layouts/`) the way an editor saves: whole, in place.
    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: layouts + "/" + relative))
    }

    /// Waits (at most `timeout` s) until the server has published a generation after `generation`.
    func waitForGeneration(after generation: Int, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while server.generation <= generation {
            guard Date() < deadline else { throw RawHTTPError(message: "no generation after \(generation) within \(Int(timeout)) s; log: \(log)") }
            usleep(10_000)
        }
    }

    /// Polls `condition` every 20 ms for at most `timeout` seconds.
    func wait(until condition: () throws -> Bool, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else { throw RawHTTPError(message: "condition not met within \(Int(timeout)) s; log: \(log)") }
            usleep(20_000)
        }
    }

    /// The page's secret, read from the served HTML as the page's script reads it.
    func secret() throws -> String {
        let page = try RawResponse.get("/", port: port).text
        guard let range = page.range(of: "name=\"proofsheet-secret\" content=\"") else { throw RawHTTPError(message: "no secret in the page") }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }
}

/// Log lines from any thread.
final class LogBox: Sendable {
    private let stored = Mutex<[String]>([])
    func append(_ line: String) { stored.withLock { $0.append(line) } }
    var lines: [String] { stored.withLock { $0 } }
}
