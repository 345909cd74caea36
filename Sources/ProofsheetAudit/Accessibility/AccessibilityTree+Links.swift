import ProofsheetSpec
import ProofsheetScene

/// Linked validation errors and heading levels: the passes over the ordered elements that read one element
/// with another (`a11y.errorFor`) or from the whole tree (default heading levels).
extension AccessibilityTree {
    /// Each element whose node has `a11y.errorFor` is read with the element of that id, as its error
    /// (`accessibilityHint`/`setError` on the platforms announce it with the field), and leaves the order;
    /// the field gets the `error` state. One naming no element stays where it is and is listed in `unresolved`.
    package static func linkErrors(_ elements: [AccessibilityElement], scene: SceneLayout,
                           unresolved: inout [(AccessibilityElement, NodeID)]) -> [AccessibilityElement] {
        var result = elements
        var removed: Set<Int> = []
        for (position, element) in elements.enumerated() {
            guard let target = scene.nodes[element.node].semantics.errorFor else { continue }
            guard let field = result.indices.first(where: { result[$0].nodeID == target && $0 != position }) else {
                unresolved.append((element, target))
                continue
            }
            let message = element.name
            result[field].errorMessage = result[field].errorMessage.map { $0 == message ? $0 : $0 + "; " + message } ?? message
            result[field].linkedErrorNode = element.node
            if !result[field].states.contains(.error) { result[field].states = (result[field].states + [.error]).sorted() }
            removed.insert(position)
        }
        return result.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    /// Sets the level of every `header` element: its `a11y.headingLevel`, else the rank of its text size among
    /// the sizes of the headings without one (largest first, equal sizes one level). Ranks leave no gap, so a
    /// skipped level is always authored.
    package static func levelHeadings(_ elements: [AccessibilityElement], scene: SceneLayout) -> [AccessibilityElement] {
        var result = elements
        let defaults = elements.indices.filter { elements[$0].role == .header && scene.nodes[elements[$0].node].semantics.headingLevel == nil }
        let sizes = Array(Set(defaults.compactMap { textSize(of: elements[$0].node, in: scene) })).sorted(by: >)
        for index in result.indices where result[index].role == .header {
            if let level = scene.nodes[result[index].node].semantics.headingLevel {
                result[index].headingLevel = level
            } else if let size = textSize(of: result[index].node, in: scene), let rank = sizes.firstIndex(of: size) {
                result[index].headingLevel = min(rank + 1, 6)
            }
        }
        return result
    }

    /// The size of the first text at or under `index`, in points after the cell's text scale.
    package static func textSize(of index: Int, in scene: SceneLayout) -> Double? {
        if case .text(let text) = scene.nodes[index].kind { return text.size }
        for child in scene.children[index] {
            if let size = textSize(of: child, in: scene) { return size }
        }
        return nil
    }
}
