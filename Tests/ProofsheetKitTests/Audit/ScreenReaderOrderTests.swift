import Foundation
import XCTest
@testable import ProofsheetKit

/// The screen-reader rules of issue #39 on purpose-built screens, in English and Arabic, on iOS and Android:
/// order from geometry, `a11y.group`, `a11y.modal`, heading levels and `headingOrder`, linked errors and
/// `errorIdentification`, snapshot format 2 and the isolated legend lines.
final class ScreenReaderOrderTests: XCTestCase {
    /// A project whose `phone` runs `platform`; the root is a padded vstack holding `children` and a spacer.
    private func project(_ name: String, _ children: String, platform: Platform = .ios,
                         components: [String: String] = [:]) throws -> ScratchProject.Rendered {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [ \(children), { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered(name + "-" + platform.rawValue, root: root, components: components)
        guard platform != .ios else { return project }
        let config = URL(fileURLWithPath: project.configFile)
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: #""phone": { "width": 390"#, with: #""phone": { "platform": "\#(platform.rawValue)", "width": 390"#)
        try text.write(to: config, atomically: true, encoding: .utf8)
        return try ScratchProject.Rendered(project.scratch, screens: [])
    }

    private func tree(_ project: ScratchProject.Rendered, locale: String) throws -> (AccessibilityTree, AccessibilitySnapshot) {
        let rendered = try project.render(locale: locale)
        let tree = AccessibilityTree(scene: rendered.composed.scene)
        return (tree, AccessibilitySnapshot(tree: tree, cell: rendered.cell))
    }

    /// A text whose id is `id` and whose text is `literal` (default: the id).
    private static func text(_ id: String, _ literal: String? = nil, style: String = "body", a11y: String = "") -> String {
        #"{ "type": "text", "id": "\#(id)", "literal": "\#(literal ?? id)", "style": "\#(style)"\#(a11y.isEmpty ? "" : #", "a11y": { \#(a11y) }"#) }"#
    }

    /// A 2 × 2 grid of texts: as two rows of two, or as two columns of two (`columnA11y` on each column).
    private static func grid(asColumns: Bool, columnA11y: String = "") -> String {
        let a11y = columnA11y.isEmpty ? "" : #", "a11y": { \#(columnA11y) }"#
        if asColumns {
            return """
            { "type": "hstack", "spacing": 12, "children": [
              { "type": "vstack", "id": "colA", "flex": 1, "spacing": 12\(a11y), "children": [ \(text("A1")), \(text("A2")) ] },
              { "type": "vstack", "id": "colB", "flex": 1, "spacing": 12\(a11y), "children": [ \(text("B1")), \(text("B2")) ] } ] }
            """
        }
        return """
        { "type": "vstack", "spacing": 12, "alignment": "fill", "children": [
          { "type": "hstack", "spacing": 12, "children": [ { "type": "vstack", "flex": 1, "children": [ \(text("A1")) ] }, { "type": "vstack", "flex": 1, "children": [ \(text("B1")) ] } ] },
          { "type": "hstack", "spacing": 12, "children": [ { "type": "vstack", "flex": 1, "children": [ \(text("A2")) ] }, { "type": "vstack", "flex": 1, "children": [ \(text("B2")) ] } ] } ] }
        """
    }

    func testAGridWrittenAsRowsOrAsColumnsReadsTheSameByRowsFromTheLeadingEdge() throws {
        let rows = try project("grid-rows", Self.grid(asColumns: false))
        let columns = try project("grid-columns", Self.grid(asColumns: true))
        for locale in ["en", "ar"] {
            let (rowTree, rowSnapshot) = try tree(rows, locale: locale)
            let (columnTree, columnSnapshot) = try tree(columns, locale: locale)
            XCTAssertEqual(rowTree.elements.map(\.nodeID), ["A1", "B1", "A2", "B2"], locale)
            XCTAssertEqual(columnSnapshot.lines, rowSnapshot.lines, locale)
            // In Arabic the row starts on the right: A1 is right of B1 and read first.
            let a1 = try XCTUnwrap(columnTree.elements.first { $0.nodeID == "A1" }), b1 = try XCTUnwrap(columnTree.elements.first { $0.nodeID == "B1" })
            XCTAssertEqual(a1.frame.minX > b1.frame.minX, locale == "ar", locale)
        }
    }

    func testContainOnEachColumnReadsColumnByColumn() throws {
        let columns = try project("grid-contain", Self.grid(asColumns: true, columnA11y: #""group": "contain""#))
        for locale in ["en", "ar"] {
            let (tree, snapshot) = try tree(columns, locale: locale)
            XCTAssertEqual(tree.elements.map(\.nodeID), ["A1", "A2", "B1", "B2"], locale)
            XCTAssertEqual(snapshot.lines.first, #"1. text "A1"; in group #colA #A1"#, locale)
            XCTAssertEqual(snapshot.lines.last, #"4. text "B2"; in group #colB #B2"#, locale)
        }
    }

    func testSortPriorityStillOverridesTheGeometricOrder() throws {
        let grid = Self.grid(asColumns: true).replacingOccurrences(of: Self.text("B2"), with: Self.text("B2", a11y: #""sortPriority": 1"#))
        let columns = try project("grid-priority", grid)
        for locale in ["en", "ar"] {
            let rendered = try columns.render(locale: locale)
            XCTAssertEqual(AccessibilityTree(scene: rendered.composed.scene).elements.map(\.nodeID), ["B2", "A1", "B1", "A2"], locale)
            XCTAssertEqual(AccessibilityTree(scene: rendered.composed.scene, usesPriority: false).elements.map(\.nodeID), ["A1", "B1", "A2", "B2"], locale)
            XCTAssertEqual(try columns.audit(locale: locale).filter { $0.criterion == .readingOrder }.map(\.nodeID), ["A1"], locale)
        }
    }

    func testCombineReadsALabelAndItsValueAsOneElement() throws {
        let pair = """
        { "type": "hstack", "id": "balance", "spacing": 8, "a11y": { "group": "combine" }, "children": [
          { "type": "text", "id": "balance-label", "literal": "Balance" }, { "type": "spacer" },
          { "type": "text", "id": "balance-value", "literal": "1,204 XLM" } ] }
        """
        let combined = try project("combine", pair)
        for locale in ["en", "ar"] {
            let (tree, snapshot) = try tree(combined, locale: locale)
            XCTAssertEqual(tree.elements.count, 1, locale)
            XCTAssertEqual(snapshot.lines, [#"1. text "Balance, 1,204 XLM" #balance"#], locale)
        }
    }

    /// Compose's `mergeDescendants` stops at a clickable descendant, so TalkBack reads a button inside a combined
    /// row on its own; SwiftUI's `.combine` folds it into the one element.
    func testCombineKeepsAButtonSeparateOnAndroidOnly() throws {
        let row = """
        { "type": "hstack", "id": "row", "spacing": 8, "a11y": { "group": "combine" }, "children": [
          { "type": "text", "id": "name", "literal": "Sara" }, { "type": "spacer" },
          { "type": "button", "id": "call", "label": { "literal": "Call" } } ] }
        """
        for locale in ["en", "ar"] {
            let (ios, iosSnapshot) = try tree(try project("combine-button", row), locale: locale)
            XCTAssertEqual(ios.platform, .ios)
            XCTAssertEqual(iosSnapshot.lines, [#"1. button "Sara, Call" #row"#], locale)
            let (android, androidSnapshot) = try tree(try project("combine-button", row, platform: .android), locale: locale)
            XCTAssertEqual(android.platform, .android)
            XCTAssertEqual(androidSnapshot.lines, [#"1. text "Sara" #row"#, #"2. button "Call" #call"#], locale)
            XCTAssertTrue(androidSnapshot.header.hasSuffix(", android"), androidSnapshot.header)
            XCTAssertEqual(androidSnapshot.changes(from: iosSnapshot).first?.description.hasPrefix("read as "), true)
        }
    }

    func testAModalContainerOverContentIsAllThatIsRead() throws {
        let screen = """
        { "type": "zstack", "alignment": "bottom", "children": [
          { "type": "vstack", "spacing": 12, "alignment": "fill", "children": [ \(Self.text("behind1")), \(Self.text("behind2")),
            { "type": "button", "id": "behind3", "label": { "literal": "Behind" } } ] },
          { "type": "vstack", "id": "sheet", "background": "surface", "padding": 16, "spacing": 8, "alignment": "fill", "a11y": { "modal": true, "label": { "literal": "Confirm" } }, "children": [
            \(Self.text("ask", "Delete?", style: "headline", a11y: #""role": "header""#)),
            { "type": "button", "id": "confirm", "label": { "literal": "Delete" } } ] } ] }
        """
        let modal = try project("modal", screen)
        for locale in ["en", "ar"] {
            let (tree, snapshot) = try tree(modal, locale: locale)
            XCTAssertEqual(tree.elements.map(\.nodeID), ["ask", "confirm"], locale)
            XCTAssertEqual(tree.focusOrder.map(\.nodeID), ["confirm"], locale)
            // A labelled modal keeps its elements; its label names it where the snapshot says what they are read in.
            XCTAssertEqual(snapshot.lines, [#"1. header level 1 "Delete?"; in modal #sheet "Confirm" #ask"#,
                                            #"2. button "Delete"; in modal #sheet "Confirm" #confirm"#], locale)
        }
        // Without `modal` the content behind is read too (and the labelled sheet is one element, as before).
        let plain = try project("modal-off", screen.replacingOccurrences(of: #""modal": true"#, with: #""modal": false"#))
        XCTAssertEqual(Set(try tree(plain, locale: "en").0.elements.map(\.nodeID)), ["behind1", "behind2", "behind3", "sheet"])
    }

    func testHeadingLevelsComeFromTextSizesAndHeadingOrderFiresOnASkippedLevelOnly() throws {
        let wellFormed = [
            Self.text("Title", style: "title", a11y: #""role": "header""#), Self.text("intro"),
            Self.text("Section", style: "headline", a11y: #""role": "header""#), Self.text("body"),
        ].joined(separator: ",")
        let good = try project("headings-good", wellFormed)
        for locale in ["en", "ar"] {
            let (tree, _) = try tree(good, locale: locale)
            XCTAssertEqual(tree.elements.compactMap(\.headingLevel), [1, 2], locale)
            XCTAssertEqual(try good.audit(locale: locale).filter { $0.criterion == .headingOrder }, [], locale)
        }
        let skipped = try project("headings-skipped", wellFormed.replacingOccurrences(of: #""role": "header" }"#, with: #""role": "header", "headingLevel": 3 }"#)
            .replacingOccurrences(of: #"{ "type": "text", "id": "Title", "literal": "Title", "style": "title", "a11y": { "role": "header", "headingLevel": 3 }"#,
                                  with: #"{ "type": "text", "id": "Title", "literal": "Title", "style": "title", "a11y": { "role": "header", "headingLevel": 1 }"#))
        for locale in ["en", "ar"] {
            let findings = try skipped.audit(locale: locale).filter { $0.criterion == .headingOrder }
            XCTAssertEqual(findings.map(\.nodeID), ["Section"], locale)
            XCTAssertEqual(findings.first?.severity, .error)
            XCTAssertEqual(findings.first?.wcag, "1.3.1")
            XCTAssertTrue(findings.first?.message.contains("skipping level 2") == true, findings.first?.message ?? "")
            XCTAssertEqual(try tree(skipped, locale: locale).1.lines.first, #"1. header level 1 "Title" #Title"#)
        }
        // A heading read after the content below it (a priority moves the body first), and a screen with no heading.
        let late = try project("headings-late", Self.text("Title", style: "title", a11y: #""role": "header""#) + "," + Self.text("body", a11y: #""sortPriority": 1"#))
        let lateFindings = try late.audit(locale: "ar").filter { $0.criterion == .headingOrder }
        XCTAssertEqual(lateFindings.map(\.nodeID), ["Title"])
        XCTAssertTrue(lateFindings.first?.message.contains("is read after text 'body'") == true, lateFindings.first?.message ?? "")
        let none = try project("headings-none", Self.text("body"))
        XCTAssertEqual(try none.audit(locale: "en").filter { $0.criterion == .headingOrder }.map(\.severity), [.info])
    }

    func testAnErrorLinkedToItsFieldIsReadWithItAndAnUnlinkedOneIsAFinding() throws {
        let field = #"{ "type": "textField", "id": "email", "label": { "literal": "Email" }, "value": { "literal": "sara@" }, "state": "error" }"#
        let message = #"{ "type": "text", "id": "email-error", "literal": "Enter a valid email", "color": "danger", "a11y": { "errorFor": "email" } }"#
        let linked = try project("error-linked", Self.text("title", "Sign in", style: "title", a11y: #""role": "header""#) + "," + field + "," + message)
        for locale in ["en", "ar"] {
            let (tree, snapshot) = try tree(linked, locale: locale)
            XCTAssertEqual(tree.elements.map(\.nodeID), ["title", "email"], locale)
            XCTAssertEqual(snapshot.lines.last, #"2. textField "Email" value "sara@" — error; error "Enter a valid email" #email"#, locale)
            XCTAssertEqual(try linked.audit(locale: locale).filter { $0.criterion == .errorIdentification }, [], locale)
        }
        let unlinked = try project("error-unlinked", field + "," + message.replacingOccurrences(of: #", "a11y": { "errorFor": "email" }"#, with: ""))
        let typo = try project("error-typo", field + "," + message.replacingOccurrences(of: #""errorFor": "email""#, with: #""errorFor": "emial""#))
        for locale in ["en", "ar"] {
            let findings = try unlinked.audit(locale: locale).filter { $0.criterion == .errorIdentification }
            XCTAssertEqual(findings.map(\.nodeID), ["email"], locale)
            XCTAssertEqual(findings.first?.wcag, "3.3.1")
            XCTAssertEqual(findings.first?.severity, .error)
            let typos = try typo.audit(locale: locale).filter { $0.criterion == .errorIdentification }
            XCTAssertEqual(Set(typos.map(\.nodeID)), ["email", "email-error"], locale)
            XCTAssertTrue(typos.contains { $0.message.contains("'emial'") }, locale)
        }
    }

    func testGroupAndModalOnANodeWithoutChildrenAreRefused() throws {
        for key in [#""group": "combine""#, #""modal": true"#] {
            XCTAssertThrowsError(try project("leaf-group", #"{ "type": "text", "literal": "x", "a11y": { \#(key) } }"#), key) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains("applies to a container (a node with 'children'), not to a text"), "\(key): \(message)")
            }
        }
    }

    /// Inside a component the ids `errorFor` names are renamed with the use's id, as the nodes' ids are.
    func testAnErrorLinkInsideAComponentFollowsItsUse() throws {
        let component = """
        { "component": "code", "params": {}, "root": { "type": "vstack", "id": "box", "spacing": 4, "alignment": "fill", "children": [
          { "type": "textField", "id": "field", "label": { "literal": "Code" }, "state": "error" },
          { "type": "text", "id": "message", "literal": "Six digits", "a11y": { "errorFor": "field" } } ] } }
        """
        let uses = #"{ "type": "use", "component": "code", "id": "first" }, { "type": "use", "component": "code", "id": "second" }"#
        let linked = try project("component-link", uses, components: ["code": component])
        for locale in ["en", "ar"] {
            let (tree, snapshot) = try tree(linked, locale: locale)
            XCTAssertEqual(tree.elements.map(\.nodeID), ["first.field", "second.field"], locale)
            XCTAssertEqual(snapshot.lines.first, #"1. textField "Code" — error; error "Six digits" #first.field"#, locale)
            XCTAssertEqual(tree.unresolvedErrorLinks.count, 0)
        }
    }

    func testHintIsReadAfterTheNameAndStates() throws {
        let button = #"{ "type": "button", "id": "pay", "label": { "literal": "Pay" }, "state": "focused", "a11y": { "hint": { "literal": "Sends 5 XLM now" } } }"#
        let hinted = try project("hint", button)
        for locale in ["en", "ar"] {
            XCTAssertEqual(try tree(hinted, locale: locale).1.lines, [#"1. button "Pay" — focused; hint "Sends 5 XLM now" #pay"#], locale)
        }
    }

    /// A version 1 file is read as iOS; a change of heading level or of the platform is a change with its cause.
    func testSnapshotVersionTwoReadsVersionOneAndReportsLevelAndPlatformChanges() throws {
        let v1 = try AccessibilitySnapshot(text: "# proofsheet accessibility snapshot v1: probe/phone-en-light-1.0x, left-to-right\n1. header \"Title\"\n", source: "old")
        let v2 = try AccessibilitySnapshot(text: "# proofsheet accessibility snapshot v2: probe/phone-en-light-1.0x, left-to-right, ios\n1. header level 1 \"Title\"\n", source: "new")
        XCTAssertEqual(v2.changes(from: v1).map(\.description), [#"1. header level 1 "Title" (was: header "Title")"#])
        let same = try AccessibilitySnapshot(text: "# proofsheet accessibility snapshot v2: probe/phone-en-light-1.0x, left-to-right, ios\n1. header \"Title\"\n", source: "same")
        XCTAssertEqual(same.changes(from: v1), [])
        let android = try AccessibilitySnapshot(text: "# proofsheet accessibility snapshot v2: probe/phone-en-light-1.0x, left-to-right, android\n1. header \"Title\"\n", source: "android")
        XCTAssertEqual(android.changes(from: same).map(\.description), ["read as left-to-right, android (was: left-to-right, ios)"])
    }

    /// Through `check`: a heading level set on a recorded screen is a changed cell (no pixel changed) whose
    /// snapshot change names the element and whose input change names `a11y.headingLevel`; a v1 sidecar with the
    /// same lines passes.
    func testAHeadingLevelChangeIsAChangedCellWithItsCause() throws {
        let matrix = #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0] }"#
        let screen = { (a11y: String) in
            #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [ \#(Self.text("title", "Payment", style: "title", a11y: a11y)), \#(Self.text("body", "Details")), { "type": "spacer" } ] }"#
        }
        func check(_ project: ScratchProject.Rendered, record: RecordMode = .never) throws -> CheckReport {
            var options = CheckRun.Options()
            options.record = record
            options.jobs = 1
            options.reportFolder = project.folder.appendingPathComponent("report").path
            return try CheckRun(project: project.project, options: options).run()
        }
        let first = try ScratchProject.rendered("level-change", root: screen(#""role": "header""#), matrix: matrix)
        _ = try check(first, record: .all)
        // The same lines under a version 1 header still pass.
        let run = CheckRun(project: first.project, options: CheckRun.Options())
        for locale in ["en", "ar"] {
            let path = run.snapshotPath(first.cell(locale: locale))
            let stored = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(stored.contains(#"1. header level 1 "Payment" #title"#), stored)
            let v1 = stored.replacingOccurrences(of: AccessibilitySnapshot.headerPrefix, with: AccessibilitySnapshot.versionOnePrefix)
                .replacingOccurrences(of: ", ios\n", with: "\n")
            try v1.write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try check(first).cells.map(\.status), [.pass, .pass])
        let second = try ScratchProject.rendered("level-change", root: screen(#""role": "header", "headingLevel": 2"#), keepsFolder: true, matrix: matrix)
        for result in try check(second).cells {
            XCTAssertEqual(result.status, .changed, "\(result.cell)")
            XCTAssertEqual(result.accessibilityChanges, [#"1. header level 2 "Payment" #title (was: header level 1 "Payment" #title)"#])
            XCTAssertTrue(result.changes.contains { "\($0)".contains("a11y.headingLevel") }, "\(result.changes)")
        }
    }

    /// A legend line reads right in either list: the element's number first (an LTR isolate on the list's leading
    /// side: leftmost in English, rightmost in Arabic), then the rest of its snapshot line in its own direction (the
    /// snapshot's English words left to right), the Arabic name isolated inside it. Laid out by the legend itself.
    func testLegendLinesPutTheNumberFirstAndTheTextInItsOwnDirection() throws {
        let screen = Self.text("title", "الرئيسية", style: "title", a11y: #""role": "header", "headingLevel": 1"#) + ","
            + #"{ "type": "button", "id": "back", "label": { "literal": "رجوع" } }"#
        let project = try project("legend-isolates", screen)
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale)
            let legend = try AccessibilityLegend(scene: rendered.composed.scene, fonts: project.renderer.fonts)
            let element = try XCTUnwrap(legend.tree.elements.first, locale)
            let line = AccessibilityLegend.isolated(element)
            XCTAssertEqual(line, "\u{2066}1.\u{2069} \u{2068}\u{2068}header level 1\u{2069} \u{2068}\"الرئيسية\"\u{2069} \u{2068}#title\u{2069}\u{2069}", locale)
            XCTAssertEqual(AccessibilityLegend.isolated(try XCTUnwrap(legend.tree.elements.last, locale)),
                           "\u{2066}2.\u{2069} \u{2068}\u{2068}button\u{2069} \u{2068}\"رجوع\"\u{2069} \u{2068}#back\u{2069}\u{2069}", locale)
            let rightToLeft = locale == "ar"
            XCTAssertEqual(legend.tree.direction == .rightToLeft, rightToLeft, locale)
            // As the legend lays its list out: in the cell's direction, one line.
            let layout = legend.layout(line, size: 13, width: 600, direction: rightToLeft ? .rtl : .ltr)
            XCTAssertEqual(layout.lines.count, 1, locale)
            let scalars = Array(line.unicodeScalars)
            func xs(_ piece: String) -> [Double] {
                let start = scalars.firstIndex(of: piece.unicodeScalars.first!)!
                let pieceRange = start..<(start + piece.unicodeScalars.count)
                let found = layout.lines.flatMap(\.glyphs).filter { pieceRange.contains($0.cluster) }.map(\.x)
                XCTAssertFalse(found.isEmpty, "\(locale): no glyph of \(piece)")
                return found
            }
            let number = xs("1."), role = xs("header level 1"), name = xs("الرئيسية"), id = xs("#title")
            // The English words left to right, the name after the role and before the id, in both lists.
            XCTAssertEqual(role, role.sorted(), "\(locale): the role reads left to right")
            XCTAssertLessThan(role.max()!, name.min()!, "\(locale): the name follows the role")
            XCTAssertLessThan(name.max()!, id.min()!, "\(locale): the id follows the name")
            if rightToLeft {
                XCTAssertGreaterThan(number.min()!, id.max()!, "ar: the number first, on the right")
            } else {
                XCTAssertLessThan(number.max()!, role.min()!, "en: the number first, on the left")
            }
            // The number reads "1." in both lists (an LTR isolate): the digit left of the full stop.
            let glyphs = layout.lines.flatMap(\.glyphs)
            let digit = try XCTUnwrap(glyphs.first { $0.cluster == 1 }?.x, locale), stop = try XCTUnwrap(glyphs.first { $0.cluster == 2 }?.x, locale)
            XCTAssertEqual(String(scalars[1]) + String(scalars[2]), "1.", locale)
            XCTAssertLessThan(digit, stop, "\(locale): the number reads 1., not .1")
            XCTAssertEqual(number.count, 2, locale)
        }
    }

    func testBadAccessibilityKeysAreRefusedWithTheirPath() throws {
        let cases: [(String, String)] = [
            (#""group": "merge""#, "a11y.group: expected one of"),
            (#""headingLevel": 7"#, "a11y.headingLevel: expected a heading level from 1 to 6, found the number 7"),
            (#""modal": "yes""#, "a11y.modal: expected"),
            (#""errorFor": "no/slash""#, "a11y.errorFor: expected an id of ASCII letters"),
        ]
        for (a11y, expected) in cases {
            XCTAssertThrowsError(try project("bad-a11y", #"{ "type": "vstack", "a11y": { \#(a11y) }, "children": [] }"#), a11y) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(a11y): \(error)")
            }
        }
    }
}
