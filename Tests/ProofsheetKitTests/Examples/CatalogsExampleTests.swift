import XCTest
@testable import ProofsheetKit

/// The second shipped example (examples/catalogs/: an `.xcstrings` catalog with Arabic plurals, an Android
/// resource set, both pseudo-locales and DTCG token files per mode) against its committed goldens.
final class CatalogsExampleTests: XCTestCase {
    static var configPath: String {
        TestPaths.repository("examples/catalogs/layouts/proofsheet.json").path
    }

    func testEveryCellOfTheCatalogsExampleMatchesItsGolden() throws {
        let project = try Project.load(configPath: Self.configPath)
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
        let source = URL(fileURLWithPath: Self.configPath).deletingLastPathComponent().deletingLastPathComponent()
        let copy = URL(fileURLWithPath: try makeTemporaryFolder()).appendingPathComponent("examples/catalogs")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".proofsheet"))
        let fonts = source.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fonts")
        try FileManager.default.copyItem(at: fonts, to: copy.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fonts"))
        let edited = copy.appendingPathComponent(file)
        let text = try String(contentsOf: edited, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file) no longer has the text the test edits")
        try text.replacingOccurrences(of: old, with: new).write(to: edited, atomically: true, encoding: .utf8)
        let project = try Project.load(configPath: copy.appendingPathComponent("layouts/proofsheet.json").path)
        var options = CheckRun.Options()
        options.reportFolder = copy.appendingPathComponent(".proofsheet/report").path
        let report = try CheckRun(project: project, options: options).run()
        return report.cells.filter { $0.status != .pass }.map { $0.cell.description }.sorted()
    }
}
