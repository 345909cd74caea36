import ProofsheetJSON
import ProofsheetRaster
import ProofsheetSupport

extension TokenSet {
    /// The explicit value behind `reader`: itself, or the end of its alias chain, which must be a `type` token.
    ///
    /// `what` names the value in errors (`colors.background`, `typography.body.fontSize`); `reader` is the
    /// mapping's or a composite's value, so the message points at the place that asked for the type.
    package func explicitValue(_ reader: JSONValueReader, as type: TokenType, what: String) throws -> JSONValueReader {
        var current = reader
        while let target = try TokenSet.alias(in: current) {
            guard let token = tokens[target] else {
                throw CatalogError(place: current.location.description, message: "\(what): the alias {\(target)} names no token in \(fileList)")
            }
            guard let found = types[target], found == type else {
                throw CatalogError(place: current.location.description, message: "\(what): expected a \(type) token, found {\(target)} of $type \(types[target]?.rawValue ?? "none") (at \(token.place))")
            }
            current = token.value
        }
        return current
    }

    /// The value of the token at `path`, which must exist in this mode and be of `type`; `place` is where the
    /// mapping names it.
    package func value(at path: TokenPath, as type: TokenType, what: String, place: String) throws -> JSONValueReader {
        guard let token = tokens[path] else {
            let near = SpellingSuggestion.closest(to: path.description, among: tokens.keys.map(\.description).sorted())
            throw CatalogError(place: place, message: "\(what): the token '\(path)' is not in \(fileList)" + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
        guard let found = types[path], found == type else {
            throw CatalogError(place: place, message: "\(what): expected a \(type) token, found '\(path)' of $type \(types[path]?.rawValue ?? "none") (at \(token.place))")
        }
        return try explicitValue(token.value, as: type, what: what)
    }

    /// A dimension (§8.2) in points: `px` is one point (the spec's iOS pt / Android dp), `rem` is 16 points
    /// (the spec's default font size for platforms without rem); any other unit is an error.
    package func dimension(_ reader: JSONValueReader, what: String) throws -> Double {
        let object = try explicitValue(reader, as: .dimension, what: what).object()
        try object.rejectUnknownKeys(allowed: ["value", "unit"])
        let number = try object.requiredValue("value")
        let value = try number.number()
        guard value.isFinite else { throw number.invalid("expected a finite number") }
        let unitValue = try object.requiredValue("unit")
        switch try unitValue.string() {
        case "px": return value
        case "rem": return value * 16
        case let unit:
            throw CatalogError(place: unitValue.location.description, message: "\(what): unit mismatch: a dimension is in 'px' or 'rem' (DTCG §8.2.1), found '\(MessageText.escaped(unit))'")
        }
    }

    /// A number (§8.7).
    package func number(_ reader: JSONValueReader, what: String) throws -> Double {
        let value = try explicitValue(reader, as: .number, what: what)
        let number = try value.number()
        guard number.isFinite else { throw value.invalid("expected a finite number") }
        return number
    }

    /// The colour behind `reader` (an explicit value or an alias of a colour token).
    package func color(_ reader: JSONValueReader, what: String) throws -> Color {
        try DTCGColor.color(explicitValue(reader, as: .color, what: what), what: what)
    }
}
