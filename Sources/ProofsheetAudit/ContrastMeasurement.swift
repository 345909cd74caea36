import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// One measured contrast: a foreground role over one background role in one theme mode.
///
/// The colours are the opaque colours actually seen, after compositing translucent values
/// (see `TokenContrastAudit` for the rule); WCAG 2.2 §1.4.3 / §1.4.6 / §1.4.11 by `requirement`.
package struct ContrastMeasurement: Hashable, Sendable {
    package var mode: ThemeMode
    /// The background role's name.
    package var background: String
    /// The foreground as seen: its token value, composited over `backgroundColor` if translucent.
    package var foregroundColor: Color
    /// The background as seen: opaque.
    package var backgroundColor: Color
    package var ratio: ContrastRatio
    package var requirement: ContrastRequirement

    package init(mode: ThemeMode, background: String, foregroundColor: Color, backgroundColor: Color,
                requirement: ContrastRequirement) {
        self.mode = mode
        self.background = background
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.ratio = ContrastRatio(foregroundColor, backgroundColor)
        self.requirement = requirement
    }

    /// Whether the unrounded ratio reaches the requirement's minimum.
    package var isPassing: Bool { ratio.passes(requirement) }
}
