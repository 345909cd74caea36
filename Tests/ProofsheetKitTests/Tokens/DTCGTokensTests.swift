import XCTest
@testable import ProofsheetKit
import ProofsheetServe

/// Design tokens read from DTCG files (docs/tokens.md): the same theme as `tokens.json`, the same pixels in English
/// and Arabic, and a change in one mode's file reaching exactly that mode's cells.
final class DTCGTokensTests: XCTestCase {
    /// The minimal fixture's `tokens.json` as a value.
    static func jsonTokens() throws -> DesignTokens {
        try DesignTokens(decoding: JSONDocument(parsing: ScratchProject.Files.tokens, file: "tokens.json").reader(rootName: ""))
    }

    /// `fixture` with its `tokens.json` replaced by the DTCG files of the same theme and the config's `tokens` section.
    static func usingDTCG(_ fixture: ScratchProject.Files, modes: [ThemeMode] = ThemeMode.allCases) throws -> ScratchProject.Files {
        let tokens = try jsonTokens()
        var converted = fixture.removing("tokens.json")
        for (path, text) in DTCGFixture.files(from: tokens, modes: modes) { converted = converted.replacing(path, with: text) }
        let config = DTCGFixture.config(fixture.files["proofsheet.json"] ?? "", adding: DTCGFixture.section(for: tokens, modes: modes))
        return converted.replacing("proofsheet.json", with: config)
    }

    func testTheDTCGFilesGiveTheSameThemeAsTokensJSON() throws {
        let json = try load(ScratchProject.Files.minimal).project.tokens
        let project = try load(Self.usingDTCG(ScratchProject.Files.minimal)).project
        let dtcg = project.tokens
        XCTAssertEqual(project.config.matrix.locales.map(\.identifier), ["en", "ar"])
        XCTAssertEqual(Set(dtcg.colors.keys), Set(json.colors.keys))
        for role in json.colors.keys.sorted() {
            for mode in ThemeMode.allCases {
                XCTAssertEqual(dtcg.colors[role]?.value(in: mode), json.colors[role]?.value(in: mode), "\(role) in \(mode)")
            }
        }
        XCTAssertEqual(dtcg.typography, json.typography)
        XCTAssertEqual(dtcg.space, json.space)
        XCTAssertEqual(dtcg.radius, json.radius)
        XCTAssertEqual(dtcg.touch, json.touch)
    }

    func testEnglishAndArabicCellsFromDTCGFilesMatchTheGoldensRecordedWithTokensJSON() throws {
        let fixture = ScratchProject.Files.check(config: Self.allModesConfig)
        let project = try makeCheckProject(fixture)
        XCTAssertEqual(try project.check(record: .missing).cells.count, 16)
        try FileManager.default.removeItem(atPath: project.layouts + "/tokens.json")
        for (path, text) in try Self.usingDTCG(fixture).files where path.hasPrefix("tokens/") || path == "proofsheet.json" {
            try FileManager.default.createDirectory(atPath: project.layouts + "/tokens", withIntermediateDirectories: true)
            try project.write(path, text)
        }
        let report = try project.check()
        XCTAssertEqual(report.cells.count, 16)
        XCTAssertEqual(Set(report.cells.map(\.cell.locale.identifier)), ["en", "ar"])
        for result in report.cells { XCTAssertEqual(result.status, .pass, "\(result.cell): \(result.message ?? "")") }
    }

    func testATokenChangeInTheDarkFileChangesExactlyTheDarkCells() throws {
        let project = try makeCheckProject(Self.usingDTCG(ScratchProject.Files.check(config: Self.allModesConfig)))
        XCTAssertEqual(try project.check(record: .missing).cells.count, 16)
        try project.edit(DTCGFixture.fileName(.dark), replacing: "{palette.background-dark}", with: "{palette.accent-dark}")
        let report = try project.check()
        let changed = report.cells.filter { $0.status != .pass }.map(\.cell.description).sorted()
        XCTAssertEqual(changed, ["home/phone-ar-dark-1.0x", "home/phone-en-dark-1.0x", "list/phone-ar-dark-1.0x", "list/phone-en-dark-1.0x"])
        XCTAssertTrue(report.cells.filter { $0.status != .pass }.allSatisfy { $0.status == .changed })
    }

    func testServeReRendersEveryCellForAChangedTokenFile() throws {
        let (project, layouts) = try load(Self.usingDTCG(ScratchProject.Files.minimal))
        let dark = layouts + "/" + DTCGFixture.fileName(.dark)
        XCTAssertEqual(WatchedFileReaders.input(dark, config: project.config), .everything)
        XCTAssertEqual(WatchedFileReaders.input(layouts + "/tokens/notes.json", config: project.config), .none)
    }

    func testADarkTokenFileEditChangesTheFingerprintsOfTheDarkCellsOnly() throws {
        let project = try makeCheckProject(Self.usingDTCG(ScratchProject.Files.check(config: Self.allModesConfig)))
        func fingerprints() throws -> [String: ContentHash] {
            let run = try project.run()
            var digests: [String: ContentHash] = [:]
            for cell in try run.cells() { digests[cell.description] = try XCTUnwrap(try run.stamp(for: cell).fingerprint) }
            return digests
        }
        let before = try fingerprints()
        try project.edit(DTCGFixture.fileName(.dark), replacing: "{palette.background-dark}", with: "{palette.accent-dark}")
        let after = try fingerprints()
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        XCTAssertEqual(changed, ["home/phone-ar-dark-1.0x", "home/phone-en-dark-1.0x", "list/phone-ar-dark-1.0x", "list/phone-en-dark-1.0x"])
    }

    /// `ScratchProject`'s config with all four modes (16 cells).
    static let allModesConfig = ScratchProject.Files.checkConfig().replacingOccurrences(
        of: #""modes": ["light", "dark"]"#, with: #""modes": ["light", "dark", "highContrastLight", "highContrastDark"]"#)
}
