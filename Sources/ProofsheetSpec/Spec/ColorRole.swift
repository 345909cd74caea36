/// The name of a colour token (`textPrimary`, `surface`, `chart.1`): what a spec, a control and the painter name a
/// colour by, resolved to a `Color` per theme mode by `ResolvedTheme.color(_:)` (docs/tokens.md).
///
/// Spelled exactly as tokens.json keys it, in the input record (`token:<role>`), findings, the token contrast
/// report and messages. Whether the project defines it is checked where it is read (`MissingTokens` at load,
/// `ResolvedTheme.color(_:)` at resolve), never assumed.
public struct ColorRole: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The role's name as tokens.json keys it.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }

    public static func < (lhs: ColorRole, rhs: ColorRole) -> Bool { lhs.name < rhs.name }
}
