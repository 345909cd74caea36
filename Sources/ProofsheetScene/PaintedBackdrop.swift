import ProofsheetProject
import ProofsheetSpec

/// The colour role(s) a node was painted on, as the painter recorded it (`PaintedNode`): the fill of the nearest node
/// at or above it that fills its box with a role, or the stops of a gradient, or the canvas.
///
/// A state overlay without a role (a pressed button's tint) keeps the role under it; what the pixels show is for the
/// pixel audits, this is the design's pairing of roles (`DrawnRolePairs`).
package enum PaintedBackdrop: Hashable, Sendable {
    /// One colour role (the canvas is `background`).
    case role(ColorRole)
    /// A linear gradient through these roles: no single role.
    case gradient([ColorRole])

    /// What a node's content and children are painted on: its own fill when it has one, else what it is painted on.
    package func under(_ box: ResolvedBox) -> PaintedBackdrop {
        if let role = box.backgroundRole { return .role(role) }
        if !box.gradientRoles.isEmpty { return .gradient(box.gradientRoles) }
        return self
    }
}
