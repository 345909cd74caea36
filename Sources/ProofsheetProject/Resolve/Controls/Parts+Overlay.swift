import ProofsheetSpec

/// The pieces every overlay (`sheet`, `dialog`, `snackbar`) is built from: the layer that fills the screen and,
/// for a modal one, its scrim.
extension Parts {
    /// The scrim's opacity over the `scrim` colour role: 32 % on Android (Material 3 `md.sys.color.scrim` at 32 %,
    /// "Bottom sheets" and "Dialogs: specs"); 40 % on iOS (Proofsheet's reading of UIKit's dimming view: Apple
    /// publishes no figure). A translucent `scrim` token is dimmed further.
    package static func scrimOpacity(_ platform: Platform) -> Double {
        switch platform {
        case .ios: return 0.4
        case .android: return 0.32
        }
    }

    /// The scrim: the `scrim` colour role at the platform's opacity, painted over the whole device
    /// (`ControlPart.scrim`); hidden from assistive technology.
    package func scrim(theme: ResolvedTheme) throws -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.width = .fill
        box.sizing.height = .fill
        try box.fill(role: "scrim", theme: theme)
        box.background = .solid(try theme.color("scrim").withOpacity(Parts.scrimOpacity(theme.platform)))
        var semantics = Semantics()
        semantics.isHidden = true
        return node("scrim", kind: .rect, box: box, semantics: semantics, part: .scrim)
    }

    /// The overlay's own node: a layer filling the screen's safe area (the overlay layer places it there), with
    /// `children` drawn over each other. A modal overlay is a modal for screen readers (`a11y.modal`).
    package func overlay(_ node: SpecNode, semantics: Semantics, isModal: Bool, alignment: StackAlignment, children: [ResolvedNode]) -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.width = .fill
        box.sizing.height = .fill
        var semantics = semantics
        semantics.isModal = semantics.isModal || isModal
        return ResolvedNode(id: id, path: path, type: type, kind: .zstack(alignment: alignment), box: box, semantics: semantics,
                            part: .overlay(isModal: isModal), children: children)
    }
}
