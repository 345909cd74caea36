extension LineBreakTable {
    /// Class raw value in bits 0-5 of a table value.
    package static let classMask: UInt32 = 0x3F
    /// East_Asian_Width F, W or H; set only on OP and CP (UAX #14 LB30).
    package static let eastAsianWideFlag: UInt32 = 1 << 6
    /// Extended_Pictographic with General_Category Cn (UAX #14 LB30b).
    package static let unassignedPictographicFlag: UInt32 = 1 << 7
    /// General_Category Mn or Mc; set only on SA (UAX #14 LB1).
    package static let combiningMarkFlag: UInt32 = 1 << 8

    /// The packed class and flags of `scalar`: a binary search over `ranges` for the last start <= scalar.
    ///
    /// `ranges` is an immutable `let`, so lookups are safe from any thread.
    package static func value(of scalar: Unicode.Scalar) -> UInt32 {
        let key = scalar.value << 11 | 0x7FF
        return ranges.withUnsafeBufferPointer { entries in
            // Invariant: entries[low] <= key (entries[0] starts at U+0000), entries[high] > key or high == count.
            var low = 0
            var high = entries.count
            while high - low > 1 {
                let middle = (low + high) >> 1
                if entries[middle] <= key { low = middle } else { high = middle }
            }
            return entries[low] & 0x7FF
        }
    }
}
