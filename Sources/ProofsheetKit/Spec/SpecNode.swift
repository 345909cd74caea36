import ProofsheetLayout

/// A node of a screen spec after validation: token names checked, space and radius tokens already
/// turned into points, colour roles, text styles and string keys kept by name (they depend on mode,
/// text scale and locale and are resolved by `SceneResolver`).
struct SpecNode: Sendable {
    /// The author's id, if any.
    var id: String?
    /// The JSON path of the node in its file, e.g. `root.children[2]`.
    var path: String
    /// What the node is: its type's struct with the properties the author wrote (NodeTypes/).
    var kind: any NodeKind
    var box: BoxStyle
    var a11y: AccessibilitySpec
    /// A control's interaction state as authored (`"state"`); nil for the resting state and for non-controls.
    var state: ControlState?
    /// When the node is part of a cell's tree (`when`); nil: always.
    var condition: NodeCondition?
    var children: [SpecNode]

    init(id: String? = nil, path: String, kind: any NodeKind, box: BoxStyle = BoxStyle(), a11y: AccessibilitySpec = AccessibilitySpec(),
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
enum BackgroundSpec: Hashable, Sendable {
    case role(String)
    /// `angle` in degrees: 0 runs leading → trailing, 90 top → bottom.
    case gradient([String], angle: Double)

    /// Every colour role the background names.
    var roles: [String] {
        switch self {
        case .role(let role): return [role]
        case .gradient(let roles, _): return roles
        }
    }
}

/// The box properties every node may have (points).
struct BoxStyle: Hashable, Sendable {
    var sizing = BoxSizing()
    var background: BackgroundSpec?
    var borderRole: String?
    var borderWidth: Double = 0
    var cornerRadius: Double = 0
    var opacity: Double = 1
    var clip = false
    /// The keys with a default of their own that the spec writes, even at that default (`"padding": 0`): a control
    /// fills in its metrics only where the spec is silent (absent or `null`), so a written 0 is drawn as 0.
    var written: Set<WrittenKey> = []

    /// A box key whose written value may equal the value it has when absent.
    enum WrittenKey: String, Hashable, Sendable {
        case padding, cornerRadius
    }

    init() {}
}

/// Accessibility properties as authored.
struct AccessibilitySpec: Hashable, Sendable {
    var label: TextSource?
    var hint: TextSource?
    var role: String?
    var isHidden = false
    /// The accessible value (`a11y.value`), e.g. "3 of 5", overriding what the control shows.
    var value: TextSource?
    /// `a11y.sortPriority`: among the elements of one container, higher is visited first (as iOS's
    /// `accessibilitySortPriority`); 0 by default.
    var sortPriority: Double = 0
    /// `a11y.group`: how a container's children are read (`AccessibilityGrouping`); nil reads them as part of the
    /// enclosing container, ordered by their frames.
    var group: AccessibilityGrouping?
    /// `a11y.modal`: the container is modal (`accessibilityViewIsModal`, an Android dialog's window): a screen
    /// reader reads only its elements.
    var isModal = false
    /// `a11y.headingLevel` (1…6) of a node with the `header` role; nil takes the level from its text style.
    var headingLevel: Int?
    /// `a11y.errorFor`: the id of the field whose validation error this node shows; the field reads it.
    var errorFor: String?
    /// `a11y.summary`: what a chart's data says, read as the chart element's value (docs/charts.md); charts only.
    var summary: TextSource?

    init(label: TextSource? = nil, hint: TextSource? = nil, role: String? = nil, isHidden: Bool = false,
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
enum TextDirectionSpec: String, Hashable, Sendable {
    /// First strong character, else the locale's direction.
    case auto
    case locale
    case ltr
    case rtl
}

enum ButtonVariant: String, Hashable, Sendable {
    /// `tonal`: a tinted button (Apple HIG "Buttons", the tinted style; Material 3's filled tonal button).
    case primary, secondary, tonal, destructive, plain
}

/// A text field's Material 3 look on Android (m3.material.io "Text fields"); iOS draws its one field style for both.
enum TextFieldVariant: String, Hashable, Sendable, CaseIterable {
    case filled, outlined
}

/// A navBar's Material 3 top app bar on Android (m3.material.io "Top app bar"): 64, 64, 112 and 152 dp high.
enum AppBarVariant: String, Hashable, Sendable, CaseIterable {
    case small, centerAligned, medium, large
}

/// A floating action button's size (m3.material.io "FAB: specs"): 40, 56 and 96 dp.
enum FABSize: String, Hashable, Sendable, CaseIterable {
    case small, regular, large
}

enum BadgeTone: String, Hashable, Sendable, CaseIterable {
    case success, warning, danger, info, neutral
}

/// A tab bar item.
struct TabItemSpec: Hashable, Sendable {
    var icon: String
    var label: TextSource
    var isSelected: Bool
}

enum ContentMode: String, Hashable, Sendable {
    case fill, fit
}

/// A translucent colour laid over an image so text on it stays readable.
struct ScrimSpec: Hashable, Sendable {
    var colorRole: String
    var opacity: Double
}
