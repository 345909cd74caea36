/// The id of one state of a screen: the screen's own id (`wallet`) for its default state, `wallet@error` for a
/// state the screen file declares (docs/spec.md, "Screen states").
///
/// Both parts are `ProjectName`s, validated where they are declared (the file name, the `states` key), and `@`
/// is not a name character, so the id splits back into exactly one screen and at most one state. The id is the
/// cell's screen folder (`golden/wallet@error/…`) and its name in reports and filters.
package enum ScreenStateID {
    /// Between the screen and the state: not a name character, so never part of either.
    package static let separator: Character = "@"
    /// The name of the tree as written (no overrides); `--state default` selects it.
    package static let defaultState = "default"

    /// `screen` for the default state (nil), `screen@state` otherwise.
    package static func make(screen: String, state: String?) -> String {
        state.map { "\(screen)\(separator)\($0)" } ?? screen
    }

    /// The screen file's id and the state (nil for the default state).
    package static func split(_ id: String) -> (screen: String, state: String?) {
        guard let at = id.firstIndex(of: separator) else { return (id, nil) }
        return (String(id[..<at]), String(id[id.index(after: at)...]))
    }

    /// Both parts held to the name rule again (the id may come from a report file): a path made of them stays in
    /// the folder it is joined to.
    package static func validated(_ id: String) throws -> String {
        let (screen, state) = split(id)
        let screenName = try ProjectName.validated(screen, role: "screen id")
        guard let state else { return screenName.value }
        return make(screen: screenName.value, state: try ProjectName.validated(state, role: "screen state").value)
    }
}

extension Cell {
    /// The id of the screen file the cell draws: `wallet` for `wallet` and for `wallet@error`.
    public var screenFile: String { ScreenStateID.split(screen).screen }

    /// The state the cell shows: nil for the screen as written, `error` for `wallet@error`.
    public var state: String? { ScreenStateID.split(screen).state }
}
