import ProofsheetJSON
import ProofsheetSpec

/// Reads colour references in hand-written files (screens, the store section): a colour role that
/// tokens.json defines, or a gradient of roles. Raw colours are refused: design tokens are the one source
/// of raw values.
package struct ColorRoleReader {
    package let colors: [String: ColorToken]

    package init(colors: [String: ColorToken]) {
        self.colors = colors
    }

    /// A colour role that tokens.json defines.
    package func role(_ reader: JSONValueReader) throws -> ColorRole {
        let name = try reader.string()
        if name.hasPrefix("#") {
            throw reader.invalid("raw colour '\(name)'; use a colour role from tokens.json (design tokens are the only source of raw values)")
        }
        guard colors[name] != nil else {
            let names = colors.keys.sorted()
            throw SpecError(location: reader.location, path: reader.path, problem: .invalidValue(
                "unknown colour role '\(name)'" + (SpellingSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                    ?? "; tokens.json colors has \(SpecError.list(names))")))
        }
        return ColorRole(name)
    }

    /// A colour role, or `{"gradient": [role, role, …], "angle": degrees}` (angle defaults to 90, top → bottom).
    package func background(_ reader: JSONValueReader) throws -> BackgroundSpec {
        guard case .object = reader.value.kind else { return .role(try role(reader)) }
        let object = try reader.object()
        try object.rejectUnknownKeys(of: ColorRoleReader.gradientKeyTable())
        let stopsValue = try object.requiredValue("gradient")
        let stops = try stopsValue.array()
        guard stops.count >= 2 else { throw stopsValue.invalid("a gradient needs at least two colour roles") }
        let angle = try object.optionalNumber("angle") ?? 90
        guard angle.isFinite else { throw try object.requiredValue("angle").expected("a finite angle in degrees") }
        return .gradient(try stops.map(role), angle: angle)
    }
}
