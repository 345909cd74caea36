/// One input whose value differs between a cell's golden and the cell now: a `changes[]` entry of report.json
/// (docs/report-format.md), e.g. `token accent (dark) #5AA2FF → #4C8DF0`.
public struct InputChange: Sendable, Equatable, Comparable {
    public var kind: InputKind
    /// Which input, in words (`accent`, `style body`, `wallet.balanceLabel`, `wallet: node balance padding`).
    public var input: String
    /// The mode of a colour token, the locale of a string; nil otherwise.
    public var variant: String?
    /// Readable values when short; nil for hashes, or for an input not read on that side.
    public var before: String?
    public var after: String?
    /// The change in words.
    public var text: String
    /// What groups cells into one cause (`token:accent`, `string:ar:wallet.balanceLabel`, `node:wallet/balance.padding`).
    public var causeKey: String

    public init(kind: InputKind, input: String, variant: String?, before: String?, after: String?, text: String, causeKey: String) {
        self.kind = kind
        self.input = input
        self.variant = variant
        self.before = before
        self.after = after
        self.text = text
        self.causeKey = causeKey
    }

    public static func < (a: InputChange, b: InputChange) -> Bool {
        (a.kind, a.input, a.variant ?? "") < (b.kind, b.input, b.variant ?? "")
    }

    /// The golden carries no input record (made before fingerprints, or elsewhere).
    public static let unrecorded = InputChange(
        kind: .unknown, input: "unrecorded golden", variant: nil, before: nil, after: nil,
        text: "the golden has no input record (approved by an older Proofsheet); approve again to record it", causeKey: "unknown:unrecorded")

    /// The pixels differ although every recorded input is equal.
    public static let unexplained = InputChange(
        kind: .unknown, input: "unexplained pixel change", variant: nil, before: nil, after: nil,
        text: "pixels differ although every recorded input is equal (a golden edited outside Proofsheet?)", causeKey: "unknown:unexplained")

    /// The pixels match but the accessibility snapshot differs, although every recorded input is equal.
    public static let unexplainedSnapshot = InputChange(
        kind: .unknown, input: "unexplained snapshot change", variant: nil, before: nil, after: nil,
        text: "the accessibility snapshot differs although every recorded input is equal (a snapshot edited outside Proofsheet?)",
        causeKey: "unknown:unexplained")

    /// A readable value, or nil for a hash or an input that was not read.
    package static func shown(_ value: String?) -> String? {
        guard let value, value != CellInputs.missing, !value.hasPrefix("h:") else { return nil }
        return value
    }

    /// ` before → after` when both sides are readable; ` (new)` / ` (gone)` when one side was not read, after the
    /// other side's value when that is readable and `namesValue` (`padding 0 (new)`; a whole node is not a value).
    package static func suffix(_ before: String?, _ after: String?, namesValue: Bool = true) -> String {
        func value(_ text: String) -> String { namesValue ? shown(text).map { " " + $0 } ?? "" : "" }
        switch (before, after) {
        case (nil, .some(let new)), (CellInputs.missing?, .some(let new)): return value(new) + " (new)"
        case (.some(let old), nil), (.some(let old), CellInputs.missing?): return value(old) + " (gone)"
        default:
            guard let old = shown(before), let new = shown(after) else { return "" }
            return " \(old) → \(new)"
        }
    }
}
