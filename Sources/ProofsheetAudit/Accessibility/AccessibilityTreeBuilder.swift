import ProofsheetRaster
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// Walks a laid-out scene and produces `AccessibilityTree`'s elements (see there for the rules).
package struct AccessibilityTreeBuilder {
    package let scene: SceneLayout
    package let usesPriority: Bool
    package let platform: Platform

    /// What one reading unit holds, before it is sorted: an element, or a unit whose elements are already in order.
    package struct Piece {
        package var frame: Rect
        package var priority: Double
        package var elements: [AccessibilityElement]
    }

    /// The elements of the unit rooted at `index` (the screen, a modal, a `contain` group), in reading order.
    /// `units` names the units the elements are in, outermost first (`modal #sheet`, `group #col-a`).
    package func read(unit index: Int, disabled: Bool, units: [String]) -> [AccessibilityElement] {
        var pieces: [Piece] = []
        for child in scene.children[index] { gather(child, disabled: disabled, units: units, into: &pieces) }
        let order = VisualOrder.sorted(frames: pieces.map(\.frame), priorities: pieces.map(\.priority),
                                       rightToLeft: scene.direction == .rightToLeft, usesPriority: usesPriority)
        return order.flatMap { pieces[$0].elements }
    }

    /// Adds what the node at `index` contributes to the enclosing unit: one element, a unit kept together, or,
    /// for a plain container, its descendants' pieces (the platforms read plain views by their frames).
    package func gather(_ index: Int, disabled inherited: Bool, units: [String], into pieces: inout [Piece]) {
        let node = scene.nodes[index]
        let semantics = node.semantics
        guard !semantics.isHidden, node.box.opacity > 0 else { return }
        let disabled = inherited || semantics.isDisabled
        let frame = scene.frames[index], priority = semantics.sortPriority
        if semantics.grouping == .combine {
            pieces.append(Piece(frame: frame, priority: priority, elements: combined(index, disabled: disabled, units: units)))
            return
        }
        let hasLabel = !SemanticsCheck.isUnnamed(semantics.label)
        let hasChildren = !scene.children[index].isEmpty
        if hasChildren, !semantics.isInteractive, semantics.grouping == .contain || semantics.isModal {
            // A unit before a labelled container: a labelled modal or group keeps its elements (its label names it).
            let inner = units + [unitName(index)]
            pieces.append(Piece(frame: frame, priority: priority, elements: read(unit: index, disabled: disabled, units: inner)))
            return
        }
        if semantics.isInteractive || semantics.mergesDescendants || (hasLabel && hasChildren) || (semantics.errorFor != nil && hasChildren) {
            pieces.append(Piece(frame: frame, priority: priority, elements: [with(units, merged(index, disabled: disabled))]))
            return
        }
        switch node.kind {
        case .text(let text):
            pieces.append(Piece(frame: frame, priority: priority, elements: [with(units, element(
                index, role: semantics.role ?? .text, name: hasLabel ? semantics.label! : text.string,
                visible: text.string, states: [], disabled: disabled, isFocusable: false))]))
        case .icon, .image:
            pieces.append(Piece(frame: frame, priority: priority, elements: [with(units, element(
                index, role: semantics.role ?? .image, name: semantics.label ?? "", visible: "", states: [], disabled: disabled,
                isFocusable: false))]))
        default:
            if priority != 0 || AccessibilityTreeBuilder.platformUnits.contains(node.type) {
                // A unit: read whole, in its own order, where its frame puts it (only authored groups are named).
                pieces.append(Piece(frame: frame, priority: priority, elements: read(unit: index, disabled: disabled, units: units)))
            } else {
                for child in scene.children[index] { gather(child, disabled: disabled, units: units, into: &pieces) }
            }
        }
    }

    /// Node types both platforms read as a unit, each where its frame puts it: a navigation bar and a tab bar
    /// (UIKit's `UINavigationBar` and `UITabBar` are accessibility containers VoiceOver enters and leaves whole;
    /// Android's `Toolbar` and `BottomNavigationView` are view groups whose children TalkBack visits together,
    /// AOSP `ViewGroup.addChildrenForAccessibility`), and a scroll view (`UIScrollView`, `ScrollView`: its content,
    /// much of it below the fold, is read through before what follows the scroll view).
    package static let platformUnits: Set<String> = ["navBar", "tabBar", "scroll"]

    /// `modal #sheet`, `group #col-a` (the node's id, authored or its path), with its label when it has one:
    /// `group #stats "Today's stats"` (what VoiceOver and TalkBack say on entering a labelled container).
    package func unitName(_ index: Int) -> String {
        let semantics = scene.nodes[index].semantics
        let label = SemanticsCheck.isUnnamed(semantics.label) ? "" : " " + AccessibilitySnapshot.quoted(semantics.label!)
        return (semantics.isModal ? "modal #" : "group #") + scene.nodes[index].id.name + label
    }

    package func with(_ units: [String], _ element: AccessibilityElement) -> AccessibilityElement {
        var element = element
        element.units = units
        return element
    }

    /// `a11y.group: "combine"`: one element whose name joins the texts of the elements inside, in reading order.
    /// On Android a focusable descendant (a button, a switch) is not merged: Compose's `mergeDescendants` stops at
    /// descendants that merge themselves, so TalkBack reads them as their own elements after the merged one. On
    /// iOS SwiftUI's `.combine` folds them into the one element.
    package func combined(_ index: Int, disabled: Bool, units: [String]) -> [AccessibilityElement] {
        let semantics = scene.nodes[index].semantics
        let inner = read(unit: index, disabled: disabled, units: [])
        let kept = platform == .android ? inner.filter { !isControl($0.node) } : inner
        let separate = platform == .android ? inner.filter { isControl($0.node) } : []
        let named = kept.filter { !$0.name.isEmpty }
        let name = SemanticsCheck.isUnnamed(semantics.label) ? named.map(\.name).joined(separator: ", ") : semantics.label!
        var states = Set(kept.flatMap(\.states))
        states.remove(.disabled)
        let isFocusable = semantics.isInteractive || kept.contains(where: \.isFocusable)
        let role = semantics.role ?? (isFocusable ? .button : .text)
        var result = element(index, role: role, name: name, visible: kept.first?.visibleLabel ?? "", states: states,
                             disabled: disabled, isFocusable: isFocusable && !disabled)
        result.value = semantics.value ?? kept.lazy.compactMap(\.value).first
        result.errorMessage = semantics.errorMessage ?? kept.lazy.compactMap(\.errorMessage).first
        result.units = units
        return [result] + separate.map { with(units, $0) }
    }

    /// True for a control: a node that is, or holds, a touch target (a text field holds its field).
    package func isControl(_ index: Int) -> Bool {
        scene.nodes[index].semantics.isInteractive || scene.children[index].contains(where: isControl)
    }

    /// One element for the subtree at `index`: a control and its parts.
    package func merged(_ index: Int, disabled: Bool) -> AccessibilityElement {
        let semantics = scene.nodes[index].semantics
        var parts: [Int] = []
        collect(index, into: &parts)
        let texts = parts.compactMap { part -> String? in
            guard case .text(let text) = scene.nodes[part].kind else { return nil }
            return text.string
        }
        // The text a field shows as its value (a search field's query) is what was typed, not the field's label.
        let visible = texts.first { $0 != semantics.value } ?? ""
        let name = SemanticsCheck.isUnnamed(semantics.label) ? texts.joined(separator: ", ") : semantics.label!
        var states: Set<AccessibilityState> = []
        var value = semantics.value
        var errorMessage = semantics.errorMessage
        var isFocusable = false
        var isOn = semantics.isOn
        var checked = semantics.checked
        var setPosition = semantics.setPosition
        for part in parts {
            let s = scene.nodes[part].semantics
            if s.isSelected { states.insert(.selected) }
            if s.isInvalid { states.insert(.error) }
            if s.isBusy { states.insert(.busy) }
            if s.isFocused { states.insert(.focused) }
            if s.isRequired { states.insert(.required) }
            if s.isInteractive { isFocusable = true }
            value = value ?? s.value
            errorMessage = errorMessage ?? s.errorMessage
            isOn = isOn ?? s.isOn
            checked = checked ?? s.checked
            setPosition = setPosition ?? s.setPosition
        }
        if let isOn { states.insert(isOn ? .on : .off) }
        switch checked {
        case .checked?: states.insert(.checked)
        case .unchecked?: states.insert(.unchecked)
        case .mixed?: states.insert(.mixed)
        case nil: break
        }
        let role = semantics.role ?? (semantics.isInteractive ? .button : semantics.errorFor != nil ? .text : .group)
        var result = element(index, role: role, name: name, visible: visible, states: states, disabled: disabled,
                             isFocusable: isFocusable && !disabled)
        result.value = value
        result.errorMessage = errorMessage
        result.setPosition = setPosition
        return result
    }

    /// The node and its visible, non-hidden descendants in visit order.
    package func collect(_ index: Int, into parts: inout [Int]) {
        let node = scene.nodes[index]
        guard !node.semantics.isHidden, node.box.opacity > 0 else { return }
        parts.append(index)
        for child in VisualOrder.sorted(scene.children[index], in: scene, usesPriority: usesPriority) { collect(child, into: &parts) }
    }

    package func element(_ index: Int, role: AccessibilityRole, name: String, visible: String, states: Set<AccessibilityState>,
                 disabled: Bool, isFocusable: Bool) -> AccessibilityElement {
        let node = scene.nodes[index]
        var all = states
        if disabled { all.insert(.disabled) }
        return AccessibilityElement(number: 0, node: index, nodeID: node.id, hasAuthoredID: !node.id.isDerived(fromPath: node.path), role: role,
                                    name: name, value: node.semantics.value, hint: node.semantics.hint, errorMessage: nil,
                                    states: all.sorted(), frame: scene.frames[index], isFocusable: isFocusable,
                                    visibleLabel: visible)
    }
}
