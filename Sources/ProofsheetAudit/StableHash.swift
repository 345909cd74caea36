/// A 64-bit FNV-1a hash of text fields, for identifiers that must be the same on every run and machine
/// (Swift's `Hasher` is seeded per process). Fowler–Noll–Vo, draft-eastlake-fnv §2.
package struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Mixes in the UTF-8 of `field` and a unit separator (so `("ab", "c")` and `("a", "bc")` differ).
    package mutating func combine(_ field: String) {
        for byte in field.utf8 { mix(byte) }
        mix(0x1F)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The first `digits` hex digits (lower case) of the hash, most significant first.
    package func hex(digits: Int = 12) -> String {
        var text = String(value, radix: 16)
        while text.count < 16 { text = "0" + text }
        return String(text.prefix(digits))
    }
}
