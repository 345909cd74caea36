/// One textual metadata entry of a PNG file: a keyword and its text, in file order.
///
/// Read from tEXt (Latin-1), zTXt (compressed Latin-1) and iTXt (UTF-8, optionally compressed); `languageTag`
/// and `translatedKeyword` exist only in iTXt and are empty otherwise. The encoder writes tEXt when keyword and
/// text fit Latin-1 and both iTXt-only fields are empty, iTXt otherwise. Standard: PNG §11.3.4.
public struct PNGTextChunk: Equatable, Sendable {
    /// 1...79 Latin-1 characters, e.g. "Title", "Software", "proofsheet:spec".
    public var keyword: String
    public var text: String
    /// An RFC 3066 language tag such as "ar" or "en-GB" (iTXt only).
    public var languageTag: String
    /// The keyword translated into `languageTag` (iTXt only).
    public var translatedKeyword: String

    public init(keyword: String, text: String, languageTag: String = "", translatedKeyword: String = "") {
        self.keyword = keyword
        self.text = text
        self.languageTag = languageTag
        self.translatedKeyword = translatedKeyword
    }
}
