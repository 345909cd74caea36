import CDeflate

/// The Adler-32 checksum of a byte sequence, with that sequence's length, so checksums of consecutive pieces can
/// be joined without reading the pieces again.
///
/// Standard: RFC 1950 §2.2 and §9: for bytes d₁…dₙ, A = 1 + Σdᵢ and B = Σ(1 + d₁ + … + dᵢ) = n + Σ(n − i + 1)·dᵢ,
/// both modulo 65 521, and the checksum is B·65 536 + A. The zlib wrapper of a PNG's IDAT ends with the Adler-32
/// of the whole inflated (filtered) image data.
package struct Adler32: Equatable, Sendable {
    /// 65 521, the largest prime below 2^16.
    package static let modulus: UInt64 = 65_521

    /// B·65 536 + A.
    package let value: UInt32
    /// Bytes covered.
    package let length: Int

    /// The checksum of no bytes (A = 1, B = 0).
    package static let empty = Adler32(value: 1, length: 0)

    package init(value: UInt32, length: Int) {
        self.value = value
        self.length = length
    }

    /// The checksum of `bytes`, computed by libdeflate.
    package init(_ bytes: UnsafeRawBufferPointer) {
        self.init(value: bytes.count == 0 ? 1 : libdeflate_adler32(1, bytes.baseAddress, bytes.count), length: bytes.count)
    }

    /// The checksum of these bytes followed by `next`'s.
    ///
    /// With A₁, B₁ over the first n₁ bytes and A₂, B₂ over the next n₂: each of the second part's n₂ running sums
    /// grows by A₁ − 1 (the first part's byte sum), so A = A₁ + A₂ − 1 and B = B₁ + B₂ + n₂·(A₁ − 1).
    package func followed(by next: Adler32) -> Adler32 {
        let m = Adler32.modulus
        let a1 = UInt64(value & 0xFFFF), b1 = UInt64(value >> 16)
        let a2 = UInt64(next.value & 0xFFFF), b2 = UInt64(next.value >> 16)
        let a = (a1 + a2 + m - 1) % m
        let b = (b1 + b2 + (UInt64(next.length) % m) * ((a1 + m - 1) % m)) % m
        return Adler32(value: UInt32(b << 16 | a), length: length + next.length)
    }
}
