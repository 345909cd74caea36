/// The id of one state of a screen: the screen's own id (`wallet`) for its default state, `wallet@error` for a
/// state the screen file declares (docs/spec.md, "Screen states").
///
/// Both parts are `ProjectName`s, validated where they are declared (the file name, the `states` key), and `@`
/// is not a name character, so the id splits back into exactly one screen and at most one state. The id is the
/// cell's screen folder (`golden/wallet@error/…`) and its name in reports and filters. This is the one place that
/// joins and splits the two parts.
public struct ScreenStateID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// Between the screen and the state: not a name character, so never part of either.
    package static let separator: Character = "@"
    /// The name of the tree as written (no overrides); `--state default` selects it.
    package static let defaultState = "default"

    /// The id of the screen file (`wallet` for `wallet@error`).
    public let screen: String
    /// The state the id names: nil for the screen as written, `error` for `wallet@error`.
    public let state: String?

    /// The default state of `screen` (nil `state`), or its state `state`.
    public init(screen: String, state: String? = nil) {
        self.screen = screen
        self.state = state
    }

    /// An id as written (`wallet`, `wallet@error`): split at the first `@`.
    public init(_ id: String) {
        guard let at = id.firstIndex(of: ScreenStateID.separator) else {
            self.init(screen: id)
            return
        }
        self.init(screen: String(id[..<at]), state: String(id[id.index(after: at)...]))
    }

    public init(stringLiteral id: String) { self.init(id) }

    /// `screen` for the default state, `screen@state` otherwise: the folder and report name.
    public var name: String { state.map { "\(screen)\(ScreenStateID.separator)\($0)" } ?? screen }

    public var description: String { name }

    /// The state's name as `--state` takes it: `default` for the screen as written.
    package var stateName: StateName { StateName(state ?? ScreenStateID.defaultState) }

    /// The id of the screen as written (`wallet` for `wallet@error` and for `wallet`): what `--screen wallet`
    /// takes with all its states.
    package var asWritten: ScreenStateID { ScreenStateID(screen: screen) }

    /// Ordered by the id as written, as cells and reports always were.
    public static func < (lhs: ScreenStateID, rhs: ScreenStateID) -> Bool { lhs.name < rhs.name }

    /// `id` with both parts held to the name rule again (the id may come from a report file): a path made of them
    /// stays in the folder it is joined to.
    package static func validated(_ id: String) throws -> ScreenStateID {
        try ScreenStateID(id).validated()
    }

    /// Both parts held to the name rule (`ProjectName`).
    package func validated() throws -> ScreenStateID {
        let screenName = try ProjectName.validated(screen, role: "screen id")
        guard let state else { return ScreenStateID(screen: screenName.value) }
        return ScreenStateID(screen: screenName.value, state: try ProjectName.validated(state, role: "screen state").value)
    }
}

extension Cell {
    /// The id of the screen file the cell draws: `wallet` for `wallet` and for `wallet@error`.
    public var screenFile: String { screen.screen }

    /// The state the cell shows: nil for the screen as written, `error` for `wallet@error`.
    public var state: String? { screen.state }
}
