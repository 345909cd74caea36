import Foundation
import XCTest
@testable import ProofsheetKit

/// Nodes of every registered type that between them write each of the type's keys, each common key and each
/// `a11y` key: optional keys absent and present, written at their default and not, every value of each enumerated
/// key, and pairs that differ only in a required key's value. The tests of node records decode each one in a probe
/// screen (`NodeRecordCorpus.decode`).
enum NodeRecordCorpus {
    /// Type name → node objects (JSON).
    static let nodes: [String: [String]] = [
        "vstack": [
            #"{ "type": "vstack" }"#,
            #"{ "type": "vstack", "spacing": 8, "alignment": "center", "children": [ { "type": "rect" }, { "type": "rect", "id": "second" } ] }"#,
            #"{ "type": "vstack", "spacing": "md", "alignment": "leading" }"#,
            #"{ "type": "vstack", "spacing": 0, "alignment": "trailing" }"#,
            #"{ "type": "vstack", "alignment": "fill", "a11y": { "group": "combine", "modal": true } }"#,
            #"{ "type": "vstack", "a11y": { "group": "contain", "modal": false } }"#,
        ],
        "hstack": [
            #"{ "type": "hstack" }"#,
            #"{ "type": "hstack", "spacing": 4.5, "alignment": "top", "children": [ { "type": "spacer" } ] }"#,
            #"{ "type": "hstack", "spacing": "sm", "alignment": "bottom" }"#,
            #"{ "type": "hstack", "alignment": "fill" }"#,
            #"{ "type": "hstack", "alignment": "center" }"#,
        ],
        "zstack": ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
            .map { #"{ "type": "zstack", "alignment": "\#($0)" }"# } + [#"{ "type": "zstack" }"#, #"{ "type": "zstack", "children": [ { "type": "rect" } ] }"#],
        "scroll": [
            #"{ "type": "scroll" }"#,
            #"{ "type": "scroll", "spacing": 12, "children": [ { "type": "rect" } ] }"#,
        ],
        "firstFit": [
            #"{ "type": "firstFit", "children": [ { "type": "rect" } ] }"#,
            #"{ "type": "firstFit", "children": [ { "type": "rect" }, { "type": "spacer" } ] }"#,
            #"{ "type": "firstFit", "axes": "vertical", "children": [ { "type": "rect" }, { "type": "spacer" } ] }"#,
            #"{ "type": "firstFit", "axes": "both", "children": [ { "type": "rect" } ] }"#,
            #"{ "type": "firstFit", "axes": "horizontal", "children": [ { "type": "rect" } ] }"#,
        ],
        "card": [
            #"{ "type": "card" }"#,
            #"{ "type": "card", "spacing": 4, "alignment": "center", "children": [ { "type": "rect" } ] }"#,
            #"{ "type": "card", "spacing": "lg", "alignment": "leading" }"#,
            #"{ "type": "card", "padding": 0 }"#,
            #"{ "type": "card", "padding": 12, "background": "accentTint" }"#,
            #"{ "type": "card", "border": { "color": "border" }, "cornerRadius": 0 }"#,
            #"{ "type": "card", "cornerRadius": "lg", "border": { "color": "accent", "width": 2 } }"#,
        ],
        "text": [
            #"{ "type": "text", "literal": "Hi" }"#,
            #"{ "type": "text", "literal": "Bye" }"#,
            #"{ "type": "text", "text": "k.a" }"#,
            #"{ "type": "text", "text": "k.b" }"#,
            #"{ "type": "text", "text": "k.a", "args": [3, "Ana", { "key": "k.b" }, 2.50] }"#,
            #"{ "type": "text", "text": { "key": "k.a", "args": { "count": 2, "name": "Ana" } } }"#,
            #"{ "type": "text", "text": "k.a", "variants": [ [1], { "count": 2 } ], "id": "counted" }"#,
            #"{ "type": "text", "literal": "Hi", "style": "headline", "color": "accent", "maxLines": 2, "align": "center", "direction": "rtl", "mustNotTruncate": true, "truncate": "word" }"#,
            #"{ "type": "text", "literal": "Hi", "style": "body", "color": "textPrimary", "maxLines": 1, "align": "leading", "direction": "auto", "mustNotTruncate": false, "truncate": "character" }"#,
            #"{ "type": "text", "literal": "Hi", "align": "trailing", "direction": "ltr" }"#,
            #"{ "type": "text", "literal": "Hi", "direction": "locale" }"#,
            #"{ "type": "text", "literal": "line\nbreak and a text longer than forty characters" }"#,
        ],
        "icon": [
            #"{ "type": "icon", "name": "check" }"#,
            #"{ "type": "icon", "name": "bell" }"#,
            #"{ "type": "icon", "name": "bell", "size": 32, "color": "accent" }"#,
            #"{ "type": "icon", "name": "check", "size": 24, "color": "textPrimary" }"#,
        ],
        "image": [
            #"{ "type": "image", "src": "photo.png" }"#,
            #"{ "type": "image", "src": "other.png" }"#,
            #"{ "type": "image", "src": "photo.png", "contentMode": "fit", "scrim": { "color": "scrim", "opacity": 0.6 } }"#,
            #"{ "type": "image", "src": "photo.png", "contentMode": "fill", "scrim": { "color": "scrim" } }"#,
        ],
        "spacer": [
            #"{ "type": "spacer" }"#,
            #"{ "type": "spacer", "minLength": 12 }"#,
        ],
        "divider": [
            #"{ "type": "divider" }"#,
            #"{ "type": "divider", "color": "border", "thickness": 2 }"#,
            #"{ "type": "divider", "color": "divider", "thickness": 1 }"#,
        ],
        "rect": [
            #"{ "type": "rect" }"#,
            #"{ "type": "rect", "padding": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 }, "width": "fill", "height": 44, "minWidth": 10, "minHeight": 0, "maxWidth": 300, "maxHeight": 600, "flex": 2 }"#,
            #"{ "type": "rect", "padding": { "horizontal": "md", "vertical": 8 }, "width": 0.5, "height": "fill", "flex": 0 }"#,
            #"{ "type": "rect", "padding": "sm", "background": { "gradient": ["heroStart", "heroEnd"], "angle": 45 }, "border": { "color": "border", "width": 0.5 }, "cornerRadius": "md", "opacity": 0.5, "clip": true }"#,
            #"{ "type": "rect", "background": { "gradient": ["heroStart", "heroEnd", "accent"] }, "opacity": 1, "clip": false, "cornerRadius": 0 }"#,
            #"{ "type": "rect", "background": "surface", "cornerRadius": 8 }"#,
            #"{ "type": "rect", "a11y": { "label": "k.a", "hint": { "literal": "Double-tap" }, "role": "header", "hidden": true, "value": { "key": "k.b", "args": [1] }, "sortPriority": 2, "headingLevel": 2, "errorFor": "field" } }"#,
            #"{ "type": "rect", "a11y": { "label": { "literal": "Box" }, "hidden": false, "sortPriority": 0, "role": "image" } }"#,
            #"{ "type": "rect", "a11y": { "sortPriority": -1.5 }, "id": "named", "when": { "modes": ["dark"] } }"#,
        ],
        "button": [
            #"{ "type": "button", "label": { "literal": "Save" } }"#,
            #"{ "type": "button", "label": "k.a", "icon": "check", "variant": "secondary", "disabled": true }"#,
            #"{ "type": "button", "icon": "plus", "variant": "primary", "disabled": false, "a11y": { "label": "k.b" }, "state": "pressed" }"#,
            #"{ "type": "button", "label": "k.a", "variant": "tonal", "padding": 0 }"#,
            #"{ "type": "button", "label": "k.a", "variant": "destructive", "cornerRadius": 0 }"#,
            #"{ "type": "button", "label": "k.a", "variant": "plain" }"#,
        ],
        "iconButton": [
            #"{ "type": "iconButton", "icon": "check" }"#,
            #"{ "type": "iconButton", "icon": "close" }"#,
            #"{ "type": "iconButton", "icon": "close", "color": "accent" }"#,
        ],
        "textField": [
            #"{ "type": "textField", "label": { "literal": "Name" } }"#,
            #"{ "type": "textField", "label": "k.a", "placeholder": "k.b", "value": { "literal": "Ana" }, "error": "k.c", "required": true, "variant": "outlined" }"#,
            #"{ "type": "textField", "placeholder": "k.b", "required": false, "variant": "filled" }"#,
        ],
        "toggle": [
            #"{ "type": "toggle", "label": { "literal": "Wi-Fi" } }"#,
            #"{ "type": "toggle", "label": "k.a", "on": true, "disabled": true }"#,
            #"{ "type": "toggle", "on": false, "disabled": false }"#,
        ],
        "badge": [
            #"{ "type": "badge", "tone": "info", "label": { "literal": "New" } }"#,
            #"{ "type": "badge" }"#,
            #"{ "type": "badge", "tone": "success", "icon": "check" }"#,
            #"{ "type": "badge", "tone": "warning", "label": "k.a" }"#,
            #"{ "type": "badge", "tone": "danger" }"#,
            #"{ "type": "badge", "tone": "neutral" }"#,
        ],
        "listRow": [
            #"{ "type": "listRow", "title": { "literal": "Account" } }"#,
            #"{ "type": "listRow", "icon": "bell", "title": "k.a", "subtitle": "k.b", "value": "k.c", "chevron": false }"#,
            #"{ "type": "listRow", "subtitle": "k.b", "chevron": true }"#,
        ],
        "segmented": [
            #"{ "type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Week" } ] }"#,
            #"{ "type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Month" } ] }"#,
            #"{ "type": "segmented", "options": [ "k.a", "k.b", "k.c" ], "selected": 2 }"#,
            #"{ "type": "segmented", "options": [ "k.a", "k.b", "k.c" ], "selected": 0 }"#,
        ],
        "navBar": [
            #"{ "type": "navBar", "title": { "literal": "Home" } }"#,
            #"{ "type": "navBar", "title": "k.a", "back": true, "variant": "large", "actions": [ { "type": "iconButton", "icon": "bell" } ] }"#,
            #"{ "type": "navBar", "back": false, "variant": "small" }"#,
            #"{ "type": "navBar", "variant": "centerAligned" }"#,
            #"{ "type": "navBar", "variant": "medium" }"#,
        ],
        "tabBar": [
            #"{ "type": "tabBar", "items": [ { "icon": "check", "label": { "literal": "Home" } } ] }"#,
            #"{ "type": "tabBar", "items": [ { "icon": "check", "label": { "literal": "Home" }, "selected": true }, { "icon": "bell", "label": "k.a", "selected": false } ] }"#,
        ],
        "progress": [
            #"{ "type": "progress", "value": 0.5 }"#,
            #"{ "type": "progress", "value": 0.25 }"#,
            #"{ "type": "progress", "value": 1, "label": "k.a", "color": "success" }"#,
        ],
        "fab": [
            #"{ "type": "fab", "icon": "plus", "a11y": { "label": { "literal": "New" } } }"#,
            #"{ "type": "fab", "icon": "check", "a11y": { "label": { "literal": "New" } } }"#,
            #"{ "type": "fab", "icon": "plus", "label": "k.a", "size": "large" }"#,
            #"{ "type": "fab", "icon": "plus", "label": "k.a", "size": "small" }"#,
            #"{ "type": "fab", "icon": "plus", "label": "k.a", "size": "regular" }"#,
        ],
        "chart": [
            #"{ "type": "chart", "kind": "bar", "labels": [{"literal": "A"}, {"literal": "B"}], "series": [{"values": [1, 2], "color": "accent"}], "a11y": {"summary": {"literal": "A 1, B 2"}} }"#,
            #"{ "type": "chart", "kind": "bar", "labels": [{"literal": "A"}, {"literal": "B"}], "series": [{"values": [2, 1], "color": "accent"}], "a11y": {"summary": {"literal": "A 1, B 2"}} }"#,
            #"{ "type": "chart", "kind": "line", "labels": [{"literal": "A"}, {"literal": "B"}], "series": [{"values": [1, 2], "color": "accent"}], "a11y": {"summary": {"literal": "A 1, B 2"}} }"#,
            #"{ "type": "chart", "kind": "bar", "labels": ["k.a", "k.b"], "series": [{"values": [1, 2.5], "label": "k.c"}, {"values": [3, 0]}], "title": "k.a", "unit": { "literal": "km" }, "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "bar", "labels": ["k.a", "k.c"], "series": [{"values": [1, 2.5], "label": "k.c"}, {"values": [3, 0]}], "title": "k.a", "unit": { "literal": "km" }, "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "ring", "labels": ["k.a", "k.b"], "series": [{"values": [1, 2]}], "colors": ["success", "warning"], "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "ring", "labels": ["k.a", "k.b"], "series": [{"values": [1, 2]}], "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "progressRing", "value": 0.4, "color": "success", "title": "k.a", "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "progressRing", "value": 0.4, "summary": "generated" }"#,
            #"{ "type": "chart", "kind": "progressRing", "value": 0.8, "summary": "generated" }"#,
        ],
        "sheet": [
            #"{ "type": "sheet" }"#,
            #"{ "type": "sheet", "detent": "large", "grabber": false, "spacing": 16, "children": [ { "type": "rect" } ] }"#,
            #"{ "type": "sheet", "detent": "medium", "grabber": true, "spacing": "md" }"#,
        ],
        "dialog": [
            #"{ "type": "dialog", "title": { "literal": "Delete?" } }"#,
            #"{ "type": "dialog", "title": "k.a", "message": "k.b", "variant": "fullScreen", "actions": [ { "type": "button", "label": "k.c" } ] }"#,
            #"{ "type": "dialog", "message": "k.b", "variant": "alert" }"#,
        ],
        "snackbar": [
            #"{ "type": "snackbar", "message": { "literal": "Saved" } }"#,
            #"{ "type": "snackbar", "message": "k.a" }"#,
            #"{ "type": "snackbar", "message": "k.a", "action": "k.b" }"#,
        ],
        "banner": [
            #"{ "type": "banner", "message": { "literal": "You are offline" } }"#,
            #"{ "type": "banner", "message": "k.a" }"#,
            #"{ "type": "banner", "message": "k.a", "icon": "bell", "tone": "warning", "actions": [ { "type": "button", "label": "k.b" } ] }"#,
            #"{ "type": "banner", "message": "k.a", "tone": "info" }"#,
        ],
        "checkbox": [
            #"{ "type": "checkbox", "label": { "literal": "Remember me" }, "checked": true }"#,
            #"{ "type": "checkbox", "label": "k.a", "checked": false, "disabled": true, "error": "k.b" }"#,
            #"{ "type": "checkbox", "checked": "mixed", "disabled": false }"#,
            #"{ "type": "checkbox", "label": "k.a" }"#,
        ],
        "radioGroup": [
            #"{ "type": "radioGroup", "options": [ { "value": "day", "label": { "literal": "Day" } }, { "value": "week", "label": { "literal": "Week" } } ], "selected": "day" }"#,
            #"{ "type": "radioGroup", "options": [ { "value": "day", "label": { "literal": "Day" } }, { "value": "week", "label": { "literal": "Week" } } ], "selected": "week" }"#,
            #"{ "type": "radioGroup", "options": [ { "value": "day", "label": { "literal": "Day" } }, { "value": "month", "label": "k.a", "disabled": true } ], "selected": "day" }"#,
            #"{ "type": "radioGroup", "label": "k.b", "options": [ { "value": "day", "label": "k.a", "disabled": false } ], "selected": "day", "disabled": true }"#,
        ],
        "stepper": [
            #"{ "type": "stepper", "label": { "literal": "Guests" }, "value": 2, "min": 1, "max": 8 }"#,
            #"{ "type": "stepper", "label": { "literal": "Guests" }, "value": 3, "min": 1, "max": 8 }"#,
            #"{ "type": "stepper", "value": 2.5, "step": 0.5, "disabled": true }"#,
            #"{ "type": "stepper", "value": 2, "step": 1, "disabled": false }"#,
        ],
        "slider": [
            #"{ "type": "slider", "value": 0.4, "label": { "literal": "Volume" } }"#,
            #"{ "type": "slider", "value": 0.6, "label": { "literal": "Volume" } }"#,
            #"{ "type": "slider", "value": 20, "min": 10, "max": 50, "step": 10, "label": "k.a", "unit": "k.b", "minIcon": "check", "maxIcon": "bell", "minLabel": "k.c", "maxLabel": { "literal": "50" }, "color": "success", "valueIndicator": true, "disabled": true }"#,
            #"{ "type": "slider", "value": 0.5, "max": 2 }"#,
            #"{ "type": "slider", "value": 0, "min": 0, "max": 1, "color": "accent", "valueIndicator": false, "disabled": false }"#,
        ],
        "chip": [
            #"{ "type": "chip", "variant": "filter", "label": { "literal": "Running" }, "selected": true }"#,
            #"{ "type": "chip", "label": { "literal": "Running" } }"#,
            #"{ "type": "chip", "label": "k.a" }"#,
            #"{ "type": "chip", "variant": "filter", "label": "k.a", "selected": false, "icon": "check", "disabled": true }"#,
            #"{ "type": "chip", "variant": "input", "label": "k.a", "removeLabel": "k.b", "disabled": false }"#,
            #"{ "type": "chip", "variant": "input", "label": "k.a" }"#,
            #"{ "type": "chip", "variant": "assist", "label": "k.a", "icon": "bell" }"#,
        ],
        "chipGroup": [
            #"{ "type": "chipGroup", "children": [ { "type": "chip", "label": { "literal": "Running" } } ] }"#,
            #"{ "type": "chipGroup", "children": [ { "type": "chip", "label": "k.a" }, { "type": "chip", "label": "k.b", "id": "chip-b" } ] }"#,
        ],
        "searchField": [
            #"{ "type": "searchField", "placeholder": { "literal": "Search" } }"#,
            #"{ "type": "searchField", "placeholder": "k.a", "value": "k.b", "clear": "k.c", "cancel": { "literal": "Cancel" } }"#,
            #"{ "type": "searchField" }"#,
        ],
        "upload": [
            #"{ "type": "upload", "title": { "literal": "Add a photo" }, "choose": { "literal": "Choose file" } }"#,
            #"{ "type": "upload", "status": "idle", "title": "k.a", "message": "k.b", "choose": "k.c", "icon": "bell" }"#,
            #"{ "type": "upload", "status": "idle", "title": "k.b", "message": "k.b", "choose": "k.c", "icon": "bell" }"#,
            #"{ "type": "upload", "status": "uploading", "file": { "literal": "photo.jpg" }, "progress": 0.3 }"#,
            #"{ "type": "upload", "status": "uploading", "file": { "literal": "other.jpg" }, "progress": 0.3 }"#,
            #"{ "type": "upload", "status": "uploading", "file": { "literal": "other.jpg" }, "progress": 0.6 }"#,
            #"{ "type": "upload", "title": "k.a", "choose": "k.b" }"#,
            #"{ "type": "upload", "title": "k.a", "choose": "k.c" }"#,
            #"{ "type": "upload", "status": "failed", "file": { "literal": "photo.jpg" }, "retry": "k.b" }"#,
            #"{ "type": "upload", "status": "done", "file": { "literal": "photo.jpg" }, "message": "k.a", "remove": "k.b" }"#,
            #"{ "type": "upload", "status": "failed", "file": { "literal": "photo.jpg" }, "message": "k.a", "retry": "k.c" }"#,
        ],
    ]

    /// The string keys the corpus names, and those built-in controls speak.
    static let stringKeys: Set<String> = ["k.a", "k.b", "k.c", StepperNode.decreaseKey, StepperNode.increaseKey, NavBarNode.backKey]

    /// A decoder over the shipped tokens with the corpus's strings (in English and Arabic) and images.
    static func decoder() throws -> ScreenDecoder {
        let tokens = try DesignTokens(decoding: JSONDocument.load(path: ScratchProject.repositoryRoot + "/layouts/tokens.json").reader(rootName: ""))
        return ScreenDecoder(tokens: tokens, strings: [LocaleID("en"): stringKeys, LocaleID("ar"): stringKeys], assets: ["photo.png", "other.png"])
    }

    /// `node` decoded as the first child of a probe screen's root (its second child is a text field with the id
    /// `field`, which the corpus's `a11y.errorFor` names).
    static func decode(_ node: String, with decoder: ScreenDecoder) throws -> SpecNode {
        let text = #"{ "id": "probe", "root": { "type": "vstack", "children": [ \#(node), { "type": "textField", "id": "field" } ] } }"#
        let document = try JSONDocument(parsing: text, file: "probe.json")
        return try decoder.decode(document.reader(rootName: ""), file: "probe.json", expectedID: "probe").root.children[0]
    }

    /// Where the corpus's records are kept (`recordText`): every line each corpus node and the nodes below it record.
    static let recordFile = TestPaths.repository("Tests/ProofsheetKitTests/Fixtures/records/node-records.txt").path

    /// The records of every corpus node, type by type in registry order: a `# <type> <node JSON>` line, then one
    /// `<node name>\t<property>\t<value>` line per recorded property of it and of each node below it, as `describe`
    /// gives them. Newlines, tabs and backslashes in values are escaped (`\n`, `\t`, `\\`), so each is one line.
    static func recordText(with decoder: ScreenDecoder, describe: (SpecNode) -> [(name: String, value: String)]) throws -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        }
        var lines: [String] = []
        for type in NodeType.all {
            for text in nodes[type.name] ?? [] {
                lines.append("# \(type.name) \(text)")
                for node in walk(try decode(text, with: decoder)) {
                    for (name, value) in describe(node) { lines.append("\(NodeProperties.name(of: node))\t\(name)\t\(escaped(value))") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `node` and every node below it.
    static func walk(_ node: SpecNode) -> [SpecNode] { [node] + node.children.flatMap(walk) }

    /// The keys a node object writes: its own, and `a11y.<key>` for those of its `a11y` object.
    static func writtenKeys(_ node: String) throws -> Set<String> {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(node.utf8)) as? [String: Any])
        let a11y = (object["a11y"] as? [String: Any])?.keys.map { "a11y." + $0 } ?? []
        return Set(object.keys).union(a11y)
    }
}
