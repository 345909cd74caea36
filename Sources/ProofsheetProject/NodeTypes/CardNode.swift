import ProofsheetLayout
import ProofsheetSpec

/// `card`: a vstack styled by tokens where the author left its box unset: a `surface` background, the `lg`
/// radius and padding, a 1 pt `divider` border, and `sm` spacing between its children.
///
/// The defaults are token values, so they are applied here, for the cell's mode, and recorded as the token
/// reads they are (`token:space lg`); a project whose tokens lack one gets a configuration error at load.
package struct CardNode: NodeKind {
    /// A box property the author left to the card's tokens.
    package enum TokenDefault: String, Hashable, Sendable, CaseIterable {
        case background, border, cornerRadius, padding
    }

    /// Points between children; nil: the `sm` space token.
    package var spacing: Double?
    package var alignment: HorizontalAlignment
    /// The box properties the author did not set (absent or `null`), drawn from the tokens.
    package var tokenDefaults: Set<TokenDefault>

    package static let type = NodeType("card", keys: keyTable, example: #""type": "card""#) { d, o, children in
        try children.read(from: o, with: d)
        return CardNode(spacing: try d.spacing(o.optionalValue("spacing")), alignment: try NodeType.horizontalAlignment(o),
                        tokenDefaults: Set(TokenDefault.allCases.filter { o.optionalValue($0.rawValue) == nil }))
    }

    package func requirements(of node: SpecNode) -> [TokenNeed] {
        var tokens: [TokenNeed] = spacing == nil ? [.space("sm")] : []
        for unset in TokenDefault.allCases where tokenDefaults.contains(unset) {
            switch unset {
            case .background: tokens.append(.color("surface"))
            case .border: tokens.append(.color("divider"))
            case .cornerRadius: tokens.append(.radius("lg"))
            case .padding: tokens.append(.space("lg"))
            }
        }
        return tokens
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        var box = box
        let theme = resolver.theme
        if tokenDefaults.contains(.background) { try box.fill(role: "surface", theme: theme) }
        if tokenDefaults.contains(.cornerRadius) { box.cornerRadius = try theme.radius("lg") }
        if tokenDefaults.contains(.padding) { box.sizing.padding = Edges(all: try theme.space("lg")) }
        if tokenDefaults.contains(.border) { box.border = Border(color: try theme.color("divider"), role: "divider", width: 1) }
        let spacing = try self.spacing ?? theme.space("sm")
        return try resolver.container(node, as: .vstack(spacing: spacing, alignment: alignment), box: box, semantics: semantics)
    }
}
