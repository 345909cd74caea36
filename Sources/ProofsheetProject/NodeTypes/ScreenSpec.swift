/// One screen as written in `screens/<id>.json`, or one of its states, validated against the tokens and strings.
public struct ScreenSpec: Sendable {
    /// The screen's id, or `screen@state` for a state the file declares (`ScreenStateID`).
    public var id: String
    public var title: String
    /// Absolute path of the spec file.
    public var file: String
    /// When set, the screen renders only on this device.
    public var device: String?
    package var root: SpecNode
    /// The state this tree shows (`states` in the file); nil for the tree as written.
    public var state: String? = nil
}
