import XCTest
@testable import ProofsheetKit

/// The auditor over the shipped example's whole matrix (224 cells): the enforced criteria pass except the
/// deliberate legacy problem (`textMuted` helper text in dark mode), and findings are the same on a second
/// run. Slow in debug builds (every cell is rendered): skipped unless PROOFSHEET_MATRIX=1. Timing:
///   PROOFSHEET_MATRIX=1 swift test -c release -Xswiftc -enable-testing --disable-swift-testing --filter AuditMatrixTests
final class AuditMatrixTests: XCTestCase {
    static let config: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("layouts/proofsheet.json").path

    func testShippedMatrix() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PROOFSHEET_MATRIX"] == "1", "set PROOFSHEET_MATRIX=1")
        let project = try Project.load(configPath: Self.config)
        let settings = try AuditSettings.load(configFile: project.config.file, touch: project.tokens.touch)
        let cells = try Matrix.cells(of: project)
        XCTAssertEqual(cells.count, 224)
        let renderer = try CellRenderer(project: project)
        let auditor = CellAuditor(settings: settings)
        let clock = ContinuousClock()
        var renderTime = Duration.zero, auditTime = Duration.zero
        var findings: [Finding] = []
        for cell in cells {
            var rendered: RenderedCell?
            renderTime += try clock.measure { rendered = try renderer.render(cell) }
            auditTime += clock.measure { findings += auditor.audit(rendered!, glyphs: renderer.glyphs) }
        }
        findings = ScaleSweep.firstFailingScale(findings: findings)
        func ms(_ d: Duration) -> Double { (Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15) / Double(cells.count) }
        print("render \(AuditFormat.number(ms(renderTime))) ms/cell, audits \(AuditFormat.number(ms(auditTime))) ms/cell")
        var counts: [String: Int] = [:]
        for finding in findings { counts["\(finding.criterion) \(finding.severity)", default: 0] += 1 }
        for key in counts.keys.sorted() { print("  \(key): \(counts[key]!)") }
        if let out = ProcessInfo.processInfo.environment["PROOFSHEET_FINDINGS"] {
            try JSONValue.array(findings.map { $0.jsonValue() }).jsonText().write(toFile: out, atomically: true, encoding: .utf8)
        }
        let blocking = findings.filter { $0.isBlocking && !($0.criterion == .textContrast && $0.evidence["textColor"]?.hasPrefix("textMuted") == true && $0.cell.mode == .dark) }
        for finding in blocking.prefix(40) { print("BLOCKING \(finding.cell) \(finding.nodeID): \(finding.message)") }
        XCTAssertEqual(blocking.count, 0)
    }
}
