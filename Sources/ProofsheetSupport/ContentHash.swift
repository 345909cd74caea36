import CXXHash

/// A 128-bit XXH3 hash (libxxhash), printed as 32 lowercase hex digits, high half first: the content hash of a
/// golden's pixels in the manifest store and the digest of a cell's inputs.
///
/// XXH3-128 is fast (several GB/s) and its output is fixed by the xxHash specification, so the same bytes give
/// the same hash on every machine and libxxhash version. It detects changes; it is not a cryptographic hash.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) {
        let hash = XXH3_128bits(bytes.baseAddress, bytes.count)
        self.init(high: hash.high64, low: hash.low64)
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentHash($0) }
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// Parses 32 hex digits (what `description` prints); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 32, let high = UInt64(String(hex.prefix(16)), radix: 16),
              let low = UInt64(String(hex.suffix(16)), radix: 16), hex.allSatisfy(\.isHexDigit), hex == hex.lowercased() else { return nil }
        self.init(high: high, low: low)
    }

    public var description: String { ContentHash.hex(high) + ContentHash.hex(low) }

    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
