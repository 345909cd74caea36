import ProofsheetJSON
import ProofsheetSupport

extension TokenSet {
    /// A font family (§8.3): one name or names from most to least preferred.
    package func fontFamily(_ reader: JSONValueReader, what: String) throws -> [String] {
        let value = try explicitValue(reader, as: .fontFamily, what: what)
        if case .array = value.value.kind {
            let names = try value.array().map { try $0.string() }
            guard !names.isEmpty else { throw value.invalid("expected at least one font name") }
            return names
        }
        return [try value.string()]
    }

    /// A font weight (§8.4) as its number in [1, 1000]; the spec's names stand for their numbers.
    package func fontWeight(_ reader: JSONValueReader, what: String) throws -> Int {
        let value = try explicitValue(reader, as: .fontWeight, what: what)
        if case .string(let name) = value.value.kind {
            guard let weight = TokenSet.weightNames[name] else {
                throw value.invalid("expected a weight from 1 to 1000 or one of \(TokenSet.weightNames.keys.sorted().joined(separator: ", ")) (DTCG §8.4, case-sensitive), found '\(MessageText.escaped(name))'")
            }
            return weight
        }
        let weight = try value.number()
        guard weight >= 1, weight <= 1000, weight == weight.rounded() else {
            throw value.invalid("expected a weight from 1 to 1000 (DTCG §8.4), found \(value.value.briefDescription)")
        }
        return Int(weight)
    }

    package static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
