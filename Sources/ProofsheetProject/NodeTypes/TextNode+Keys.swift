import ProofsheetJSON
import ProofsheetText

extension TextNode {
    /// The keys a `text` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Leaf: a paragraph of text. Give exactly one of `text` (a string key) or `literal`.", [
        JSONKey("text", ["anyOf": [["type": "string"], JSONSchemaFragment.object(ScreenDecoder.keyedTextKeyTable).value]], "A string key, or {\"key\", \"args\"} (docs/strings.md)."),
        JSONKey("literal", .json(#"{"type": "string", "maxLength": 20000}"#), "Untranslated text shown as written (a name, a number). Use `text` for translated text."),
        JSONKey("style", .json(#"{"type": "string", "minLength": 1, "examples": ["body"]}"#), default: "body", "A typography token from tokens.json `typography`. Default body."),
        JSONKey("color", .ref("colorRole"), default: "textPrimary", "Text colour role. Default textPrimary."),
        JSONKey("maxLines", .integer(minimum: 1, maximum: 1000), "The most lines shown, 1 to 1000. Default: no limit."),
        JSONKey("align", .oneOf(["leading", "center", "trailing"]), default: "leading", "Line alignment in the frame; leading is the paragraph's start side. Default leading."),
        JSONKey("direction", .oneOf(["auto", "locale", "ltr", "rtl"]), default: "auto", "Paragraph direction: auto (first strong character, else the locale; the default), locale, ltr or rtl."),
        JSONKey("mustNotTruncate", .boolean, default: false, "Marks text that must never be truncated."),
        JSONKey("truncate", .cases(of: TruncationMode.self), default: "character", "Where maxLines may cut the last line before its \"…\": character (any grapheme boundary, as UIKit and Android labels do; the default) or word (a line-break opportunity; a first word too wide is still cut by character)."),
        JSONKey("args", .ref("messageArguments"), "Arguments for the key's placeholders and plurals: by position (array) or by name (object, also by written order)."),
        JSONKey("variants", .json(##"{"type": "array", "minItems": 1, "maxItems": 20, "items": {"$ref": "#/$defs/messageArguments"}}"##), "Several argument sets: the text is drawn once per set, in a vstack (docs/strings.md)."),
    ], rules: [
        .rule("oneOf", #"[{"required": ["text"], "description": "A translated text."}, {"required": ["literal"], "description": "An untranslated text."}]"#),
    ])
}
