import ProofsheetSupport

/// What kind of input a cell read (the `kind` of a change in report.json, docs/report-format.md).
public enum InputKind: String, Sendable, CaseIterable, CaseOrdered {
    /// A colour role (per mode), a text style (`style <name>`) or the touch tokens (`touch`).
    case token
    /// A string key of the cell's locale.
    case string
    /// One property of one node of the screen (`<screen>/<node>.<property>`).
    case node
    /// A family's fallback chain (`<family>/<weight>`) or one font file's bytes.
    case font
    /// An asset image's bytes, by `src`.
    case asset
    /// The device's size, scale and safe area.
    case device
    /// The screen's diff settings (they decide the verdict, not the pixels).
    case diff
    /// The renderer version (`ProofsheetVersion.renderer`).
    case renderer
    /// Nothing recorded explains the change (a golden without input fingerprints, or pixels that moved while
    /// every recorded input stayed equal).
    case unknown
}

/// The name of one recorded input: `<kind>:<name>`, e.g. `token:accent`, `string:wallet.balanceLabel`,
/// `node:wallet/balance.padding`, `font:NotoSans-Regular.ttf`. Names are single-line; a name with a control
/// character (possible only for string keys) is recorded by its hash.
package struct InputKey: Hashable, Sendable, Comparable {
    package let kind: InputKind
    package let name: String

    package init(_ kind: InputKind, _ name: String) {
        self.kind = kind
        self.name = name.unicodeScalars.contains(where: InputKey.isControl)
            ? "#" + ContentHash(name).description : name
    }

    /// Parses `<kind>:<name>`; nil when the kind is unknown.
    package init?(text: String) {
        guard let colon = text.firstIndex(of: ":"), let kind = InputKind(rawValue: String(text[..<colon])) else { return nil }
        self.kind = kind
        self.name = String(text[text.index(after: colon)...])
    }

    package var text: String { kind.rawValue + ":" + name }

    /// True for a control character (general category Cc: U+0000–U+001F and U+007F–U+009F, Unicode §4.5): the same
    /// set as `properties.generalCategory == .control`, without the property lookup every recorded key and value
    /// paid (a tenth of an unchanged cell's skip, docs/performance.md "Issue #43").
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    package static func < (a: InputKey, b: InputKey) -> Bool { (a.kind, a.name) < (b.kind, b.name) }
}
