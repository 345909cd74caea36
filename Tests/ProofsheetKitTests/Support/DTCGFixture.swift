import Foundation
@testable import ProofsheetKit

/// DTCG token files (Design Tokens Format Module 2025.10) written from a `DesignTokens` value, and the config's
/// `tokens` section that maps every role and style back: the same theme in the other format.
///
/// `tokens/base.tokens.json` holds a `palette` group (`$type` inherited by its tokens) with each role's colour in
/// each mode as a spec colour object, the text styles (font family and weight as aliases of `font.*` tokens), and
/// the sizes; `tokens/<mode>.tokens.json` holds `color.<role>` as an alias into the base file's palette, so
/// every colour a cell paints crosses files through an alias. The touch target is written in rem.
enum DTCGFixture {
    static func fileName(_ mode: ThemeMode) -> String { "tokens/\(mode.rawValue).tokens.json" }

    /// Relative path → text.
    static func files(from tokens: DesignTokens, modes: [ThemeMode] = ThemeMode.allCases) -> [String: String] {
        var palette: [String] = []
        for role in tokens.colors.keys.sorted() {
            for mode in modes {
                palette.append("\"\(role)-\(mode.rawValue)\": { \"$value\": \(colorObject(tokens.colors[role]!.value(in: mode))) }")
            }
        }
        let styles = tokens.typography.keys.sorted().map { name -> String in
            let style = tokens.typography[name]!
            return """
                "\(name)": { "$value": { "fontFamily": ["Display Face", "\(style.family)"], "fontSize": { "value": \(style.size), "unit": "px" },
                  "fontWeight": "{font.weight.\(style.weight.rawValue)}", "lineHeight": \(style.lineHeight / style.size) } }
                """
        }
        let base = """
            {
              "palette": { "$type": "color", \(palette.joined(separator: ",\n    ")) },
              "font": { "weight": { "$type": "fontWeight", "regular": { "$value": 400 }, "bold": { "$value": "bold" } } },
              "type": { "$type": "typography", \(styles.joined(separator: ",\n    ")) },
              "space": { "$type": "dimension", \(sizes(tokens.space)) },
              "radius": { "$type": "dimension", \(sizes(tokens.radius)) },
              "touch": {
                "min-target": { "$type": "dimension", "$value": { "value": \(tokens.touch.minTarget / 16), "unit": "rem" } },
                "min-spacing": { "$type": "dimension", "$value": { "value": \(tokens.touch.minSpacing), "unit": "px" } },
              },
            }
            """
        var files = ["tokens/base.tokens.json": base]
        for mode in modes {
            let roles = tokens.colors.keys.sorted().map { "\"\($0)\": { \"$value\": \"{palette.\($0)-\(mode.rawValue)}\" }" }
            files[fileName(mode)] = "{ \"color\": { \"$type\": \"color\", \(roles.joined(separator: ", ")) } }"
        }
        return files
    }

    /// The `tokens` section of `proofsheet.json` (a JSON object's text) mapping every role and style of `tokens`.
    static func section(for tokens: DesignTokens, modes: [ThemeMode] = ThemeMode.allCases) -> String {
        let modeList = modes.map { "\"\($0.rawValue)\": [\"tokens/base.tokens.json\", \"\(fileName($0))\"]" }
        let colors = tokens.colors.keys.sorted().map { "\"\($0)\": \"color.\($0)\"" }
        let styles = tokens.typography.keys.sorted().map { name in
            "\"\(name)\": { \"token\": \"type.\(name)\"" + (tokens.typography[name]!.maxScale.map { ", \"maxScale\": \($0)" } ?? "") + " }"
        }
        return """
            { "format": "dtcg", "modes": { \(modeList.joined(separator: ", ")) },
              "colors": { \(colors.joined(separator: ", ")) },
              "typography": { \(styles.joined(separator: ", ")) },
              "space": { \(tokens.space.keys.sorted().map { "\"\($0)\": \"space.\($0)\"" }.joined(separator: ", ")) },
              "radius": { \(tokens.radius.keys.sorted().map { "\"\($0)\": \"radius.\($0)\"" }.joined(separator: ", ")) },
              "touch": { "minTarget": "touch.min-target", "minSpacing": "{touch.min-spacing}" } }
            """
    }

    /// A config's text with the `tokens` section added before its closing brace.
    static func config(_ config: String, adding section: String) -> String {
        guard let end = config.lastIndex(of: "}") else { return config }
        return config[..<end] + "  \"tokens\": \(section),\n}\n"
    }

    static func colorObject(_ color: Color) -> String {
        let channels = [color.r, color.g, color.b].map { "\(Double($0) / 255)" }.joined(separator: ", ")
        return "{ \"colorSpace\": \"srgb\", \"components\": [\(channels)], \"alpha\": \(Double(color.a) / 255) }"
    }

    static func sizes(_ sizes: [String: Double]) -> String {
        sizes.keys.sorted().map { "\"\($0)\": { \"$value\": { \"value\": \(sizes[$0]!), \"unit\": \"px\" } }" }.joined(separator: ", ")
    }
}
