/// A token a node needs to be drawn, by its group in tokens.json: what `MissingTokens` names when the tokens lack it.
package enum TokenNeed: Hashable, Sendable, Comparable {
    case color(ColorRole)
    case style(TextStyleName)
    case space(String)
    case radius(String)

    /// The token's key in tokens.json: `colors.accent`, `typography.body`, `space.lg`, `radius.lg`.
    package var key: String {
        switch self {
        case .color(let role): return "colors." + role.name
        case .style(let style): return "typography." + style.name
        case .space(let name): return "space." + name
        case .radius(let name): return "radius." + name
        }
    }

    /// Whether `tokens` has this token.
    package func isDefined(in tokens: DesignTokens) -> Bool {
        switch self {
        case .color(let role): return tokens.colors[role.name] != nil
        case .style(let style): return tokens.typography[style.name] != nil
        case .space(let name): return tokens.space[name] != nil
        case .radius(let name): return tokens.radius[name] != nil
        }
    }
}
