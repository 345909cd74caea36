import XCTest
@testable import ProofsheetKit

/// Broken DTCG token files and mappings stop loading with one message naming the file, line:column and token
/// path (docs/tokens.md, "Errors"); `proofsheet check` then exits 2 and writes nothing.
final class DTCGTokensBadInputTests: XCTestCase {
    struct Case {
        let name: String
        /// Token files below `layouts/tokens/` → text; `l.tokens.json` is the light set, `d.tokens.json` the dark one.
        let files: [String: String]
        /// Members of the `tokens` section after `format` and `modes`.
        let mapping: String
        /// The message, with `$L` for the `layouts/` folder.
        let message: String
        var modes = #""light": "tokens/l.tokens.json", "dark": "tokens/d.tokens.json""#
    }

    static let colour = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } }"#
    static let typography = #"{ "$type": "typography", "$value": { "fontFamily": "sans", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.3 } }"#

    static let cases: [Case] = [
        Case(name: "invalid JSON", files: ["l.tokens.json": #"{ "c": \#(colour) }"#, "d.tokens.json": #"{ "c": { "$value": } }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/d.tokens.json:1:20: expected a value, found '}'"#),
        Case(name: "alias cycle", files: ["l.tokens.json": #"{ "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{a}" } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "a" }"#, message: #"$L/tokens/l.tokens.json:1:72: alias cycle: a → b → c → a; aliases must end at a token with a value (DTCG §7.2.3)"#),
        Case(name: "missing alias target", files: ["l.tokens.json": #"{ "c": { "$type": "color", "$value": "{palette.blue}" } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:38: token 'c' is an alias of {palette.blue}, which is not in $L/tokens/l.tokens.json"#),
        Case(name: "wrong $type for the mapping", files: ["l.tokens.json": #"{ "c": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/proofsheet.json:12:133: tokens.colors.accent: expected a color token, found 'c' of $type dimension (at $L/tokens/l.tokens.json:1:42)"#),
        Case(name: "alias of a token of another type", files: ["l.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } }, "c": { "$type": "color", "$value": "{s}" } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:109: token 'c' has $type color but its alias {s} is a dimension token"#),
        Case(name: "unknown $type", files: ["l.tokens.json": #"{ "c": { "$type": "colour", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:19: c["$type"]: expected one of 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'strokeStyle', 'border', 'transition', 'shadow', 'gradient', 'typography', found 'colour'; did you mean 'color'?"#),
        Case(name: "token without a type", files: ["l.tokens.json": #"{ "c": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:20: token 'c' has no $type and no group above it has one; give it a $type (DTCG §5.2.2: a type is never guessed from the value)"#),
        Case(name: "unit mismatch", files: ["l.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 8, "unit": "em" } } }"#, "d.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#],
             mapping: #""space": { "md": "s" }"#, message: #"$L/tokens/l.tokens.json:1:64: tokens.space.md: unit mismatch: a dimension is in 'px' or 'rem' (DTCG §8.2.1), found 'em'"#),
        Case(name: "duration where a dimension is needed", files: ["l.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 200, "unit": "ms" } } }"#, "d.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#],
             mapping: #""space": { "md": "s" }"#, message: #"$L/tokens/l.tokens.json:1:66: tokens.space.md: unit mismatch: a dimension is in 'px' or 'rem' (DTCG §8.2.1), found 'ms'"#),
        Case(name: "mode file missing a token the mapping needs", files: ["l.tokens.json": #"{ "c": \#(colour), "text": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour), "txt": \#(colour) }"#],
             mapping: #""colors": { "accent": "c", "textPrimary": "text" }"#, message: #"$L/proofsheet.json:12:153: tokens.colors.textPrimary: the token 'text' is not in $L/tokens/d.tokens.json; did you mean 'txt'?"#),
        Case(name: "sizes differ between modes", files: ["l.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#, "d.tokens.json": #"{ "s": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } } }"#],
             mapping: #""space": { "md": "s" }"#, message: #"$L/tokens/d.tokens.json:1:42: tokens.space.md: 's' differs between the light files ($L/tokens/l.tokens.json:1:42) and the dark files; sizes and text styles are the same in every mode (only colours change with the mode)"#),
        Case(name: "token that is also a group", files: ["l.tokens.json": #"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] }, "dark": \#(colour) } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:95: token 'c' has a $value and a child 'dark'; an object is either a token or a group (DTCG §6.1)"#),
        Case(name: "name with a period", files: ["l.tokens.json": #"{ "c.x": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:3: 'c.x': token and group names cannot contain '{', '}' or '.' (DTCG §5.1.1)"#),
        Case(name: "malformed alias", files: ["l.tokens.json": #"{ "c": { "$type": "color", "$value": "{a..b}" } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:38: '{a..b}' is not an alias: expected {group.token} with names that are not empty and have no '.', '{' or '}' (DTCG §7.1.1)"#),
        Case(name: "token defined twice in one set", files: ["l.tokens.json": #"{ "c": \#(colour) }"#, "l2.tokens.json": #"{ "c": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l2.tokens.json:1:38: token 'c' is also defined at $L/tokens/l.tokens.json:1:38; a token may be defined once in a mode's files"#,
             modes: #""light": ["tokens/l.tokens.json", "tokens/l2.tokens.json"], "dark": "tokens/d.tokens.json""#),
        Case(name: "circular group extension", files: ["l.tokens.json": #"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" }, "c": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:50: circular group extension: a → b → a (DTCG §6.4.4)"#),
        Case(name: "group extending its own ancestor", files: ["l.tokens.json": #"{ "button": { "c": \#(colour), "secondary": { "$extends": "{button}" } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "button.c" }"#, message: #"$L/tokens/l.tokens.json:1:136: circular group extension: button.secondary → button (DTCG §6.4.4)"#),
        Case(name: "group extending a token", files: ["l.tokens.json": #"{ "g": { "$extends": "{c}" }, "c": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:22: 'g' extends {c}, which is a token; $extends names a group (DTCG §6.4)"#),
        Case(name: "group extending nothing", files: ["l.tokens.json": #"{ "g": { "$extends": "{h}" }, "c": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:22: 'g' extends {h}, which is not in $L/tokens/l.tokens.json"#),
        Case(name: "JSON Pointer reference", files: ["l.tokens.json": ##"{ "c": \##(colour), "d": { "$ref": "#/c/$value" } }"##, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:104: 'd': JSON Pointer references ($ref, DTCG §7.1.2) are not read by Proofsheet; write the alias as {group.token}"#),
        Case(name: "colour space without a hex fallback", files: ["l.tokens.json": #"{ "c": { "$type": "color", "$value": { "colorSpace": "lab", "components": [60, 90, -60] } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:54: c["$value"].colorSpace: tokens.colors.accent: Proofsheet paints in sRGB and converts srgb, srgb-linear, hsl and hwb; give this lab colour its 'hex' fallback (#RRGGBB)"#),
        Case(name: "srgb component out of range", files: ["l.tokens.json": #"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1.2, 0, 0] } } }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/tokens/l.tokens.json:1:77: c["$value"].components[0]: expected component from 0 to 1 or "none", found the number 1.2"#),
        Case(name: "font weight differs between modes", files: ["l.tokens.json": #"{ "t": \#(typography.replacingOccurrences(of: "400", with: "500")) }"#, "d.tokens.json": #"{ "t": \#(typography) }"#],
             mapping: #""typography": { "body": "t" }"#, message: #"$L/tokens/d.tokens.json:1:43: tokens.typography.body: 't' differs between the light files ($L/tokens/l.tokens.json:1:43) and the dark files; sizes and text styles are the same in every mode (only colours change with the mode)"#),
        Case(name: "font family not configured", files: ["l.tokens.json": #"{ "t": \#(typography.replacingOccurrences(of: "\"sans\"", with: "[\"Inter\", \"Roboto\"]")) }"#, "d.tokens.json": #"{ "t": \#(typography) }"#],
             mapping: #""typography": { "body": "t" }"#, message: #"$L/tokens/l.tokens.json:1:43: tokens.typography.body: fontFamily 'Inter', 'Roboto' names no family of proofsheet.json's fonts (sans); name the family there as the token does"#),
        Case(name: "letter spacing", files: ["l.tokens.json": #"{ "t": \#(typography.replacingOccurrences(of: "\"lineHeight\"", with: "\"letterSpacing\": { \"value\": 0.5, \"unit\": \"px\" }, \"lineHeight\"")) }"#, "d.tokens.json": #"{ "t": \#(typography) }"#],
             mapping: #""typography": { "body": "t" }"#, message: #"$L/tokens/l.tokens.json:1:146: tokens.typography.body.letterSpacing: Proofsheet draws text without letter spacing; found 0.5 pt (write 0 or leave it out)"#),
        Case(name: "mapping path that is not a path", files: ["l.tokens.json": #"{ "c": \#(colour) }"#, "d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "color..accent" }"#, message: #"$L/proofsheet.json:12:133: tokens.colors.accent: expected a token path such as color.text.primary (names not empty, without '{', '}' or '$' at the start), found 'color..accent'"#),
        Case(name: "token file outside the project", files: ["d.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/proofsheet.json:12:53: tokens.modes.light: '../../outside.tokens.json' leads outside the project root $R; keep token files inside it"#,
             modes: #""light": "../../outside.tokens.json", "dark": "tokens/d.tokens.json""#),
        Case(name: "no dark files", files: ["l.tokens.json": #"{ "c": \#(colour) }"#],
             mapping: #""colors": { "accent": "c" }"#, message: #"$L/proofsheet.json:12:42: tokens.modes: missing required key 'dark'"#, modes: #""light": "tokens/l.tokens.json""#),
    ]

    /// The minimal project with `item`'s token files and mapping instead of `tokens.json`.
    static func fixture(_ item: Case) -> ScratchProject.Files {
        var fixture = ScratchProject.Files.minimal.removing("tokens.json")
        for (name, text) in item.files { fixture = fixture.replacing("tokens/" + name, with: text) }
        let section = "{ \"format\": \"dtcg\", \"modes\": { \(item.modes) }, \(item.mapping) }"
        return fixture.replacing("proofsheet.json", with: DTCGFixture.config(ScratchProject.Files.config, adding: section))
    }

    func testEveryBrokenTokenFileOrMappingGivesItsMessage() throws {
        for item in Self.cases {
            let config = try Self.fixture(item).write(into: makeTemporaryFolder())
            let layouts = (config as NSString).deletingLastPathComponent
            XCTAssertThrowsError(try Project.load(configPath: config), item.name) { error in
                let shown = String(describing: error).replacingOccurrences(of: FileDisplay.shown(layouts), with: "$L")
                    .replacingOccurrences(of: FileDisplay.shown((layouts as NSString).deletingLastPathComponent), with: "$R")
                XCTAssertEqual(shown, item.message, item.name)
            }
        }
    }

    func testCheckExitsTwoNamingTheProblemAndWritesNothing() throws {
        let binary = try ProofsheetBinary.locate()
        for name in ["invalid JSON", "alias cycle", "missing alias target", "mode file missing a token the mapping needs", "unit mismatch"] {
            let item = try XCTUnwrap(Self.cases.first { $0.name == name })
            let root = try makeTemporaryFolder()
            let config = try Self.fixture(item).write(into: root)
            let before = ScratchProject.files(below: root)
            for command in [["check", "--record", "missing"], ["render"], ["tokens"]] {
                let outcome = try binary.run(command + ["--config", config], in: root)
                XCTAssertEqual(outcome.status, 2, "\(name), \(command[0]): \(outcome.stdout)\(outcome.stderr)")
                XCTAssertTrue(outcome.stderr.contains(item.message.replacingOccurrences(of: "$L", with: "layouts")), "\(name), \(command[0]): \(outcome.stderr)")
                // The harness keeps the command's output in proofsheet.out and proofsheet.err beside the project.
                XCTAssertEqual(ScratchProject.files(below: root).filter { !$0.hasPrefix("proofsheet.") }, before, "\(name), \(command[0]) wrote a file")
            }
        }
    }

    func testARoleTheControlsNeedAndTheMappingLacksIsNamedAsAMappingKey() throws {
        let fixture = try DTCGTokensTests.usingDTCG(ScratchProject.Files.minimal)
        let config = try XCTUnwrap(fixture.files["proofsheet.json"]).replacingOccurrences(of: #""accent": "color.accent", "#, with: "")
        let path = try fixture.replacing("proofsheet.json", with: config).write(into: makeTemporaryFolder())
        XCTAssertThrowsError(try Project.load(configPath: path)) { error in
            let lines = String(describing: error).split(separator: "\n").map(String.init)
            XCTAssertTrue(lines.first?.hasSuffix("proofsheet.json (tokens section): the screens draw with 1 token(s) that it lacks (docs/spec.md lists what each node type draws with):") == true, "\(error)")
            XCTAssertEqual(lines.dropFirst().first, "  tokens.colors.accent: needed by home:save (button)")
        }
    }

    func testAProjectUsesTokensJSONOrDTCGFilesNotBoth() throws {
        let item = Self.cases[0]
        let config = DTCGFixture.config(ScratchProject.Files.config.replacingOccurrences(of: #""projectRoot": "..","#, with: #""projectRoot": "..", "paths": { "tokens": "tokens.json" },"#),
                                        adding: "{ \"format\": \"dtcg\", \"modes\": { \(item.modes) } }")
        let path = try ScratchProject.Files.minimal.replacing("proofsheet.json", with: config).write(into: makeTemporaryFolder())
        XCTAssertThrowsError(try Project.load(configPath: path)) { error in
            XCTAssertTrue(String(describing: error).hasSuffix("paths.tokens: the config has a tokens section (DTCG files), so paths.tokens (tokens.json) is not read; a project uses one or the other (docs/tokens.md)"), "\(error)")
        }
    }
}
