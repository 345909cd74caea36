import ProofsheetSpec

/// Makes the synthetic children of one control with ids derived from the control's id
/// (`save.label`, `wifi.track`); docs/spec.md lists each control's part ids.
package struct Parts {
    package let id: NodeID
    package let path: String
    package let type: String

    /// The id of the part named `suffix` (`save.label`).
    package func id(of suffix: String) -> NodeID { id.part(suffix) }

    package func text(_ text: ResolvedText, suffix: String, flex: Double = 0) -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.flex = flex
        var semantics = Semantics()
        semantics.role = .text
        return ResolvedNode(id: id(of: suffix), path: path, type: type, kind: .text(text), box: box, semantics: semantics)
    }

    package func icon(_ icon: ResolvedIcon, suffix: String) -> ResolvedNode {
        var semantics = Semantics()
        semantics.role = .image
        semantics.isHidden = true
        return ResolvedNode(id: id(of: suffix), path: path, type: type, kind: .icon(icon), semantics: semantics)
    }

    package func spacer() -> ResolvedNode {
        ResolvedNode(id: id.part("spacer"), path: path, type: type, kind: .spacer(minLength: 0))
    }

    /// A part that is a container of other parts.
    package func node(_ suffix: String, kind: ResolvedKind, box: ResolvedBox = ResolvedBox(), semantics: Semantics = Semantics(),
              type: String? = nil, part: ControlPart? = nil, children: [ResolvedNode] = []) -> ResolvedNode {
        ResolvedNode(id: id.part(suffix), path: path, type: type ?? self.type, kind: kind, box: box, semantics: semantics, part: part,
                     children: children)
    }
}
