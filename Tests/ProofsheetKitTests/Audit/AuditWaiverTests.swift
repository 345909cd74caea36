import XCTest
@testable import ProofsheetKit

/// Waivers by finding id and by (screen, node, criterion); expiry against an injected "today".
final class AuditWaiverTests: XCTestCase {
    static let root = """
    { "type": "vstack", "background": "background", "padding": 16, "children": [
      { "type": "text", "id": "helper", "literal": "Helper text that is too dim", "color": "dim" },
      { "type": "iconButton", "id": "more", "icon": "more" },
      { "type": "spacer" } ] }
    """

    private func project(_ name: String, waivers: String? = nil) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: Self.root, colors: ["dim": "#999999"], waivers: waivers)
    }

    private func apply(_ project: ScratchProject.Rendered, today: String) throws -> [Finding] {
        let settings = try AuditSettings.load(config: project.project.config)
        let waivers = try settings.waiversFile.map(AuditWaivers.load(path:)) ?? AuditWaivers()
        return waivers.apply(to: try project.audit(settings: settings), today: CalendarDate(today)!, settings: settings)
    }

    func testWaiverByIdAndByNode() throws {
        let unwaived = try project("unwaived").audit()
        let contrast = try XCTUnwrap(unwaived.of(.textContrast).first)
        XCTAssertTrue(contrast.isBlocking)
        let byID = #"{ "waivers": [ { "id": "\#(contrast.id)", "reason": "legacy colour", "owner": "design", "expires": "2030-06-30" } ] }"#
        let byNode = #"{ "waivers": [ { "screen": "probe", "node": "more", "criterion": "missingName", "reason": "label lands in 2.4", "owner": "ios", "expires": "2030-06-30" } ] }"#
        let cases: [(name: String, json: String, waived: AuditCriterion)] = [("by-id", byID, .textContrast), ("by-node", byNode, .missingName)]
        for c in cases {
            let findings = try apply(try project(c.name, waivers: c.json), today: "2030-06-30")
            let waived = findings.filter { $0.waiver != nil }
            XCTAssertEqual(waived.map(\.criterion), [c.waived], c.name)
            XCTAssertFalse(waived.first?.isBlocking ?? true)
            XCTAssertEqual(findings.filter(\.isBlocking).count, 1, "the other finding still blocks")
            XCTAssertEqual(waived.first?.jsonValue().jsonText().contains("\"owner\""), true)
        }
    }

    func testExpiredWaiverStopsWaivingAndIsReported() throws {
        let json = #"{ "waivers": [ { "screen": "probe", "node": "helper", "criterion": "textContrast", "reason": "legacy", "owner": "design", "expires": "2030-06-30" } ] }"#
        let project = try project("expired", waivers: json)
        let findings = try apply(project, today: "2030-07-01")
        XCTAssertNil(findings.of(.textContrast).first?.waiver)
        let expired = try XCTUnwrap(findings.of(.expiredWaiver).first)
        XCTAssertEqual(expired.severity, .error)
        XCTAssertEqual(expired.nodeID, "helper")
        XCTAssertEqual(expired.evidence["expired"], "2030-06-30")
        XCTAssertTrue(expired.message.contains("expired on 2030-06-30"), expired.message)
        XCTAssertTrue(expired.evidence["source"]?.hasSuffix("waivers.json:1:16") ?? false, expired.evidence["source"] ?? "")
        // On its last day it still applies.
        XCTAssertEqual(try apply(project, today: "2030-06-30").of(.expiredWaiver).count, 0)
    }

    func testUnusedWaiversAreListed() throws {
        let waivers = AuditWaivers([
            AuditWaiver(target: .node(screen: "probe", node: "helper", criterion: .textContrast), reason: "r", owner: "o", expires: CalendarDate("2030-01-01")!),
            AuditWaiver(target: .finding(id: "0123456789ab"), reason: "r", owner: "o", expires: CalendarDate("2030-01-01")!),
        ])
        let findings = try project("unused").audit()
        XCTAssertEqual(waivers.unused(by: findings).map(\.target), [.finding(id: "0123456789ab")])
    }
}
