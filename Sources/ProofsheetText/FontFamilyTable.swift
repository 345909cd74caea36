/// Which face files make up each font family: family name -> weight -> fallback chain of file names, first choice first.
///
/// File names are relative to the fonts folder a `FontCollection` loads (or name one of its system files). The
/// table is a plain value so that a project config can supply its own (it is `Codable` as
/// `{"sans": {"regular": ["NotoSans-Regular.ttf", ...], "medium": [...]}}`). A family may list any weights; a text
/// asks for a weight and draws the chain of the weight `FontWeight.nearest(among:)` picks (CSS Fonts 4 §5.2).
public struct FontFamilyTable: Hashable, Sendable, Codable {
    public var families: [String: [FontWeight: [String]]]

    public init(families: [String: [FontWeight: [String]]]) {
        self.families = families
    }

    public init(from decoder: Decoder) throws {
        families = try decoder.singleValueContainer().decode([String: [FontWeight: [String]]].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(families)
    }

    /// `sans`: Noto Sans for Latin, Greek and Cyrillic, then Noto Sans Arabic UI for Arabic, then Noto Sans Math
    /// for symbols both lack (U+2212 minus, U+2248 almost equal, arrows). The iOS stand-in (docs/fonts.md).
    public static let standard = FontFamilyTable(families: [
        "sans": [
            .regular: ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"],
            .bold: ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"],
        ],
    ])

    /// The chain drawn for `family` at `weight`: the family's own chain for it, or for `medium` (500) without one,
    /// the `regular` chain (CSS Fonts 4 §5.2: a wanted 500 tries 400 first). Nil: no such family or weight.
    public func files(family: String, weight: FontWeight) -> [String]? {
        guard let weights = families[family] else { return nil }
        if let files = weights[weight] { return files }
        return weight == .medium ? weights[.regular] : nil
    }

    /// Every file name the table refers to, sorted and without duplicates.
    public var fileNames: [String] {
        Array(Set(families.values.flatMap { $0.values.flatMap { $0 } })).sorted()
    }

    /// The weights `family` has faces for, lightest first; empty for a family the table lacks.
    public func weights(of family: String) -> [FontWeight] {
        (families[family] ?? [:]).filter { !$0.value.isEmpty }.keys.sorted()
    }

    /// The weight whose chain draws `weight` in `family` (CSS Fonts 4 §5.2) and that chain's file names.
    package func match(family: String, weight: FontWeight) throws -> (weight: FontWeight, files: [String]) {
        guard let table = families[family] else {
            throw FontError.unknownFamily(name: family, known: families.keys.sorted())
        }
        guard let drawn = weight.nearest(among: weights(of: family)), let files = table[drawn] else {
            throw FontError.unknownWeight(family: family, weight: weight)
        }
        return (drawn, files)
    }
}
