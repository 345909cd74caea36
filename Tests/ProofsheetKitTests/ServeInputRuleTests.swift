import XCTest
@testable import ProofsheetKit

/// The file-level rule of `serve` (which cells read a changed file) and the request-path check, as tables.
final class ServeInputRuleTests: XCTestCase {
    func testEachProjectFileTouchesTheCellsThatReadIt() throws {
        let project = try CheckProject(root: try makeTemporaryFolder(), fixture: CheckProject.fixture())
        let loaded = try project.load()
        let cells = try Matrix.cells(of: loaded)
        let layouts = project.layouts
        let cases: [(file: String, touched: [String])] = [
            (layouts + "/screens/list.json", cells.filter { $0.screen == "list" }.map(\.description)),
            (layouts + "/strings/ar.json", cells.filter { $0.locale.identifier == "ar" }.map(\.description)),
            // The base locale's text is shown wherever a translation is missing.
            (layouts + "/strings/en.json", cells.map(\.description)),
            (layouts + "/strings/fr.json", cells.map(\.description)),
            (layouts + "/tokens.json", cells.map(\.description)),
            (layouts + "/proofsheet.json", cells.map(\.description)),
            (layouts + "/waivers.json", cells.map(\.description)),
            (layouts + "/components/row.json", cells.map(\.description)),
            (loaded.config.paths.fonts + "/NotoSans-Regular.ttf", cells.map(\.description)),
            (layouts + "/screens/list.json.swp", []),
            // Editors' and sed's temporaries, even where a project file would be.
            (layouts + "/sedG9Mto8", []),
            (layouts + "/strings/sedx0Q7ab", []),
            (layouts + "/screens/4913", []),
            (layouts + "/screens/.#list.json", []),
            (layouts + "/screens/#list.json#", []),
            (layouts + "/tokens.json~", []),
            (layouts + "/screens/.list.json.swo", []),
            (layouts + "/strings/notes.txt", []),
            (project.golden + "/home/phone-en-light-1.0x.png", []),
            (project.root + "/.proofsheet/report/report.json", []),
        ]
        for (file, touched) in cases {
            XCTAssertEqual(WatchedFileReaders.cells(cells, reading: [file], config: loaded.config).map(\.description).sorted(), touched.sorted(), file)
        }
        let both = WatchedFileReaders.cells(cells, reading: [layouts + "/screens/home.json", layouts + "/strings/ar.json"], config: loaded.config)
        XCTAssertEqual(both, Set(cells.filter { $0.screen == "home" || $0.locale.identifier == "ar" }))
    }

    func testRequestPathsThatLeaveTheirFolderHaveNoSegments() throws {
        let cases: [(path: String, segments: [String]?)] = [
            ("/", []),
            ("/api/state", ["api", "state"]),
            ("/files/report/cells/home/a%20b.png", ["files", "report", "cells", "home", "a b.png"]),
            ("/files/report/../x", nil),
            ("/files/%2e%2e/x", nil),
            ("/files/%2E%2e/x", nil),
            ("/files/./x", nil),
            ("/files/a%2fb", nil),
            ("/files//x", nil),
            ("/files/%zz", nil),
            ("/files/%00", nil),
        ]
        for (path, segments) in cases {
            let request = try HTTPRequest.parseHead(Array("GET \(path) HTTP/1.1\r\nHost: x".utf8))
            XCTAssertEqual(request.segments, segments, path)
        }
    }
}
