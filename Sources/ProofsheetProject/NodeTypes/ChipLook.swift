import ProofsheetSpec

/// A chip's drawn container and colours on one platform, for one variant and selection (points on iOS, dp on
/// Android; docs/platform-controls.md, "Sizes", with their sources).
package struct ChipLook {
    /// The drawn container's height (the node around it is the touch target) and corner radius.
    package let height: Double
    package let cornerRadius: Double
    /// Before the first part: `leadingWithIcon` before a leading icon or checkmark. After the label (a remove button's
    /// target holds the input chip's trailing space).
    package let leading: Double
    package let leadingWithIcon: Double
    package let trailing: Double
    /// Between the parts, and the size of the leading icon, the checkmark and the remove icon.
    package let spacing: Double
    package let iconSize: Double
    package let labelStyle: TextStyleName
    package let fillRole: ColorRole?
    package let borderRole: ColorRole?
    package let inkRole: ColorRole
    package let iconRole: ColorRole

    package init(_ platform: Platform, variant: ChipVariant, isSelected: Bool, isDisabled: Bool) {
        switch platform {
        case .ios:
            // iOS has no chip: a small capsule button (HIG "Buttons": the tinted and gray bordered styles, the capsule
            // shape of UIButton.Configuration.CornerStyle.capsule). 32 pt high in the 44 pt target, 12 pt side padding,
            // 16 pt icons 6 pt from a `subheadline` label: Proofsheet's own sizes.
            height = 32
            cornerRadius = 16
            leading = 12
            leadingWithIcon = 10
            trailing = 12
            spacing = 6
            iconSize = 16
            labelStyle = "subheadline"
        case .android:
            // Material 3 chips (m3.material.io "Chips: specs"; `md.comp.assist-chip.*`, `.filter-chip.*`,
            // `.input-chip.*`): 32 dp high, 8 dp corners, a 1 dp outline, 18 dp icons, Label Large, 16 dp side padding
            // (8 dp before a leading icon), 8 dp between parts. Assist: onSurface label, primary icon. Filter: outlined
            // with an onSurfaceVariant label; selected: secondaryContainer, no outline, an onSecondaryContainer
            // checkmark and label. Input: onSurfaceVariant label and remove icon.
            height = 32
            cornerRadius = 8
            leading = 16
            leadingWithIcon = 8
            trailing = 16
            spacing = 8
            iconSize = 18
            labelStyle = "labelLarge"
        }
        let roles = ChipLook.roles(platform, variant: variant, isSelected: isSelected, isDisabled: isDisabled)
        fillRole = roles.fill
        borderRole = roles.border
        inkRole = roles.ink
        iconRole = roles.icon
    }

    /// Fill, outline, label and icon roles (the Material roles on the project's: docs/platform-controls.md, "Colours").
    package static func roles(_ platform: Platform, variant: ChipVariant, isSelected: Bool, isDisabled: Bool)
        -> (fill: ColorRole?, border: ColorRole?, ink: ColorRole, icon: ColorRole) {
        let drawn: (fill: ColorRole?, border: ColorRole?, ink: ColorRole, icon: ColorRole)
        switch (platform, variant, isSelected) {
        case (.ios, .assist, _): drawn = ("accentTint", nil, "accent", "accent")
        case (.ios, .filter, true): drawn = ("accent", nil, "onAccent", "onAccent")
        case (.ios, .filter, false), (.ios, .input, _): drawn = ("neutralTint", nil, "textPrimary", "textSecondary")
        case (.android, .assist, _): drawn = (nil, "border", "textPrimary", "accent")
        case (.android, .filter, true): drawn = ("accentTint", nil, "textPrimary", "textPrimary")
        case (.android, .filter, false), (.android, .input, _): drawn = (nil, "border", "textSecondary", "textSecondary")
        }
        guard isDisabled else { return drawn }
        // Disabled as every control: the disabled ink, and the disabled surface for a fill or an outline.
        return (drawn.fill == nil ? nil : "disabledSurface", drawn.border == nil ? nil : "disabledSurface", "disabledText", "disabledText")
    }

    /// Above and below the label when the text size makes its line taller than the container's height leaves room for.
    package static let verticalPadding = 4.0

    /// The roles and styles the chip draws with (`drawsIcon`: it shows an icon, a checkmark or a remove button):
    /// what `MissingTokens` asks tokens.json for.
    package func requirements(drawsIcon: Bool) -> [TokenNeed] {
        ([fillRole, borderRole, inkRole, drawsIcon ? iconRole : nil].compactMap { $0 }).map(TokenNeed.color) + [.style(labelStyle)]
    }
}
