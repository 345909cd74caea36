import XCTest
@testable import ProofsheetKit

final class ShapingScriptTests: XCTestCase {
    /// Common/Inherited scalars take the preceding strong script, else the following; brackets pair up.
    func testScriptResolution() {
        let cases: [(String, [(Range<Int>, Script)])] = [
            ("Hello, world", [(0..<12, .latin)]),
            ("(الإصدار 2.3.1)", [(0..<15, .arabic)]),
            ("Send 50 XLM إلى سارة", [(0..<12, .latin), (12..<20, .arabic)]),
            ("123 مرحبا", [(0..<9, .arabic)]),
            ("123 !", [(0..<5, .common)]),
            ("e\u{0301}", [(0..<2, .latin)]),
            ("Send (إلى) 5", [(0..<6, .latin), (6..<9, .arabic), (9..<12, .latin)]),
            ("مرحبا (Hi)", [(0..<7, .arabic), (7..<9, .latin), (9..<10, .arabic)]),
            ("中文 abc", [(0..<3, Script(code: "Hani")!), (3..<6, .latin)]),
        ]
        for (text, expected) in cases {
            let scalars = Array(text.unicodeScalars)
            let runs = ScriptItemizer.itemize(scalars, levels: [UInt8](repeating: 0, count: scalars.count))
            XCTAssertEqual(runs.map(\.scalarRange), expected.map(\.0), text)
            XCTAssertEqual(runs.map(\.script), expected.map(\.1), text)
        }
    }

    func testRunsSplitAtLevelChanges() {
        let scalars = Array("رصيدك 104.32 XLM".unicodeScalars)
        let runs = ScriptItemizer.itemize(scalars, levels: FontFixtures.levels(scalars))
        XCTAssertEqual(runs, [
            ScriptRun(scalarRange: 0..<6, script: .arabic, level: 1),
            ScriptRun(scalarRange: 6..<12, script: .arabic, level: 2),
            ScriptRun(scalarRange: 12..<13, script: .arabic, level: 1),
            ScriptRun(scalarRange: 13..<16, script: .latin, level: 2),
        ])
    }

    func testEmptyParagraphHasNoRuns() {
        XCTAssertEqual(ScriptItemizer.itemize([], levels: []), [])
        XCTAssertEqual(FontFixtures.shape("").runs, [])
    }

    func testScriptCodes() {
        XCTAssertEqual(Script.arabic.description, "Arab")
        XCTAssertEqual(Script(of: "\u{0645}"), .arabic)
        XCTAssertEqual(Script(of: "5"), .common)
        XCTAssertNil(Script(code: "Arabic"))
    }
}
