/// A font weight on the OpenType/CSS scale (`usWeightClass`, CSS Fonts 4 §2.2 `font-weight`): 1 to 1000, 400
/// normal, 700 bold.
///
/// Written in project files as a keyword (`regular`, `medium`, `semibold`, `bold`: the names of CSS Fonts 4
/// §2.2's table) or a number (`500`). `rawValue` is the spelling recorded in layout JSON and input records: the
/// keyword when the weight has one, else the number, so `regular` and `bold` read as they always have.
public struct FontWeight: Hashable, Comparable, Sendable, Codable, CodingKeyRepresentable, CustomStringConvertible {
    /// The weight class, 1…1000.
    public let value: Int

    /// The lightest and heaviest weights CSS Fonts 4 §2.2 accepts.
    public static let range = 1...1000

    /// Nil outside `range`.
    public init?(_ value: Int) {
        guard Self.range.contains(value) else { return nil }
        self.value = value
    }

    private init(known value: Int) { self.value = value }

    public static let thin = FontWeight(known: 100)
    public static let extraLight = FontWeight(known: 200)
    public static let light = FontWeight(known: 300)
    public static let regular = FontWeight(known: 400)
    public static let medium = FontWeight(known: 500)
    public static let semibold = FontWeight(known: 600)
    public static let bold = FontWeight(known: 700)
    public static let extraBold = FontWeight(known: 800)
    public static let black = FontWeight(known: 900)

    /// The weights with a keyword, lightest first (CSS Fonts 4 §2.2, "Common weight name mapping"; `regular` is
    /// the table's "Normal (Regular)").
    public static let named: [(name: String, weight: FontWeight)] = [
        ("thin", .thin), ("extraLight", .extraLight), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("extraBold", .extraBold), ("black", .black),
    ]

    /// Every keyword, lightest first, for messages and schema enums.
    public static var names: [String] { named.map(\.name) }

    /// A keyword (`medium`) or a number in `range` written as digits (`"500"`); nil otherwise.
    public init?(rawValue: String) {
        if let known = Self.named.first(where: { $0.name == rawValue }) {
            self = known.weight
        } else if !rawValue.isEmpty, rawValue.allSatisfy(\.isASCII), rawValue.allSatisfy(\.isNumber),
                  rawValue.count <= 4, let number = Int(rawValue), let weight = FontWeight(number) {
            self = weight
        } else {
            return nil
        }
    }

    /// The keyword when the weight has one, else the number (`regular`, `medium`, `450`).
    public var rawValue: String {
        Self.named.first { $0.weight.value == value }?.name ?? String(value)
    }

    public var description: String { rawValue }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let weight = FontWeight(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a font weight keyword or 1…1000, found '\(text)'"))
        }
        self = weight
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var codingKey: CodingKey { WeightKey(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(rawValue: codingKey.stringValue)
    }

    private struct WeightKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
