import Foundation
import XCTest
@testable import ProofsheetKit

/// The layout-tree diff (issue #17 item 3): each golden carries its cell's layout record (`.layout.txt`), and a
/// changed cell lists the nodes that resized, re-wrapped, truncated, appeared, went away or moved on their own,
/// with amounts in points, in English and Arabic.
final class LayoutSnapshotTests: XCTestCase {
    private static let matrix = #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0] }"#

    /// A summary card: a label over a value, a row of a badge and a note, then a button below the card.
    private static func screen(label: String, badge: String = "New", extra: String = "", note: Bool = true) -> String {
        """
        { "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [
          { "type": "card", "id": "summary", "spacing": 4, "children": [
            { "type": "text", "id": "label", "literal": "\(label)", "style": "body" },
            { "type": "text", "id": "value", "literal": "$12.00", "style": "title" } ] },
          { "type": "hstack", "id": "row", "spacing": 8, "children": [
            { "type": "text", "id": "badge", "literal": "\(badge)" }\(note ? #", { "type": "text", "id": "note", "literal": "today" }"# : "")\(extra) ] },
          { "type": "button", "id": "pay", "label": { "literal": "Pay" } },
          { "type": "spacer" } ] }
        """
    }

    private func record(_ root: String, name: String, locale: String) throws -> LayoutSnapshot {
        let project = try ScratchProject.rendered(name, root: root, matrix: Self.matrix)
        let rendered = try project.render(locale: locale)
        return LayoutSnapshot(scene: rendered.composed.scene, cell: rendered.cell)
    }

    /// The text form reads back to the same record; numbers keep two decimals at most, in any process locale.
    func testTheRecordReadsBackAsWritten() throws {
        let snapshot = try record(Self.screen(label: "Balance"), name: "layout-roundtrip", locale: "ar")
        let text = snapshot.text
        XCTAssertTrue(text.hasPrefix("# proofsheet layout record v1: probe/phone-ar-light-1.0x\n0 root "), text)
        XCTAssertTrue(text.contains(" label "), text)
        XCTAssertEqual(try LayoutSnapshot(text: text, source: "x"), snapshot)
        XCTAssertEqual([12, 12.5, -3.25, 0.05, 0.004, 390.1].map(LayoutSnapshot.number), ["12", "12.5", "-3.25", "0.05", "0", "390.1"])
        XCTAssertThrowsError(try LayoutSnapshot(text: "# proofsheet layout record v1: x\n0 root 0 0 a 1\n", source: "f.layout.txt")) { error in
            XCTAssertEqual("\(error)", #"f.layout.txt:2: expected '0 <id> <x> <y> <width> <height> [^parent] [lines n] [truncated] [shows k of n]', found '0 root 0 0 a 1'"#)
        }
        XCTAssertThrowsError(try LayoutSnapshot(text: "0 root 0 0 1 1\n", source: "f")) { error in
            XCTAssertTrue("\(error)".hasPrefix("f:1: expected the header"), "\(error)")
        }
    }

    /// A label that wraps is named with its line counts and growth, and the nodes below it that only moved are one
    /// count, not a list; the card that grows with it and the spacer that shrinks are listed as resized. The same
    /// in Arabic.
    func testALabelThatWrapsIsTheCauseOfWhatMovesBelowIt() throws {
        for locale in ["en", "ar"] {
            let before = try record(Self.screen(label: "Balance"), name: "layout-wrap-before", locale: locale)
            let long = locale == "en" ? "Balance across every account you have linked to this wallet so far"
                : "الرصيد في جميع الحسابات التي ربطتها بهذه المحفظة حتى الآن وحتى اليوم"
            let after = try record(Self.screen(label: long), name: "layout-wrap-after", locale: locale)
            let changes = after.changes(from: before).map(\.description)
            // The card grows with its label, the label re-wraps, and the flexible spacer at the bottom gives up the room.
            XCTAssertEqual(changes.count, 3, "\(locale): \(changes)")
            XCTAssertTrue(changes[0].hasPrefix("summary 358 × "), "\(locale): \(changes)")
            XCTAssertTrue(changes[2].hasPrefix("root.children[3] 358 × "), "\(locale): \(changes)")
            let label = changes[1]
            XCTAssertTrue(label.hasPrefix("label 1 → 2 lines, ") || label.hasPrefix("label 1 → 3 lines, "), "\(locale): \(label)")
            // value (inside the card), row and pay (below it): three nodes pushed; their children move with them.
            XCTAssertTrue(label.hasSuffix(" pt taller; pushes 3 nodes down"), "\(locale): \(label)")
            XCTAssertEqual(after.changes(from: after), [], locale)
        }
    }

    /// In a row, a wider badge pushes its neighbour along the reading direction: right in English, left in Arabic.
    func testAWiderNodePushesItsNeighbourAlongTheRow() throws {
        for (locale, direction) in [("en", "right"), ("ar", "left")] {
            let before = try record(Self.screen(label: "Balance"), name: "layout-row-before", locale: locale)
            let after = try record(Self.screen(label: "Balance", badge: "Newly added"), name: "layout-row-after", locale: locale)
            let changes = after.changes(from: before).map(\.description)
            XCTAssertEqual(changes.count, 1, "\(locale): \(changes)")
            XCTAssertTrue(changes[0].hasPrefix("badge "), "\(locale): \(changes)")
            XCTAssertTrue(changes[0].hasSuffix("pushes 1 node \(direction)"), "\(locale): \(changes)")
        }
    }

    /// A `firstFit` row that stacks because its title grew is named with the candidate it switched to, in English
    /// and Arabic; the record reads back with the choice.
    func testARowThatStacksNamesTheCandidateItSwitchedTo() throws {
        let row = { (title: String) in
            """
            { "type": "vstack", "background": "background", "padding": 16, "alignment": "fill", "children": [
              { "type": "firstFit", "id": "fit", "children": [
                { "type": "hstack", "id": "wide", "spacing": 8, "children": [
                  { "type": "text", "id": "title", "literal": "\(title)" }, { "type": "spacer" }, { "type": "text", "id": "amount", "literal": "$1,204.32" } ] },
                { "type": "vstack", "id": "stacked", "alignment": "leading", "children": [
                  { "type": "text", "id": "title", "literal": "\(title)" }, { "type": "text", "id": "amount", "literal": "$1,204.32" } ] } ] },
              { "type": "spacer" } ] }
            """
        }
        for locale in ["en", "ar"] {
            let before = try record(row("Rent"), name: "layout-fit-before", locale: locale)
            let after = try record(row("Transfer to the savings account we opened last spring"), name: "layout-fit-after", locale: locale)
            XCTAssertEqual(before.nodes.first { $0.id == "fit" }?.firstFit, FirstFitChoice(chosen: 0, candidates: 2))
            XCTAssertEqual(try LayoutSnapshot(text: after.text, source: "x"), after)
            XCTAssertTrue(after.text.contains(" fit ") && after.text.contains(" shows 2 of 2\n"), after.text)
            let changes = after.changes(from: before).map(\.description)
            XCTAssertTrue(changes.contains { $0.hasPrefix("fit shows candidate 2 of 2 (was 1 of 2), ") && $0.contains(" pt taller") }, "\(locale): \(changes)")
            XCTAssertTrue(changes.contains { $0.hasPrefix("stacked appeared (") }, "\(locale): \(changes)")
            XCTAssertTrue(changes.contains { $0.hasPrefix("wide went away (") }, "\(locale): \(changes)")
        }
    }

    /// A node that went away or appeared is named once, with its size; its children are not listed.
    func testNodesThatAppearOrGoAwayAreNamedOnce() throws {
        let before = try record(Self.screen(label: "Balance"), name: "layout-appear-before", locale: "en")
        let extra = #", { "type": "vstack", "id": "extra", "children": [ { "type": "text", "id": "extra-text", "literal": "x" } ] }"#
        let after = try record(Self.screen(label: "Balance", extra: extra, note: false), name: "layout-appear-after", locale: "en")
        let changes = after.changes(from: before).map(\.description)
        XCTAssertTrue(changes.contains { $0.hasPrefix("extra appeared (") }, "\(changes)")
        XCTAssertFalse(changes.contains { $0.hasPrefix("extra-text") }, "\(changes)")
        XCTAssertTrue(changes.contains { $0.hasPrefix("note went away (was ") }, "\(changes)")
    }

    /// End to end: goldens are recorded with their layout record; a change lists the layout changes in the cell
    /// and report.json; approve stores the new record; the next check passes. A passing check reads no record.
    func testCheckExplainsAChangeAndApproveStoresTheRecord() throws {
        let first = try ScratchProject.rendered("layout-check", root: Self.screen(label: "Balance"), matrix: Self.matrix)
        let report = first.folder.appendingPathComponent("report").path
        func check(_ project: ScratchProject.Rendered, record: RecordMode = .never) throws -> CheckReport {
            var options = CheckRun.Options()
            options.record = record
            options.jobs = 2
            options.reportFolder = report
            return try CheckRun(project: project.project, options: options).run()
        }
        _ = try check(first, record: .missing)
        let run = CheckRun(project: first.project, options: CheckRun.Options())
        let stored = first.cell(locale: "ar")
        XCTAssertTrue(try String(contentsOfFile: run.layoutRecordPath(stored), encoding: .utf8)
            .hasPrefix("# proofsheet layout record v1: probe/phone-ar-light-1.0x\n"))

        let second = try ScratchProject.rendered("layout-check", root: Self.screen(label: "Balance across every account you have linked to this wallet so far"),
                                          keepsFolder: true, matrix: Self.matrix)
        let changed = try check(second)
        for result in changed.cells {
            XCTAssertEqual(result.status, .changed, "\(result.cell)")
            XCTAssertTrue(result.layoutChanges.contains { $0.hasPrefix("label 1 → ") }, "\(result.cell): \(result.layoutChanges)")
            XCTAssertTrue(result.message?.contains("layout since the golden: summary 358 × ") ?? false, result.message ?? "")
            XCTAssertNotNil(result.artefacts.layout)
        }
        _ = try ReportWriter.write(changed, toFolder: report, title: "t")
        let json = try String(contentsOfFile: report + "/report.json", encoding: .utf8)
        XCTAssertTrue(json.contains("\"layoutChanges\""), json)
        let read = try CheckReport.read(fromFolder: report)
        XCTAssertEqual(read.cells.map(\.layoutChanges), changed.cells.map(\.layoutChanges))

        let outcomes = try Approval(project: second.project, report: read, reportFolder: report).run(filter: CellFilter(), jobs: 1)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let approved = try LayoutSnapshot(text: String(contentsOfFile: run.layoutRecordPath(stored), encoding: .utf8), source: "golden")
        XCTAssertTrue(approved.nodes.contains { $0.id == "label" && ($0.lines ?? 0) > 1 }, approved.text)
        XCTAssertEqual(try check(second).cells.map(\.status), [.pass, .pass])

        // An unreadable stored record: said in the message; the pixels decide the verdict.
        try "not a record".write(toFile: run.layoutRecordPath(stored), atomically: true, encoding: .utf8)
        let third = try ScratchProject.rendered("layout-check", root: Self.screen(label: "Balance"), keepsFolder: true, matrix: Self.matrix)
        let broken = try check(third).cells.first { $0.cell == stored }!
        XCTAssertEqual(broken.status, .changed)
        XCTAssertTrue(broken.message?.contains("layout record unreadable (approving replaces it)") ?? false, broken.message ?? "")
    }
}
