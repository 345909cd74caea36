import XCTest
@testable import ProofsheetKit

/// Each DTCG 2025.10 form Proofsheet reads gives the colour, size or text style it stands for (docs/tokens.md).
final class DTCGTokenValueTests: XCTestCase {
    /// The theme of `files` (relative path → text, every file in both the light and dark set) with `mapping`
    /// (members of the `tokens` section after `modes`).
    func theme(_ files: [String: String], mapping: String) throws -> DesignTokens {
        let root = try makeTemporaryFolder()
        for (path, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
        let list = files.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let section = #"{ "format": "dtcg", "modes": { "light": [\#(list)], "dark": [\#(list)] }, \#(mapping) }"#
        let config = try DTCGTokensConfig(decoding: JSONDocument(parsing: section, file: "proofsheet.json").reader(rootName: "tokens"),
                                          folder: root, root: root)
        return try DesignTokens(dtcg: config, families: .standard, root: root)
    }

    func testColourForms() throws {
        let cases: [(name: String, value: String, hex: String)] = [
            ("hex string", ##""#0A5FC2""##, "#0A5FC2"),
            ("hex string with alpha", ##""#0A5FC21F""##, "#0A5FC21F"),
            ("srgb object", ##"{ "colorSpace": "srgb", "components": [1, 0.5, 0] }"##, "#FF8000"),
            ("srgb object with alpha and hex", ##"{ "colorSpace": "srgb", "components": [0, 0, 1], "alpha": 0.5, "hex": "#0000ff" }"##, "#0000FF80"),
            ("none component counts as 0", ##"{ "colorSpace": "srgb", "components": ["none", 1, 0] }"##, "#00FF00"),
            ("srgb-linear through the sRGB transfer", ##"{ "colorSpace": "srgb-linear", "components": [0.5, 0.5, 0.5] }"##, "#BCBCBC"),
            ("hsl", ##"{ "colorSpace": "hsl", "components": [210, 100, 50] }"##, "#0080FF"),
            ("hwb", ##"{ "colorSpace": "hwb", "components": [0, 20, 20] }"##, "#CC3333"),
            ("oklch through its hex fallback", ##"{ "colorSpace": "oklch", "components": [0.7016, 0.3225, 328.363], "alpha": 0.5, "hex": "#ff00ff" }"##, "#FF00FF80"),
        ]
        for item in cases {
            let tokens = try theme(["a.tokens.json": #"{ "c": { "$type": "color", "$value": \#(item.value) } }"#], mapping: #""colors": { "probe": "c" }"#)
            XCTAssertEqual(tokens.colors["probe"]?.light.hexString, item.hex, item.name)
        }
    }

    func testGroupsTypesAliasesAndRootTokens() throws {
        let palette = ##"{ "brand": { "$type": "color", "blue": { "$value": "#0000FF" }, "accent": { "$root": { "$value": "#112233" }, "soft": { "$value": "#445566" } } } }"##
        let semantic = #"{ "semantic": { "link": { "$value": "{semantic.primary}" }, "primary": { "$type": "color", "$value": "{brand.blue}" }, "mark": { "$value": "{brand.accent.$root}" } } }"#
        let cases: [(name: String, path: String, hex: String)] = [
            ("group $type inherited", "brand.blue", "#0000FF"),
            ("nested group inherits from its grandparent", "brand.accent.soft", "#445566"),
            ("$root token of a group", "brand.accent.$root", "#112233"),
            ("alias across files", "semantic.primary", "#0000FF"),
            ("untyped alias of an alias takes its target's type", "semantic.link", "#0000FF"),
            ("alias of a $root token", "semantic.mark", "#112233"),
            ("mapping written as an alias", "{semantic.link}", "#0000FF"),
        ]
        for item in cases {
            let tokens = try theme(["palette.tokens.json": palette, "semantic.tokens.json": semantic], mapping: #""colors": { "probe": "\#(item.path)" }"#)
            XCTAssertEqual(tokens.colors["probe"]?.dark.hexString, item.hex, item.name)
        }
    }

    func testGroupExtensionInheritsWhatTheGroupDoesNotOverride() throws {
        let file = ##"""
            {
              "button": { "$type": "color", "background": { "$value": "#0066CC" }, "text": { "$value": "#FFFFFF" } },
              "button-primary": { "$extends": "{button}", "background": { "$type": "color", "$value": "#CC0066" } },
              "button-large": { "$extends": "{button-primary}" },
            }
            """##
        let cases: [(name: String, path: String, hex: String)] = [
            ("local token overrides the inherited one", "button-primary.background", "#CC0066"),
            ("token inherited with its type", "button-primary.text", "#FFFFFF"),
            ("the extended group is unchanged", "button.background", "#0066CC"),
            ("extension of an extension", "button-large.background", "#CC0066"),
            ("inherited through two extensions", "button-large.text", "#FFFFFF"),
        ]
        for item in cases {
            let tokens = try theme(["a.tokens.json": file], mapping: #""colors": { "probe": "\#(item.path)" }"#)
            XCTAssertEqual(tokens.colors["probe"]?.light.hexString, item.hex, item.name)
        }
    }

    func testDimensionsInPointsWithRemAsSixteen() throws {
        let cases: [(name: String, value: String, points: Double)] = [
            ("px is one point", #"{ "value": 12, "unit": "px" }"#, 12),
            ("rem is 16 points", #"{ "value": 1.5, "unit": "rem" }"#, 24),
            ("zero still has a unit", #"{ "value": 0, "unit": "px" }"#, 0),
            ("alias of a dimension", #""{base}""#, 8),
        ]
        for item in cases {
            let file = #"{ "$type": "dimension", "base": { "$value": { "value": 0.5, "unit": "rem" } }, "probe": { "$value": \#(item.value) } }"#
            let tokens = try theme(["a.tokens.json": file], mapping: #""space": { "probe": "probe" }, "radius": { "probe": "probe" }"#)
            XCTAssertEqual(tokens.space["probe"], item.points, item.name)
            XCTAssertEqual(tokens.radius["probe"], item.points, item.name)
        }
    }

    func testTypographyCompositeWithAliasedSubValues() throws {
        let file = #"""
            {
              "font": {
                "family": { "$type": "fontFamily", "ui": { "$value": ["Inter", "sans", "system-ui"] } },
                "weight": { "$type": "fontWeight", "strong": { "$value": "bold" }, "plain": { "$value": 400 } },
                "size": { "$type": "dimension", "body": { "$value": { "value": 1.0625, "unit": "rem" } } },
                "leading": { "$type": "number", "relaxed": { "$value": 1.5 } },
              },
              "type": {
                "$type": "typography",
                "body": { "$value": { "fontFamily": "{font.family.ui}", "fontSize": "{font.size.body}", "fontWeight": "{font.weight.plain}",
                                      "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{font.leading.relaxed}" } },
                "title": { "$value": { "fontFamily": "sans", "fontSize": { "value": 24, "unit": "px" }, "fontWeight": "{font.weight.strong}", "lineHeight": 1.25 } },
              },
            }
            """#
        let tokens = try theme(["a.tokens.json": file], mapping: #""typography": { "body": "type.body", "title": { "token": "type.title", "maxScale": 2 } }"#)
        XCTAssertEqual(tokens.typography["body"], TypographyToken(family: "sans", size: 17, lineHeight: 25.5, weight: .regular))
        XCTAssertEqual(tokens.typography["title"], TypographyToken(family: "sans", size: 24, lineHeight: 30, weight: .bold, maxScale: 2))
    }

    func testFontWeightNamesStandForTheirNumbers() throws {
        let cases: [(value: String, weight: FontWeight)] = [("400", .regular), (#""normal""#, .regular), (#""regular""#, .regular),
                                                           (#""book""#, .regular), ("500", .medium), (#""medium""#, .medium),
                                                           ("700", .bold), (#""bold""#, .bold)]
        for item in cases {
            let file = #"{ "t": { "$type": "typography", "$value": { "fontFamily": "sans", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": \#(item.value), "lineHeight": 1.2 } } }"#
            let tokens = try theme(["a.tokens.json": file], mapping: #""typography": { "s": "t" }"#)
            XCTAssertEqual(tokens.typography["s"]?.weight, item.weight, item.value)
        }
    }
}
