import Foundation
import XCTest
@testable import ProofsheetKit

/// A control's default padding and corner radius fill only what the spec leaves unset (absent or `null`): a
/// written value, 0 included, is drawn as written, and the input record tells a written 0 from an absent key.
final class ControlWrittenBoxTests: XCTestCase {
    /// Each control with a padding or radius of its own: its registry example and its metrics.
    static let controls: [(example: String, metrics: ControlMetrics)] = [
        (ButtonNode.type.example, ButtonNode.metrics),
        (BadgeNode.type.example, BadgeNode.metrics),
        (ListRowNode.type.example, ListRowNode.metrics),
        (NavBarNode.type.example, NavBarNode.metrics),
        (TabBarNode.type.example, TabBarNode.metrics),
        (SegmentedNode.type.example, SegmentedNode.metrics),
    ]

    /// The three ways to leave the box to the control or not, as the keys added to the example.
    static let variants = [("written", #", "padding": 0, "cornerRadius": 0"#), ("null", #", "padding": null, "cornerRadius": null"#), ("absent", "")]

    func testAWrittenZeroIsDrawnAsZeroAndOnlyAnUnsetKeyTakesTheControlsMetrics() throws {
        var children: [String] = []
        for (index, control) in Self.controls.enumerated() {
            for (name, keys) in Self.variants { children.append("{ \(control.example), \"id\": \"c\(index)-\(name)\"\(keys) }") }
        }
        let root = #"{ "type": "scroll", "background": "background", "children": [ \#(children.joined(separator: ", ")) ] }"#
        let project = try ScratchProject.rendered("control-written-box", root: root)
        for locale in ["en", "ar"] {
            let scene = try project.render(locale: locale).composed.scene
            for (index, control) in Self.controls.enumerated() {
                let type = String(control.example.split(separator: "\"")[3])
                for (name, _) in Self.variants {
                    let id = "c\(index)-\(name)"
                    let node = try XCTUnwrap(scene.nodes.first { $0.id.name == id }, "\(id) \(locale)")
                    let padding = name == "written" ? Edges(all: 0) : control.metrics.padding
                    let radius = name == "written" ? 0 : control.metrics.cornerRadius
                    XCTAssertEqual(node.box.sizing.padding, padding, "\(type) \(name) \(locale)")
                    XCTAssertEqual(node.box.cornerRadius, radius, "\(type) \(name) \(locale)")
                }
            }
        }
        // The test would prove nothing if every metric were 0.
        XCTAssertTrue(Self.controls.allSatisfy { $0.metrics.padding != Edges(all: 0) })
        XCTAssertGreaterThan(Self.controls.filter { $0.metrics.cornerRadius > 0 }.count, 2)
    }

    func testWritingTheDefaultValueIsAnInputChangeAndDrawsTheControlDifferently() throws {
        let project = try makeCheckProject()
        let button = #"{ "type": "button", "id": "pay", "label": "home.save" }"#
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: button))
        _ = try project.check(record: .missing)
        try project.edit("screens/list.json", replacing: #""id": "pay","#, with: #""id": "pay", "padding": 0,"#)
        let report = try project.check()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ["list/phone-ar-dark-1.0x", "list/phone-ar-light-1.0x",
                                                         "list/phone-en-dark-1.0x", "list/phone-en-light-1.0x"])
        for result in changed {
            XCTAssertEqual(result.cause, "node:list/pay.padding", "\(result.cell)")
            XCTAssertEqual(result.changes.map(\.text), ["screen list: node pay padding 0 (new)"], "\(result.cell)")
        }
        XCTAssertEqual(report.cells.filter { $0.status == .pass }.count, report.cells.count - 4, "only the list cells change")
    }

    func testTheRecordListsAWrittenZeroAndNotAnAbsentKey() throws {
        func properties(_ keys: String) throws -> [String: String] {
            let project = try ScratchProject.rendered("control-written-record", root: #"{ "type": "vstack", "children": [ { "type": "button", "id": "b", "label": { "literal": "Pay" }\#(keys) } ] }"#)
            let screen = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
            let button = try XCTUnwrap(screen.root.children.first)
            return Dictionary(NodeProperties.of(button), uniquingKeysWith: { first, _ in first })
        }
        let written = try properties(#", "padding": 0, "cornerRadius": 0"#)
        XCTAssertEqual(written["padding"], "0")
        XCTAssertEqual(written["cornerRadius"], "0")
        XCTAssertNil(written["written"], "the marker itself is not a property")
        for keys in ["", #", "padding": null, "cornerRadius": null"#] {
            let unset = try properties(keys)
            XCTAssertNil(unset["padding"], keys)
            XCTAssertNil(unset["cornerRadius"], keys)
        }
        XCTAssertEqual(try properties(#", "padding": 4"#)["padding"], "4")
    }
}
