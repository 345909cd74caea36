import XCTest
@testable import ProofsheetKit

/// Findings of one defect across cells become one `Problem`: built end to end on small projects in English and
/// Arabic (not the shipped example), audited by `CheckRun` as `proofsheet audit` does.
final class ProblemTests: XCTestCase {
    /// Two screens, three text nodes in `textSecondary`; en and ar, light and dark, text 1.0 and 2.0.
    private func contrastProject() throws -> ScratchProject {
        let text = { (id: String, key: String) in
            "{ \"type\": \"text\", \"id\": \"\(id)\", \"text\": \"\(key)\", \"style\": \"body\", \"color\": \"textSecondary\" }"
        }
        let fixture = ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(width: 390, height: 300, scales: ["1.0", "2.0"]))
            .replacing("screens/home.json", with: ScratchProject.Files.screenText(id: "home", node: text("subtitle", "home.title")))
            .replacing("screens/list.json", with: ScratchProject.Files.screenText(id: "list", node: text("first", "home.save") + ",\n" + text("second", "home.title")))
        return try makeCheckProject(fixture)
    }

    private func audit(_ project: ScratchProject, waivers: AuditWaivers = AuditWaivers()) throws -> CheckReport {
        var options = CheckRun.Options()
        options.comparesGoldens = false
        options.jobs = 2
        options.audits = CheckRun.AuditRun(settings: AuditSettings(), waivers: waivers, today: CalendarDate(year: 2026, month: 1, day: 1)!)
        return try CheckRun(project: try project.load(), options: options).run()
    }

    func testADarkTokenThatBreaksContrastOnSeveralScreensIsOneProblemPerNode() throws {
        let project = try contrastProject()
        XCTAssertEqual(try audit(project).problems.filter { $0.criterion == .textContrast }.count, 0, "the fixture starts clean")
        try project.edit("tokens.json", replacing: "\"textSecondary\":   { \"light\": \"#444444\", \"dark\": \"#BBBBBB\" }",
                         with: "\"textSecondary\":   { \"light\": \"#444444\", \"dark\": \"#303030\" }")
        let report = try audit(project)
        XCTAssertEqual(report.kind, .audit)
        let findings = report.cells.flatMap(\.findings).filter { $0.criterion == .textContrast }
        XCTAssertEqual(findings.count, 12, "3 nodes × 2 locales × 2 scales in dark mode")
        let problems = report.problems.filter { $0.criterion == .textContrast }
        XCTAssertEqual(problems.map { "\($0.screen)/\($0.nodeID)" }.sorted(), ["home/subtitle", "list/first", "list/second"])
        for problem in problems {
            XCTAssertEqual(problem.cells.count, 4, problem.title)
            XCTAssertEqual(problem.locales, ["ar", "en"])
            XCTAssertEqual(problem.modes, [.dark])
            XCTAssertEqual(problem.textScales, [1.0, 2.0])
            XCTAssertEqual(problem.firstFailingScale, 1.0)
            XCTAssertTrue(problem.isBlocking)
            XCTAssertEqual(Set(problem.findings.map(\.problemID)), [problem.id])
            // The worst finding has the largest shortfall of the problem's findings.
            XCTAssertEqual(problem.worst.shortfall, problem.findings.compactMap(\.shortfall).max())
        }
        // Stable ids: a second run gives the same problems, byte for byte.
        let again = try audit(project)
        XCTAssertEqual(JSONValue.array(again.problems.map { $0.jsonValue() }).jsonText(),
                       JSONValue.array(report.problems.map { $0.jsonValue() }).jsonText())
        // report.json carries them and reads back; each finding points at its problem.
        let decoded = try CheckReport(decoding: JSONDocument(parsing: report.jsonText(), file: "report.json").reader())
        XCTAssertEqual(decoded, report)
        XCTAssertEqual(decoded.problems.map(\.id), report.problems.map(\.id))
    }

    func testAWaiverCanTargetAProblemInEveryCell() throws {
        let project = try contrastProject()
        try project.edit("tokens.json", replacing: "\"dark\": \"#BBBBBB\" }", with: "\"dark\": \"#303030\" }")
        let target = try XCTUnwrap(try audit(project).problems.first { $0.nodeID == "first" })
        let waiver = AuditWaiver(target: .problem(id: target.id), reason: "legacy", owner: "design", expires: CalendarDate(year: 2026, month: 6, day: 30)!)
        let waived = try audit(project, waivers: AuditWaivers([waiver]))
        let problem = try XCTUnwrap(waived.problems.first { $0.id == target.id })
        XCTAssertEqual(problem.waivedCount, 4)
        XCTAssertFalse(problem.isBlocking)
        XCTAssertEqual(waived.problems.filter { $0.criterion == .textContrast && $0.isBlocking }.count, 2, "the other nodes still block")
    }

    func testALabelThatWrapsAndPushesItsNeighbourOutOfAFixedHeightCardIsNamedAsTheCause() throws {
        let card = """
            { "type": "vstack", "id": "card", "height": 100, "clip": true, "spacing": 0, "children": [
                    { "type": "text", "id": "label", "text": "wallet.label", "style": "body" },
                    { "type": "text", "id": "value", "text": "wallet.value", "style": "body" } ] }
            """
        let fixture = ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(width: 390, height: 400, scales: ["1.0", "2.0"]))
            .replacing("screens/home.json", with: ScratchProject.Files.screenText(id: "home", node: card))
            .replacing("strings/en.json", with: #"{ "home.title": "Home", "home.save": "Save", "wallet.label": "Available balance this month", "wallet.value": "1,250.00" }"#)
            .replacing("strings/ar.json", with: #"{ "home.title": "الرئيسية", "home.save": "حفظ", "wallet.label": "الرصيد المتاح لهذا الشهر في الحساب", "wallet.value": "١٬٢٥٠٫٠٠" }"#)
        let project = try makeCheckProject(fixture)
        let report = try audit(project)
        let clipped = report.problems.filter { $0.criterion == .clippedText && $0.screen == "home" }
        let problem = try XCTUnwrap(clipped.first { $0.nodeID == "value" }, clipped.map(\.title).joined(separator: "\n"))
        XCTAssertEqual(problem.causeNodeID, "label")
        XCTAssertEqual(problem.locales, ["ar", "en"])
        XCTAssertEqual(problem.textScales, [2.0], "at 1.0 both lines fit the card")
        XCTAssertEqual(problem.firstFailingScale, 2.0)
        XCTAssertTrue(problem.title.contains("caused by home/label"), problem.title)
        XCTAssertTrue(problem.worst.message.contains("pushed out by text"), problem.worst.message)
        XCTAssertEqual(problem.worst.evidence["causedBy"]?.hasPrefix("label (2 lines, +"), true, problem.worst.evidence["causedBy"] ?? "none")
        XCTAssertFalse(clipped.contains { $0.nodeID == "label" }, "the label itself fits")
    }

    func testANodeIdInTwoAlternativesIsOneProblem() throws {
        // The row stays a row at 1.0 and stacks at 2.0 (FirstFitTests), as a `firstFit` or as two `when` branches:
        // `label` is drawn from one alternative in some cells and from the other in the rest, at two JSON paths;
        // the reader sees one element, `label`.
        let label = #""type": "text", "id": "label", "text": "home.title", "style": "body", "color": "textSecondary", "maxLines": 1"#
        let value = #""type": "text", "id": "value", "literal": "1,234.56 USD", "style": "body", "maxLines": 1"#
        let cases: [(name: String, row: String, paths: Set<String>)] = [
            ("firstFit", #"""
                { "type": "firstFit", "id": "fit", "children": [
                      { "type": "hstack", "id": "wide", "spacing": 8, "children": [ { \#(label) }, { "type": "spacer" }, { \#(value) } ] },
                      { "type": "vstack", "id": "stacked", "spacing": 4, "children": [ { \#(label) }, { \#(value) } ] } ] }
                """#, ["root.children[0].children[0].children[0]", "root.children[0].children[1].children[0]"]),
            ("when", #"""
                { "type": "hstack", "id": "row", "when": { "textScaleBelow": 2 }, "spacing": 8, "children": [ { \#(label) }, { "type": "spacer" }, { \#(value) } ] },
                      { "type": "vstack", "id": "rowStacked", "when": { "textScaleAtLeast": 2 }, "spacing": 4, "children": [ { \#(label) }, { \#(value) } ] }
                """#, ["root.children[0].children[0]", "root.children[1].children[0]"]),
        ]
        for (name, row, paths) in cases {
            let fixture = ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(width: 200, height: 300, scales: ["1.0", "2.0"]))
                .replacing("strings/en.json", with: #"{ "home.title": "Balance", "home.save": "Save", "home.extra": "Extra" }"#)
                .replacing("strings/ar.json", with: #"{ "home.title": "الرصيد", "home.save": "حفظ" }"#)
                .replacing("screens/home.json", with: ScratchProject.Files.screenText(id: "home", node: row))
            let project = try makeCheckProject(fixture)
            try project.edit("tokens.json", replacing: "\"dark\": \"#BBBBBB\" }", with: "\"dark\": \"#303030\" }")
            let report = try audit(project)
            let findings = report.cells.filter { $0.cell.screen == "home" }.flatMap(\.findings).filter { $0.criterion == .textContrast && $0.nodeID == "label" }
            XCTAssertEqual(Set(findings.map(\.nodePath)), paths, "\(name): the fixture draws the label from both alternatives")
            XCTAssertEqual(findings.count, 4, "\(name): dark mode × 2 locales × 2 scales")
            let problems = report.problems.filter { $0.screen == "home" && $0.nodeID == "label" && $0.criterion == .textContrast }
            XCTAssertEqual(problems.count, 1, "\(name): \(problems.map(\.nodePath))")
            XCTAssertEqual(problems.first?.cells.count, 4, name)
            XCTAssertEqual(problems.first?.textScales, [1.0, 2.0], name)
            // The finding ids stay per cell and per path; the report reads back with the one problem.
            XCTAssertEqual(Set(findings.map(\.id)).count, 4, name)
            let decoded = try CheckReport(decoding: JSONDocument(parsing: report.jsonText(), file: "report.json").reader())
            XCTAssertEqual(decoded.problems.map(\.id), report.problems.map(\.id), name)
        }
    }

    func testMergedShardsCarryTheUnshardedProblems() throws {
        let project = try contrastProject()
        try project.edit("tokens.json", replacing: "\"dark\": \"#BBBBBB\" }", with: "\"dark\": \"#303030\" }")
        let whole = try audit(project)
        var shards: [CheckReport] = []
        for index in 1...3 {
            var options = CheckRun.Options()
            options.comparesGoldens = false
            options.shard = (index: index, count: 3)
            options.reportFolder = project.root + "/.proofsheet/audit"
            options.audits = CheckRun.AuditRun(settings: AuditSettings(), waivers: AuditWaivers(), today: CalendarDate(year: 2026, month: 1, day: 1)!)
            shards.append(try CheckRun(project: try project.load(), options: options).run())
        }
        let merged = try ReportMerger.merge(shards)
        XCTAssertEqual(merged.kind, .audit)
        XCTAssertEqual(JSONValue.array(merged.problems.map { $0.jsonValue() }).jsonText(),
                       JSONValue.array(whole.problems.map { $0.jsonValue() }).jsonText())
        XCTAssertThrowsError(try ReportMerger.merge([shards[0], { var check = shards[1]; check.kind = .check; return check }(), shards[2]])) {
            XCTAssertTrue("\($0)".contains("run"), "\($0)")
        }
    }
}
