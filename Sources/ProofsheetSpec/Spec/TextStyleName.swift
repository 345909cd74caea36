/// The name of a text style (`body`, `headline`, `labelLarge`): what a spec, a control and the painter name a
/// typography token by, resolved to a family, weight, size and line height per cell by `ResolvedTheme.textStyle(_:)`
/// (docs/tokens.md).
///
/// Spelled exactly as tokens.json's `typography` keys it, in the input record (`style <name>`), findings, the layout
/// report and messages. Whether the project defines it is checked where it is read (the text node's decoder and
/// `MissingTokens` at load, `ResolvedTheme.textStyle(_:)` at resolve), never assumed.
public struct TextStyleName: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The style's name as tokens.json's `typography` keys it.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }

    public static func < (lhs: TextStyleName, rhs: TextStyleName) -> Bool { lhs.name < rhs.name }
}
