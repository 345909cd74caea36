import Foundation
import XCTest
@testable import ProofsheetKit

/// A control's `state` (`"state": "selected"`) changes what is drawn, so it is part of its node's record
/// (`node:<screen>/<node>.state`). Before it was, an incremental check reused the passing result of a cell whose
/// button lost its `selected` state: the record was the same, the pixels were not.
final class NodeStateRecordTests: XCTestCase {
    func testAControlStateChangeIsNamedAndTheIncrementalCheckRendersTheCellsThatDrawIt() throws {
        let project = try makeCheckProject()
        try project.edit("screens/home.json", replacing: #""label": "home.save" }"#, with: #""label": "home.save", "state": "selected" }"#)
        _ = try project.check(record: .missing)
        let warm = try project.run().execute()
        XCTAssertEqual(warm.report.cells.map(\.status), Array(repeating: .pass, count: 8))
        XCTAssertEqual(try project.run().execute().rendered, 0, "nothing changed: every cell is reused")

        try project.edit("screens/home.json", replacing: #", "state": "selected" }"#, with: " }")
        let outcome = try project.run().execute()
        let home = outcome.report.cells.filter { $0.cell.screen == "home" }
        XCTAssertEqual(home.count, 4)
        XCTAssertEqual(outcome.rendered, 4, "the home cells (en and ar, light and dark) render; the list cells are reused")
        for result in home {
            XCTAssertEqual(result.status, .changed, "\(result.cell)")
            XCTAssertEqual(result.changes.map(\.text), ["screen home: node save state selected (gone)"], "\(result.cell)")
        }
        XCTAssertEqual(outcome.report.causes.map(\.id), ["node:home/save.state"])
    }
}
