/// Well-formedness check for UTF-8 input (RFC 3629 §4, Unicode 15 Table 3-7): rejects stray continuation
/// bytes, overlong forms, encoded surrogates (U+D800–U+DFFF), values above U+10FFFF and truncated sequences.
package enum UTF8Validation {
    /// The byte offset where the first ill-formed sequence starts, or nil when all of `bytes` is valid UTF-8.
    package static func firstInvalidSequence(in bytes: [UInt8]) -> Int? {
        let count = bytes.count
        var i = 0
        while i < count {
            let b0 = bytes[i]
            if b0 < 0x80 {
                i += 1
                // Eight ASCII bytes at a time: specs and catalogs are mostly ASCII (issue #16's 5.4 MB catalog).
                while i + 8 <= count, (bytes[i] | bytes[i + 1] | bytes[i + 2] | bytes[i + 3]
                                       | bytes[i + 4] | bytes[i + 5] | bytes[i + 6] | bytes[i + 7]) < 0x80 {
                    i += 8
                }
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return i
            }
            guard i + length <= count, secondRange.contains(bytes[i + 1]) else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 {
                return i
            }
            i += length
        }
        return nil
    }
}
