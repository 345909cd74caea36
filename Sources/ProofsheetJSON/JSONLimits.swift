/// Upper bounds the JSON parser enforces so that no input, however hostile or broken, can exhaust memory or
/// the stack.
///
/// Every limit produces a `JSONSyntaxError` naming the limit, never a crash. The defaults are far above what a
/// hand-written screen spec, token file or string table needs:
/// - `maxDepth` 64 nested arrays/objects (the top-level value is depth 1). The parser recurses once per level,
///   so this also bounds its stack use; 10,000 nested brackets give an error, not a stack overflow.
/// - `maxFileBytes` 4 MiB of UTF-8 input.
/// - `maxStringBytes` 256 KiB per decoded string or key, in UTF-8 bytes.
/// - `maxValues` 1,000,000 values (every null, boolean, number, string, array and object counts once; keys do not).
public struct JSONLimits: Hashable, Sendable {
    public var maxDepth: Int
    public var maxFileBytes: Int
    public var maxStringBytes: Int
    public var maxValues: Int

    public init(maxDepth: Int = 64, maxFileBytes: Int = 4 << 20, maxStringBytes: Int = 256 << 10, maxValues: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxFileBytes = maxFileBytes
        self.maxStringBytes = maxStringBytes
        self.maxValues = maxValues
    }

    public static let `default` = JSONLimits()
}

extension JSONLimits {
    /// `4194304 bytes (4 MiB)`: the exact count plus a readable unit when the count is a round one.
    package static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes) bytes (\(bytes >> 20) MiB)" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes) bytes (\(bytes >> 10) KiB)" }
        return "\(bytes) bytes"
    }
}
