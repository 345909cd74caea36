import XCTest
@testable import ProofsheetKit

/// Every kind of bad project input gives its exact message, and a broken screen does not stop the others.
///
/// Each case is the valid `ScratchProject.Files.minimal` with one file changed, written to a temporary folder and
/// loaded. In expected messages `$P` stands for the absolute `layouts/` folder and `$R` for the project root
/// (its parent).
final class SpecBadInputTests: XCTestCase {
    /// What loading a bad project gives.
    enum Outcome {
        /// `Project.load` throws this message (config, tokens, strings, or no screens at all).
        case fatal(String)
        /// The project loads; this screen is in `screenErrors` with this message, every other screen loads.
        case screen(String, String)
    }

    struct Case {
        let name: String
        let fixture: ScratchProject.Files
        let outcome: Outcome
    }

    static let minimal = ScratchProject.Files.minimal
    static let screen = "$P/screens/home.json"
    static let config = "$P/proofsheet.json"
    static let tokens = "$P/tokens.json"

    /// A config whose members start at line 3, column 3, after a `projectRoot` of `..`.
    static func config(_ members: String) -> ScratchProject.Files {
        minimal.replacing("proofsheet.json", with: """
            {
              "projectRoot": "..",
              \(members)
            }
            """)
    }

    /// The minimal project whose `home` screen holds `node` at line 7, column 7 (`root.children[0]`).
    static func node(_ node: String) -> ScratchProject.Files {
        minimal.screen(node: node)
    }

    /// The registry's type names and `use`, quoted and sorted, as the decoder lists them.
    static let nodeTypes = (NodeType.all.map(\.name) + ["use"]).sorted().map { "'\($0)'" }.joined(separator: ", ")
    /// The types that take a `state`, as the decoder lists them.
    static let controls = NodeType.all.filter { !$0.states.isEmpty }.map(\.name).sorted().joined(separator: ", ")
    static let icons = Icon.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

    /// 41 vstacks nested on one line: node depths 2…42 below the root vstack.
    static let deepNesting = String(repeating: "{\"type\":\"vstack\",\"children\":[", count: 41) + String(repeating: "]}", count: 41)

    /// A vstack holding 1,999 rects, one per line from line 8: with the root and the vstack, 2,001 nodes.
    static let tooManyNodes = "{ \"type\": \"vstack\", \"children\": [\n"
        + Array(repeating: "{ \"type\": \"rect\" }", count: 1_999).joined(separator: ",\n") + "\n] }"

    static let cases: [Case] = [
        // Syntax errors in each kind of file: file:line:column, what was expected and found.
        Case(name: "malformed config", fixture: config(#""devices": { "phone": { "width": 390 "height": 844 } }"#),
             outcome: .fatal(#"\#(config):3:40: expected ',' or '}' after object member, found '"'"#)),
        Case(name: "malformed tokens", fixture: minimal.replacing("tokens.json", with: """
            {
              "colors": {
                "background": { "light": '#FFFFFF', "dark": "#000000" }
              }
            }
            """), outcome: .fatal(#"\#(tokens):3:30: expected a value, found "'" (strings use double quotes)"#)),
        Case(name: "malformed strings", fixture: minimal.replacing("strings/ar.json", with: """
            {
              "home.title": "الرئيسية,
              "home.save": "حفظ"
            }
            """), outcome: .fatal(#"$P/strings/ar.json:2:27: line break in string starting at 2:17; close the string with '"' or write the line break as \n"#)),
        Case(name: "malformed screen", fixture: node(#"{ "type" "text" }"#),
             outcome: .screen("home", #"\#(screen):7:16: expected ':' after object key, found '"'"#)),
        Case(name: "duplicate key", fixture: node(#"{ "type": "rect", "type": "text" }"#),
             outcome: .screen("home", "\(screen):7:25: duplicate key 'type'; first defined at 7:9")),
        Case(name: "NaN is not a JSON number", fixture: node(#"{ "type": "spacer", "minLength": NaN }"#),
             outcome: .screen("home", "\(screen):7:40: expected a value, found 'NaN'")),
        Case(name: "number beyond Double", fixture: node(#"{ "type": "spacer", "minLength": 1e400 }"#),
             outcome: .screen("home", "\(screen):7:40: number '1e400' is out of range for a 64-bit floating-point value")),

        // Wrong types name the JSON path.
        Case(name: "config: wrong type", fixture: config(#""devices": { "phone": { "width": "390", "height": 844 } }"#),
             outcome: .fatal(#"\#(config):3:36: devices.phone.width: expected a number, found the string "390""#)),
        Case(name: "tokens: wrong type", fixture: minimal.replacing("tokens.json", with: """
            {
              "typography": {
                "body": { "family": "sans", "size": [17] }
              }
            }
            """), outcome: .fatal("\(tokens):3:41: typography.body.size: expected a number, found an array")),
        Case(name: "strings: wrong type", fixture: minimal.replacing("strings/en.json", with: """
            {
              "home.title": 3
            }
            """), outcome: .fatal(#"$P/strings/en.json:2:17: ["home.title"]: expected a string, found the number 3"#)),
        Case(name: "strings: text over the limit", fixture: minimal.replacing("strings/en.json", with: """
            {
              "home.title": "\(String(repeating: "\u{0627}", count: 20_001))",
              "home.save": "Save"
            }
            """), outcome: .fatal(#"$P/strings/en.json:2:17: ["home.title"]: expected a text of at most 20000 characters (Unicode scalars), found 20001; split it into several text nodes"#)),
        Case(name: "screen: wrong type deep in the tree",
             fixture: node(#"{ "type": "vstack", "children": [{ "type": "rect", "padding": true }] }"#),
             outcome: .screen("home", "\(screen):7:69: root.children[0].children[0].padding: "
                 + "expected a number, a space token name or an object with top/bottom/leading/trailing, found true")),
        Case(name: "screen: missing required key", fixture: node(#"{ "type": "icon" }"#),
             outcome: .screen("home", "\(screen):7:7: root.children[0]: missing required key 'name'")),

        // Unknown keys and names, with "did you mean" when one is close.
        Case(name: "config: unknown key", fixture: config(#""matrx": {}"#),
             outcome: .fatal("\(config):3:3: unknown key 'matrx'; did you mean 'matrix'?")),
        Case(name: "tokens: unknown key", fixture: minimal.replacing("tokens.json", with: #"{ "colours": {} }"#),
             outcome: .fatal("\(tokens):1:3: unknown key 'colours'; did you mean 'colors'?")),
        Case(name: "screen: unknown key", fixture: node(#"{ "type": "rect", "paddng": 8 }"#),
             outcome: .screen("home", "\(screen):7:25: root.children[0]: unknown key 'paddng'; did you mean 'padding'?")),
        Case(name: "unknown node type", fixture: node(#"{ "type": "vstak" }"#),
             outcome: .screen("home", "\(screen):7:17: root.children[0].type: expected one of \(nodeTypes), found 'vstak'; did you mean 'vstack'?")),
        Case(name: "unknown space token", fixture: node(#"{ "type": "vstack", "spacing": "huge" }"#),
             outcome: .screen("home", "\(screen):7:38: root.children[0].spacing: unknown space token 'huge'; tokens.json space has 'lg', 'md', 'sm'")),
        Case(name: "misspelt space token", fixture: node(#"{ "type": "rect", "padding": "lgg" }"#),
             outcome: .screen("home", "\(screen):7:36: root.children[0].padding: unknown space token 'lgg'; did you mean 'lg'?")),
        Case(name: "unknown radius token", fixture: node(#"{ "type": "rect", "cornerRadius": "round" }"#),
             outcome: .screen("home", "\(screen):7:41: root.children[0].cornerRadius: unknown radius token 'round'; tokens.json radius has 'lg', 'md', 'pill'")),
        Case(name: "unknown colour role", fixture: node(#"{ "type": "rect", "background": "backgrond" }"#),
             outcome: .screen("home", "\(screen):7:39: root.children[0].background: unknown colour role 'backgrond'; did you mean 'background'?")),
        Case(name: "unknown icon", fixture: node(#"{ "type": "icon", "name": "chek" }"#),
             outcome: .screen("home", "\(screen):7:33: root.children[0].name: unknown icon 'chek'; nearest: 'check', 'chat', 'help' (the built-in icons and, in Android cells, any Material Icons ligature name: docs/icons.md)")),
        Case(name: "unknown text style", fixture: node(#"{ "type": "text", "text": "home.title", "style": "bod" }"#),
             outcome: .screen("home", "\(screen):7:56: root.children[0].style: expected one of 'body', 'footnote', 'headline', "
                 + "'largeTitle', 'subheadline', 'tab', found 'bod'; did you mean 'body'?")),

        // Raw values that belong in tokens.json, and physical sides.
        Case(name: "raw colour", fixture: node(##"{ "type": "rect", "background": "#FF0000" }"##),
             outcome: .screen("home", "\(screen):7:39: root.children[0].background: raw colour '#FF0000'; "
                 + "use a colour role from tokens.json (design tokens are the only source of raw values)")),
        Case(name: "raw font size", fixture: node(#"{ "type": "text", "text": "home.title", "fontSize": 20 }"#),
             outcome: .screen("home", "\(screen):7:59: root.children[0].fontSize: raw font size in a screen; sizes come from the text styles "
                 + "in tokens.json typography ('body', 'footnote', 'headline', 'largeTitle', 'subheadline', 'tab'), chosen with a text node's 'style'")),
        Case(name: "left padding", fixture: node(#"{ "type": "rect", "padding": { "left": 8 } }"#),
             outcome: .screen("home", "\(screen):7:46: root.children[0].padding.left: "
                 + "'left' is not accepted; use 'leading' or 'trailing' so the layout mirrors in right-to-left locales")),
        Case(name: "right padding", fixture: node(#"{ "type": "rect", "padding": { "top": 4, "right": 8 } }"#),
             outcome: .screen("home", "\(screen):7:57: root.children[0].padding.right: "
                 + "'right' is not accepted; use 'leading' or 'trailing' so the layout mirrors in right-to-left locales")),

        // Strings and assets.
        // A key only the base locale lacks is an error; one a translation lacks renders the base text (missingTranslation).
        Case(name: "string key missing in the base locale", fixture: node(#"{ "type": "text", "text": "home.nowhere" }"#),
             outcome: .screen("home", "\(screen):7:33: root.children[0].text: string key 'home.nowhere' is missing in the base locale en of the string catalogs")),
        Case(name: "absent asset", fixture: node(#"{ "type": "image", "src": "photo.png" }"#),
             outcome: .screen("home", "\(screen):7:33: root.children[0].src: image 'photo.png' is not in the assets folder")),
        Case(name: "image path escaping the assets folder", fixture: node(#"{ "type": "image", "src": "../tokens.png" }"#),
             outcome: .screen("home", "\(screen):7:33: root.children[0].src: "
                 + "image path '../tokens.png' must stay inside the assets folder (no '..' or absolute paths)")),

        // Screen-level rules and limits.
        Case(name: "screen id differs from file name",
             fixture: minimal.replacing(ScratchProject.Files.screenFile, with: ScratchProject.Files.screenText(id: "main", node: #"{ "type": "rect" }"#)),
             outcome: .screen("home", "\(screen):3:9: id: screen id 'main' must equal the file name 'home'")),
        // Screen files get a JSON depth limit of 2 × 40 + 8, so the node limit of 40 is what a file meets first.
        Case(name: "nesting deeper than the limits", fixture: node(deepNesting),
             outcome: .screen("home", "\(screen):7:1138: root" + String(repeating: ".children[0]", count: 40)
                 + ": nodes are nested deeper than the limit of 40 levels")),
        Case(name: "duplicate node id", fixture: node(#"{ "type": "rect", "id": "a" }, { "type": "rect", "id": "a" }"#),
             outcome: .screen("home", "\(screen):4:11: root: duplicate node id 'a' at root.children[1]; first used at root.children[0]")),
        Case(name: "more than 2000 nodes", fixture: node(tooManyNodes),
             outcome: .screen("home", "\(screen):2006:1: root.children[0].children[1998]: screen has more than the limit of 2000 nodes")),

        // Sizes and counts out of range.
        Case(name: "negative size", fixture: node(#"{ "type": "rect", "width": -5 }"#),
             outcome: .screen("home", "\(screen):7:34: root.children[0].width: expected a number from 0 to 100000, found the number -5")),
        Case(name: "huge size", fixture: node(#"{ "type": "rect", "height": 1e12 }"#),
             outcome: .screen("home", "\(screen):7:35: root.children[0].height: expected a number from 0 to 100000, found the number 1e12")),
        Case(name: "zero icon size", fixture: node(#"{ "type": "icon", "name": "check", "size": 0 }"#),
             outcome: .screen("home", "\(screen):7:50: root.children[0].size: expected a number greater than 0 and at most 100000, found the number 0")),
        Case(name: "maxLines 0", fixture: node(#"{ "type": "text", "text": "home.title", "maxLines": 0 }"#),
             outcome: .screen("home", "\(screen):7:59: root.children[0].maxLines: expected maxLines from 1 to 1000, found 0")),
        Case(name: "unknown truncate mode", fixture: node(#"{ "type": "text", "text": "home.title", "truncate": "line" }"#),
             outcome: .screen("home", "\(screen):7:59: root.children[0].truncate: expected one of 'character', 'word', found 'line'")),
        Case(name: "literal over the text limit", fixture: node("{ \"type\": \"text\", \"literal\": \"" + String(repeating: "a", count: 20_001) + "\" }"),
             outcome: .screen("home", "\(screen):7:36: root.children[0].literal: expected a text of at most 20000 characters (Unicode scalars), found 20001; split it into several text nodes")),
        Case(name: "segmented selection out of range",
             fixture: node(#"{ "type": "segmented", "options": ["home.title", "home.save"], "selected": 2 }"#),
             outcome: .screen("home", "\(screen):7:82: root.children[0].selected: selected index 2 is outside the 2 options")),
        Case(name: "navBar action that is not an iconButton",
             fixture: node(#"{ "type": "navBar", "actions": [{ "type": "button", "label": "home.save" }] }"#),
             outcome: .screen("home", "\(screen):7:39: root.children[0].actions[0]: navBar actions must be iconButton nodes, found a button")),

        // Config rules.
        Case(name: "output path escaping the project root", fixture: config(#""paths": { "output": "../../x" }"#),
             outcome: .fatal("\(config):3:24: paths.output: '../../x' leads outside the project root $R; keep project files inside it")),
        Case(name: "canvas over the pixel limit", fixture: config(#""devices": { "tablet": { "width": 20000, "height": 800, "scale": 2 } }"#),
             outcome: .fatal("\(config):3:26: devices.tablet: canvas of 40000×1600 pixels is over the limit (32768 px per side, 64 megapixels)")),
        Case(name: "pixel scale over the limit", fixture: config(#""devices": { "phone": { "width": 390, "height": 844, "scale": 9 } }"#),
             outcome: .fatal("\(config):3:65: devices.phone.scale: expected a pixel scale greater than 0 and at most 8, found the number 9")),
        Case(name: "unknown device in matrix", fixture: config(#""matrix": { "devices": ["watch"] }"#),
             outcome: .fatal("\(config):3:27: matrix.devices[0]: expected one of 'phone', found 'watch'")),
        Case(name: "text scale out of range", fixture: config(#""matrix": { "textScales": [1.0, 5] }"#),
             outcome: .fatal("\(config):3:35: matrix.textScales[1]: expected a text scale from 0.5 to 4, found the number 5")),
        Case(name: "empty devices", fixture: config(#""devices": {}"#),
             outcome: .fatal("\(config):3:14: devices: expected at least one device")),
        Case(name: "empty modes", fixture: config(#""matrix": { "modes": [] }"#),
             outcome: .fatal("\(config):3:24: matrix.modes: expected at least one entry")),
        Case(name: "matrix names a screen without a file", fixture: config(#""matrix": { "screens": ["home", "profile"] }"#),
             outcome: .fatal("\(config): matrix.screens names 'profile', which has no spec file (screens: home)")),

        // Missing files and folders.
        Case(name: "no screens folder", fixture: minimal.removing(ScratchProject.Files.screenFile),
             outcome: .fatal("$P/screens: no screen specs (*.json) found")),
        Case(name: "screens folder is a file", fixture: minimal.removing(ScratchProject.Files.screenFile).replacing("screens", with: "{}"),
             outcome: .fatal("$P/screens: expected a folder of project files, but it cannot be listed: it is a file, not a folder")),
        Case(name: "assets folder is a file", fixture: minimal.replacing("assets", with: "not a folder"),
             outcome: .fatal("$P/assets: expected a folder of project files, but it cannot be listed: it is a file, not a folder")),
        Case(name: "components folder is a file", fixture: minimal.replacing("components", with: "[]"),
             outcome: .fatal("$P/components: expected a folder of project files, but it cannot be listed: it is a file, not a folder")),
        Case(name: "missing strings file", fixture: minimal.removing("strings/ar.json"),
             outcome: .fatal("$P/proofsheet.json: matrix.locales names 'ar', which no string source translates (sources have: en; pseudo-locales: en-XA, ar-XB)")),
        Case(name: "missing tokens file", fixture: minimal.removing("tokens.json"),
             outcome: .fatal("$P/tokens.json: file not found")),

        // Control states and accessibility overrides (docs/spec.md, "Control states"; docs/audits.md).
        Case(name: "state on a non-control", fixture: node(#"{ "type": "text", "literal": "x", "state": "focused" }"#),
             outcome: .screen("home", "\(screen):7:50: root.children[0].state: 'state' applies to the controls \(SpecBadInputTests.controls), not to a text")),
        Case(name: "state on a control that takes none", fixture: node(#"{ "type": "badge", "tone": "info", "label": { "literal": "k" }, "state": "focused" }"#),
             outcome: .screen("home", "\(screen):7:80: root.children[0].state: 'state' applies to the controls \(SpecBadInputTests.controls), not to a badge")),
        Case(name: "state the control does not draw", fixture: node(#"{ "type": "toggle", "label": { "literal": "k" }, "state": "loading" }"#),
             outcome: .screen("home", "\(screen):7:65: root.children[0].state: a toggle draws the states 'focused', 'pressed', 'disabled', found 'loading'")),
        Case(name: "unknown control state", fixture: node(#"{ "type": "button", "label": { "literal": "k" }, "state": "hovered" }"#),
             outcome: .screen("home", "\(screen):7:65: root.children[0].state: expected one of 'focused', 'pressed', 'disabled', 'selected', 'error', 'loading', found 'hovered'")),
        Case(name: "sort priority out of range", fixture: node(#"{ "type": "rect", "a11y": { "sortPriority": 5000 } }"#),
             outcome: .screen("home", "\(screen):7:51: root.children[0].a11y.sortPriority: expected a sort priority from -1000 to 1000, found the number 5000")),

        // One broken screen does not stop a good one.
        Case(name: "one broken screen and one good screen",
             fixture: node(##"{ "type": "rect", "background": "#FF0000" }"##)
                 .replacing("screens/about.json", with: ScratchProject.Files.screenText(id: "about", node: #"{ "type": "text", "text": "home.title" }"#)),
             outcome: .screen("home", "\(screen):7:39: root.children[0].background: raw colour '#FF0000'; "
                 + "use a colour role from tokens.json (design tokens are the only source of raw values)")),
    ]

    func testTheMinimalProjectWithCommentsAndTrailingCommasLoads() throws {
        let (project, _) = try load(ScratchProject.Files.minimal)
        XCTAssertEqual(project.screenErrors, [:])
        XCTAssertEqual(project.screens.map(\.id), ["home"])
        XCTAssertEqual(project.config.matrix.locales, [LocaleID("en"), LocaleID("ar")])
        XCTAssertEqual(project.strings[LocaleID("ar")]?["home.save"], "حفظ")
        XCTAssertEqual(project.tokens.space, ["sm": 8, "md": 12, "lg": 16])
    }

    func testEveryBadInputGivesItsMessage() throws {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 30)
        for item in Self.cases {
            let folder = try makeTemporaryFolder()
            let configPath = try item.fixture.write(into: folder)
            func expand(_ message: String) -> String {
                message.replacingOccurrences(of: "$P", with: folder + "/layouts").replacingOccurrences(of: "$R", with: folder)
            }
            switch item.outcome {
            case .fatal(let message):
                XCTAssertThrowsError(try Project.load(configPath: configPath), item.name) { error in
                    XCTAssertEqual(String(describing: error), expand(message), item.name)
                }
            case .screen(let id, let message):
                do {
                    let project = try Project.load(configPath: configPath)
                    XCTAssertEqual(project.screenErrors.mapValues(\.description), [id: expand(message)], item.name)
                    XCTAssertEqual(project.screens.map(\.id), item.fixture.screenIDs.filter { $0 != id }, item.name)
                } catch {
                    XCTFail("\(item.name): load threw \(error)")
                }
            }
        }
    }

    /// With a JSON depth limit that lets it through, node depth 41 meets the screen's own limit of 40.
    func testNodeDepthLimit() throws {
        let text = ScratchProject.Files.screenText(node: Self.deepNesting)
        let document = try JSONDocument(parsing: text, file: "home.json", limits: JSONLimits(maxDepth: 200))
        let strings: [LocaleID: Set<String>] = [LocaleID("en"): ["home.title"]]
        let tokens = try DesignTokens(decoding: JSONDocument(parsing: ScratchProject.Files.tokens, file: "tokens.json").reader(rootName: ""))
        let decoder = ScreenDecoder(tokens: tokens, strings: strings)
        XCTAssertThrowsError(try decoder.decode(document.reader(rootName: ""), file: "home.json", expectedID: "home")) { error in
            // Node depth 41 is the 40th nested vstack: 39 prefixes of 29 characters before it, from column 7.
            let path = "root" + String(repeating: ".children[0]", count: 40)
            XCTAssertEqual(String(describing: error), "home.json:7:1138: \(path): nodes are nested deeper than the limit of 40 levels")
        }
    }
}
