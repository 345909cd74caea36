import ProofsheetJSON

/// The text size a cell is drawn at, one value of `matrix.textScales` (docs/spec.md, "Text sizes").
///
/// * `multiplier`: every style's size and line height times one number, capped by the style's `maxScale`
///   (uniform, not what a phone does); written as a number, named `1.3x` in cells.
/// * `category`: an iOS Dynamic Type size; styles that name an Apple text style take its size from Apple's
///   table (`DynamicTypeStyle`); written and named `AX5`.
/// * `fontScale`: an Android font scale (Settings › Font size, `Configuration.fontScale`), hundredths from
///   0.85 to 2.0; sizes go through AOSP's non-linear conversion (`FontScaleConverter`); written and named `fs1.3`.
///
/// Any device accepts every kind: the name says which platform's rule draws the cell.
public enum TextSize: Hashable, Sendable, CustomStringConvertible {
    case multiplier(Double)
    case category(ContentSizeCategory)
    /// In hundredths (`130` is font scale 1.3), as AOSP keys its tables.
    case fontScale(hundredths: Int)

    /// The font scales Android's Settings offer (0.85 … 2.0); any hundredth between the ends is accepted.
    public static let fontScaleRange = 85...200

    /// A multiplier that stands for the size in comparisons (`when.textScaleAtLeast`, the accessibility layouts,
    /// ordering): the multiplier itself; a category's Body size over Body's default (AX1 = 28/17); a font scale's
    /// nominal value (1.3).
    public var equivalentScale: Double {
        switch self {
        case .multiplier(let value): return value
        case .category(let category): return DynamicTypeStyle.body.metrics(at: category).size / DynamicTypeStyle.body.metrics(at: .large).size
        case .fontScale(let hundredths): return Double(hundredths) / 100
        }
    }

    /// The part of a cell's name: `1.3x`, `AX5`, `fs1.3`.
    public var label: String {
        switch self {
        case .multiplier(let value): return Cell.format(scale: value) + "x"
        case .category(let category): return category.rawValue
        case .fontScale(let hundredths): return "fs" + Self.decimal(hundredths)
        }
    }

    /// In prose: `1.3×`, `AX5`, `font scale 1.3`.
    public var description: String {
        switch self {
        case .multiplier(let value): return Cell.format(scale: value) + "×"
        case .category(let category): return category.rawValue
        case .fontScale(let hundredths): return "font scale " + Self.decimal(hundredths)
        }
    }

    /// As report.json writes it: a number for a multiplier, else the label (`"AX5"`, `"fs1.3"`).
    package var jsonValue: JSONValue {
        if case .multiplier(let value) = self { return .number(value) }
        return .string(label)
    }

    /// The category or font scale spelt as in configs and `--scale` (`AX5`, `xSmall`, `fs1.3`), or nil.
    public init?(name: String) {
        if let category = ContentSizeCategory(rawValue: name) {
            self = .category(category)
        } else if name.hasPrefix("fs"), let hundredths = Self.hundredths(String(name.dropFirst(2))), Self.fontScaleRange.contains(hundredths) {
            self = .fontScale(hundredths: hundredths)
        } else {
            return nil
        }
    }

    /// `1.3` as 130; nil unless it is a plain decimal with at most two places.
    package static func hundredths(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = parts[1]
        guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }), let digits = Int(fraction) else { return nil }
        return whole * 100 + (fraction.count == 1 ? digits * 10 : digits)
    }

    /// 130 as `1.3`, 85 as `0.85`, 200 as `2.0`.
    package static func decimal(_ hundredths: Int) -> String {
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction == 0 ? "0" : fraction % 10 == 0 ? "\(fraction / 10)" : fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }

    /// The names a config may write, for messages.
    package static let nameHint = "a number from 0.5 to 4, an iOS size (\(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))) or an Android font scale fs0.85 … fs2.0"
}

extension TextSize: Comparable {
    /// By `equivalentScale`, then multipliers before categories before font scales, so the order is total.
    public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
        if lhs.equivalentScale != rhs.equivalentScale { return lhs.equivalentScale < rhs.equivalentScale }
        return lhs.kindOrder < rhs.kindOrder
    }

    private var kindOrder: Int {
        switch self {
        case .multiplier: return 0
        case .category: return 1
        case .fontScale: return 2
        }
    }
}

extension TextSize: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .multiplier(value) }
    public init(integerLiteral value: Int) { self = .multiplier(Double(value)) }
}
