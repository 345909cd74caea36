/// The five scanline filters of filter method 0, applied byte-wise with a stride of one pixel.
///
/// `stride` is the "bpp" of §9.2 (bytes per complete pixel, at least 1); the row above an image's first
/// row (or a pass's first row) counts as all zeros. Standard: PNG §9.2 (filter types), §9.4 (Paeth).
package enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4

    /// §9.4: the neighbour (left a, above b, upper-left c) closest to a + b - c, ties to a then b.
    @inline(__always)
    package static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Reverses this filter in place on `count` bytes of `row`, given the already reconstructed `above`.
    ///
    /// Up, and Sub with a stride of 4, run 16 bytes per step; Average and Paeth depend on the byte just
    /// reconstructed, so they stay one byte per step.
    package func reconstruct(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, stride: Int) {
        switch self {
        case .none:
            break
        case .sub:
            if stride == 4 {
                PNGFilter.prefixSumOfPixels(row, count: count)
                return
            }
            var i = stride
            while i < count {
                row[i] &+= row[i - stride]
                i += 1
            }
        case .up:
            PNGFilter.add(UnsafePointer(row), above, into: row, count: count)
        case .average:
            for i in 0..<min(stride, count) { row[i] &+= above[i] >> 1 }
            var i = stride
            while i < count {
                row[i] &+= UInt8((UInt16(row[i - stride]) + UInt16(above[i])) >> 1)
                i += 1
            }
        case .paeth:
            for i in 0..<min(stride, count) { row[i] &+= above[i] }
            var i = stride
            while i < count {
                row[i] &+= PNGFilter.paethPredictor(row[i - stride], above[i], above[i - stride])
                i += 1
            }
        }
    }

    /// Writes this filter applied to `row` (with raw row `above`) into `out`; all three hold `count` bytes.
    ///
    /// Every predictor reads raw bytes only, so all five filters run 16 bytes per step.
    package func apply(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
               count: Int, stride: Int) {
        let head = min(stride, count)
        switch self {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<head { out[i] = row[i] }
            PNGFilter.subtract(row + head, row, into: out + head, count: count - head)
        case .up:
            PNGFilter.subtract(row, above, into: out, count: count)
        case .average:
            for i in 0..<head { out[i] = row[i] &- (above[i] >> 1) }
            var i = head
            while i + 16 <= count {
                let left = PNGFilter.load(row + i - stride), up = PNGFilter.load(above + i)
                // floor((left + up) / 2) without leaving 8 bits.
                let mean = (left & up) &+ ((left ^ up) &>> 1)
                PNGFilter.store(PNGFilter.load(row + i) &- mean, out + i)
                i += 16
            }
            while i < count {
                out[i] = row[i] &- UInt8((UInt16(row[i - stride]) + UInt16(above[i])) >> 1)
                i += 1
            }
        case .paeth:
            for i in 0..<head { out[i] = row[i] &- above[i] }
            var i = head
            while i + 16 <= count {
                let predicted = PNGFilter.paethPredictor(PNGFilter.load(row + i - stride), PNGFilter.load(above + i),
                                                         PNGFilter.load(above + i - stride))
                PNGFilter.store(PNGFilter.load(row + i) &- predicted, out + i)
                i += 16
            }
            while i < count {
                out[i] = row[i] &- PNGFilter.paethPredictor(row[i - stride], above[i], above[i - stride])
                i += 1
            }
        }
    }

    /// §9.4 for 16 bytes at once, in 16-bit lanes: the same choice, and ties, as the scalar predictor.
    @inline(__always)
    package static func paethPredictor(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let ia = SIMD16<Int16>(truncatingIfNeeded: a), ib = SIMD16<Int16>(truncatingIfNeeded: b)
        let ic = SIMD16<Int16>(truncatingIfNeeded: c)
        func magnitude(_ v: SIMD16<Int16>) -> SIMD16<Int16> { v.replacing(with: 0 &- v, where: v .< 0) }
        let pa = magnitude(ib &- ic), pb = magnitude(ia &- ic), pc = magnitude(ia &+ ib &- 2 &* ic)
        let bOrC = ib.replacing(with: ic, where: pb .> pc)
        return SIMD16<UInt8>(truncatingIfNeeded: bOrC.replacing(with: ia, where: (pa .<= pb) .& (pa .<= pc)))
    }

    @inline(__always)
    package static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    @inline(__always)
    package static func store(_ v: SIMD16<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD16<UInt8>.self)
    }

    /// `out[i] = a[i] - b[i]` (mod 256) for `count` bytes; `out` may be `a`.
    package static func subtract(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                         count: Int) {
        var i = 0
        while i + 16 <= count {
            store(load(a + i) &- load(b + i), out + i)
            i += 16
        }
        while i < count {
            out[i] = a[i] &- b[i]
            i += 1
        }
    }

    /// `out[i] = a[i] + b[i]` (mod 256) for `count` bytes; `out` may be `a`.
    package static func add(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                    count: Int) {
        var i = 0
        while i + 16 <= count {
            store(load(a + i) &+ load(b + i), out + i)
            i += 16
        }
        while i < count {
            out[i] = a[i] &+ b[i]
            i += 1
        }
    }

    /// Sub reconstruction with a 4-byte stride: each pixel's bytes become the running sum, per channel, of the
    /// pixels up to it. Four pixels per step: two shifted adds give the sums inside the 16 bytes, then the
    /// previous step's last pixel is added to all four.
    package static func prefixSumOfPixels(_ row: UnsafeMutablePointer<UInt8>, count: Int) {
        var carry = SIMD4<UInt32>(repeating: 0)
        var i = 0
        while i + 16 <= count {
            var v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD4<UInt32>.self)
            v = bytewiseAdd(v, SIMD4(0, v[0], v[1], v[2]))
            v = bytewiseAdd(v, SIMD4(0, 0, v[0], v[1]))
            v = bytewiseAdd(v, carry)
            UnsafeMutableRawPointer(row + i).storeBytes(of: v, as: SIMD4<UInt32>.self)
            carry = SIMD4(repeating: v[3])
            i += 16
        }
        var i4 = max(i, 4)
        while i4 < count {
            row[i4] &+= row[i4 - 4]
            i4 += 1
        }
    }

    /// Byte-wise wrapping addition of two 16-byte vectors viewed as four 32-bit pixels.
    @inline(__always)
    private static func bytewiseAdd(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
        unsafeBitCast(unsafeBitCast(a, to: SIMD16<UInt8>.self) &+ unsafeBitCast(b, to: SIMD16<UInt8>.self),
                      to: SIMD4<UInt32>.self)
    }
}
