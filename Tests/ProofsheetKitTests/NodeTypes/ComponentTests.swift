import XCTest
@testable import ProofsheetKit

/// Components (issue #15 item 3): parameters, defaults, optional parameters, slots, nested uses, ids, and the
/// errors, each naming the component file position and the use site.
final class ComponentTests: XCTestCase {
    /// A row with a text, an icon with a default, an optional colour and an optional trailing slot.
    private let row = """
    { "component": "row",
      "params": { "title": { "type": "text" }, "icon": { "type": "icon", "default": "person" },
                  "tint": { "type": "color", "optional": true }, "trailing": { "type": "slot", "optional": true } },
      "root": { "type": "hstack", "id": "box", "spacing": 8, "padding": 12, "background": { "param": "tint" }, "children": [
        { "type": "icon", "id": "icon", "name": { "param": "icon" } },
        { "type": "text", "id": "title", "literal": { "param": "title" } },
        { "type": "spacer" },
        { "slot": "trailing" } ] } }
    """
    /// A card of two rows: a component used inside a component, with a slot passed through.
    private let pair = """
    { "component": "pair",
      "params": { "first": { "type": "text" }, "second": { "type": "text" } },
      "root": { "type": "card", "id": "card", "children": [
        { "type": "use", "component": "row", "id": "one", "args": { "title": { "param": "first" } } },
        { "type": "use", "component": "row", "id": "two", "args": { "title": { "param": "second" }, "icon": "settings",
          "trailing": { "type": "text", "id": "value", "literal": "On" } } } ] } }
    """

    private func screen(_ children: String) -> String {
        #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "children": [ \#(children), { "type": "spacer" } ] }"#
    }

    /// The same screen written with uses and by hand draws the same pixels in English and Arabic, and the nodes
    /// a component adds get the use's id as prefix.
    func testUsesDrawExactlyWhatTheExpandedTreeDraws() throws {
        let used = try ScratchProject.rendered("components-used", root: screen("""
            { "type": "use", "component": "row", "id": "account", "args": { "title": "Account", "tint": "surface" } },
            { "type": "use", "component": "pair", "id": "prefs", "args": { "first": "Sound", "second": "Wi-Fi" } }
            """), components: ["row": row, "pair": pair])
        let expandedRow = { (id: String, title: String, icon: String, tint: String?, trailing: String?) in
            """
            { "type": "hstack", "id": "\(id)", "spacing": 8, "padding": 12\(tint.map { ", \"background\": \"\($0)\"" } ?? ""), "children": [
              { "type": "icon", "id": "\(id).icon", "name": "\(icon)" },
              { "type": "text", "id": "\(id).title", "literal": "\(title)" },
              { "type": "spacer" }\(trailing.map { ", " + $0 } ?? "") ] }
            """
        }
        let byHand = try ScratchProject.rendered("components-by-hand", root: screen("""
            \(expandedRow("account", "Account", "person", "surface", nil)),
            { "type": "card", "id": "prefs", "children": [
              \(expandedRow("prefs.one", "Sound", "person", nil, nil)),
              \(expandedRow("prefs.two", "Wi-Fi", "settings", nil, #"{ "type": "text", "id": "prefs.two.value", "literal": "On" }"#)) ] }
            """))
        for locale in ["en", "ar"] {
            let a = try used.render(locale: locale), b = try byHand.render(locale: locale)
            XCTAssertEqual(a.pixmap.bytes, b.pixmap.bytes, "pixels differ in \(locale)")
            // Authored ids only: a node without one is named by its path, which differs by construction.
            let authored = { (cell: RenderedCell) in cell.composed.scene.nodes.compactMap(\.id.name).filter { !$0.hasPrefix("root") } }
            XCTAssertEqual(authored(a), authored(b), locale)
        }
        let ids = try used.render().composed.scene.nodes.compactMap(\.id.name)
        XCTAssertTrue(ids.contains("prefs.two.value") && ids.contains("account.title"), "\(ids)")
    }

    /// Errors at a use or in a component body: each names the file position and, inside a component, the use.
    func testBadUsesAreErrorsNamingTheUseSite() throws {
        let cases: [(name: String, use: String, components: [String: String], message: String)] = [
            ("missing argument", #"{ "type": "use", "component": "row" }"#, ["row": row],
             "root.children[0]: component 'row' needs argument 'title' (text)"),
            ("unknown argument", #"{ "type": "use", "component": "row", "args": { "title": "x", "titel": "y" } }"#, ["row": row],
             "root.children[0].args: unknown key 'titel'; did you mean 'title'?"),
            ("argument of the wrong kind", #"{ "type": "use", "component": "row", "args": { "title": 3 } }"#, ["row": row],
             "root.children[0].args.title: expected a string, found the number 3"),
            ("unknown component", #"{ "type": "use", "component": "rows", "args": {} }"#, ["row": row],
             "root.children[0].component: expected one of 'row', found 'rows'; did you mean 'row'?"),
            ("a bad value from an argument", #"{ "type": "use", "component": "row", "args": { "title": "x", "icon": "rockett" } }"#, ["row": row],
             "root.children[0].name: unknown icon 'rockett'"),
            ("a component using itself through another",
             #"{ "type": "use", "component": "a" }"#,
             ["a": #"{ "component": "a", "root": { "type": "vstack", "children": [ { "type": "use", "component": "b" } ] } }"#,
              "b": #"{ "component": "b", "root": { "type": "vstack", "children": [ { "type": "use", "component": "a" } ] } }"#],
             "component 'a' uses itself (a → b → a)"),
            ("two uses without ids", #"{ "type": "use", "component": "row", "args": { "title": "x" } }, { "type": "use", "component": "row", "args": { "title": "y" } }"#,
             ["row": row], "'box'"),
            ("no components", #"{ "type": "use", "component": "row" }"#, [:], "the project has no components"),
        ]
        for c in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("components-bad-use", root: screen(c.use), components: c.components), c.name) { error in
                let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(c.message), "\(c.name): \(message)")
            }
        }
    }

    /// An error in a value the component body holds names the component file's line:column and the use site.
    func testAnErrorInsideAComponentNamesBothPlaces() throws {
        let broken = """
        { "component": "tag",
          "params": { "label": { "type": "text" } },
          "root": { "type": "text", "literal": { "param": "label" }, "style": "huge" } }
        """
        XCTAssertThrowsError(try ScratchProject.rendered("components-inside", root: screen(#"{ "type": "use", "component": "tag", "args": { "label": "x" } }"#),
                                                  components: ["tag": broken])) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("components/tag.json:3:71: root.style: expected one of"), message)
            XCTAssertTrue(message.contains("; in component 'tag' used at ") && message.contains("screens/probe.json:1:"), message)
            XCTAssertTrue(message.hasSuffix("(root.children[0])"), message)
        }
    }

    /// A component file that breaks its own rules stops the project with its file position.
    func testBadComponentFilesAreErrors() throws {
        let cases: [(name: String, file: String, message: String)] = [
            ("name differs from the file", #"{ "component": "other", "root": { "type": "rect" } }"#,
             "components/c.json:1:16: component: component name 'other' must equal the file name 'c'"),
            ("undeclared parameter", #"{ "component": "c", "root": { "type": "text", "literal": { "param": "label" } } }"#,
             "components/c.json:1:58: root.literal: 'label' is not a parameter of this component (parameters: )"),
            ("unused parameter", #"{ "component": "c", "params": { "x": { "type": "bool" } }, "root": { "type": "rect" } }"#,
             "components/c.json:1:31: params: parameter 'x' is declared but the component never uses it"),
            ("slot outside children", #"{ "component": "c", "params": { "s": { "type": "slot" } }, "root": { "type": "card", "background": { "slot": "s" } } }"#,
             "root.background: slot 's' goes in a children array as {\"slot\": \"s\"}"),
            ("param used as a slot", #"{ "component": "c", "params": { "t": { "type": "text" } }, "root": { "type": "card", "children": [ { "slot": "t" } ] } }"#,
             "root.children[0]: 't' is a text parameter; use {\"param\": \"t\"}"),
            ("unknown parameter type", #"{ "component": "c", "params": { "t": { "type": "string" } }, "root": { "type": "rect" } }"#,
             "params.t.type: expected one of 'text', 'color', 'icon', 'bool', 'number', 'slot', found 'string'"),
        ]
        for c in cases {
            XCTAssertThrowsError(try ScratchProject.rendered("components-bad-file", root: screen(#"{ "type": "rect" }"#), components: ["c": c.file]), c.name) { error in
                XCTAssertTrue("\(error)".contains(c.message), "\(c.name): \(error)")
            }
        }
    }
}
