@testable import ProofsheetPNG

/// DEFLATE streams written bit by bit (RFC 1951 §3.2), for what libdeflate's compressor never writes: codes of 15
/// bits, a one-code distance code, repeat codes 16, 17 and 18, every length and distance code with its extra bits, and
/// headers that break each rule of §3.2.7.
enum HandMadeDeflate {
    /// Bits packed from each byte's least significant bit up (§3.1.1).
    struct BitWriter {
        var bytes: [UInt8] = []
        var count = 0

        /// `value`'s low `bits` bits, least significant first (header fields, extra bits).
        mutating func put(_ value: Int, _ bits: Int) {
            for i in 0..<bits {
                if count % 8 == 0 { bytes.append(0) }
                if value >> i & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1) << UInt8(count % 8) }
                count += 1
            }
        }

        /// A Huffman code, most significant bit first (§3.1.1).
        mutating func put(code: (code: Int, length: Int)) {
            for i in stride(from: code.length - 1, through: 0, by: -1) { put(code.code >> i & 1, 1) }
        }
    }

    /// The canonical codes of `lengths` (§3.2.2); length 0 gives no code.
    static func codes(_ lengths: [UInt8]) -> [(code: Int, length: Int)] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return (0, 0) }
            defer { next[Int(length)] += 1 }
            return (next[Int(length)], Int(length))
        }
    }

    /// A dynamic block's header: BFINAL, BTYPE 2, HLIT, HDIST, HCLEN, the code length code's lengths (`codeLengthLengths`
    /// by symbol) and the code length symbols with their extra bits; `literals` of HLIT + 257 and `distances` of
    /// HDIST + 1 codes. Returns the literal/length and distance codes the header gives.
    @discardableResult
    static func dynamicHeader(_ out: inout BitWriter, final: Bool, literalCount: Int, distanceCount: Int,
                              codeLengthLengths: [UInt8], symbols: [(symbol: Int, extra: Int)]) -> [(code: Int, length: Int)] {
        out.put(final ? 1 : 0, 1)
        out.put(2, 2)
        out.put(literalCount - 257, 5)
        out.put(distanceCount - 1, 5)
        let order = DeflateHuffmanCode.codeLengthOrder
        let used = (order.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1
        out.put(max(4, used) - 4, 4)
        for i in 0..<max(4, used) { out.put(Int(codeLengthLengths[order[i]]), 3) }
        let codeLengthCodes = codes(codeLengthLengths)
        for (symbol, extra) in symbols {
            out.put(code: codeLengthCodes[symbol])
            switch symbol {
            case 16: out.put(extra, 2)
            case 17: out.put(extra, 3)
            case 18: out.put(extra, 7)
            default: break
            }
        }
        return codeLengthCodes
    }

    /// Code length symbols giving each length as its own symbol (0…15, no repeats).
    static func plain(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] { lengths.map { (Int($0), 0) } }

    /// A complete code length code: 0…15 four bits each.
    static let fourBitLengths: [UInt8] = Array(repeating: 4, count: 16) + [0, 0, 0]
    /// A complete code length code with the repeat codes: 0…15 five bits, 16 two, 17 and 18 three.
    static let repeatLengths: [UInt8] = Array(repeating: 5, count: 16) + [2, 3, 3]

    /// Length symbol, extra bits and their count for a match `length` (3…258), §3.2.5.
    static func lengthCode(_ length: Int) -> (symbol: Int, extra: Int, bits: Int) {
        let i = DeflateBlockWalker.lengthBase.lastIndex { $0 <= length }!
        return (257 + i, length - DeflateBlockWalker.lengthBase[i], DeflateBlockWalker.lengthExtraBits[i])
    }

    /// Distance symbol, extra bits and their count for `distance` (1…32768), §3.2.5.
    static func distanceCode(_ distance: Int) -> (symbol: Int, extra: Int, bits: Int) {
        let i = DeflateBlockWalker.distanceBase.lastIndex { $0 <= distance }!
        return (i, distance - DeflateBlockWalker.distanceBase[i], DeflateBlockWalker.distanceExtraBits[i])
    }

    /// A 15-bit code: sixteen literal/length symbols of lengths 1…14, 15, 15 (complete), end-of-block among them, and
    /// a distance code of one 1-bit code (distance 1), each symbol used 40 times; `badDistance` makes the first
    /// match's distance bit 1, which the one-code distance code lacks.
    static func longCodes(badDistance: Bool = false) -> [UInt8] {
        let symbols = [97, 98, 99, 257, 100, 101, 102, 103, 104, 105, 106, 107, 256, 108, 109, 110]
        var literalLengths = [UInt8](repeating: 0, count: 286)
        for (i, symbol) in symbols.enumerated() { literalLengths[symbol] = UInt8(min(i + 1, 15)) }
        var out = BitWriter()
        dynamicHeader(&out, final: true, literalCount: 286, distanceCount: 1, codeLengthLengths: fourBitLengths,
                      symbols: plain(literalLengths + [1]))
        let literalCodes = codes(literalLengths)
        out.put(code: literalCodes[97])
        var first = true
        for _ in 0..<40 {
            for symbol in symbols where symbol != 256 {
                out.put(code: literalCodes[symbol])
                if symbol == 257 {
                    out.put(badDistance && first ? 1 : 0, 1)
                    first = false
                }
            }
        }
        out.put(code: literalCodes[256])
        return out.bytes
    }

    /// Three blocks: a dynamic one written with the repeat codes (literals and short distances), a stored one of
    /// 40,000 bytes, and a fixed one with every length and distance code and their extra bits, seeded.
    static func threeBlocks(seed: UInt64, tooFar: Bool = false) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var out = BitWriter()
        // Literals 9 bits, 256 and 257 5 bits, 258…285 6 bits; distances 0…15 4 bits, 16…29 none.
        var lengthSymbols: [(symbol: Int, extra: Int)] = [(9, 0)] + Array(repeating: (16, 3), count: 42) + [(16, 0)]
        lengthSymbols += [(5, 0), (5, 0), (6, 0)] + Array(repeating: (16, 3), count: 4) + [(16, 0)]
        lengthSymbols += [(4, 0)] + Array(repeating: (16, 3), count: 2) + [(16, 0), (17, 7), (17, 1)]
        var lengths = [UInt8](repeating: 9, count: 256) + [5, 5] + [UInt8](repeating: 6, count: 28)
        lengths += [UInt8](repeating: 4, count: 16) + [UInt8](repeating: 0, count: 14)
        dynamicHeader(&out, final: false, literalCount: 286, distanceCount: 30, codeLengthLengths: repeatLengths, symbols: lengthSymbols)
        let literalCodes = codes(Array(lengths[0..<286])), distanceCodes = codes(Array(lengths[286...]))
        var inflated = 0
        func match(_ length: Int, _ distance: Int, _ literals: [(code: Int, length: Int)], _ distances: [(code: Int, length: Int)]) {
            let l = lengthCode(length), d = distanceCode(distance)
            out.put(code: literals[l.symbol])
            out.put(l.extra, l.bits)
            out.put(code: distances[d.symbol])
            out.put(d.extra, d.bits)
            inflated += length
        }
        if tooFar { match(3, 1, literalCodes, distanceCodes) }
        for _ in 0..<300 {
            out.put(code: literalCodes[Int.random(in: 0...255, using: &random)])
            inflated += 1
        }
        for _ in 0..<400 {
            if Bool.random(using: &random) {
                out.put(code: literalCodes[Int.random(in: 0...255, using: &random)])
                inflated += 1
            } else {
                match(Int.random(in: 3...258, using: &random), Int.random(in: 1...min(256, inflated), using: &random), literalCodes, distanceCodes)
            }
        }
        out.put(code: literalCodes[256])
        // Stored, not final: LEN 40000 from the next byte boundary.
        out.put(0, 1)
        out.put(0, 2)
        out.put(0, (8 - out.count % 8) % 8)
        out.put(40_000, 16)
        out.put(40_000 ^ 0xFFFF, 16)
        for _ in 0..<40_000 { out.put(Int.random(in: 0...255, using: &random), 8) }
        inflated += 40_000
        // Fixed, final.
        out.put(1, 1)
        out.put(1, 2)
        let fixedLiterals = codes(Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
                                  + Array(repeating: 8, count: 8))
        let fixedDistances = codes(Array(repeating: 5, count: 32))
        for length in 3...258 { match(length, Int.random(in: 1...32768, using: &random), fixedLiterals, fixedDistances) }
        for distance in DeflateBlockWalker.distanceBase { match(258, distance, fixedLiterals, fixedDistances) }
        for distance in [32768, 24577 + 8190, 2, 4] { match(Int.random(in: 3...258, using: &random), distance, fixedLiterals, fixedDistances) }
        out.put(code: fixedLiterals[256])
        return out.bytes
    }

    /// Hand-made streams libdeflate inflates.
    static func validStreams() -> [(String, [UInt8])] {
        [("15-bit codes, one-code distances", longCodes()), ("repeat codes, stored, every length and distance", threeBlocks(seed: 7)),
         ("the same, seeded otherwise", threeBlocks(seed: 8))]
    }

    /// Hand-made streams that break one rule each.
    static func invalidStreams() -> [(String, [UInt8])] {
        var cases: [(String, [UInt8])] = [
            ("reserved block type", [0x07, 0x00, 0x00]), ("NLEN not the complement", [0x01, 0x02, 0x00, 0xFC, 0xFF, 0x61, 0x62]),
            ("distance code unused by the one-code distance code", longCodes(badDistance: true)),
            ("a distance before the start in a dynamic block", threeBlocks(seed: 9, tooFar: true)),
        ]
        func header(_ name: String, literalCount: Int = 257, distanceCount: Int = 1, codeLengthLengths: [UInt8] = repeatLengths,
                    _ symbols: [(symbol: Int, extra: Int)]) {
            var out = BitWriter()
            dynamicHeader(&out, final: true, literalCount: literalCount, distanceCount: distanceCount, codeLengthLengths: codeLengthLengths,
                          symbols: symbols)
            out.put(0, 32)
            cases.append((name, out.bytes))
        }
        header("HLIT of 287", literalCount: 287, [])
        header("over-subscribed code length code", codeLengthLengths: Array(repeating: 1, count: 19), [])
        header("code 16 first", [(16, 0)])
        header("a repeat past the lengths", [(18, 127), (18, 127)])
        header("no code for end-of-block", [(18, 127), (18, 109)])
        header("over-subscribed literal/length code", [(1, 0)] + Array(repeating: (16, 3), count: 42) + [(16, 1), (0, 0)])
        // Fixed blocks: length symbol 286 (code 11000110), and distance symbol 30 (11110) after length 3 (0000001).
        var undefinedLength = BitWriter()
        undefinedLength.put(1, 1)
        undefinedLength.put(1, 2)
        undefinedLength.put(code: (0b11000110, 8))
        undefinedLength.put(0, 16)
        cases.append(("fixed block, length symbol 286", undefinedLength.bytes))
        var undefinedDistance = BitWriter()
        undefinedDistance.put(1, 1)
        undefinedDistance.put(1, 2)
        undefinedDistance.put(code: (0b00110000 + 97, 8))
        undefinedDistance.put(code: (0b0000001, 7))
        undefinedDistance.put(code: (0b11110, 5))
        undefinedDistance.put(0, 16)
        cases.append(("fixed block, distance symbol 30", undefinedDistance.bytes))
        return cases
    }
}
