/// One textual metadata entry of a PNG file: a keyword and its text, in file order.
///
/// Read from tEXt (Latin-1), zTXt (compressed Latin-1) and iTXt (UTF-8, optionally compressed); `languageTag`
/// and `translatedKeyword` exist only in iTXt and are empty otherwise. The encoder writes tEXt when keyword and
/// text fit Latin-1, both iTXt-only fields are empty and `compressed` is false, iTXt otherwise (with the
/// compression flag set and the text deflated at libdeflate level 12 when `compressed`). Standard: PNG §11.3.4.
public struct PNGTextChunk: Equatable, Sendable {
    /// 1...79 Latin-1 characters, e.g. "Title", "Software", "proofsheet:spec".
    public var keyword: String
    public var text: String
    /// An RFC 3066 language tag such as "ar" or "en-GB" (iTXt only).
    public var languageTag: String
    /// The keyword translated into `languageTag` (iTXt only).
    public var translatedKeyword: String
    /// True when the encoder writes the text deflated (iTXt compression flag 1). Not part of equality: the same
    /// text read back from a compressed or a plain chunk is the same entry.
    public var compressed: Bool

    public init(keyword: String, text: String, languageTag: String = "", translatedKeyword: String = "", compressed: Bool = false) {
        self.keyword = keyword
        self.text = text
        self.languageTag = languageTag
        self.translatedKeyword = translatedKeyword
        self.compressed = compressed
    }

    public static func == (a: PNGTextChunk, b: PNGTextChunk) -> Bool {
        a.keyword == b.keyword && a.text == b.text && a.languageTag == b.languageTag && a.translatedKeyword == b.translatedKeyword
    }
}
