import ProofsheetSpec

extension ResolvedBox {
    /// Fills the box with colour role `role` of the theme, remembering the role (`backgroundRole`): the drawn
    /// role pairs (`DrawnRolePairs`) read it to know which role a text or icon sits on.
    package mutating func fill(role: ColorRole, theme: ResolvedTheme) throws {
        background = .solid(try theme.color(role))
        backgroundRole = role
    }
}
