/// A canonical Huffman code of DEFLATE, as a table indexed by the next `lookupBits` bits of the stream.
///
/// Standard: RFC 1951 §3.2.2 (codes from code lengths: shorter codes first, then by symbol), §3.2.6 (the fixed
/// codes), §3.2.7 (dynamic codes: code length codes, then literal/length and distance code lengths with the
/// repeat codes 16, 17 and 18). Codes are packed starting with their most significant bit, so the table is
/// indexed by the bit-reversed code. An over-subscribed set of lengths is an error; an incomplete one is accepted
/// (an empty distance code when a block has no matches), and reading a code it lacks is an error.
package struct DeflateHuffmanCode {
    /// Per index: symbol << 4 | code length, or 0 where no code starts with those bits.
    private let table: [UInt16]
    private let lookupBits: Int

    /// The code with these lengths per symbol (0: the symbol has no code); `bit` locates errors.
    package init(lengths: ArraySlice<UInt8>, bit: Int) throws(DeflateStreamError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .badCodeLengths(bit: bit, detail: "over-subscribed code") }
        }
        let longest = (1...15).last { counts[$0] > 0 } ?? 0
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        var table = [UInt16](repeating: 0, count: 1 << longest)
        for (offset, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let symbol = offset
            let reversed = DeflateHuffmanCode.reverse(next[length], bits: length)
            next[length] += 1
            let entry = UInt16(symbol << 4 | length)
            var index = reversed
            while index < table.count {
                table[index] = entry
                index += 1 << length
            }
        }
        self.table = table
        lookupBits = longest
    }

    /// The next symbol.
    @inline(__always)
    package func decode(_ bits: inout DeflateBitReader) throws(DeflateStreamError) -> Int {
        let entry = Int(table[Int(bits.peek(lookupBits))])
        let length = entry & 15
        guard length > 0 else { throw .invalidCode(bit: bits.position) }
        try bits.skip(length)
        return entry >> 4
    }

    /// The low `bits` bits of `code` in reverse order.
    package static func reverse(_ code: Int, bits: Int) -> Int {
        var result = 0
        for i in 0..<bits where code & (1 << i) != 0 { result |= 1 << (bits - 1 - i) }
        return result
    }

    /// §3.2.6: literals 0…143 8 bits, 144…255 9, 256…279 7, 280…287 8.
    package static let fixedLiterals: DeflateHuffmanCode = {
        let lengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        return try! DeflateHuffmanCode(lengths: lengths[...], bit: 0)
    }()

    /// §3.2.6: distance codes 0…31, 5 bits each (30 and 31 never occur in valid data).
    package static let fixedDistances: DeflateHuffmanCode = {
        try! DeflateHuffmanCode(lengths: [UInt8](repeating: 5, count: 32)[...], bit: 0)
    }()

    /// The order in which a dynamic block lists its code length code lengths (§3.2.7).
    package static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header after BTYPE: its literal/length and distance codes.
    package static func readDynamicCodes(_ bits: inout DeflateBitReader) throws(DeflateStreamError)
        -> (literals: DeflateHuffmanCode, distances: DeflateHuffmanCode) {
        let start = bits.position
        let literalCount = Int(try bits.read(5)) + 257
        let distanceCount = Int(try bits.read(5)) + 1
        let codeLengthCount = Int(try bits.read(4)) + 4
        guard literalCount <= 286 else { throw .badCodeLengths(bit: start, detail: "HLIT of \(literalCount) codes, above 286") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = UInt8(try bits.read(3)) }
        let codeLengths = try DeflateHuffmanCode(lengths: codeLengthLengths[...], bit: bits.position)

        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var filled = 0
        while filled < lengths.count {
            let symbol = try codeLengths.decode(&bits)
            var value: UInt8 = 0, repeats = 1
            switch symbol {
            case 0...15:
                value = UInt8(symbol)
            case 16:
                guard filled > 0 else { throw .badCodeLengths(bit: bits.position, detail: "code 16 with no length before it") }
                value = lengths[filled - 1]
                repeats = 3 + Int(try bits.read(2))
            case 17:
                repeats = 3 + Int(try bits.read(3))
            default:
                repeats = 11 + Int(try bits.read(7))
            }
            guard filled + repeats <= lengths.count else {
                throw .badCodeLengths(bit: bits.position, detail: "a repeat runs past the \(lengths.count) lengths")
            }
            for i in filled..<(filled + repeats) { lengths[i] = value }
            filled += repeats
        }
        guard lengths[256] > 0 else { throw .badCodeLengths(bit: bits.position, detail: "no code for end-of-block (256)") }
        return (try DeflateHuffmanCode(lengths: lengths[0..<literalCount], bit: bits.position),
                try DeflateHuffmanCode(lengths: lengths[literalCount...], bit: bits.position))
    }
}
