import ProofsheetRaster

/// A built-in vector icon, referenced from screen specs by its raw value (`"icon": "chevronForward"`).
///
/// Each icon is designed on a 24 × 24 unit grid (origin top-left, y down) as filled outlines only: lines are
/// 2 units wide (outlined style, round caps and joins), circles and arcs are cubic Béziers. `path(size:origin:mirrored:)`
/// scales that grid to the caller's unit; fill the result with `fillRule`.
///
/// Raw values are part of the spec format: renaming a case breaks existing screens. `add`, `remove`, `delete` and
/// `moreHorizontal` are the Material names of `plus`, `minus`, `trash` and `more`, and draw the same glyphs.
public enum Icon: String, CaseIterable, Sendable {
    // Status
    case check
    case warning
    case error
    case info
    case help
    // Navigation and actions
    case chevronForward
    case chevronBack
    case chevronUp
    case chevronDown
    case back
    case forward
    case plus
    case minus
    case close
    case more
    case search
    case filter
    case edit
    case trash
    case send
    case receive
    case paperPlane
    case menu
    case moreVertical
    case moreHorizontal
    case add
    case remove
    case delete
    case reply
    case replyAll
    case attach
    case archive
    case sort
    case share
    case download
    case upload
    case refresh
    case flag
    // Objects
    case settings
    case person
    case chat
    case home
    case calendar
    case wallet
    case qr
    case lock
    case sun
    case moon
    case timer
    case weight
    case heart
    case bell
    case star
    case eye
    case eyeOff
    case mail
    case phone
    case people
    case clock
    case location
    case camera
    case image
    case mic

    /// Whether the icon is flipped horizontally in right-to-left layouts.
    ///
    /// Following the Material Design bidirectionality guidance and Apple's Human Interface Guidelines
    /// (Right to left › Icons), only icons whose meaning follows the reading direction mirror: the
    /// forward/back chevrons and arrows, `send`, `receive` and `paperPlane`, whose arrows point along the line, and
    /// `reply` and `replyAll`, which point back along it.
    /// Icons that show a real object or a non-horizontal direction do not: `check` (a checkmark is not text),
    /// `timer` (clocks turn the same way everywhere), `search`, `edit` (a right-handed pencil), `chat`, `filter`,
    /// `chevronUp`/`chevronDown`, and every symmetric icon.
    public var isDirectional: Bool {
        switch self {
        case .chevronForward, .chevronBack, .back, .forward, .send, .receive, .paperPlane, .reply, .replyAll:
            return true
        default:
            return false
        }
    }

    /// The winding rule the path must be filled with.
    ///
    /// Stroke-built icons overlap their own pieces and need `.nonZero`; `qr` nests same-direction squares
    /// (finder patterns) and needs `.evenOdd`.
    package var fillRule: IconFillRule {
        switch self {
        case .qr: return .evenOdd
        default: return .nonZero
        }
    }

    /// The icon's outline scaled from the 24-unit grid to a `size` × `size` box whose top-left corner is `origin`
    /// (both in the caller's unit, points or pixels; y down).
    ///
    /// With `mirrored`, the icon is flipped horizontally inside that same box (pass `isDirectional && isRightToLeft`).
    /// Every contour is closed; fill the path with `fillRule`.
    public func path(size: Double, origin: Point = .zero, mirrored: Bool = false) -> Path {
        let scale = size / IconDrawing.gridSize
        let grid = IconDrawing.gridSize
        var path = Path()
        for contour in drawing.contours {
            contour.append(to: &path) { point in
                let x = mirrored ? grid - point.x : point.x
                return Point(x: origin.x + x * scale, y: origin.y + point.y * scale)
            }
        }
        return path
    }
}
