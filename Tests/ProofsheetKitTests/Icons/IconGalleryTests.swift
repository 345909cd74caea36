import Foundation
import XCTest
@testable import ProofsheetKit

/// The icon gallery (issue #15 item 7): the contact sheet in docs/ is what `proofsheet icons` draws from the
/// shipped example, docs/spec.md lists every icon, and the sheet follows a project's own tokens.
final class IconGalleryTests: XCTestCase {
    private let repository = TestPaths.repository

    /// docs/icons.png has the pixels the gallery draws today (regenerate with `proofsheet icons --out docs/icons.png`),
    /// and docs/spec.md holds the table `proofsheet icons --table` prints, one row per icon.
    func testTheDocumentedSheetAndTableAreCurrent() throws {
        let project = try Project.load(configPath: repository.appendingPathComponent("layouts/proofsheet.json").path)
        let drawn = try IconGallery.render(project: project)
        let documented = try PNGDecoder.decodeFile(atPath: repository.appendingPathComponent("docs/icons.png").path).pixmap
        XCTAssertEqual(documented.width, drawn.width)
        XCTAssertEqual(documented.height, drawn.height)
        XCTAssertTrue(documented.bytes == drawn.bytes, "docs/icons.png is stale: run proofsheet icons --out docs/icons.png")

        let spec = try String(contentsOf: repository.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        let table = IconGallery.markdownTable()
        XCTAssertTrue(spec.contains(table), "docs/spec.md lacks the current icon table (proofsheet icons --table)")
        for icon in Icon.allCases {
            XCTAssertTrue(table.contains("| `\(icon.rawValue)` |"), icon.rawValue)
        }
        XCTAssertTrue(table.contains("| `chevronForward` | navigation and actions | yes |"))
        XCTAssertTrue(table.contains("| `check` | status | no |"))
    }

    /// On another project the sheet is drawn in that project's colours: its canvas is the project's `background`
    /// in each mode, and the same inputs give the same pixels.
    func testTheSheetUsesTheProjectsTokens() throws {
        let base = try ScratchProject.rendered("icon-gallery", root: #"{ "type": "vstack", "children": [] }"#).project
        var tokens = base.tokens
        tokens.colors["background"] = ColorToken(light: Color(r: 0xF0, g: 0xE0, b: 0xD0), dark: Color(r: 0x20, g: 0x30, b: 0x40))
        let project = Project(config: base.config, tokens: tokens, strings: base.strings, catalog: base.catalog,
                              screens: base.screens, screenErrors: base.screenErrors, images: base.images)
        let sheet = try IconGallery.render(project: project, mode: .dark, scale: 1)
        let rows = (Icon.allCases.count + IconGallery.columns - 1) / IconGallery.columns
        XCTAssertEqual(sheet.width, Int(Double(IconGallery.columns) * IconGallery.tileWidth + 2 * IconGallery.margin))
        XCTAssertEqual(sheet.height, Int(Double(rows) * IconGallery.tileHeight + 2 * IconGallery.margin))
        XCTAssertEqual(Array(sheet.bytes[0..<4]), [0x20, 0x30, 0x40, 0xFF])
        XCTAssertTrue(try IconGallery.render(project: project, mode: .dark, scale: 1).bytes == sheet.bytes)
        let light = try IconGallery.render(project: project, mode: .light, scale: 1)
        XCTAssertEqual(Array(light.bytes[0..<4]), [0xF0, 0xE0, 0xD0, 0xFF])
    }

    /// A project without a role or style the sheet uses gets the configuration error a screen would get.
    func testAMissingStyleIsAnErrorNamingIt() throws {
        let base = try ScratchProject.rendered("icon-gallery-missing", root: #"{ "type": "vstack", "children": [] }"#).project
        var tokens = base.tokens
        tokens.typography["footnote"] = nil
        let project = Project(config: base.config, tokens: tokens, strings: base.strings, catalog: base.catalog,
                              screens: base.screens, screenErrors: base.screenErrors, images: base.images)
        XCTAssertThrowsError(try IconGallery.render(project: project)) { error in
            XCTAssertTrue("\(error)".contains("footnote"), "\(error)")
        }
    }

    /// `proofsheet icons --out FILE` writes the sheet; a bad mode is a usage error.
    func testTheCommandWritesTheSheet() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try ScratchProject.rendered("icon-gallery-cli", root: #"{ "type": "vstack", "children": [] }"#)
        let out = project.folder.appendingPathComponent("sheet.png").path
        let run = try binary.run(["icons", "--config", project.configFile, "--out", out, "--scale", "1"], in: project.folder.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("\(Icon.allCases.count) icons"), run.stdout)
        XCTAssertEqual(try PNGDecoder.decodeFile(atPath: out).pixmap.width, 744)
        let bad = try binary.run(["icons", "--config", project.configFile, "--mode", "sepia"], in: project.folder.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--mode must be one of"), bad.stderr)
    }
}
