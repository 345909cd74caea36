import XCTest
@testable import ProofsheetKit

/// Sample reports shared by the Report*Tests files.
enum ReportSamples {
    static func cell(_ screen: String, _ device: String = "phone", _ locale: String = "en",
                     _ mode: ThemeMode = .light, _ scale: Double = 1) -> Cell {
        Cell(screen: ScreenStateID(screen), device: device, locale: LocaleID(locale), mode: mode, textScale: scale)
    }

    static func result(_ cell: Cell, _ status: CellStatus) -> CellResult {
        let golden = "../../golden/\(cell.relativePath)"
        switch status {
        case .pass:
            return CellResult(cell: cell, status: .pass, golden: golden)
        case .changed:
            return CellResult(
                cell: cell, status: .changed, message: "412 of 20000 pixels differ (2.06%)",
                diff: DiffSummary(differentPixels: 412, antiAliasedPixels: 17, totalPixels: 20_000,
                                  changedBounds: PixelRect(x: 4, y: 30, width: 60, height: 12), algorithm: "yiq-aa"),
                artefacts: CellArtefacts(actual: "actual/\(cell.relativePath)", diff: "diff/\(cell.relativePath)",
                                         strip: "strip/\(cell.relativePath)"),
                golden: golden)
        case .new:
            return CellResult(cell: cell, status: .new, message: "no golden",
                              artefacts: CellArtefacts(actual: "actual/\(cell.relativePath)"))
        case .error:
            var result = CellResult(cell: cell, status: .error, message: "layouts/screens/\(cell.screen).json:3:5: root.kind: unknown node kind 'colum'")
            result.failure = CellFailure(stage: .screen, cause: ErrorCause(file: "layouts/screens/\(cell.screen).json", line: 3, column: 5,
                                                                         path: "root.kind", message: "unknown node kind 'colum'"))
            return result
        }
    }

    /// Two screens x one device x (en, ar) x (light, dark) x (1.0, 1.3): 16 cells, one of each failure.
    static func report(shard: CheckReport.Shard? = nil) -> CheckReport {
        var cells: [CellResult] = []
        for screen in ["home", "settings"] {
            for locale in ["ar", "en"] {
                for mode in [ThemeMode.dark, .light] {
                    for scale in [1.0, 1.3] {
                        let c = cell(screen, "phone", locale, mode, scale)
                        let status: CellStatus
                        switch c.description {
                        case "home/phone-en-dark-1.3x": status = .changed
                        case "home/phone-ar-light-1.0x": status = .new
                        case "settings/phone-en-light-1.0x": status = .error
                        case "settings/phone-ar-dark-1.3x": status = .changed
                        default: status = .pass
                        }
                        cells.append(result(c, status))
                    }
                }
            }
        }
        cells.sort { $0.cell < $1.cell }
        return CheckReport(toolVersion: "0.1.0", rendererVersion: "0.1", diffAlgorithm: "yiq-aa",
                           config: "../../proofsheet.json", cells: cells,
                           orphans: ["home/tablet-en-light-1.0x.png", "old/phone-en-light-1.0x.png"], shard: shard)
    }
}

final class ReportJSONTests: XCTestCase {
    private func decode(_ text: String, file: String = "report.json") throws -> CheckReport {
        try CheckReport(decoding: JSONDocument(parsing: text, file: file).reader())
    }

    func testRoundTripsThroughJSONText() throws {
        var odd = ReportSamples.report(shard: CheckReport.Shard(index: 2, count: 3))
        odd.cells[0].message = "quote \" backslash \\ newline \n tab \t nul \u{0} arabic مرحبا"
        odd.cells[1].recorded = true
        odd.cells[0].layoutChanges = ["label 1 → 2 lines, 23 pt taller; pushes 3 nodes down", "badge went away (was 40 × 20 pt)"]
        odd.cells[0].artefacts.layout = "cells/home/phone-en-dark-1.3x.layout.txt"
        odd.cells[2].diff = DiffSummary(differentPixels: 0, antiAliasedPixels: 0, totalPixels: 0, changedBounds: nil, algorithm: "exact")
        let reports = [
            ReportSamples.report(), odd,
            CheckReport(toolVersion: "t", rendererVersion: "r", diffAlgorithm: "d", config: "c", cells: [], orphans: [], shard: nil),
        ]
        for report in reports {
            XCTAssertEqual(try decode(report.jsonText()), report)
        }
    }

    func testWritesTheDocumentedShape() {
        let cell = ReportSamples.cell("home", "phone", "en", .dark, 1.3)
        let report = CheckReport(toolVersion: "0.1.0", rendererVersion: "0.1", diffAlgorithm: "yiq-aa", config: "proofsheet.json",
                                 cells: [ReportSamples.result(cell, .changed)], orphans: ["x/y.png"],
                                 shard: CheckReport.Shard(index: 1, count: 2))
        XCTAssertEqual(report.jsonText(), """
        {
          "format": "proofsheet-report",
          "version": 5,
          "tool": "0.1.0",
          "renderer": "0.1",
          "diffAlgorithm": "yiq-aa",
          "config": "proofsheet.json",
          "shard": {
            "index": 1,
            "count": 2
          },
          "run": "check",
          "summary": {
            "total": 1,
            "pass": 0,
            "changed": 1,
            "new": 0,
            "error": 0
          },
          "findings": [],
          "problems": [],
          "causes": [],
          "cells": [
            {
              "id": "home/phone-en-dark-1.3x",
              "screen": "home",
              "device": "phone",
              "locale": "en",
              "mode": "dark",
              "textScale": 1.3,
              "status": "changed",
              "message": "412 of 20000 pixels differ (2.06%)",
              "diff": {
                "differentPixels": 412,
                "antiAliasedPixels": 17,
                "totalPixels": 20000,
                "ratio": 0.0206,
                "changedBounds": {
                  "x": 4,
                  "y": 30,
                  "width": 60,
                  "height": 12
                },
                "algorithm": "yiq-aa"
              },
              "golden": "../../golden/home/phone-en-dark-1.3x.png",
              "artefacts": {
                "actual": "actual/home/phone-en-dark-1.3x.png",
                "diff": "diff/home/phone-en-dark-1.3x.png",
                "strip": "strip/home/phone-en-dark-1.3x.png",
                "accessibility": null,
                "legend": null,
                "layout": null
              },
              "accessibilityChanges": [],
              "layoutChanges": [],
              "recorded": false,
              "pixelScale": null,
              "cause": null,
              "changes": [],
              "findings": []
            }
          ],
          "orphans": [
            "x/y.png"
          ]
        }
        """)
    }

    func testRejectsMalformedReportsSayingWhereAndWhat() throws {
        let valid = ReportSamples.report().jsonText()
        func replacing(_ old: String, _ new: String) -> String {
            guard let range = valid.range(of: old) else { XCTFail("no \(old)"); return valid }
            return valid.replacingCharacters(in: range, with: new)
        }
        let cases: [(String, String, String)] = [
            ("version 6", replacing("\"version\": 5", "\"version\": 6"),
             "report.json:3:14: root.version: report format version 6 is not supported: proofsheet 0.1.0 reads versions 1 to 5"),
            ("version 1 with problems", replacing("\"version\": 5", "\"version\": 1"), "unknown key 'run'"),
            ("version 3 with causes", replacing("\"version\": 5", "\"version\": 3"), "unknown key 'causes'"),
            ("version 4 with an error member", replacing("\"version\": 5", "\"version\": 4"), "unknown key 'error'"),
            ("error stage", replacing("\"stage\": \"screen\"", "\"stage\": \"scren\""), "did you mean 'screen'?"),
            ("error line", replacing("\"line\": 3", "\"line\": 0"), "expected a line or column of at least 1, found 0"),
            ("run", replacing("\"run\": \"check\"", "\"run\": \"chekc\""), "root.run: expected one of 'check', 'audit'"),
            ("problems", replacing("\"problems\": [],\n  \"causes\"", "\"problems\": [{}],\n  \"causes\""),
             "root.problems: the problems do not match the cells' findings"),
            ("other format", replacing("\"proofsheet-report\"", "\"junit\""),
             "root.format: not a Proofsheet report: format is 'junit', expected 'proofsheet-report'"),
            ("unknown key", replacing("\"tool\":", "\"tools\": 1, \"tool\":"), "unknown key 'tools'; did you mean 'tool'?"),
            ("summary", replacing("\"changed\": 2", "\"changed\": 3"), "root.summary.changed: summary says 3 but the report has 2 'changed' cells"),
            ("id", replacing("\"id\": \"home/phone-ar-dark-1.0x\"", "\"id\": \"home/x\""),
             "root.cells[0].id: id 'home/x' does not match the cell's fields, which name 'home/phone-ar-dark-1.0x'"),
            ("findings", replacing("\"findings\": [],\n  \"problems\"", "\"findings\": [{}],\n  \"problems\""),
             "root.findings: the findings summary does not match the cells' findings"),
            ("status", replacing("\"status\": \"new\"", "\"status\": \"nwe\""), "did you mean 'new'?"),
            ("mode", replacing("\"mode\": \"dark\"", "\"mode\": \"dim\""), "root.cells[0].mode: expected one of 'light', 'dark'"),
            ("missing", replacing("\"recorded\": false,", ""), "root.cells[0]: missing required key 'recorded'"),
            ("shard index", replacing("\"shard\": null", "\"shard\": {\"index\": 4, \"count\": 3}"),
             "root.shard.index: shard index must be between 1 and 3, found 4"),
            ("scale", replacing("\"textScale\": 1,", "\"textScale\": 0,"), "text scale must be greater than 0"),
            ("negative", replacing("\"differentPixels\": 412", "\"differentPixels\": -1"), "a pixel count cannot be negative"),
        ]
        for (name, text, expected) in cases {
            XCTAssertThrowsError(try decode(text), name) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(name): \(error)")
            }
        }
    }

    func testAnErrorMemberIsOnExactlyTheErrorCells() throws {
        var report = ReportSamples.report()
        let index = try XCTUnwrap(report.cells.firstIndex { $0.status == .error })
        let failure = try XCTUnwrap(report.cells[index].failure)
        report.cells[index].failure = nil
        XCTAssertThrowsError(try decode(report.jsonText())) { error in
            XCTAssertTrue("\(error)".contains("root.cells[\(index)]: a cell of status 'error' needs its 'error' member"), "\(error)")
        }
        report = ReportSamples.report()
        let other = try XCTUnwrap(report.cells.firstIndex { $0.status == .changed })
        report.cells[other].failure = failure
        XCTAssertThrowsError(try decode(report.jsonText())) { error in
            XCTAssertTrue("\(error)".contains("root.cells[\(other)].error: only a cell of status 'error' has an 'error' member"), "\(error)")
        }
    }

    func testReadsAVersion1ReportAsACheckWithProblemsDerivedFromItsFindings() throws {
        let version1 = """
            {"format": "proofsheet-report", "version": 1, "tool": "0.1.0", "renderer": "0.1", "diffAlgorithm": "exact-1",
             "config": "c", "shard": null, "summary": {"total": 1, "pass": 1, "changed": 0, "new": 0, "error": 0},
             "findings": [{"criterion": "textContrast", "severity": "error", "count": 1, "blocking": 1}],
             "cells": [{"id": "home/phone-ar-dark-1.0x", "screen": "home", "device": "phone", "locale": "ar", "mode": "dark",
               "textScale": 1, "status": "pass", "message": null, "diff": null, "golden": null,
               "artefacts": {"actual": null, "diff": null, "strip": null}, "recorded": false, "pixelScale": 2,
               "findings": [{"id": "0123456789ab", "criterion": "textContrast", "wcag": "1.4.3", "severity": "error", "enforced": true,
                 "blocking": true, "screen": "home", "node": "title", "path": "root.children[0]",
                 "cell": {"name": "home/phone-ar-dark-1.0x", "device": "phone", "locale": "ar", "mode": "dark", "textScale": 1},
                 "rect": {"x": 0, "y": 0, "width": 10, "height": 10}, "message": "m", "evidence": {"ratio": "2:1"}}]}],
             "orphans": []}
            """
        let report = try decode(version1)
        XCTAssertEqual(report.kind, .check)
        XCTAssertEqual(report.problems.map(\.id),
                       [Finding.problemID(screen: "home", nodeID: "title", nodePath: "root.children[0]", criterion: .textContrast)])
        XCTAssertNil(report.cells[0].findings[0].shortfall)
        // Written back, it is a version 3 report that reads as the same report.
        XCTAssertEqual(try decode(report.jsonText()), report)
    }

    func testLoadNamesTheFileInErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-json-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try ReportWriter.write(ReportSamples.report(), toFolder: folder, title: "Sample")
        XCTAssertEqual(try CheckReport.load(path: paths[0]), ReportSamples.report())
        let future = ReportSamples.report().jsonText().replacingOccurrences(of: "\"version\": 5", with: "\"version\": 7")
        try AtomicFile.write(Array(future.utf8), to: paths[0])
        XCTAssertThrowsError(try CheckReport.load(path: paths[0])) { error in
            XCTAssertTrue("\(error)".hasPrefix(paths[0] + ":3:14: root.version: report format version 7 is not supported"), "\(error)")
        }
    }
}
