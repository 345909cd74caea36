/// A node's id within its screen: the author's `id` (`save`), the node's JSON path when it has none
/// (`root.children[2]`), or a built-in control's part, its control's id and the part's name (`save.label`).
///
/// Spelled exactly as written, in findings, waivers, the layout and accessibility records and messages. How one id
/// stands to another, or to a path, is asked of the type (`isPart(of:)`, `isDerived(fromPath:)`), never by comparing
/// string prefixes at the call site.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The id as written.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.name < rhs.name }

    /// The id of this node's part named `suffix` (`save` → `save.label`).
    package func part(_ suffix: String) -> NodeID { NodeID(name + "." + suffix) }

    /// Whether this is a part of `control`, at any depth (`save.label` and `save.icon.badge` of `save`; not `save`
    /// itself, and not `saved`).
    package func isPart(of control: NodeID) -> Bool {
        name.count > control.name.count && name.hasPrefix(control.name) && name.dropFirst(control.name.count).first == "."
    }

    /// Whether this id is `node` or one of its parts: what a waiver naming `node` covers.
    package func isWithin(_ node: NodeID) -> Bool { self == node || isPart(of: node) }

    /// Whether this id was derived from the node's JSON path `path` rather than authored: the path itself, or a part
    /// of it (`root.children[2].label`). Authored ids cannot contain `[`, so only a root's authored id spelled `root`
    /// (or `root.…`) reads as derived.
    package func isDerived(fromPath path: String) -> Bool { isWithin(NodeID(path)) }
}
