import Foundation
@testable import ProofsheetKit

/// TEST-ONLY STOPGAP: reads the colours and contrast pairs of a `tokens.json` so the contrast tests can audit the
/// shipped file before the real tokens decoder exists. It strips `//` comments and trailing commas outside
/// strings, then uses JSONSerialization; it reports no positions and ignores every other key. Replace it with
/// the real decoder once that lands.
enum ContrastTokensFileLoader {
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// `layouts/tokens.json` of this repository, found from this source file's path.
    static var shippedTokensURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("layouts/tokens.json")
    }

    static func load(_ url: URL) throws -> DesignTokens {
        let text = try String(contentsOf: url, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(strictJSON(text).utf8))
        guard let root = object as? [String: Any], let colors = root["colors"] as? [String: [String: String]] else {
            throw LoadError(description: "\(url.path): expected an object with \"colors\"")
        }
        var tokens = DesignTokens()
        for (role, values) in colors {
            func color(_ key: String) throws -> Color? {
                guard let hex = values[key] else { return nil }
                guard let parsed = parseHex(hex) else { throw LoadError(description: "colors.\(role).\(key): bad colour '\(hex)'") }
                return parsed
            }
            guard let light = try color("light"), let dark = try color("dark") else {
                throw LoadError(description: "colors.\(role): needs light and dark")
            }
            tokens.colors[role] = ColorToken(light: light, dark: dark, highContrastLight: try color("highContrastLight"),
                                             highContrastDark: try color("highContrastDark"))
        }
        for (index, entry) in (root["contrastPairs"] as? [[String: Any]] ?? []).enumerated() {
            guard let foreground = entry["foreground"] as? String, let backgrounds = entry["backgrounds"] as? [String],
                  let kind = (entry["kind"] as? String).flatMap(ContrastPair.Kind.init(rawValue:)) else {
                throw LoadError(description: "contrastPairs[\(index)]: needs foreground, backgrounds and kind")
            }
            tokens.contrastPairs.append(ContrastPair(foreground: foreground, backgrounds: backgrounds, kind: kind))
        }
        return tokens
    }

    /// "#RRGGBB" or "#RRGGBBAA".
    static func parseHex(_ text: String) -> Color? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        let full = text.count == 7 ? value << 8 | 0xFF : value
        return Color(r: UInt8(full >> 24), g: UInt8(full >> 16 & 0xFF), b: UInt8(full >> 8 & 0xFF), a: UInt8(full & 0xFF))
    }

    /// Removes `//` line comments and commas directly before `}` or `]`, leaving string contents alone.
    static func strictJSON(_ text: String) -> String {
        let characters = Array(text)
        var output: [Character] = []
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                output.append(character)
                if character == "\\", index + 1 < characters.count {
                    output.append(characters[index + 1])
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            } else if character == "}" || character == "]" {
                if let last = output.lastIndex(where: { !$0.isWhitespace }), output[last] == "," {
                    output.remove(at: last)
                }
                output.append(character)
            } else {
                if character == "\"" { inString = true }
                output.append(character)
            }
            index += 1
        }
        return String(output)
    }
}
