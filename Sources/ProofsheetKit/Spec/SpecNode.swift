/// A node of a screen spec after validation: token names checked, space and radius tokens already
/// turned into points, colour roles, text styles and string keys kept by name (they depend on mode,
/// text scale and locale and are resolved by `SceneResolver`).
struct SpecNode: Sendable {
    /// The author's id, if any.
    var id: String?
    /// The JSON path of the node in its file, e.g. `root.children[2]`.
    var path: String
    var kind: SpecNodeKind
    var box: BoxStyle
    var a11y: AccessibilitySpec
    /// A control's interaction state as authored (`"state"`); nil for the resting state and for non-controls.
    var state: ControlState?
    /// When the node is part of a cell's tree (`when`); nil: always.
    var condition: NodeCondition?
    var children: [SpecNode]

    init(id: String? = nil, path: String, kind: SpecNodeKind, box: BoxStyle = BoxStyle(), a11y: AccessibilitySpec = AccessibilitySpec(),
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

/// Text alignment within a text node's frame; leading is the paragraph's start side.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
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
    case primary, secondary, destructive, plain
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

/// What a node is, with the properties of its type.
enum SpecNodeKind: Sendable {
    case vstack(spacing: Double, alignment: HorizontalAlignment)
    case hstack(spacing: Double, alignment: VerticalAlignment)
    case zstack(alignment: StackAlignment)
    case scroll(spacing: Double)
    /// Candidates in `SpecNode.children`; layout shows the first that fits along `axes`, else the last.
    case firstFit(axes: FitAxes)
    case card(spacing: Double, alignment: HorizontalAlignment)
    case text(TextSpec)
    case icon(name: String, size: Double, colorRole: String)
    case image(src: String, contentMode: ContentMode, scrim: ScrimSpec?)
    case spacer(minLength: Double)
    case divider(colorRole: String, thickness: Double)
    case rect
    case button(label: TextSource?, icon: String?, variant: ButtonVariant, isDisabled: Bool)
    case iconButton(icon: String, colorRole: String?)
    case textField(label: TextSource?, placeholder: TextSource?, value: TextSource?, error: TextSource?, isRequired: Bool)
    case toggle(label: TextSource?, isOn: Bool, isDisabled: Bool)
    case badge(tone: BadgeTone, icon: String?, label: TextSource?)
    case listRow(icon: String?, title: TextSource?, subtitle: TextSource?, value: TextSource?, hasChevron: Bool)
    case segmented(options: [TextSource], selected: Int)
    /// The actions are `iconButton` nodes, kept in `SpecNode.children`.
    case navBar(title: TextSource?, hasBack: Bool)
    case tabBar(items: [TabItemSpec])
    case progress(value: Double, label: TextSource?, colorRole: String)

    /// The `type` name used in JSON.
    var typeName: String {
        switch self {
        case .vstack: return "vstack"
        case .hstack: return "hstack"
        case .zstack: return "zstack"
        case .scroll: return "scroll"
        case .firstFit: return "firstFit"
        case .card: return "card"
        case .text: return "text"
        case .icon: return "icon"
        case .image: return "image"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .rect: return "rect"
        case .button: return "button"
        case .iconButton: return "iconButton"
        case .textField: return "textField"
        case .toggle: return "toggle"
        case .badge: return "badge"
        case .listRow: return "listRow"
        case .segmented: return "segmented"
        case .navBar: return "navBar"
        case .tabBar: return "tabBar"
        case .progress: return "progress"
        }
    }
}

/// A text leaf's properties.
struct TextSpec: Hashable, Sendable {
    var source: TextSource
    var style: String
    var colorRole: String
    var maxLines: Int?
    var alignment: TextAlignment
    var direction: TextDirectionSpec
    var mustNotTruncate: Bool
    /// Where `maxLines` may cut the last line: `"character"` (default) or `"word"`.
    var truncation: TruncationMode = .character
}

enum ContentMode: String, Hashable, Sendable {
    case fill, fit
}

/// A translucent colour laid over an image so text on it stays readable.
struct ScrimSpec: Hashable, Sendable {
    var colorRole: String
    var opacity: Double
}
