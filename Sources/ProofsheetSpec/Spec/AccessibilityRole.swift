/// What an element is to assistive technology (`a11y.role`, docs/spec.md): free text as authored, or one of the
/// roles the built-in types give their parts.
///
/// The name is written exactly as authored (the accessibility snapshot, findings and their evidence show it), so
/// a project's own role (`"link"`) works as well as a named one. The audits compare with the named roles
/// (`.header`, `.image`, `.textField`), never with strings.
public struct AccessibilityRole: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The role's name as written (`header`).
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    /// A title that a screen-reader user can jump to (iOS `.isHeader`, Android `heading`).
    public static let header = AccessibilityRole("header")
    /// An icon or picture: needs a label unless it is decorative (WCAG 2.2 §1.1.1).
    public static let image = AccessibilityRole("image")
    /// Text read as it is shown; what a text node is unless its `a11y.role` says otherwise.
    public static let text = AccessibilityRole("text")
    public static let button = AccessibilityRole("button")
    /// A container read as one element that is neither text nor a button.
    public static let group = AccessibilityRole("group")
    public static let textField = AccessibilityRole("textField")
    public static let searchField = AccessibilityRole("searchField")
    public static let checkbox = AccessibilityRole("checkbox")
    public static let radio = AccessibilityRole("radio")
    public static let tab = AccessibilityRole("tab")
    public static let slider = AccessibilityRole("slider")
    public static let progressbar = AccessibilityRole("progressbar")
    /// A control's drawn state (a switch's track, a progress bar), read through the control, not on its own.
    public static let indicator = AccessibilityRole("indicator")
    /// A message announced as it changes (a validation error).
    public static let status = AccessibilityRole("status")

    public var description: String { name }

    public static func < (lhs: AccessibilityRole, rhs: AccessibilityRole) -> Bool { lhs.name < rhs.name }
}
