/// The five scanline filters of filter method 0, applied byte-wise with a stride of one pixel.
///
/// `stride` is the "bpp" of §9.2 (bytes per complete pixel, at least 1); the row above an image's first
/// row (or a pass's first row) counts as all zeros. Standard: PNG §9.2 (filter types), §9.4 (Paeth).
enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4

    /// §9.4: the neighbour (left a, above b, upper-left c) closest to a + b - c, ties to a then b.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Reverses this filter in place on `count` bytes of `row`, given the already reconstructed `above`.
    func reconstruct(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, stride: Int) {
        switch self {
        case .none:
            break
        case .sub:
            var i = stride
            while i < count {
                row[i] &+= row[i - stride]
                i += 1
            }
        case .up:
            for i in 0..<count { row[i] &+= above[i] }
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
    func apply(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
               count: Int, stride: Int) {
        let head = min(stride, count)
        switch self {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<head { out[i] = row[i] }
            var i = stride
            while i < count {
                out[i] = row[i] &- row[i - stride]
                i += 1
            }
        case .up:
            for i in 0..<count { out[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<head { out[i] = row[i] &- (above[i] >> 1) }
            var i = stride
            while i < count {
                out[i] = row[i] &- UInt8((UInt16(row[i - stride]) + UInt16(above[i])) >> 1)
                i += 1
            }
        case .paeth:
            for i in 0..<head { out[i] = row[i] &- above[i] }
            var i = stride
            while i < count {
                out[i] = row[i] &- PNGFilter.paethPredictor(row[i - stride], above[i], above[i - stride])
                i += 1
            }
        }
    }
}
