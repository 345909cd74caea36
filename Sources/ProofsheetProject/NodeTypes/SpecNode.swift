import ProofsheetLayout
import ProofsheetSpec

/// A node of a screen spec after validation: token names checked, space and radius tokens already
/// turned into points, colour roles, text styles and string keys kept by name (they depend on mode,
/// text scale and locale and are resolved by `SceneResolver`).
package struct SpecNode: Sendable {
    /// The author's id, if any.
    package var id: NodeID?
    /// The author's id, else the one derived from the node's path (`root.children[2]`): what the resolved node,
    /// its parts and its findings are named by.
    package var resolvedID: NodeID { id ?? NodeID(path) }
    /// The JSON path of the node in its file, e.g. `root.children[2]`.
    package var path: String
    /// What the node is: its type's struct with the properties the author wrote (NodeTypes/).
    package var kind: any NodeKind
    package var box: BoxStyle
    package var a11y: AccessibilitySpec
    /// A control's interaction state as authored (`"state"`); nil for the resting state and for non-controls.
    package var state: ControlState?
    /// When the node is part of a cell's tree (`when`); nil: always.
    package var condition: NodeCondition?
    package var children: [SpecNode]

    package init(id: NodeID? = nil, path: String, kind: any NodeKind, box: BoxStyle = BoxStyle(), a11y: AccessibilitySpec = AccessibilitySpec(),
                state: ControlState? = nil, children: [SpecNode] = []) {
        self.id = id
        self.path = path
        self.kind = kind
        self.box = box
        self.a11y = a11y
        self.state = state
        self.children = children
    }
}

/// A background as authored: a colour role or a linear gradient between roles.
package enum BackgroundSpec: Hashable, Sendable {
    case role(ColorRole)
    /// `angle` in degrees: 0 runs leading → trailing, 90 top → bottom.
    case gradient([ColorRole], angle: Double)

    /// Every colour role the background names.
    package var roles: [ColorRole] {
        switch self {
        case .role(let role): return [role]
        case .gradient(let roles, _): return roles
        }
    }
}

/// The box properties every node may have (points).
package struct BoxStyle: Hashable, Sendable {
    package var sizing = BoxSizing()
    package var background: BackgroundSpec?
    package var borderRole: ColorRole?
    package var borderWidth: Double = 0
    package var cornerRadius: Double = 0
    package var opacity: Double = 1
    package var clip = false
    /// The keys with a default of their own that the spec writes, even at that default (`"padding": 0`): a control
    /// fills in its metrics only where the spec is silent (absent or `null`), so a written 0 is drawn as 0.
    package var written: Set<WrittenKey> = []

    /// A box key whose written value may equal the value it has when absent.
    package enum WrittenKey: String, Hashable, Sendable {
        case padding, cornerRadius
    }

    package init() {}
}

/// Accessibility properties as authored.
package struct AccessibilitySpec: Hashable, Sendable {
    package var label: TextSource?
    package var hint: TextSource?
    package var role: AccessibilityRole?
    package var isHidden = false
    /// The accessible value (`a11y.value`), e.g. "3 of 5", overriding what the control shows.
    package var value: TextSource?
    /// `a11y.sortPriority`: among the elements of one container, higher is visited first (as iOS's
    /// `accessibilitySortPriority`); 0 by default.
    package var sortPriority: Double = 0
    /// `a11y.group`: how a container's children are read (`AccessibilityGrouping`); nil reads them as part of the
    /// enclosing container, ordered by their frames.
    package var group: AccessibilityGrouping?
    /// `a11y.modal`: the container is modal (`accessibilityViewIsModal`, an Android dialog's window): a screen
    /// reader reads only its elements.
    package var isModal = false
    /// `a11y.headingLevel` (1…6) of a node with the `header` role; nil takes the level from its text style.
    package var headingLevel: Int?
    /// `a11y.errorFor`: the id of the field whose validation error this node shows; the field reads it.
    package var errorFor: NodeID?
    /// `a11y.summary`: what a chart's data says, read as the chart element's value (docs/charts.md); charts only.
    package var summary: TextSource?

    package init(label: TextSource? = nil, hint: TextSource? = nil, role: AccessibilityRole? = nil, isHidden: Bool = false,
                value: TextSource? = nil, sortPriority: Double = 0) {
        self.label = label
        self.hint = hint
        self.role = role
        self.isHidden = isHidden
        self.value = value
        self.sortPriority = sortPriority
    }
}

/// Placement of children in a z-stack.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

/// A text node's paragraph direction as authored.
package enum TextDirectionSpec: String, Hashable, Sendable, CaseIterable {
    /// First strong character, else the locale's direction.
    case auto
    case locale
    case ltr
    case rtl
}

package enum ButtonVariant: String, Hashable, Sendable, CaseIterable {
    /// `tonal`: a tinted button (Apple HIG "Buttons", the tinted style; Material 3's filled tonal button).
    case primary, secondary, tonal, destructive, plain
}

/// A text field's Material 3 look on Android (m3.material.io "Text fields"); iOS draws its one field style for both.
package enum TextFieldVariant: String, Hashable, Sendable, CaseIterable {
    case filled, outlined
}

/// A navBar's Material 3 top app bar on Android (m3.material.io "Top app bar"): 64, 64, 112 and 152 dp high.
package enum AppBarVariant: String, Hashable, Sendable, CaseIterable {
    case small, centerAligned, medium, large
}

/// A floating action button's size (m3.material.io "FAB: specs"): 40, 56 and 96 dp.
package enum FABSize: String, Hashable, Sendable, CaseIterable {
    case small, regular, large
}

package enum BadgeTone: String, Hashable, Sendable, CaseIterable {
    case success, warning, danger, info, neutral
}

/// A tab bar item.
package struct TabItemSpec: Hashable, Sendable {
    package var icon: String
    package var label: TextSource
    package var isSelected: Bool
}

package enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fill, fit
}

/// A translucent colour laid over an image so text on it stays readable.
package struct ScrimSpec: Hashable, Sendable {
    package var colorRole: ColorRole
    package var opacity: Double
}
