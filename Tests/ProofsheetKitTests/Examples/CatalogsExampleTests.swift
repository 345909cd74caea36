import XCTest
@testable import ProofsheetKit

/// The second shipped example (examples/catalogs/: an `.xcstrings` catalog with Arabic plurals, an Android
/// resource set, both pseudo-locales and DTCG token files per mode) against its committed goldens, each test in its own
/// copy of the example (`ScratchProject.copy(of:for:)`: a check writes the project's output folder, the check cache).
final class CatalogsExampleTests: XCTestCase {
    func testEveryCellOfTheCatalogsExampleMatchesItsGolden() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .catalogs, for: self))
        var options = CheckRun.Options()
        options.reportFolder = try makeTemporaryFolder() + "/report"
        let report = try CheckRun(project: project, options: options).run()
        XCTAssertEqual(report.cells.count, 16)
        for result in report.cells {
            XCTAssertEqual(result.status, .pass, "\(result.cell): \(result.message ?? "")")
        }
    }

    func testChangingOneArabicPluralFormChangesExactlyTheCellsThatShowIt() throws {
        let changed = try changedCells(editing: "layouts/ios/Localizable.xcstrings", replacing: "%lld عناصر في سلتك", with: "%lld من العناصر في سلتك")
        XCTAssertEqual(changed, ["cart/phone-ar-dark-1.0x", "cart/phone-ar-dark-1.3x", "cart/phone-ar-light-1.0x", "cart/phone-ar-light-1.3x"])
    }

    func testChangingATokenInTheDarkTokenFileChangesExactlyTheDarkCells() throws {
        let changed = try changedCells(editing: "layouts/tokens/dark.tokens.json", replacing: #""background": {"$value": "{palette.night}"}"#,
                                       with: #""background": {"$value": "{palette.graphite}"}"#)
        XCTAssertEqual(changed, ["ar", "ar-XB", "en", "en-XA"].flatMap { locale in ["1.0x", "1.3x"].map { "cart/phone-\(locale)-dark-\($0)" } }.sorted())
    }

    /// The cells that no longer match their goldens after one text edit in a copy of the example (with the fonts).
    func changedCells(editing file: String, replacing old: String, with new: String) throws -> [String] {
        let config = try ScratchProject.copy(of: .catalogs, for: self)
        let edited = URL(fileURLWithPath: config).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(file)
        let text = try String(contentsOf: edited, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file) no longer has the text the test edits")
        try text.replacingOccurrences(of: old, with: new).write(to: edited, atomically: true, encoding: .utf8)
        let project = try Project.load(configPath: config)
        var options = CheckRun.Options()
        options.reportFolder = project.config.paths.output + "/report"
        let report = try CheckRun(project: project, options: options).run()
        return report.cells.filter { $0.status != .pass }.map { $0.cell.description }.sorted()
    }
}
