import XCTest
@testable import ProofsheetKit

/// The auditor over the shipped example's whole matrix (352 cells): counts per criterion and severity, the
/// blocking findings (only the deliberate `textMuted` problem, which the shipped waivers cover), and the time the
/// audits add per cell. Slow in debug builds (every cell is rendered): skipped unless PROOFSHEET_MATRIX=1. Timing:
///   PROOFSHEET_MATRIX=1 swift test -c release -Xswiftc -enable-testing --disable-swift-testing --filter AuditMatrixTests
final class AuditMatrixTests: XCTestCase {
    static let config: String = TestPaths.repository("layouts/proofsheet.json").path

    func testShippedMatrix() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PROOFSHEET_MATRIX"] == "1", "set PROOFSHEET_MATRIX=1")
        let project = try Project.load(configPath: Self.config)
        let settings = try AuditSettings.load(config: project.config, touch: project.tokens.touch)
        let cells = try Matrix.cells(of: project)
        XCTAssertEqual(cells.count, 352)
        let renderer = try CellRenderer(project: project)
        let auditor = CellAuditor(settings: settings)
        let clock = ContinuousClock()
        var renderTime = Duration.zero, auditTime = Duration.zero
        var findings: [Finding] = []
        for cell in cells {
            var rendered: RenderedCell?
            renderTime += try clock.measure { rendered = try renderer.render(cell) }
            auditTime += try clock.measure { findings += try auditor.audit(rendered!) }
        }
        let raw = findings
        findings = ScaleSweep.firstFailingScale(findings: findings)
        func ms(_ d: Duration) -> Double { (Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15) / Double(cells.count) }
        print("render \(AuditFormat.number(ms(renderTime))) ms/cell, audits \(AuditFormat.number(ms(auditTime))) ms/cell")
        var counts: [String: Int] = [:]
        for finding in findings { counts["\(finding.criterion) \(finding.severity)", default: 0] += 1 }
        for key in counts.keys.sorted() { print("  \(key): \(counts[key]!)") }
        if let out = ProcessInfo.processInfo.environment["PROOFSHEET_FINDINGS"] {
            try JSONValue.array(findings.map { $0.jsonValue() }).jsonText().write(toFile: out, atomically: true, encoding: .utf8)
        }
        // Before waivers, the only enforced errors of the shipped example are the deliberate legacy problem:
        // textMuted helper text in dark mode. The shipped waivers cover exactly those, so nothing blocks.
        let blocking = Set(findings.filter(\.isBlocking).map { "\($0.screen)/\($0.nodeID)/\($0.criterion)" })
        XCTAssertEqual(blocking.sorted(), ["quicklog/privacy/textContrast", "settings/appearance-help/textContrast"])
        XCTAssertTrue(findings.filter { $0.criterion == .textContrast && $0.isBlocking }.allSatisfy {
            $0.cell.mode == .dark && $0.evidence["textColor"]?.hasPrefix("textMuted") == true
        })
        let waivers = try AuditWaivers.load(path: try XCTUnwrap(settings.waiversFile))
        let waived = waivers.apply(to: findings, today: CalendarDate(year: 2026, month: 11, day: 29)!, settings: settings)
        XCTAssertEqual(waived.filter(\.isBlocking).count, 0)
        XCTAssertEqual(waived.filter { $0.waiver != nil }.count, findings.filter(\.isBlocking).count)
        // Same findings, byte for byte, on a second pass (a fresh renderer and glyph cache).
        let again = try CellRenderer(project: project)
        for cell in cells.prefix(8) {
            let first = raw.filter { $0.cell == cell }.map { $0.jsonValue() }
            let second = try auditor.audit(try again.render(cell)).map { $0.jsonValue() }
            XCTAssertEqual(JSONValue.array(first).jsonText(), JSONValue.array(second).jsonText(), "\(cell)")
        }
    }
}
