/// A name held as its own type (an accessibility role, a colour role, a text style) rather than a plain `String`,
/// spelled in JSON, records, messages and file names exactly as `name`.
///
/// The input record describes a node's properties by reflection (`NodeProperties.describe`): a typed name is
/// described as its bare `name`, as the `String` it replaced was, so stored golden records stay the same.
package protocol TypedName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name as written.
    var name: String { get }
}
