import ProofsheetSupport
import ProofsheetText
import ProofsheetJSON

/// Reads a mode-independent token (a size or a text style) from every mode's set and requires one answer.
///
/// Proofsheet's spaces, radii, touch sizes and text styles have one value for all modes (docs/tokens.md), so a
/// DTCG set whose dark file sizes `space.md` differently from its light file is an error naming both places
/// rather than one mode silently winning.
package struct ModeAgreement {
    package let sets: [ThemeMode: TokenSet]
    /// The modes that have sets, light first.
    package let modes: [ThemeMode]

    /// A dimension in points, > 0 (or ≥ 0 when `allowsZero`) and at most 100,000, as `tokens.json` sizes are.
    package func size(_ reference: TokenReference, allowsZero: Bool) throws -> Double {
        try agreed(reference) { set in
            let value = try set.value(at: reference.path, as: .dimension, what: reference.what, place: reference.place)
            let points = try set.dimension(value, what: reference.what)
            guard points <= 100_000, allowsZero ? points >= 0 : points > 0 else {
                throw CatalogError(place: value.location.description,
                                   message: "\(reference.what): expected a size \(allowsZero ? "from 0" : "greater than 0") to 100000 points, found \(JSONNumber(points).literal)")
            }
            return points
        }
    }

    /// A text style: family from the configured families, size in points, line height in points (the
    /// multiplier times the size), any weight from 1 to 1000 (the face drawn is the family's nearest, docs/fonts.md).
    package func textStyle(_ reference: TypographyReference, families: FontFamilyTable) throws -> TypographyToken {
        let token = reference.token
        return try agreed(token) { set in
            let value = try set.value(at: token.path, as: .typography, what: token.what, place: token.place)
            let style = try set.typography(value, what: token.what)
            guard let family = style.families.first(where: { families.families[$0] != nil }) else {
                throw CatalogError(place: value.location.description, message: "\(token.what): fontFamily \(style.families.map { "'\(MessageText.escaped($0))'" }.joined(separator: ", ")) names no family of proofsheet.json's fonts (\(families.families.keys.sorted().joined(separator: ", "))); name the family there as the token does")
            }
            guard let weight = FontWeight(style.fontWeight) else {
                throw CatalogError(place: value.location.description, message: "\(token.what): fontWeight \(style.fontWeight): expected a weight from 1 to 1000 (DTCG §8.4)")
            }
            guard style.fontSize > 0, style.fontSize <= 100_000, style.lineHeight > 0, style.lineHeight <= 100 else {
                throw CatalogError(place: value.location.description, message: "\(token.what): expected fontSize above 0 points and a lineHeight multiplier above 0, found \(JSONNumber(style.fontSize).literal) pt and \(JSONNumber(style.lineHeight).literal)")
            }
            return TypographyToken(family: family, size: style.fontSize, lineHeight: style.fontSize * style.lineHeight,
                                   weight: weight, maxScale: reference.maxScale, dynamicType: reference.dynamicType)
        }
    }

    /// `read` in every mode; the light mode's answer when all agree, else an error naming the first that differs.
    package func agreed<Value: Equatable>(_ reference: TokenReference, _ read: (TokenSet) throws -> Value) throws -> Value {
        var first: (mode: ThemeMode, value: Value)?
        for mode in modes {
            guard let set = sets[mode] else { continue }
            let value = try read(set)
            guard let earlier = first else { first = (mode, value); continue }
            guard earlier.value == value else {
                let place = set.tokens[reference.path]?.place ?? reference.place
                let earlierPlace = sets[earlier.mode]?.tokens[reference.path]?.place ?? reference.place
                throw CatalogError(place: place, message: "\(reference.what): '\(reference.path)' differs between the \(earlier.mode.rawValue) files (\(earlierPlace)) and the \(mode.rawValue) files; sizes and text styles are the same in every mode (only colours change with the mode)")
            }
        }
        guard let first else { throw CatalogError(place: reference.place, message: "\(reference.what): no mode has token files") }
        return first.value
    }
}
