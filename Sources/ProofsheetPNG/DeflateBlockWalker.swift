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
package struct DeflateBlockWalker {
    /// What a walk found.
    package struct Shape: Equatable, Sendable {
        /// The bit offset of the last block's header (its BFINAL bit).
        package let lastBlockBit: Int
        /// The bit offset just past the last block.
        package let endBit: Int
        /// Each block's type, in stream order.
        package let blocks: [BlockType]
        /// Bytes the stream inflates to.
        package let inflatedBytes: Int
    }

    /// BTYPE (§3.2.3).
    package enum BlockType: Int, Sendable {
        case stored = 0
        case fixed = 1
        case dynamic = 2
    }

    /// Walks the stream at the start of `bytes` up to the end of its final block (bytes after it are ignored).
    package static func walk(_ bytes: UnsafeRawBufferPointer) throws(DeflateStreamError) -> Shape {
        var bits = DeflateBitReader(bytes)
        return try walkBlocks(&bits, asPiece: false)
    }

    /// Walks a piece (`DeflatePiece`): blocks none of which is final, filling `bytes` exactly, the last one an empty
    /// stored block. Returns the bytes it inflates to; references reaching before its start are errors, as in a stream.
    package static func walkPiece(_ bytes: UnsafeRawBufferPointer) throws(DeflateStreamError) -> Int {
        var bits = DeflateBitReader(bytes)
        return try walkBlocks(&bits, asPiece: true).inflatedBytes
    }

    private static func walkBlocks(_ bits: inout DeflateBitReader, asPiece: Bool) throws(DeflateStreamError) -> Shape {
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
                try walkSymbols(&bits, literals: DeflateHuffmanCode.fixedLiterals, distances: DeflateHuffmanCode.fixedDistances,
                                inflated: &inflated)
            case .dynamic:
                let (literals, distances) = try DeflateHuffmanCode.readDynamicCodes(&bits)
                try walkSymbols(&bits, literals: literals, distances: distances, inflated: &inflated)
            }
            if isFinal || (asPiece && bits.remainingBits == 0) {
                guard isFinal || isEmptyStored else { throw .notAPiece(bit: header) }
                return Shape(lastBlockBit: header, endBit: bits.position, blocks: blocks, inflatedBytes: inflated)
            }
        }
    }

    /// Length codes 257…285 (§3.2.5): the base length and the number of extra bits.
    package static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                    115, 131, 163, 195, 227, 258]
    package static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Distance codes 0…29 (§3.2.5): the base distance and the number of extra bits.
    package static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                      1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    package static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                           12, 12, 13, 13]

    /// Decodes literal/length and distance symbols up to end-of-block, counting the bytes they stand for.
    ///
    /// While at least 16 bytes are left, the bits are read through a 64-bit buffer that a branch-free refill tops up
    /// to at least 56 bits (bytes are loaded whole; bits past `available` are the stream's next bits or zeros), enough
    /// for three literals (one of up to 15 bits, then two read from the primary table, at most 10 bits each) and the
    /// look-up of the next symbol, or for a length code and its extra bits and a distance code's look-up, then again
    /// for the distance code and its extra bits and the next look-up (at most 15 + 5 and 15 + 13 bits, §3.2.5); the
    /// next symbol's entry is looked up before the refill, which then overlaps it. A symbol
    /// that is not a literal, length or end-of-block (no code, an undefined one) or a distance reaching before the
    /// start leaves that loop at the symbol's first bit, and `walkSymbolsExactly` reads it again and reports it as the
    /// RFC's terms say; it also reads the last bytes.
    private static func walkSymbols(_ bits: inout DeflateBitReader, literals: DeflateHuffmanCode,
                                    distances: DeflateHuffmanCode, inflated: inout Int) throws(DeflateStreamError) {
        typealias Entry = DeflateHuffmanCode.Entry
        var position = bits.position, count = inflated
        let lastRefill = bits.bytes.count - 16
        let done: Bool = literals.table.withUnsafeBufferPointer { literalTable in
            distances.table.withUnsafeBufferPointer { distanceTable in
                guard position >> 3 <= lastRefill, let base = bits.bytes.baseAddress else { return false }
                let literalMask = UInt64(1) << UInt64(literals.primaryBits) - 1, literalBits = UInt64(literals.primaryBits)
                let distanceMask = UInt64(1) << UInt64(distances.primaryBits) - 1, distanceBits = UInt64(distances.primaryBits)
                // The buffer: `available` bits from bit `next * 8 - available` on, the lowest first.
                var buffer: UInt64 = 0, available = 0, next = position >> 3
                @inline(__always) func refill() {
                    buffer |= UInt64(littleEndian: base.loadUnaligned(fromByteOffset: next, as: UInt64.self)) &<< UInt64(truncatingIfNeeded: available)
                    next &+= 7 &- (available >> 3)
                    available |= 56
                }
                @inline(__always) func skip(_ entry: UInt32) {
                    buffer &>>= UInt64(truncatingIfNeeded: entry)
                    available &-= Entry.skippedBits(entry)
                }
                @inline(__always) func extra(_ entry: UInt32, of word: UInt64) -> Int {
                    Int(truncatingIfNeeded: (word &>> UInt64(truncatingIfNeeded: Entry.codeLength(entry)))
                        & (UInt64(1) &<< UInt64(truncatingIfNeeded: Entry.extraBits(entry)) &- 1))
                }
                @inline(__always) func resolved(_ entry: UInt32, in table: UnsafeBufferPointer<UInt32>, primaryBits: UInt64) -> UInt32 {
                    guard entry & Entry.isLink != 0 else { return entry }
                    let sub = (buffer &>> primaryBits) & (UInt64(1) &<< UInt64(truncatingIfNeeded: Entry.extraBits(entry)) &- 1)
                    return table[Entry.value(entry) &+ Int(truncatingIfNeeded: sub)]
                }
                refill()
                buffer &>>= UInt64(truncatingIfNeeded: position & 7)
                available &-= position & 7
                var entry = literalTable[Int(truncatingIfNeeded: buffer & literalMask)]
                while next <= lastRefill {
                    refill()
                    entry = resolved(entry, in: literalTable, primaryBits: literalBits)
                    if entry & Entry.isLiteral != 0 {
                        // A literal, and the next ones while their entries are literals.
                        skip(entry)
                        entry = literalTable[Int(truncatingIfNeeded: buffer & literalMask)]
                        count &+= 1
                        // Up to two more from the primary table (at most 10 bits each): 15 + 2 × 10 + 10 ≤ 56.
                        if entry & Entry.isLiteral != 0 {
                            skip(entry)
                            entry = literalTable[Int(truncatingIfNeeded: buffer & literalMask)]
                            count &+= 1
                            if entry & Entry.isLiteral != 0 {
                                skip(entry)
                                entry = literalTable[Int(truncatingIfNeeded: buffer & literalMask)]
                                count &+= 1
                            }
                        }
                        continue
                    }
                    let start = next &* 8 &- available
                    guard entry & Entry.hasValue != 0 else {
                        guard entry & Entry.isEndOfBlock != 0 else { break }
                        skip(entry)
                        position = next &* 8 &- available
                        return true
                    }
                    let length = Entry.value(entry) &+ extra(entry, of: buffer)
                    skip(entry)
                    var distanceEntry = distanceTable[Int(truncatingIfNeeded: buffer & distanceMask)]
                    refill()
                    distanceEntry = resolved(distanceEntry, in: distanceTable, primaryBits: distanceBits)
                    guard distanceEntry & Entry.hasValue != 0,
                          Entry.value(distanceEntry) &+ extra(distanceEntry, of: buffer) <= count else {
                        position = start
                        return false
                    }
                    skip(distanceEntry)
                    entry = literalTable[Int(truncatingIfNeeded: buffer & literalMask)]
                    count &+= length
                }
                // At the top of the loop, or at a symbol the exact walk reads again: its first bit.
                position = next &* 8 &- available
                return false
            }
        }
        bits.position = position
        inflated = count
        if !done { try walkSymbolsExactly(&bits, literals: literals, distances: distances, inflated: &inflated) }
    }

    /// `walkSymbols` one checked read at a time: every error at the bit where it is found.
    private static func walkSymbolsExactly(_ bits: inout DeflateBitReader, literals: DeflateHuffmanCode,
                                           distances: DeflateHuffmanCode, inflated: inout Int) throws(DeflateStreamError) {
        typealias Entry = DeflateHuffmanCode.Entry
        while true {
            let entry = try literals.decode(&bits)
            if entry & Entry.isLiteral != 0 {
                inflated += 1
                continue
            }
            if entry & Entry.isEndOfBlock != 0 { return }
            guard entry & Entry.hasValue != 0 else { throw .undefinedSymbol(bit: bits.position, symbol: Entry.value(entry)) }
            let length = Entry.value(entry) + Int(try bits.read(Entry.extraBits(entry)))
            let distanceEntry = try distances.decode(&bits)
            guard distanceEntry & Entry.hasValue != 0 else {
                throw .undefinedSymbol(bit: bits.position, symbol: Entry.value(distanceEntry))
            }
            let distance = Entry.value(distanceEntry) + Int(try bits.read(Entry.extraBits(distanceEntry)))
            guard distance <= inflated else { throw .distanceTooFar(bit: bits.position, distance: distance, available: inflated) }
            inflated += length
        }
    }
}

/// Why a DEFLATE stream could not be walked; `bit` is where the problem was found.
package enum DeflateStreamError: Error, Equatable, Sendable, CustomStringConvertible {
    case truncated(bit: Int)
    case reservedBlockType(bit: Int)
    case storedLengthMismatch(bit: Int)
    case badCodeLengths(bit: Int, detail: String)
    case invalidCode(bit: Int)
    case undefinedSymbol(bit: Int, symbol: Int)
    case distanceTooFar(bit: Int, distance: Int, available: Int)
    /// A piece with a final block, or whose bytes end after a block other than an empty stored one.
    case notAPiece(bit: Int)

    package var description: String {
        switch self {
        case .truncated(let bit): return "DEFLATE stream ends inside a block (bit \(bit))"
        case .reservedBlockType(let bit): return "block type 3 (reserved) at bit \(bit)"
        case .storedLengthMismatch(let bit): return "stored block at bit \(bit): NLEN is not the complement of LEN"
        case .badCodeLengths(let bit, let detail): return "Huffman code lengths before bit \(bit): \(detail)"
        case .invalidCode(let bit): return "bits at \(bit) are no code of the block's Huffman code"
        case .undefinedSymbol(let bit, let symbol): return "undefined symbol \(symbol) before bit \(bit)"
        case .distanceTooFar(let bit, let distance, let available):
            return "distance \(distance) before bit \(bit) reaches before the start (\(available) bytes so far)"
        case .notAPiece(let bit): return "not a piece: the block at bit \(bit) is final, or ends the bytes without being an empty stored block"
        }
    }
}

extension DeflateBlockWalker {
    /// Walks the stream at the start of `bytes`.
    package static func walk(_ bytes: [UInt8]) throws(DeflateStreamError) -> Shape {
        do {
            return try bytes.withUnsafeBytes { buffer in try walk(buffer) }
        } catch let error as DeflateStreamError {
            throw error
        } catch {
            preconditionFailure("walk throws only DeflateStreamError")
        }
    }
}
