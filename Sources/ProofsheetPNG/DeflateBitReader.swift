/// Reads a DEFLATE bit stream: data elements from the least significant bit of each byte up (RFC 1951 §3.1.1).
///
/// `peek` never reads outside the buffer (bits past its end read as zeros); `read` and `skip` refuse to move past
/// the end. Holds the caller's buffer only for the length of one walk.
package struct DeflateBitReader {
    /// The stream's bytes (the walker's fast loop reads them directly).
    let bytes: UnsafeRawBufferPointer
    /// Bits consumed so far.
    var position = 0
    package let totalBits: Int

    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        totalBits = bytes.count * 8
    }

    package var remainingBits: Int { totalBits - position }

    /// The next `count` bits (0…25), first bit lowest, without consuming them.
    @inline(__always)
    package func peek(_ count: Int) -> UInt32 {
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

    /// The bits from `position` on, at least 57 of them, when 8 bytes are left from its byte; nil nearer the end.
    @inline(__always)
    func word() -> UInt64? {
        let byte = position >> 3
        guard byte + 8 <= bytes.count else { return nil }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self)) &>> UInt64(position & 7)
    }

    /// Consumes `count` bits (0…25), first bit lowest.
    @inline(__always)
    package mutating func read(_ count: Int) throws(DeflateStreamError) -> UInt32 {
        guard remainingBits >= count else { throw .truncated(bit: position) }
        let value = peek(count)
        position += count
        return value
    }

    package mutating func skip(_ count: Int) throws(DeflateStreamError) {
        guard remainingBits >= count else { throw .truncated(bit: position) }
        position += count
    }

    /// Skips to the next byte boundary (§3.2.4: a stored block's LEN starts on one).
    package mutating func alignToByte() {
        position = (position + 7) & ~7
    }
}
