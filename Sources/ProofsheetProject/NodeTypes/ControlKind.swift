import ProofsheetSpec

/// A built-in control: a node type that expands into primitives around one touch target, built in a
/// `ControlBuild` with the type's default sizes (`metrics`).
///
/// A control draws exactly the `states` of its registry entry (docs/spec.md, "Control states"); the roles a
/// state draws with are part of its requirements, so a project whose tokens lack one gets one configuration
/// error naming the role and the node.
package protocol ControlKind: NodeKind {
    /// The control's default sizes (docs/spec.md "Controls" lists the same values).
    static var metrics: ControlMetrics { get }
    /// The control's default sizes on an Android device, in dp (Material 3; docs/platform-controls.md); `metrics`
    /// unless the type has its own.
    static var materialMetrics: ControlMetrics { get }
    /// What `disabled` draws with beyond the resting roles: the disabled ink by default (and the surface, for a
    /// text field); empty where the resting requirements already name the disabled look (a button). Only read for
    /// a node in the `disabled` state, which the decoder accepts only for types that draw it.
    static var disabledRoles: [ColorRole] { get }

    /// The roles and styles of the control as drawn at rest (or disabled, where that swaps them out).
    func restingRequirements(of node: SpecNode) -> [TokenNeed]

    /// The same for its Material look on Android devices; `restingRequirements` unless the type draws otherwise there.
    func materialRequirements(of node: SpecNode) -> [TokenNeed]

    /// Builds the control's container and parts.
    func build(_ c: inout ControlBuild, with resolver: SceneResolver) throws
}

extension ControlKind {
    package static var disabledRoles: [ColorRole] { ["disabledText"] }
    package static var materialMetrics: ControlMetrics { metrics }

    package func requirements(of node: SpecNode) -> [TokenNeed] {
        restingRequirements(of: node) + stateRoles(node.state).map(TokenNeed.color)
    }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { restingRequirements(of: node) }

    package func requirements(of node: SpecNode, on platform: Platform) -> [TokenNeed] {
        switch platform {
        case .ios: return requirements(of: node)
        case .android: return materialRequirements(of: node) + stateRoles(node.state).map(TokenNeed.color)
        }
    }

    /// The roles `state` draws with (SceneResolver+State.swift and the control's own build): the focus ring, the
    /// pressed overlay, the `selected` and `error` borders, the disabled look.
    package func stateRoles(_ state: ControlState?) -> [ColorRole] {
        switch state {
        case .focused?: return ["focusRing"]
        case .pressed?: return ["pressedOverlay"]
        case .selected?: return ["accent"]
        case .error?: return ["danger"]
        case .disabled?: return Self.disabledRoles
        case .loading?, nil: return []
        }
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        let metrics = resolver.platform == .android ? Self.materialMetrics : Self.metrics
        var c = ControlBuild(node: node, box: box, semantics: semantics, metrics: metrics, touchMinimum: resolver.controlHeight)
        try build(&c, with: resolver)
        return c.resolved
    }
}
