/// One screen as written in `screens/<id>.json`, validated against the tokens and strings.
public struct ScreenSpec: Sendable {
    public var id: String
    public var title: String
    /// Absolute path of the spec file.
    public var file: String
    /// When set, the screen renders only on this device.
    public var device: String?
    public var root: SpecNode
}
