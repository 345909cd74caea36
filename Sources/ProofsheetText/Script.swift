import CHarfBuzz

/// A Unicode script (UAX #24), identified by its ISO 15924 code packed big-endian into 32 bits
/// (the same value as HarfBuzz's `hb_script_t`, e.g. `Arab` = 0x41726162).
package struct Script: Hashable, Sendable, CustomStringConvertible {
    package let tag: UInt32

    package init(tag: UInt32) { self.tag = tag }

    /// From a four-letter ISO 15924 code such as `Latn`; nil unless exactly four ASCII letters.
    package init?(code: String) {
        let bytes = Array(code.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else { return nil }
        tag = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The Script property of `scalar`, from HarfBuzz's Unicode data.
    package init(of scalar: Unicode.Scalar) {
        tag = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    package static let common = Script(code: "Zyyy")!
    package static let inherited = Script(code: "Zinh")!
    package static let unknown = Script(code: "Zzzz")!
    package static let latin = Script(code: "Latn")!
    package static let arabic = Script(code: "Arab")!

    /// Common, Inherited and Unknown: scripts that take their neighbours' script when itemizing.
    package var isWeak: Bool { self == .common || self == .inherited || self == .unknown }

    /// The ISO 15924 code, e.g. `Arab`.
    package var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }
}
