/// How the encoder picks a filter for each scanline before compression.
///
/// Standard: PNG §12.8 recommends, for truecolour images, trying all five filters per row and keeping the one
/// whose output has the minimum sum of absolute differences (bytes read as signed).
enum PNGFilterStrategy: Equatable, Sendable {
    /// The same filter on every row.
    case fixed(PNGFilter)
    /// §12.8 heuristic over the given candidates, first listed wins ties.
    case minimumSumOfAbsoluteDifferences([PNGFilter])

    /// Filters `height` rows of `rowBytes` bytes from `image` into `out`, each output row led by its filter byte.
    func filter(_ image: UnsafePointer<UInt8>, rowBytes: Int, height: Int, stride: Int,
                into out: UnsafeMutablePointer<UInt8>) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        for y in 0..<height {
            let row = image + y * rowBytes
            let above = y == 0 ? UnsafePointer(zeros) : row - rowBytes
            let target = out + y * (rowBytes + 1)
            let filter: PNGFilter
            switch self {
            case .fixed(let chosen):
                filter = chosen
            case .minimumSumOfAbsoluteDifferences(let candidates):
                var best = PNGFilter.none
                var bestCost = Int.max
                for candidate in candidates {
                    candidate.apply(row, above: above, into: target + 1, count: rowBytes, stride: stride)
                    let cost = PNGFilterStrategy.signedAbsoluteSum(target + 1, count: rowBytes, limit: bestCost)
                    if cost < bestCost {
                        bestCost = cost
                        best = candidate
                    }
                }
                filter = best
            }
            target[0] = filter.rawValue
            filter.apply(row, above: above, into: target + 1, count: rowBytes, stride: stride)
        }
    }

    /// Sum over bytes of |b| with b read as a signed byte; stops early once it reaches `limit`.
    static func signedAbsoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int, limit: Int) -> Int {
        var total = 0
        var start = 0
        while start < count {
            let end = min(count, start + 1024)
            var block: UInt32 = 0
            for i in start..<end {
                let b = bytes[i]
                block &+= UInt32(b < 128 ? b : 0 &- b)
            }
            total += Int(block)
            if total >= limit { return total }
            start = end
        }
        return total
    }
}
