/// The Bidi_Class property of a code point (UAX #9 §3.2, Table 4), as the generated `BidiClassTable` stores it.
///
/// The raw values are the table's encoding (scripts/gen-bidiclass-table reads them from this file).
package enum BidiClass: UInt8, Sendable {
    case l = 0
    case r = 1
    case al = 2
    case en = 3
    case es = 4
    case et = 5
    case an = 6
    case cs = 7
    case nsm = 8
    case bn = 9
    case b = 10
    case s = 11
    case ws = 12
    case on = 13
    case lre = 14
    case lro = 15
    case rle = 16
    case rlo = 17
    case pdf = 18
    case lri = 19
    case rli = 20
    case fsi = 21
    case pdi = 22

    /// The class of `scalar` in the Unicode version of `BidiClassTable` (a binary search over its ranges).
    package init(of scalar: Unicode.Scalar) {
        let key = scalar.value << 8 | 0xFF
        let entries = BidiClassTable.ranges
        // Invariant: entries[low] <= key (entries[0] starts at U+0000), entries[high] > key or high == count.
        var low = 0
        var high = entries.count
        while high - low > 1 {
            let middle = (low + high) >> 1
            if entries[middle] <= key { low = middle } else { high = middle }
        }
        // The generator writes only raw values of this enum (it reads them from this file).
        self = BidiClass(rawValue: UInt8(entries[low] & 0xFF))!
    }

    /// The Bidi_Paired_Bracket_Type of `scalar` as one value (UAX #9 BD14–BD16): 0 when it is no bracket, else the
    /// code point of its pair's opening bracket after canonical decomposition, with bit 31 set when it opens.
    /// The same encoding as FriBidi's `FriBidiBracketType`.
    package static func pairedBracket(of scalar: Unicode.Scalar) -> UInt32 {
        let pairs = BidiClassTable.brackets
        var low = 0
        var high = pairs.count / 2
        while low < high {
            let middle = (low + high) >> 1
            let codePoint = pairs[2 * middle]
            if codePoint == scalar.value { return pairs[2 * middle + 1] }
            if codePoint < scalar.value { low = middle + 1 } else { high = middle }
        }
        return 0
    }
}
