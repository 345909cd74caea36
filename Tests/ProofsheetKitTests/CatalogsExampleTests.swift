import XCTest
@testable import ProofsheetKit

/// The second shipped example (examples/catalogs/: an `.xcstrings` catalog with Arabic plurals, an Android
/// resource set and both pseudo-locales) against its committed goldens.
final class CatalogsExampleTests: XCTestCase {
    static var configPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/catalogs/layouts/proofsheet.json").path
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
        let source = URL(fileURLWithPath: Self.configPath).deletingLastPathComponent().deletingLastPathComponent()
        let copy = URL(fileURLWithPath: try makeTemporaryFolder()).appendingPathComponent("examples/catalogs")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".proofsheet"))
        let fonts = source.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fonts")
        try FileManager.default.copyItem(at: fonts, to: copy.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fonts"))
        let catalog = copy.appendingPathComponent("layouts/ios/Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        try text.replacingOccurrences(of: "%lld عناصر في سلتك", with: "%lld من العناصر في سلتك").write(to: catalog, atomically: true, encoding: .utf8)
        let project = try Project.load(configPath: copy.appendingPathComponent("layouts/proofsheet.json").path)
        var options = CheckRun.Options()
        options.reportFolder = copy.appendingPathComponent(".proofsheet/report").path
        let report = try CheckRun(project: project, options: options).run()
        let changed = report.cells.filter { $0.status != .pass }.map { $0.cell.description }.sorted()
        XCTAssertEqual(changed, ["cart/phone-ar-dark-1.0x", "cart/phone-ar-dark-1.3x", "cart/phone-ar-light-1.0x", "cart/phone-ar-light-1.3x"])
    }
}
