extension DeflateHuffmanCode {
    /// The order in which a dynamic block lists its code length code lengths (§3.2.7).
    package static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header after BTYPE (§3.2.7): its literal/length and distance codes.
    package static func readDynamicCodes(_ bits: inout DeflateBitReader) throws(DeflateStreamError)
        -> (literals: DeflateHuffmanCode, distances: DeflateHuffmanCode) {
        let start = bits.position
        let literalCount = Int(try bits.read(5)) + 257
        let distanceCount = Int(try bits.read(5)) + 1
        let codeLengthCount = Int(try bits.read(4)) + 4
        guard literalCount <= 286 else { throw .badCodeLengths(bit: start, detail: "HLIT of \(literalCount) codes, above 286") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = UInt8(try bits.read(3)) }
        let codeLengths = try DeflateHuffmanCode(lengths: codeLengthLengths[...], alphabet: .symbols, bit: bits.position)

        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var filled = 0
        while filled < lengths.count {
            // Away from the end, a code and its extra bits from one word (a code length code has no subtables: its
            // codes are at most 7 bits, the primary table's bits); anything else is read again below.
            if let word = bits.word() {
                let entry = codeLengths.table[Int(truncatingIfNeeded: word) & ((1 << codeLengths.primaryBits) - 1)]
                let length = Entry.skippedBits(entry), symbol = Entry.value(entry)
                if length > 0 && symbol < 16 {
                    lengths[filled] = UInt8(symbol)
                    filled += 1
                    bits.position += length
                    continue
                }
                let extraBits = symbol == 16 ? 2 : symbol == 17 ? 3 : 7
                let repeats = (symbol == 18 ? 11 : 3) + Int(truncatingIfNeeded: word >> UInt64(length)) & ((1 << extraBits) - 1)
                if length > 0 && (symbol != 16 || filled > 0) && filled + repeats <= lengths.count {
                    let value = symbol == 16 ? lengths[filled - 1] : 0
                    for i in filled..<(filled + repeats) { lengths[i] = value }
                    filled += repeats
                    bits.position += length + extraBits
                    continue
                }
            }
            let symbol = Entry.value(try codeLengths.decode(&bits))
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
        return (try DeflateHuffmanCode(lengths: lengths[0..<literalCount], alphabet: .literalsAndLengths, bit: bits.position),
                try DeflateHuffmanCode(lengths: lengths[literalCount...], alphabet: .distances, bit: bits.position))
    }
}
