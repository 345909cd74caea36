import FoundationXML
import XCTest
@testable import ProofsheetKit

final class ReportJUnitTests: XCTestCase {
    private func parse(_ xml: String) throws -> XMLElement {
        let document = try XMLDocument(xmlString: xml, options: [])
        return try XCTUnwrap(document.rootElement())
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    func testOneSuitePerScreenOneCasePerCellWithCounts() throws {
        let report = ReportSamples.report()
        let root = try parse(JUnitReport.xml(for: report))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(["tests", "failures", "errors", "skipped"].map { attribute(root, $0) }, ["16", "3", "1", "0"])
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { attribute($0, "name") }, ["home", "settings"])
        XCTAssertEqual(suites.map { suite in ["tests", "failures", "errors", "skipped"].map { attribute(suite, $0) ?? "" } },
                       [["8", "2", "0", "0"], ["8", "1", "1", "0"]])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        XCTAssertEqual(cases.count, report.cells.count)
        for (testcase, result) in zip(cases, report.cells) {
            let cell = result.cell
            XCTAssertEqual(attribute(testcase, "classname"), "proofsheet.\(cell.screen)")
            XCTAssertEqual(attribute(testcase, "name"), "\(cell.device)-\(cell.locale)-\(cell.mode.rawValue)-\(cell.sizeLabel)")
            let children = (testcase.children ?? []).compactMap { $0 as? XMLElement }
            switch result.status {
            case .pass:
                XCTAssertTrue(children.isEmpty, cell.description)
            case .changed, .new:
                XCTAssertEqual(children.map(\.name), ["failure"], cell.description)
                XCTAssertEqual(attribute(children[0], "type"), result.status.rawValue)
                XCTAssertEqual(attribute(children[0], "message"), result.message)
                let body = children[0].stringValue ?? ""
                XCTAssertTrue(body.contains("actual: actual/\(cell.relativePath)"), body)
                XCTAssertTrue(body.contains("approve: proofsheet approve --cell \(cell.description)"), body)
            case .error:
                XCTAssertEqual(children.map(\.name), ["error"], cell.description)
                XCTAssertEqual(attribute(children[0], "message"), result.message)
            }
        }
        XCTAssertEqual(root.elements(forName: "testsuite").first?.elements(forName: "properties").first?
            .elements(forName: "property").map { attribute($0, "name") ?? "" },
                       ["proofsheet.tool", "proofsheet.renderer", "proofsheet.diffAlgorithm", "proofsheet.config"])
    }

    func testHostileStringsStayWellFormedAndReadBack() throws {
        let hostile = "a<b>&\"c\" 'd' ]]> \u{1}\u{8}\u{1F}\u{7F}\u{85}\u{FFFE} e\r\nf\tg ‏عربي"
        let readable = #"a<b>&"c" 'd' ]]> \u0001\u0008\u001f\u007f\u0085\ufffe e"# + "\r\nf\tg ‏عربي"
        var result = ReportSamples.result(ReportSamples.cell("s<&\"'\u{0}"), .error)
        result.message = hostile
        let report = CheckReport(toolVersion: "0.1.0", rendererVersion: "0.1", diffAlgorithm: "yiq-aa", config: "p\"&.json",
                                 cells: [result], orphans: [], shard: nil)
        let root = try parse(JUnitReport.xml(for: report))
        let suite = try XCTUnwrap(root.elements(forName: "testsuite").first)
        XCTAssertEqual(attribute(suite, "name"), #"s<&"'\u0000"#)
        let error = try XCTUnwrap(suite.elements(forName: "testcase").first?.elements(forName: "error").first)
        // Controls are shown as `\u` escapes, visibly; TAB, CR and LF are kept (as character references where a parser
        // would normalise them).
        XCTAssertEqual(attribute(error, "message"), readable)
        XCTAssertTrue((error.stringValue ?? "").hasPrefix(readable), error.stringValue ?? "")
    }

    func testOutputIsDeterministicAndHasNoClockValues() {
        let xml = JUnitReport.xml(for: ReportSamples.report())
        XCTAssertEqual(xml, JUnitReport.xml(for: ReportSamples.report()))
        for word in ["time=", "timestamp=", "hostname="] { XCTAssertFalse(xml.contains(word), word) }
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"proofsheet\" tests=\"16\""))
    }

    func testEmptyReportIsAValidEmptySuiteList() throws {
        let report = CheckReport(toolVersion: "t", rendererVersion: "r", diffAlgorithm: "d", config: "c", cells: [], orphans: [], shard: nil)
        let root = try parse(JUnitReport.xml(for: report))
        XCTAssertEqual(attribute(root, "tests"), "0")
        XCTAssertTrue(root.elements(forName: "testsuite").isEmpty)
    }
}
