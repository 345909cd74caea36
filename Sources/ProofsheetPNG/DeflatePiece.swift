/// Independent DEFLATE streams rewritten so they can be joined into one stream.
///
/// A complete stream ends with a block whose BFINAL bit is set (RFC 1951 §3.2.3). A piece is that stream with
/// the bit cleared and an empty non-final stored block appended (3 header bits, all zero, then padding to the next
/// byte, then LEN 0000 and NLEN FFFF, §3.2.4): the piece ends on a byte boundary with no block open, so another
/// piece can follow it byte for byte, and references never cross it because each piece was compressed alone.
/// The joined pieces end with `finalBlock`. The walker finds the last block's header bit and the stream's end bit.
package enum DeflatePiece {
    /// An empty final block with the fixed code: BFINAL 1, BTYPE 01, end-of-block 256 (seven zero bits).
    package static let finalBlock: [UInt8] = [0x03, 0x00]

    /// `stream` (a complete raw DEFLATE stream; bytes after its end are dropped) as a piece.
    package static func joinable(_ stream: [UInt8]) throws(DeflateStreamError) -> [UInt8] {
        let shape = try DeflateBlockWalker.walk(stream)
        let count = (shape.endBit + 7) / 8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 5)
        bytes += stream[0..<count]
        bytes[shape.lastBlockBit / 8] &= ~(UInt8(1) << UInt8(shape.lastBlockBit % 8))
        let used = shape.endBit % 8
        if used > 0 { bytes[bytes.count - 1] &= UInt8((1 << used) - 1) }
        // The stored block's three header bits go into the last byte's padding when they fit, else into a new byte.
        if used == 0 || used > 5 { bytes.append(0) }
        bytes += [0x00, 0x00, 0xFF, 0xFF]
        return bytes
    }
}
