import ProofsheetJSON
import ProofsheetText
import ProofsheetSpec

/// `text`: a string key (or a literal) in a text style and colour role, wrapped, truncated after `maxLines`.
package struct TextNode: NodeKind {
    package var source: TextSource
    package var style: TextStyleName
    package var colorRole: ColorRole
    package var maxLines: Int?
    package var alignment: TextAlignment
    package var direction: TextDirectionSpec
    package var mustNotTruncate: Bool
    /// Where `maxLines` may cut the last line: `"character"` (default) or `"word"`.
    package var truncation: TruncationMode = .character

    package static let type = NodeType("text", keys: keyTable,
                               example: #""type": "text", "literal": "Hi""#) { d, o, _ in
        try TextNode.decode(d, o)
    }

    package static func decode(_ d: ScreenDecoder, _ o: JSONObjectReader) throws -> TextNode {
        let source: TextSource
        if let keyValue = o.optionalValue("text") {
            if o.contains("literal") { throw try o.requiredValue("literal").invalid("a text node takes 'text' or 'literal', not both") }
            if case .object = keyValue.value.kind {
                if o.contains("args") { throw try o.requiredValue("args").invalid("give 'args' inside 'text' or beside it, not both") }
                source = try d.text(keyValue) ?? .literal("")
            } else {
                source = try d.keyed(keyValue, args: o.optionalValue("args") ?? o.optionalArray("variants")?.first)
            }
        } else if let literal = try o.optionalValue("literal")?.textString() {
            source = .literal(literal)
        } else {
            throw o.missing("text")
        }
        let styleValue = o.optionalValue("style")
        let style = try styleValue.map(d.textStyle) ?? "body"
        if styleValue == nil, d.tokens.typography["body"] == nil {
            throw o.missing("style")
        }
        var maxLines: Int?
        if let value = o.optionalValue("maxLines") {
            let lines = try value.int()
            guard lines >= 1, lines <= 1_000 else { throw value.invalid("expected maxLines from 1 to 1000, found \(lines)") }
            maxLines = lines
        }
        return TextNode(
            source: source, style: style, colorRole: try d.role(o.optionalValue("color")) ?? "textPrimary", maxLines: maxLines,
            alignment: try o.optionalCase("align", TextAlignment.self) ?? .leading,
            direction: try o.optionalCase("direction", TextDirectionSpec.self) ?? .auto,
            mustNotTruncate: try o.optionalBool("mustNotTruncate") ?? false,
            truncation: try o.optionalCase("truncate", TruncationMode.self) ?? .character)
    }

    package func requirements(of node: SpecNode) -> [TokenNeed] { [.color(colorRole), .style(style)] }

    package var textSources: [TextSource] { [source] }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        var semantics = semantics
        if semantics.role == nil { semantics.role = .text }
        return resolver.resolved(node, as: .text(try resolver.resolveText(self)), box: box, semantics: semantics)
    }
}
