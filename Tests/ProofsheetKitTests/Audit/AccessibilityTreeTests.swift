import XCTest
@testable import ProofsheetKit

/// The accessibility tree of purpose-built screens, in English and Arabic: visit order, merged controls,
/// hidden decorative icons, `a11y.sortPriority`, control states.
final class AccessibilityTreeTests: XCTestCase {
    private func tree(_ name: String, _ children: String, locale: String = "en") throws -> (AccessibilityTree, RenderedCell) {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [ \(children), { "type": "spacer" } ] }
        """
        let rendered = try ScratchProject.rendered(name + "-" + locale, root: root).render(locale: locale)
        return (AccessibilityTree(scene: rendered.composed.scene), rendered)
    }

    private static func card(_ id: String, group: String? = nil) -> String {
        let a11y = group.map { #", "a11y": { "group": "\#($0)" }"# } ?? ""
        return #"{ "type": "card", "id": "\#(id)", "flex": 1\#(a11y), "children": [ { "type": "text", "id": "\#(id)-title", "literal": "Title \#(id)" }, { "type": "text", "id": "\#(id)-body", "literal": "Body \#(id)", "style": "footnote" } ] }"#
    }

    /// Cards are plain containers to a screen reader: their texts are read by rows across the grid, unless each
    /// card is a `contain` group, which keeps its title and body together.
    func testGridOfCardsIsReadByRowsThenFromTheLeadingSide() throws {
        let cases: [(group: String?, expected: [String])] = [
            (nil, ["a-title", "b-title", "a-body", "b-body", "c-title", "d-title", "c-body", "d-body"]),
            ("contain", ["a", "b", "c", "d"].flatMap { ["\($0)-title", "\($0)-body"] }),
        ]
        for c in cases {
            let grid = """
            { "type": "hstack", "spacing": 12, "children": [ \(Self.card("a", group: c.group)), \(Self.card("b", group: c.group)) ] },
            { "type": "hstack", "spacing": 12, "children": [ \(Self.card("c", group: c.group)), \(Self.card("d", group: c.group)) ] }
            """
            for locale in ["en", "ar"] {
                let (tree, _) = try tree("grid-\(c.group ?? "plain")", grid, locale: locale)
                XCTAssertEqual(tree.elements.map(\.nodeID.name), c.expected, "\(c.group ?? "plain") \(locale)")
                let a = try XCTUnwrap(tree.elements.first { $0.nodeID.name == "a-title" }), b = try XCTUnwrap(tree.elements.first { $0.nodeID.name == "b-title" })
                // Mirrored: the first card of a row is on the left in English and on the right in Arabic.
                XCTAssertEqual(a.frame.minX < b.frame.minX, locale == "en", locale)
            }
        }
    }

    func testControlPartsMergeIntoOneElement() throws {
        let controls = """
        { "type": "button", "id": "send", "icon": "send", "label": { "literal": "Send" } },
        { "type": "toggle", "id": "wifi", "label": { "literal": "Wi-Fi" }, "on": true },
        { "type": "textField", "id": "email", "label": { "literal": "Email" }, "value": { "literal": "sara@example.com" },
          "error": { "literal": "Use your work address" }, "required": true },
        { "type": "listRow", "id": "fee", "title": { "literal": "Fee" }, "value": { "literal": "2 XLM" }, "chevron": true }
        """
        for locale in ["en", "ar"] {
            let (tree, rendered) = try tree("merge", controls, locale: locale)
            let lines = AccessibilitySnapshot(tree: tree, cell: rendered.cell).lines
            XCTAssertEqual(lines, [
                #"1. button "Send" #send"#,
                #"2. switch "Wi-Fi" — on #wifi"#,
                #"3. textField "Email" value "sara@example.com" — error, required; error "Use your work address" #email"#,
                #"4. button "Fee" value "2 XLM" #fee"#,
            ], locale)
            XCTAssertEqual(tree.focusOrder.map(\.nodeID.name), ["send", "wifi", "email", "fee"])
        }
    }

    func testHiddenDecorativeIconIsLeftOutAndAnUnlabelledOneIsListed() throws {
        let icons = """
        { "type": "icon", "id": "flourish", "name": "star", "a11y": { "hidden": true } },
        { "type": "icon", "id": "mystery", "name": "heart" },
        { "type": "text", "id": "caption", "literal": "Caption" }
        """
        let (tree, rendered) = try tree("icons", icons)
        XCTAssertEqual(AccessibilitySnapshot(tree: tree, cell: rendered.cell).lines, ["1. image (unlabelled) #mystery", #"2. text "Caption" #caption"#])
    }

    func testSortPriorityIsVisitedFirstWithinItsContainer() throws {
        let texts = """
        { "type": "text", "id": "first", "literal": "First" },
        { "type": "text", "id": "second", "literal": "Second", "a11y": { "sortPriority": 1 } }
        """
        let (tree, rendered) = try tree("priority", texts)
        XCTAssertEqual(tree.elements.map(\.nodeID.name), ["second", "first"])
        XCTAssertEqual(AccessibilityTree(scene: rendered.composed.scene, usesPriority: false).elements.map(\.nodeID.name), ["first", "second"])
    }

    func testControlStatesAreAnnouncedAndDrawnWithTokens() throws {
        let cases: [(state: String, line: String)] = [
            ("focused", #"1. button "Pay" — focused #pay"#),
            ("disabled", #"1. button "Pay" — disabled #pay"#),
            ("selected", #"1. button "Pay" — selected #pay"#),
            ("error", #"1. button "Pay" — error #pay"#),
            ("loading", #"1. button "Pay" — busy #pay"#),
            ("pressed", #"1. button "Pay" #pay"#),
        ]
        for c in cases {
            let (tree, rendered) = try tree("state-\(c.state)", #"{ "type": "button", "id": "pay", "label": { "literal": "Pay" }, "state": "\#(c.state)" }"#)
            XCTAssertEqual(AccessibilitySnapshot(tree: tree, cell: rendered.cell).lines.first, c.line, c.state)
        }
    }

    /// Every state each control accepts (the `states` of its `NodeType`) is drawn by that control's own file and
    /// announced, in English and Arabic: no accepted state is silently left undrawn.
    func testEveryControlDrawsEveryStateItAccepts() throws {
        let controls: [String: String] = [
            "button": #""type": "button", "label": { "literal": "Pay" }"#,
            "iconButton": #""type": "iconButton", "icon": "check", "a11y": { "label": { "literal": "Done" } }"#,
            "textField": #""type": "textField", "label": { "literal": "Name" }, "value": { "literal": "Ann" }"#,
            "toggle": #""type": "toggle", "label": { "literal": "Wi-Fi" }, "on": true"#,
            "listRow": #""type": "listRow", "title": { "literal": "Account" }"#,
            "segmented": #""type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Week" } ], "selected": 0"#,
            "fab": #""type": "fab", "icon": "add", "a11y": { "label": { "literal": "New message" } }"#,
            "searchField": #""type": "searchField", "placeholder": { "literal": "Search" }, "value": { "literal": "runs" }, "clear": { "literal": "Clear" }"#,
            "checkbox": #""type": "checkbox", "label": { "literal": "Agree" }"#,
            "radioGroup": #""type": "radioGroup", "selected": "a", "options": [ { "value": "a", "label": { "literal": "Day" } }, { "value": "b", "label": { "literal": "Week" } } ]"#,
            "stepper": #""type": "stepper", "label": { "literal": "Guests" }, "value": 2"#,
            "slider": #""type": "slider", "value": 0.4, "label": { "literal": "Volume" }"#,
            "chip": #""type": "chip", "label": { "literal": "Running" }"#,
        ]
        let announced: [ControlState: AccessibilityState] = [.focused: .focused, .disabled: .disabled, .selected: .selected,
                                                             .error: .error, .loading: .busy]
        let supported = NodeType.all.filter { !$0.states.isEmpty }
        XCTAssertEqual(Set(controls.keys), Set(supported.map(\.name)))
        for (type, states) in supported.map({ ($0.name, $0.states) }) {
            let body = try XCTUnwrap(controls[type])
            for locale in ["en", "ar"] {
                let (restingTree, resting) = try tree("rest-\(type)", "{ \(body), \"id\": \"c\" }", locale: locale)
                for state in states {
                    let (tree, rendered) = try tree("\(type)-\(state)", "{ \(body), \"id\": \"c\", \"state\": \"\(state.rawValue)\" }", locale: locale)
                    XCTAssertNotEqual(rendered.pixmap.bytes, resting.pixmap.bytes, "\(type) \(state) \(locale) must draw differently")
                    let states = Set(tree.elements.flatMap(\.states)), before = Set(restingTree.elements.flatMap(\.states))
                    if let expected = announced[state] {
                        XCTAssertTrue(states.contains(expected) && !before.contains(expected), "\(type) \(state) \(locale): \(states.sorted())")
                    } else {
                        XCTAssertEqual(states, before, "\(type) \(state) \(locale) announces nothing new")
                    }
                }
            }
        }
    }
}
