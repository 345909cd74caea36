/// A 64-bit FNV-1a hash, printed as 16 hex digits: a fingerprint of the inputs behind a golden, for
/// telling users *what* changed (it detects edits; it is not a security hash).
package struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package init(_ bytes: [UInt8]) {
        add(bytes)
    }

    package mutating func add(_ bytes: [UInt8]) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    package mutating func add(_ text: String) { add(Array(text.utf8)) }

    package var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
