/// The name of a screen state as `--state` takes it: a key of a screen file's `states` (`empty`, `error`), or
/// `default` for the tree as written (docs/spec.md, "Screen states").
///
/// One name selects that state across every screen that declares it; `ScreenStateID.stateName` is the name a
/// cell's screen state answers to. Whether any screen declares it is checked by `Matrix.cells(of:filter:)`.
public struct StateName: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The tree as written, with no state's overrides (`--state default`).
    public static let asWritten = StateName(ScreenStateID.defaultState)

    /// The state's name as the screen file's `states` keys it, or `default`.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }

    public static func < (lhs: StateName, rhs: StateName) -> Bool { lhs.name < rhs.name }
}
