import Foundation
import XCTest
@testable import ProofsheetKit

/// What a node type says it needs at load (`requirements(of:)`, which `MissingTokens` checks) is what it draws
/// with: for every registry entry in each state it takes, the tokens its cell records as read, beyond those of an
/// empty screen, are exactly its requirements and the roles its example writes. A read not required would be a
/// failed cell instead of one configuration error; a requirement not read would refuse a project for nothing.
final class NodeTypeRequirementsTests: XCTestCase {
    /// The record key of a token need (`token:accent`, `token:style body`, …), as `ResolvedTheme` records it.
    static func recordKey(_ need: TokenNeed) -> String {
        switch need {
        case .color(let role): return "token:" + role.name
        case .style(let style): return "token:style " + style.name
        case .space(let name): return "token:space " + name
        case .radius(let name): return "token:radius " + name
        }
    }

    /// The token reads of the first cell (en, light) of a screen whose root vstack holds `child`, and its spec tree.
    func reads(child: String?, name: String) throws -> (reads: Set<String>, root: SpecNode) {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        let root = #"{ "type": "vstack", "children": [ \#(child ?? "") ] }"#
        let project = try ScratchProject.rendered("requirements-\(name)", root: root, matrix: #"{ "locales": ["en"], "textScales": [1.0] }"#,
                                           assets: ["photo.png": try PNGEncoder().encode(red)])
        // The input record is complete once the cell is composed (rasterising reads nothing): no pixels needed.
        let composed = try project.compose()
        let screen = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
        return (Set(composed.inputs.entries.keys.filter { $0.hasPrefix("token:") }), screen.root)
    }

    func testEveryEntryReadsExactlyTheTokensItRequiresInEachState() throws {
        let empty = try reads(child: nil, name: "empty").reads
        XCTAssertTrue(empty.contains("token:background"), "the canvas: \(empty.sorted())")
        var checked = 0
        // The examples, and variants that leave out a part whose roles a requirement might still name.
        let variants: [(NodeType, String)] = NodeType.all.map { ($0, $0.example) } + [
            (ToggleNode.type, #""type": "toggle", "on": true, "a11y": { "label": { "literal": "Wi-Fi" } }"#),
            (ListRowNode.type, #""type": "listRow", "value": { "literal": "On" }, "chevron": false"#),
            (ListRowNode.type, #""type": "listRow", "icon": "check", "subtitle": { "literal": "Sub" }"#),
            (NavBarNode.type, #""type": "navBar", "back": true"#),
            (TextFieldNode.type, #""type": "textField", "value": { "literal": "x" }, "error": { "literal": "Bad" }"#),
            (SearchFieldNode.type, #""type": "searchField", "value": { "literal": "x" }, "clear": { "literal": "Clear" }, "cancel": { "literal": "Cancel" }"#),
            (UploadNode.type, #""type": "upload", "title": { "literal": "Add" }, "message": { "literal": "Hint" }, "choose": { "literal": "Choose" }"#),
            (UploadNode.type, #""type": "upload", "status": "uploading", "file": { "literal": "a.gpx" }, "progress": 0.4"#),
            (UploadNode.type, #""type": "upload", "status": "done", "file": { "literal": "a.gpx" }, "message": { "literal": "Done" }"#),
            (UploadNode.type, #""type": "upload", "status": "failed", "file": { "literal": "a.gpx" }, "message": { "literal": "Too big" }, "retry": { "literal": "Retry" }"#),
            (UploadNode.type, #""type": "upload", "status": "failed", "file": { "literal": "a.gpx" }, "retry": { "literal": "Retry" }"#),
            (CheckboxNode.type, #""type": "checkbox", "checked": "mixed", "error": { "literal": "Bad" }"#),
            (CheckboxNode.type, #""type": "checkbox", "label": { "literal": "A" }"#),
            (RadioGroupNode.type, #""type": "radioGroup", "label": { "literal": "Plan" }, "selected": "b", "options": [ { "value": "a", "label": { "literal": "A" } }, { "value": "b", "label": { "literal": "B" }, "disabled": true } ]"#),
            (StepperNode.type, #""type": "stepper", "value": 0, "min": 0, "max": 0"#),
        ]
        for (index, (type, example)) in variants.enumerated() {
            for state in [nil] + type.states {
                let label = example + (state.map { " (\($0.rawValue))" } ?? "")
                let stateKey = state.map { #", "state": "\#($0.rawValue)""# } ?? ""
                let (reads, root) = try reads(child: "{ \(example)\(stateKey) }", name: "\(index)-\(state?.rawValue ?? "rest")")
                var required = Set<String>()
                var stack = root.children
                while let node = stack.popLast() {
                    stack += node.children
                    required.formUnion(node.kind.requirements(of: node).map(Self.recordKey))
                    // Roles the spec writes on the box are checked by the decoder against the tokens, not required.
                    required.formUnion((node.box.background?.roles ?? []).map { "token:" + $0.name })
                    if let border = node.box.borderRole { required.insert("token:" + border.name) }
                }
                // The touch-target minimums always have a value (44 and 8 points unless the tokens set them).
                let drawn = reads.subtracting(empty).subtracting(["token:touch"])
                XCTAssertEqual(drawn.subtracting(required).sorted(), [], "\(label) reads tokens it does not require")
                XCTAssertEqual(required.subtracting(reads).sorted(), [], "\(label) requires tokens it does not read")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, NodeType.all.count, "states were checked too")
    }
}
