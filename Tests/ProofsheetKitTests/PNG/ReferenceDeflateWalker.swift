@testable import ProofsheetPNG

// The DEFLATE walker as it was before issue #43's speed work (DeflateBitReader, DeflateHuffmanCode and
// DeflateBlockWalker at 9d4254e), kept unchanged but for the names as the reference the faster walker is compared with
// (`DeflateWalkerEquivalenceTests`): same shapes, same errors at the same bits.

/// Reads a DEFLATE bit stream: data elements from the least significant bit of each byte up (RFC 1951 §3.1.1).
///
/// `peek` never reads outside the buffer (bits past its end read as zeros); `read` and `skip` refuse to move past
/// the end. Holds the caller's buffer only for the length of one walk.
struct ReferenceDeflateBitReader {
    private let bytes: UnsafeRawBufferPointer
    /// Bits consumed so far.
    private(set) var position = 0
    let totalBits: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        totalBits = bytes.count * 8
    }

    var remainingBits: Int { totalBits - position }

    /// The next `count` bits (0…25), first bit lowest, without consuming them.
    @inline(__always)
    func peek(_ count: Int) -> UInt32 {
        let byte = position >> 3
        var word: UInt64 = 0
        if byte + 8 <= bytes.count {
            word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
        } else {
            var i = 0
            while byte + i < bytes.count {
                word |= UInt64(bytes[byte + i]) << (8 * i)
                i += 1
            }
        }
        return UInt32(truncatingIfNeeded: (word >> UInt64(position & 7)) & ((1 << UInt64(count)) - 1))
    }

    /// Consumes `count` bits (0…25), first bit lowest.
    @inline(__always)
    mutating func read(_ count: Int) throws(DeflateStreamError) -> UInt32 {
        guard remainingBits >= count else { throw .truncated(bit: position) }
        let value = peek(count)
        position += count
        return value
    }

    mutating func skip(_ count: Int) throws(DeflateStreamError) {
        guard remainingBits >= count else { throw .truncated(bit: position) }
        position += count
    }

    /// Skips to the next byte boundary (§3.2.4: a stored block's LEN starts on one).
    mutating func alignToByte() {
        position = (position + 7) & ~7
    }
}

/// A canonical Huffman code of DEFLATE, as a table indexed by the next `lookupBits` bits of the stream.
///
/// Standard: RFC 1951 §3.2.2 (codes from code lengths: shorter codes first, then by symbol), §3.2.6 (the fixed
/// codes), §3.2.7 (dynamic codes: code length codes, then literal/length and distance code lengths with the
/// repeat codes 16, 17 and 18). Codes are packed starting with their most significant bit, so the table is
/// indexed by the bit-reversed code. An over-subscribed set of lengths is an error; an incomplete one is accepted
/// (an empty distance code when a block has no matches), and reading a code it lacks is an error.
struct ReferenceDeflateHuffmanCode {
    /// Per index: symbol << 4 | code length, or 0 where no code starts with those bits.
    private let table: [UInt16]
    private let lookupBits: Int

    /// The code with these lengths per symbol (0: the symbol has no code); `bit` locates errors.
    init(lengths: ArraySlice<UInt8>, bit: Int) throws(DeflateStreamError) {
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
            let reversed = ReferenceDeflateHuffmanCode.reverse(next[length], bits: length)
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
    func decode(_ bits: inout ReferenceDeflateBitReader) throws(DeflateStreamError) -> Int {
        let entry = Int(table[Int(bits.peek(lookupBits))])
        let length = entry & 15
        guard length > 0 else { throw .invalidCode(bit: bits.position) }
        try bits.skip(length)
        return entry >> 4
    }

    /// The low `bits` bits of `code` in reverse order.
    static func reverse(_ code: Int, bits: Int) -> Int {
        var result = 0
        for i in 0..<bits where code & (1 << i) != 0 { result |= 1 << (bits - 1 - i) }
        return result
    }

    /// §3.2.6: literals 0…143 8 bits, 144…255 9, 256…279 7, 280…287 8.
    static let fixedLiterals: ReferenceDeflateHuffmanCode = {
        let lengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        return try! ReferenceDeflateHuffmanCode(lengths: lengths[...], bit: 0)
    }()

    /// §3.2.6: distance codes 0…31, 5 bits each (30 and 31 never occur in valid data).
    static let fixedDistances: ReferenceDeflateHuffmanCode = {
        try! ReferenceDeflateHuffmanCode(lengths: [UInt8](repeating: 5, count: 32)[...], bit: 0)
    }()

    /// The order in which a dynamic block lists its code length code lengths (§3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header after BTYPE: its literal/length and distance codes.
    static func readDynamicCodes(_ bits: inout ReferenceDeflateBitReader) throws(DeflateStreamError)
        -> (literals: ReferenceDeflateHuffmanCode, distances: ReferenceDeflateHuffmanCode) {
        let start = bits.position
        let literalCount = Int(try bits.read(5)) + 257
        let distanceCount = Int(try bits.read(5)) + 1
        let codeLengthCount = Int(try bits.read(4)) + 4
        guard literalCount <= 286 else { throw .badCodeLengths(bit: start, detail: "HLIT of \(literalCount) codes, above 286") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = UInt8(try bits.read(3)) }
        let codeLengths = try ReferenceDeflateHuffmanCode(lengths: codeLengthLengths[...], bit: bits.position)

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
        return (try ReferenceDeflateHuffmanCode(lengths: lengths[0..<literalCount], bit: bits.position),
                try ReferenceDeflateHuffmanCode(lengths: lengths[literalCount...], bit: bits.position))
    }
}

/// Walks a raw DEFLATE stream block by block without writing its output: where its last block starts, where the
/// stream ends (to the bit), and how many bytes it inflates to.
///
/// Bits are counted from the first byte's least significant bit (RFC 1951 §3.1.1: data elements are packed
/// starting with the least significant bit; Huffman codes start with their most significant bit). Every block type
/// is parsed as §3.2.3 to §3.2.7 describe: stored blocks by their LEN and NLEN, fixed and dynamic ones by decoding
/// each symbol and skipping its extra bits up to end-of-block (256). A length or distance code the RFC does not
/// define (286, 287; 30, 31), a distance reaching before the start of the output, an over-subscribed code, or a
/// code that a symbol reads outside of (an incomplete code, or bits past the end) is an error. An incomplete code
/// whose missing codes no symbol uses is accepted, where libdeflate refuses all but the smallest ones, so a stream
/// this walker accepts is not always one a decoder inflates: the band reader decodes the whole file after walking
/// its pieces. The band encoder uses it to turn a stream into a piece that other pieces can follow (`DeflatePiece`).
struct ReferenceDeflateBlockWalker {
    typealias Shape = DeflateBlockWalker.Shape
    typealias BlockType = DeflateBlockWalker.BlockType

    /// Walks the stream at the start of `bytes` up to the end of its final block (bytes after it are ignored).
    static func walk(_ bytes: UnsafeRawBufferPointer) throws(DeflateStreamError) -> Shape {
        var bits = ReferenceDeflateBitReader(bytes)
        return try walkBlocks(&bits, asPiece: false)
    }

    /// Walks a piece (`DeflatePiece`): blocks none of which is final, filling `bytes` exactly, the last one an empty
    /// stored block. Returns the bytes it inflates to; references reaching before its start are errors, as in a stream.
    static func walkPiece(_ bytes: UnsafeRawBufferPointer) throws(DeflateStreamError) -> Int {
        var bits = ReferenceDeflateBitReader(bytes)
        return try walkBlocks(&bits, asPiece: true).inflatedBytes
    }

    private static func walkBlocks(_ bits: inout ReferenceDeflateBitReader, asPiece: Bool) throws(DeflateStreamError) -> Shape {
        var blocks: [BlockType] = []
        var inflated = 0
        while true {
            let header = bits.position
            let isFinal = try bits.read(1) == 1
            guard let type = BlockType(rawValue: Int(try bits.read(2))) else { throw .reservedBlockType(bit: header) }
            if isFinal && asPiece { throw .notAPiece(bit: header) }
            blocks.append(type)
            var isEmptyStored = false
            switch type {
            case .stored:
                bits.alignToByte()
                let length = try bits.read(16), complement = try bits.read(16)
                guard length ^ complement == 0xFFFF else { throw .storedLengthMismatch(bit: header) }
                try bits.skip(Int(length) * 8)
                inflated += Int(length)
                isEmptyStored = length == 0
            case .fixed:
                try walkSymbols(&bits, literals: ReferenceDeflateHuffmanCode.fixedLiterals, distances: ReferenceDeflateHuffmanCode.fixedDistances,
                                inflated: &inflated)
            case .dynamic:
                let (literals, distances) = try ReferenceDeflateHuffmanCode.readDynamicCodes(&bits)
                try walkSymbols(&bits, literals: literals, distances: distances, inflated: &inflated)
            }
            if isFinal || (asPiece && bits.remainingBits == 0) {
                guard isFinal || isEmptyStored else { throw .notAPiece(bit: header) }
                return Shape(lastBlockBit: header, endBit: bits.position, blocks: blocks, inflatedBytes: inflated)
            }
        }
    }

    /// Length codes 257…285 (§3.2.5): the base length and the number of extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                    115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Distance codes 0…29 (§3.2.5): the base distance and the number of extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                      1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                           12, 12, 13, 13]

    /// Decodes literal/length and distance symbols up to end-of-block, counting the bytes they stand for.
    private static func walkSymbols(_ bits: inout ReferenceDeflateBitReader, literals: ReferenceDeflateHuffmanCode,
                                    distances: ReferenceDeflateHuffmanCode, inflated: inout Int) throws(DeflateStreamError) {
        while true {
            let symbol = try literals.decode(&bits)
            if symbol < 256 {
                inflated += 1
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < lengthBase.count else { throw .undefinedSymbol(bit: bits.position, symbol: symbol) }
            let length = lengthBase[lengthCode] + Int(try bits.read(lengthExtraBits[lengthCode]))
            let distanceCode = try distances.decode(&bits)
            guard distanceCode < distanceBase.count else {
                throw .undefinedSymbol(bit: bits.position, symbol: distanceCode)
            }
            let distance = distanceBase[distanceCode] + Int(try bits.read(distanceExtraBits[distanceCode]))
            guard distance <= inflated else { throw .distanceTooFar(bit: bits.position, distance: distance, available: inflated) }
            inflated += length
        }
    }
}


extension ReferenceDeflateBlockWalker {
    /// Walks the stream at the start of `bytes`.
    static func walk(_ bytes: [UInt8]) throws(DeflateStreamError) -> Shape {
        do {
            return try bytes.withUnsafeBytes { buffer in try walk(buffer) }
        } catch let error as DeflateStreamError {
            throw error
        } catch {
            preconditionFailure("walk throws only DeflateStreamError")
        }
    }

    /// Walks `bytes` as a piece.
    static func walkPiece(_ bytes: [UInt8]) throws(DeflateStreamError) -> Int {
        do {
            return try bytes.withUnsafeBytes { buffer in try walkPiece(buffer) }
        } catch let error as DeflateStreamError {
            throw error
        } catch {
            preconditionFailure("walkPiece throws only DeflateStreamError")
        }
    }
}
