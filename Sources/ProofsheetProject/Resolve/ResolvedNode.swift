import ProofsheetRaster
import ProofsheetText
import ProofsheetLayout
import ProofsheetSpec

/// A node after theme resolution: every value explicit (colours, points, text, icons), controls
/// expanded into primitives. Nothing downstream looks up a token, a string or a default.
public struct ResolvedNode: Sendable {
    /// The author's id, or one derived from the node's path (`root.children[2]`); synthetic parts of a
    /// control append a suffix (`save.label`).
    public var id: NodeID
    /// The JSON path of the authored node this came from.
    public var path: String
    /// The path of the first node of the screen (in document order) that has this node's id: the alternatives
    /// that share an id (`firstFit` candidates, `when` branches) are one element to the reader, so the audits
    /// give their findings one problem (`Finding.problemID`). The node's own `path` when no other node shares it.
    package var elementPath: String
    /// The authored type (`button`, `text`, …); synthetic parts carry their control's type.
    public var type: String
    public var kind: ResolvedKind
    public var box: ResolvedBox
    public var semantics: Semantics
    /// Which part of a built-in control this node is; nil for authored nodes and a control's own node.
    package var part: ControlPart?
    public var children: [ResolvedNode]

    package init(id: NodeID, path: String, type: String, kind: ResolvedKind, box: ResolvedBox = ResolvedBox(), semantics: Semantics = Semantics(),
                part: ControlPart? = nil, children: [ResolvedNode] = []) {
        self.id = id
        self.path = path
        self.elementPath = path
        self.type = type
        self.kind = kind
        self.box = box
        self.semantics = semantics
        self.part = part
        self.children = children
    }
}

/// The primitive node kinds that layout and paint understand.
public enum ResolvedKind: Sendable {
    case vstack(spacing: Double, alignment: HorizontalAlignment)
    case hstack(spacing: Double, alignment: VerticalAlignment)
    case zstack(alignment: StackAlignment)
    case scroll(spacing: Double)
    /// Candidates as children; ``SceneLayout`` keeps only the one layout chose.
    case firstFit(axes: FitAxes)
    case text(ResolvedText)
    case icon(ResolvedIcon)
    /// A system bar's glyph (Android's status icons, Back); never authored.
    case glyph(ResolvedGlyph)
    case image(ResolvedImage)
    case spacer(minLength: Double)
    case rect
    /// A chart's marks of one series (or its grid), drawn into the node's frame (`ChartNode`, docs/charts.md).
    case chartMarks(ResolvedChartMarks)
}

/// A fill: one colour or a linear gradient.
package enum Fill: Hashable, Sendable {
    case solid(Color)
    /// `angle` in degrees in the layout's reading direction: 0 runs leading → trailing, 90 top → bottom.
    case linearGradient([Color], angle: Double)
}

/// Box properties in points with colours resolved.
public struct ResolvedBox: Sendable {
    package var sizing = BoxSizing()
    package var background: Fill?
    /// The colour role `background` was resolved from; nil without a background and for a gradient.
    public var backgroundRole: ColorRole?
    /// The colour roles of a gradient `background`'s stops, in order; empty otherwise.
    public var gradientRoles: [ColorRole] = []
    package var border: Border?
    public var cornerRadius: Double = 0
    public var opacity: Double = 1
    public var clip = false
    /// A bar whose background continues into the safe-area inset it touches (a tab bar under the home indicator).
    public var extendsIntoSafeArea = false
    /// The focus indicator drawn around the frame of a focused control.
    package var focusRing: FocusRing?

    public init() {}
}

/// A border drawn inside the frame.
package struct Border: Hashable, Sendable {
    package var color: Color
    package var role: ColorRole
    /// Points.
    package var width: Double

    package init(color: Color, role: ColorRole, width: Double) {
        self.color = color
        self.role = role
        self.width = width
    }
}

/// A text leaf with its string, font and colour resolved for one cell.
public struct ResolvedText: Sendable {
    public var string: String
    public var style: TextStyleName
    public var family: String
    public var weight: FontWeight
    /// Point size after the text scale (clamped by the style's maximum scale).
    public var size: Double
    /// Line height in points after the text scale.
    public var lineHeight: Double
    public var color: Color
    public var colorRole: ColorRole
    public var maxLines: Int?
    public var alignment: TextAlignment
    package var direction: TextDirectionSpec
    public var locale: LocaleID
    public var mustNotTruncate: Bool
    public var truncation: TruncationMode = .character

    package init(string: String, style: TextStyleName, family: String, weight: FontWeight, size: Double, lineHeight: Double, color: Color, colorRole: ColorRole, maxLines: Int? = nil, alignment: TextAlignment, direction: TextDirectionSpec, locale: LocaleID, mustNotTruncate: Bool, truncation: TruncationMode = .character) {
        self.string = string
        self.style = style
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.color = color
        self.colorRole = colorRole
        self.maxLines = maxLines
        self.alignment = alignment
        self.direction = direction
        self.locale = locale
        self.mustNotTruncate = mustNotTruncate
        self.truncation = truncation
    }
}

/// An icon leaf: which icon, its size in points, its colour and whether it is mirrored.
public struct ResolvedIcon: Sendable {
    /// The name as written (a built-in name, or on Android a Material Icons ligature).
    public var name: String
    /// What is drawn: the built-in vector icon or the Material glyph (`IconCatalog`).
    package var shape: IconShape
    public var size: Double
    public var color: Color
    public var colorRole: ColorRole
    public var isMirrored: Bool
}

/// A system glyph leaf: which shape, its box in points and its colour.
public struct ResolvedGlyph: Sendable {
    public var glyph: SystemGlyph
    /// The glyph's box, points.
    package var size: Size
    public var color: Color
    /// The colour role it was read from, or the platform colour it is (`android:darkIcons`).
    public var colorRole: ColorRole
    public var isMirrored: Bool

    package init(glyph: SystemGlyph, size: Size, color: Color, colorRole: ColorRole, isMirrored: Bool) {
        self.glyph = glyph
        self.size = size
        self.color = color
        self.colorRole = colorRole
        self.isMirrored = isMirrored
    }
}

/// An image leaf with its pixels decoded.
public struct ResolvedImage: Sendable {
    public var source: String
    public var pixmap: Pixmap
    package var contentMode: ContentMode
    public var scrim: Color?
}

/// What the audits need to know about a node beyond its pixels.
public struct Semantics: Sendable {
    /// The role for assistive technology (`button`, `switch`, `image`, `header`, …).
    public var role: AccessibilityRole?
    /// The accessible name, resolved to the cell's locale.
    public var label: String?
    public var hint: String?
    public var isHidden = false
    /// True for the node that is the touch target of a control.
    public var isInteractive = false
    public var isDisabled = false
    /// For status-carrying nodes (badges, validation errors): the tone the colour expresses.
    package var statusTone: BadgeTone?
    /// For status-carrying nodes: whether something other than colour (an icon or text) also carries the meaning.
    public var hasNonColorCue = true
    /// String keys of this node's texts that the cell's locale lacks, drawn in the base locale's text
    /// (the `missingTranslation` audit reads this).
    public var untranslatedKeys: [String] = []
    /// For status-carrying nodes: the colour that expresses the tone (its ink), for the colour-vision audit.
    public var statusColor: Color?
    /// What the element's value is announced as ("on", "40%", a text field's text), resolved to the cell's locale.
    public var value: String?
    /// Chosen among its siblings (a selected tab, segment or row).
    public var isSelected = false
    /// A switch's position; nil for everything that is not a switch.
    public var isOn: Bool?
    /// A field that must be filled in.
    public var isRequired = false
    /// The node reports invalid input; `errorMessage` says how, when the control shows a message.
    public var isInvalid = false
    public var errorMessage: String?
    /// Busy (a control in its `loading` state).
    public var isBusy = false
    /// Has focus (a control in its `focused` state).
    public var isFocused = false
    /// One element for the whole subtree, as the platforms merge a control's parts (SwiftUI
    /// `.accessibilityElement(children: .combine)`, Android `mergeDescendants`). Interactive nodes always merge.
    public var mergesDescendants = false
    /// Among the elements of one container, higher is visited first (`a11y.sortPriority`).
    public var sortPriority: Double = 0
    /// `a11y.group`: read as one element (`combine`) or as a unit kept together (`contain`).
    package var grouping: AccessibilityGrouping?
    /// `a11y.modal`: a screen reader reads only this subtree.
    package var isModal = false
    /// `a11y.headingLevel`; nil takes the level from the text style (`HeadingLevels`).
    package var headingLevel: Int?
    /// `a11y.errorFor`: the id of the field this node's text is the validation error of.
    package var errorFor: NodeID?
    /// A checkbox's state; nil for everything that is not a checkbox (announced `checked`, `unchecked`, `mixed`).
    package var checked: CheckedState?
    /// A radio button's place in its group ("1 of 3"); nil outside a set of options.
    package var setPosition: SetPosition?

    public init() {}
}

/// A focus indicator: a ring `width` points wide, `gap` points outside the node's frame, drawn over everything
/// the node draws (points). Its contrast and size are audited by `FocusIndicatorCheck` (WCAG 2.2 §2.4.13).
package struct FocusRing: Hashable, Sendable {
    package var color: Color
    package var role: ColorRole
    package var width: Double
    package var gap: Double

    /// The rectangle of the ring's outer edge around `frame`.
    package func outerRect(around frame: Rect) -> Rect {
        frame.insetBy(dx: -(gap + width), dy: -(gap + width))
    }
}
