import Foundation
import XCTest
@testable import ProofsheetKit

/// A cell that cannot be checked carries a typed failure (stage, file, line, column, JSON path, reason) to
/// report.json, not only a line of text.
final class CellFailureTests: XCTestCase {
    func testABrokenScreenGivesEveryCellOfItTheScreenStageWithFileLineColumnAndPath() throws {
        let project = try makeCheckProject()
        // Line 8, column 47 of the written file: the misspelt key, in the object at root.children[1].
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: """
            { "type": "text", "text": "home.save", "style": "body" },
                  { "type": "text", "text": "home.title", "styl": "headline" }
            """))
        let report = try project.check()
        let broken = report.cells.filter { $0.cell.screen == "list" }
        XCTAssertEqual(broken.map(\.cell.locale.identifier).sorted(), ["ar", "ar", "en", "en"])
        for result in broken {
            XCTAssertEqual(result.status, .error)
            let failure = try XCTUnwrap(result.failure, "\(result.cell)")
            XCTAssertEqual(failure.stage, .screen)
            XCTAssertEqual(failure.cause.file.map { ($0 as NSString).lastPathComponent }, "list.json")
            XCTAssertEqual(failure.cause.line, 8)
            XCTAssertEqual(failure.cause.column, 47)
            XCTAssertEqual(failure.cause.path, "root.children[1]")
            XCTAssertTrue(failure.cause.message.hasPrefix("unknown key 'styl'; did you mean 'style'?"), failure.cause.message)
            XCTAssertTrue(result.message?.contains("list.json:8:47: root.children[1]: unknown key 'styl'") == true,
                          result.message ?? "")
        }
        XCTAssertTrue(report.cells.filter { $0.cell.screen == "home" }.allSatisfy { $0.failure == nil && $0.status == .new })
        // The failure survives report.json.
        let decoded = try CheckReport(decoding: JSONDocument(parsing: report.jsonText(), file: "report.json").reader())
        XCTAssertEqual(decoded.cells.map(\.failure), report.cells.map(\.failure))
        XCTAssertTrue(report.jsonText().contains("\"stage\": \"screen\""))
    }

    func testRenderAndGoldenFailuresNameTheirStage() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        // A golden that is not a PNG: the golden stage, no place in a project file.
        let golden = project.goldenPath("home/phone-en-light-1.0x")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: golden))
        // A headline too large to draw (in the Arabic cells, where its ink reaches the canvas): the render stage.
        try project.edit("tokens.json", replacing: #""headline":    { "family": "sans", "size": 17"#,
                         with: #""headline":    { "family": "sans", "size": 20000"#)
        let report = try project.check()
        let failures = Dictionary(uniqueKeysWithValues: report.cells.compactMap { result in result.failure.map { (result.cell.description, $0) } })
        XCTAssertEqual(failures["home/phone-en-light-1.0x"]?.stage, .golden)
        XCTAssertNil(failures["home/phone-en-light-1.0x"]?.cause.line)
        XCTAssertTrue(failures["home/phone-en-light-1.0x"]?.cause.message.contains("not a PNG file") == true)
        for id in ["home/phone-ar-light-1.0x", "list/phone-ar-dark-1.0x"] {
            XCTAssertEqual(failures[id]?.stage, .render, id)
            XCTAssertTrue(failures[id]?.cause.message.contains("too large to draw") == true, id)
        }
        XCTAssertEqual(Set(report.cells.filter { $0.status == .error }.map(\.cell.description)), Set(failures.keys))
    }
}
