import XCTest
@testable import ProofsheetKit
import ProofsheetServe

/// The file-level rule of `serve` (which cells read a changed file) and the request-path check, as tables.
final class ServeInputRuleTests: XCTestCase {
    func testEachProjectFileTouchesTheCellsThatReadIt() throws {
        let project = try ScratchProject(root: try makeTemporaryFolder(), files: ScratchProject.Files.check())
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

    func testEachCatalogFileTouchesTheCellsOfItsLocale() throws {
        let root = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/layouts", withIntermediateDirectories: true)
        try Data("""
            { "projectRoot": "..",
              "devices": { "phone": { "width": 200, "height": 300, "scale": 1 } },
              "matrix": { "locales": ["en", "ar", "pt-BR"], "modes": ["light"], "textScales": [1.0] },
              "strings": { "baseLocale": "en", "sources": [
                { "format": "android", "path": "android/res" }, { "format": "lproj", "path": "ios" },
                { "format": "xcstrings", "path": "ios/Localizable.xcstrings" }, { "format": "arb", "path": "l10n" } ] } }
            """.utf8).write(to: URL(fileURLWithPath: root + "/layouts/proofsheet.json"))
        let config = try ProjectConfig.load(path: root + "/layouts/proofsheet.json")
        let cells = ["en", "ar", "pt-BR"].map { Cell(screen: "home", device: "phone", locale: LocaleID($0), mode: .light, textScale: 1) }
        let all = ["en", "ar", "pt-BR"], layouts = root + "/layouts"
        let cases: [(file: String, locales: [String])] = [
            ("android/res/values-ar/strings.xml", ["ar"]),
            ("android/res/values-pt/strings.xml", ["pt-BR"]),
            ("android/res/values-pt-rBR/strings.xml", ["pt-BR"]),
            ("android/res/values/strings.xml", all),
            ("android/res/values-fr", all),
            ("android/res/values-night/strings.xml", []),
            ("android/res/values-ar/sedAb12Cd", []),
            ("android/res/values-ar/strings.xml~", []),
            ("android/res/layout/main.xml", []),
            ("ios/ar.lproj/Localizable.strings", ["ar"]),
            ("ios/pt_BR.lproj/Localizable.stringsdict", ["pt-BR"]),
            ("ios/Base.lproj/Localizable.strings", all),
            ("ios/ar.lproj/.Localizable.strings.swp", []),
            ("ios/Localizable.xcstrings", all),
            ("l10n/app_ar.arb", all),
            ("l10n/4913", []),
        ]
        for (file, locales) in cases {
            let touched = WatchedFileReaders.cells(cells, reading: [layouts + "/" + file], config: config)
            XCTAssertEqual(touched.map(\.locale.identifier).sorted(), locales.sorted(), file)
        }
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
