/// A canonical Huffman code of DEFLATE, as a two-level table indexed by the next bits of the stream.
///
/// Standard: RFC 1951 §3.2.2 (codes from code lengths: shorter codes first, then by symbol), §3.2.5 (the length and
/// distance symbols' base values and extra bits), §3.2.6 (the fixed codes), §3.2.7 (dynamic codes: code length codes,
/// then literal/length and distance code lengths with the repeat codes 16, 17 and 18). Codes are packed starting with
/// their most significant bit, so the table is indexed by the bit-reversed code. An over-subscribed set of lengths is
/// an error; an incomplete one is accepted (an empty distance code when a block has no matches), and reading a code it
/// lacks is an error.
///
/// The primary table has `1 << primaryBits` entries (at most `Alphabet.primaryBits`); a code longer than that has the
/// entry of its first `primaryBits` bits link to a subtable indexed by the next `longest - primaryBits` bits. Each entry says what the walker needs without a second lookup (`Entry`): the code's length,
/// its symbol's extra bits, and whether it is a literal, a length (base value), a distance (base value), end-of-block,
/// or a symbol the RFC does not define.
package struct DeflateHuffmanCode {
    /// What a code's symbols mean, which decides their table entries.
    package enum Alphabet {
        /// Code length codes (§3.2.7) and any code whose symbols are only numbers: every entry a value, the symbol.
        case symbols
        /// Literal/length codes: literals 0…255, end-of-block 256, lengths 257…285, undefined 286 and 287.
        case literalsAndLengths
        /// Distance codes: distances 0…29, undefined 30 and 31.
        case distances

        /// Bits of the primary table: enough for most codes, small enough to stay in the first-level cache.
        var primaryBits: Int {
            switch self {
            case .symbols: return 7
            case .literalsAndLengths: return 10
            case .distances: return 8
            }
        }
    }

    /// The primary table, then the subtables.
    let table: [UInt32]
    /// Bits that index the primary table: the longest code's length, at most the alphabet's `primaryBits`.
    let primaryBits: Int
    /// The longest code's length (0: no code at all).
    let longest: Int

    /// The code with these lengths per symbol (0: the symbol has no code); `bit` locates errors.
    package init(lengths: ArraySlice<UInt8>, alphabet: Alphabet, bit: Int) throws(DeflateStreamError) {
        var counts = [Int](repeating: 0, count: 16)
        lengths.withUnsafeBufferPointer { lengths in
            counts.withUnsafeMutableBufferPointer { counts in
                for length in lengths { counts[Int(length)] &+= 1 }
            }
        }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .badCodeLengths(bit: bit, detail: "over-subscribed code") }
        }
        let longest = (1...15).last { counts[$0] > 0 } ?? 0
        let primaryBits = min(longest, alphabet.primaryBits)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        // Codes longer than the primary table's bits: their first `primaryBits` bits run over a range of values, each
        // the prefix of a subtable of `longest - primaryBits` bits (§3.2.2: codes of one length are consecutive values,
        // and longer codes follow shorter ones, so the long codes fill one range of prefixes).
        var prefixes = 0..<0
        if longest > primaryBits {
            let first = next[primaryBits] + counts[primaryBits]
            let last = (next[longest] + counts[longest] - 1) >> (longest - primaryBits)
            prefixes = first..<(last + 1)
        }
        let layout = Layout(primaryBits: primaryBits, subtableBits: longest - primaryBits, prefixes: prefixes, isComplete: left == 0)
        // The symbols in the order of their codes: by length, then by symbol (§3.2.2).
        var sorted = [UInt16](repeating: 0, count: lengths.count)
        var start = [Int](repeating: 0, count: 16)
        for length in 2...15 { start[length] = start[length - 1] + counts[length - 1] }
        lengths.withUnsafeBufferPointer { lengths in
            sorted.withUnsafeMutableBufferPointer { sorted in
                start.withUnsafeMutableBufferPointer { start in
                    for symbol in 0..<lengths.count where lengths[symbol] > 0 {
                        let length = Int(lengths[symbol])
                        sorted[start[length]] = UInt16(truncatingIfNeeded: symbol)
                        start[length] &+= 1
                    }
                }
            }
        }
        table = sorted.withUnsafeBufferPointer { sorted in
            Entry.templates(alphabet).withUnsafeBufferPointer { templates in
                DeflateHuffmanCode.reversedBytes.withUnsafeBufferPointer { reversedBytes in
                    DeflateHuffmanCode.table(sorted: sorted, counts: counts, next: next, layout: layout, templates: templates,
                                             reversedBytes: reversedBytes)
                }
            }
        }
        self.primaryBits = primaryBits
        self.longest = longest
    }

    /// Where a table's entries go: the primary table, then one subtable per prefix of the long codes.
    private struct Layout {
        let primaryBits: Int
        let subtableBits: Int
        /// The long codes' first `primaryBits` bits (as code values, most significant bit first).
        let prefixes: Range<Int>
        /// Whether the lengths fill the code space (then every entry is written).
        let isComplete: Bool

        var size: Int { 1 << primaryBits + prefixes.count << subtableBits }

        /// The subtable's offset of a long code's prefix.
        func offset(_ prefix: Int) -> Int { 1 << primaryBits + (prefix - prefixes.lowerBound) << subtableBits }
    }

    /// The table of the codes of `sorted` (the symbols with a code, by length then symbol), `counts` of each length,
    /// `next` holding each length's first code (§3.2.2 step 2).
    ///
    /// The primary table grows a bit at a time: the entries of the codes up to `n` bits fill `1 << n` of them, doubled
    /// (each entry copied to the index with bit `n` set, the same bits with a zero or one after the code) before the
    /// codes of `n + 1` bits are put at their own indexes; longer codes fill their subtable entries in strides.
    private static func table(sorted: UnsafeBufferPointer<UInt16>, counts: [Int], next: [Int], layout: Layout,
                              templates: UnsafeBufferPointer<UInt32>, reversedBytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        let primaryBits = layout.primaryBits, subtableSize = 1 << layout.subtableBits
        @inline(__always) func reversed(_ code: Int, bits: Int) -> Int {
            (Int(reversedBytes[code & 255]) << 8 | Int(reversedBytes[(code >> 8) & 255])) >> (16 - bits)
        }
        return [UInt32](unsafeUninitializedCapacity: layout.size) { table, initialized in
            guard let base = table.baseAddress else { return }
            // The subtables of an incomplete code have entries no code reaches: they stay 0 (no code). The primary
            // table's start from one entry 0, doubled.
            if !layout.isComplete { table.initialize(repeating: 0) }
            initialized = layout.size
            table[0] = 0
            var size = 1, i = 0
            for length in 0..<(primaryBits + 1) {
                if length > 0 {
                    (base + size).initialize(from: base, count: size)
                    size &<<= 1
                }
                var code = next[length]
                for _ in 0..<(length == 0 ? 0 : counts[length]) {
                    table[reversed(code, bits: length)] = templates[Int(sorted[i])] &+ UInt32(length)
                    code &+= 1
                    i &+= 1
                }
            }
            for prefix in layout.prefixes {
                table[reversed(prefix, bits: primaryBits)] = Entry.link(offset: layout.offset(prefix), bits: layout.subtableBits)
            }
            for length in (primaryBits + 1)..<16 where counts[length] > 0 {
                let rest = length - primaryBits
                var code = next[length]
                for _ in 0..<counts[length] {
                    let entry = templates[Int(sorted[i])] &+ UInt32(length)
                    let offset = layout.offset(code >> rest)
                    var index = offset + reversed(code & (1 << rest - 1), bits: rest)
                    while index < offset + subtableSize {
                        table[index] = entry
                        index &+= 1 << rest
                    }
                    code &+= 1
                    i &+= 1
                }
            }
        }
    }

    /// The entry of the code at the start of `bits`, the code read; throws where no code starts there or the stream
    /// ends inside it (bits past the end read as zeros to find the code, as RFC 1951 leaves them undefined).
    @inline(__always)
    func decode(_ bits: inout DeflateBitReader) throws(DeflateStreamError) -> UInt32 {
        let next = Int(bits.peek(longest))
        var entry = table[next & ((1 << primaryBits) - 1)]
        if entry & Entry.isLink != 0 {
            entry = table[Entry.value(entry) + ((next >> primaryBits) & ((1 << Entry.extraBits(entry)) - 1))]
        }
        guard Entry.skippedBits(entry) > 0 else { throw .invalidCode(bit: bits.position) }
        let length = Entry.codeLength(entry)
        try bits.skip(length)
        return entry
    }

    /// The low `bits` bits (at most 16) of `code` in reverse order.
    package static func reverse(_ code: Int, bits: Int) -> Int {
        let swapped = Int(reversedBytes[code & 255]) << 8 | Int(reversedBytes[(code >> 8) & 255])
        return swapped >> (16 - bits)
    }

    /// Each byte with its bits in reverse order.
    static let reversedBytes: [UInt8] = (0..<256).map { byte in
        var result = 0
        for i in 0..<8 where byte & (1 << i) != 0 { result |= 1 << (7 - i) }
        return UInt8(result)
    }

    /// §3.2.6: literals 0…143 8 bits, 144…255 9, 256…279 7, 280…287 8.
    package static let fixedLiterals: DeflateHuffmanCode = {
        let lengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        return try! DeflateHuffmanCode(lengths: lengths[...], alphabet: .literalsAndLengths, bit: 0)
    }()

    /// §3.2.6: distance codes 0…31, 5 bits each (30 and 31 never occur in valid data).
    package static let fixedDistances: DeflateHuffmanCode = {
        try! DeflateHuffmanCode(lengths: [UInt8](repeating: 5, count: 32)[...], alphabet: .distances, bit: 0)
    }()
}
