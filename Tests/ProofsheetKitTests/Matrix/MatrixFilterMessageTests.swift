import XCTest
@testable import ProofsheetKit

/// A `--cell` with no close match lists the matrix's cells, or the nearest when there are many; a single cell's
/// values are checked against the project (docs/hardening.md, "Every message clean").
final class MatrixFilterMessageTests: XCTestCase {
    func testACellWithNoCloseMatchListsTheCellsOrTheNearestOnes() {
        let few = ["home/phone-en-light-1.0x", "about/phone-en-light-1.0x"]
        XCTAssertEqual(Matrix.nearest(to: "x", among: few), "; its cells: about/phone-en-light-1.0x, home/phone-en-light-1.0x")
        let many = (1...12).map { "s\($0)/phone-en-light-1.0x" }
        XCTAssertEqual(Matrix.nearest(to: "s7/phone-ar-dark-1.0x", among: many),
                       "; the nearest of its 12 cells: s7/phone-en-light-1.0x, s1/phone-en-light-1.0x, s2/phone-en-light-1.0x, "
                           + "s3/phone-en-light-1.0x, s4/phone-en-light-1.0x, s5/phone-en-light-1.0x, s6/phone-en-light-1.0x, "
                           + "s8/phone-en-light-1.0x")
        XCTAssertEqual(Matrix.nearest(to: "x\u{1B}", among: ["a\u{7}"]), #"; its cells: a\u0007"#)
    }

    func testASingleCellNamesWhatTheProjectHas() throws {
        let folders = try makeCorpusProject()
        let project = try Project.load(configPath: folders.layouts + "/proofsheet.json")
        let cases: [(Matrix.CellChoice, String)] = [
            (.init(screen: "nosuch"), "screen 'nosuch' is not in the project (known: about, home)"),
            (.init(screen: "home", device: "tablet"), "--device 'tablet' is not in the project (known: phone)"),
            (.init(screen: "home", locale: "fr"), "--locale 'fr' is not in the project (known: en)"),
            (.init(screen: "home", textSize: .multiplier(0)), "--scale '0.0' is not a text scale (expected 0.5 to 4.0, as in matrix.textScales)"),
        ]
        for (choice, message) in cases {
            XCTAssertThrowsError(try Matrix.cell(of: project, choice), message) { error in
                XCTAssertEqual(String(describing: error), message)
            }
        }
        XCTAssertEqual(try Matrix.cell(of: project, .init(screen: "home", textSize: .multiplier(2))).description, "home/phone-en-light-2.0x")
        XCTAssertEqual(try Matrix.cell(of: project, .init(screen: "home", textSize: .category(.ax5), boldText: true)).description, "home/phone-en-light-AX5-bold")
    }
}
