extension DeflateHuffmanCode {
    /// A table entry, 32 bits: what the code at an index stands for, so that the walker reads a symbol's code and its
    /// extra bits (RFC 1951 §3.2.5) with one lookup.
    ///
    /// Bits 0–5: the code's length plus its symbol's extra bits, what the walker skips (0: no code starts with these
    /// bits; a shift by the whole entry masked to 6 bits skips them, with no masking of its own); 6–9: the symbol's
    /// extra bits (in a link: the subtable's index bits); 10–13: the kind (none set: a symbol the RFC does not define,
    /// such as lengths 286, 287 and distances 30, 31); 14–31: the value (a literal's or undefined symbol's number, a
    /// length's or distance's base, a link's table offset).
    enum Entry {
        /// A literal byte (0…255): one byte of output.
        static let isLiteral: UInt32 = 1 << 10
        /// A length (257…285), a distance (0…29), or a plain symbol (`Alphabet.symbols`): `value` plus the extra bits.
        static let hasValue: UInt32 = 1 << 11
        /// End-of-block (256).
        static let isEndOfBlock: UInt32 = 1 << 12
        /// A link from the primary table to a subtable of longer codes.
        static let isLink: UInt32 = 1 << 13

        @inline(__always) static func skippedBits(_ entry: UInt32) -> Int { Int(entry & 63) }
        @inline(__always) static func extraBits(_ entry: UInt32) -> Int { Int((entry >> 6) & 15) }
        @inline(__always) static func codeLength(_ entry: UInt32) -> Int { skippedBits(entry) &- extraBits(entry) }
        @inline(__always) static func value(_ entry: UInt32) -> Int { Int(entry >> 14) }

        /// Per symbol of `alphabet`, its entry without the code length (added to `skippedBits`, which holds the extra
        /// bits, as the table is built).
        static func templates(_ alphabet: Alphabet) -> [UInt32] {
            switch alphabet {
            case .symbols: return symbolTemplates
            case .literalsAndLengths: return literalTemplates
            case .distances: return distanceTemplates
            }
        }

        private static let symbolTemplates: [UInt32] = (0..<288).map { pack(extra: 0, kind: hasValue, value: $0) }

        private static let literalTemplates: [UInt32] = (0..<288).map { symbol in
            switch symbol {
            case 0..<256: return pack(extra: 0, kind: isLiteral, value: symbol)
            case 256: return pack(extra: 0, kind: isEndOfBlock, value: symbol)
            case 257..<(257 + DeflateBlockWalker.lengthBase.count):
                return pack(extra: DeflateBlockWalker.lengthExtraBits[symbol - 257], kind: hasValue, value: DeflateBlockWalker.lengthBase[symbol - 257])
            default: return pack(extra: 0, kind: 0, value: symbol)
            }
        }

        private static let distanceTemplates: [UInt32] = (0..<32).map { symbol in
            guard symbol < DeflateBlockWalker.distanceBase.count else { return pack(extra: 0, kind: 0, value: symbol) }
            return pack(extra: DeflateBlockWalker.distanceExtraBits[symbol], kind: hasValue, value: DeflateBlockWalker.distanceBase[symbol])
        }

        /// The primary table's entry for a subtable at `offset` indexed by `bits` bits.
        static func link(offset: Int, bits: Int) -> UInt32 {
            UInt32(bits) << 6 | isLink | UInt32(offset) << 14
        }

        private static func pack(extra: Int, kind: UInt32, value: Int) -> UInt32 {
            UInt32(extra) | UInt32(extra) << 6 | kind | UInt32(value) << 14
        }
    }
}
