import XCTest
@testable import ProofsheetKit

/// No two cells of a matrix share a golden file name (issue #45): legal names that spell the same file, and values
/// listed twice, are refused at load naming both cells, and nothing is written.
final class GoldenFileNameTests: XCTestCase {
    struct Case {
        let name: String
        /// Replaces the minimal config's `devices` and `matrix` members.
        let devicesAndMatrix: String
        /// Extra strings files (locale → text).
        var strings: [String: String] = [:]
        /// The message with `$L` for the `layouts/` folder.
        let message: String
    }

    static let safe = #""landscapeSafeArea": { "top": 0, "bottom": 21, "leading": 47, "trailing": 47 }"#

    static let cases: [Case] = [
        Case(name: "a device named like another in landscape",
             devicesAndMatrix: #""devices": { "phone": { "width": 200, "height": 300, "scale": 1, \#(safe) }, "phone-landscape": { "width": 300, "height": 200, "scale": 1, \#(safe) } }, "matrix": { "locales": ["en"], "modes": ["light"], "orientations": ["portrait", "landscape"] }"#,
             message: "$L/proofsheet.json: matrix: two cells would share the golden file name 'phone-landscape-en-light-1.0x.png' (in each screen's folder): device 'phone' in landscape, locale en, mode light, text scale 1.0, and device 'phone-landscape' in portrait, locale en, mode light, text scale 1.0; rename a device or locale so the names differ (docs/goldens.md, \"File names\")"),
        Case(name: "device and locale names that overlap",
             devicesAndMatrix: #""devices": { "p": { "width": 200, "height": 300, "scale": 1 }, "p-en": { "width": 200, "height": 300, "scale": 1 } }, "matrix": { "locales": ["en-GB", "GB"], "modes": ["light"] }"#,
             strings: ["en-GB": #"{ "home.title": "Home", "home.save": "Save" }"#, "GB": #"{ "home.title": "Home", "home.save": "Save" }"#],
             message: "$L/proofsheet.json: matrix: two cells would share the golden file name 'p-en-GB-light-1.0x.png' (in each screen's folder): device 'p' in portrait, locale en-GB, mode light, text scale 1.0, and device 'p-en' in portrait, locale GB, mode light, text scale 1.0; rename a device or locale so the names differ (docs/goldens.md, \"File names\")"),
        Case(name: "two scales that print alike",
             devicesAndMatrix: #""devices": { "phone": { "width": 200, "height": 300, "scale": 1 } }, "matrix": { "locales": ["en"], "textScales": [1.0, 1.00001] }"#,
             message: "$L/proofsheet.json:1:144: matrix.textScales[1]: a text scale named 1.0 in file names is already listed at textScales[0]; each value is listed once, so no two cells share a golden (file names keep four decimals)"),
        Case(name: "a locale listed twice",
             devicesAndMatrix: #""devices": { "phone": { "width": 200, "height": 300, "scale": 1 } }, "matrix": { "locales": ["en", "ar", "en"] }"#,
             message: "$L/proofsheet.json:1:129: matrix.locales[2]: 'en' is already listed at locales[0]; each value is listed once, so no two cells share a golden"),
        Case(name: "a device listed twice",
             devicesAndMatrix: #""devices": { "phone": { "width": 200, "height": 300, "scale": 1 } }, "matrix": { "devices": ["phone", "phone"], "locales": ["en"] }"#,
             message: "$L/proofsheet.json:1:126: matrix.devices[1]: 'phone' is already listed at devices[0]; each value is listed once, so no two cells share a golden"),
    ]

    static func fixture(_ item: Case) -> ScratchProject.Files {
        var fixture = ScratchProject.Files.minimal.replacing("proofsheet.json", with: #"{ "projectRoot": "..", \#(item.devicesAndMatrix) }"#)
        for (locale, text) in item.strings { fixture = fixture.replacing("strings/\(locale).json", with: text) }
        return fixture
    }

    func testCellsThatWouldShareAGoldenAreRefusedAtLoad() throws {
        for item in Self.cases {
            let config = try Self.fixture(item).write(into: makeTemporaryFolder())
            let layouts = (config as NSString).deletingLastPathComponent
            XCTAssertThrowsError(try Project.load(configPath: config), item.name) { error in
                XCTAssertEqual(String(describing: error).replacingOccurrences(of: FileDisplay.shown(layouts), with: "$L"), item.message, item.name)
            }
        }
    }

    /// Through the binary: `check --record all` exits 2 with the message and writes no golden.
    func testCheckRecordsNothing() throws {
        let binary = try ProofsheetBinary.locate()
        let item = Self.cases[0]
        let root = try makeTemporaryFolder()
        let config = try Self.fixture(item).write(into: root)
        let before = ScratchProject.files(below: root)
        let outcome = try binary.run(["check", "--record", "all", "--config", config], in: root)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("two cells would share the golden file name 'phone-landscape-en-light-1.0x.png'"), outcome.stderr)
        XCTAssertEqual(ScratchProject.files(below: root).filter { !$0.hasPrefix("proofsheet.") }, before)
    }

    /// The shipped example and a matrix with both orientations and overlapping-looking names that differ pass.
    func testDistinctNamesLoad() throws {
        let config = try ScratchProject.Files.minimal.replacing("proofsheet.json", with: #"{ "projectRoot": "..", "devices": { "phone": { "width": 200, "height": 300, "scale": 1, \#(Self.safe) }, "phone-large": { "width": 300, "height": 500, "scale": 1, \#(Self.safe) } }, "matrix": { "locales": ["en", "ar"], "textScales": [1.0, 1.05, 1.5], "orientations": ["portrait", "landscape"] } }"#)
            .write(into: makeTemporaryFolder())
        let project = try Project.load(configPath: config)
        let names = try Matrix.cells(of: project).map(\.relativePath)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(names.count, 2 * 2 * 4 * 3 * 2)
    }
}
