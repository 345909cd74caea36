/// A name held as its own type (an accessibility role, a colour role, a text style) rather than a plain `String`,
/// spelled in JSON, records, messages and file names exactly as `name`.
///
/// The input record writes a typed name as its bare `name` (`recordText`), as the `String` it replaced was written,
/// so stored golden records stay the same.
package protocol TypedName: Hashable, Comparable, Sendable, CustomStringConvertible, RecordedValue {
    /// The name as written.
    var name: String { get }
}

extension TypedName {
    package var recordText: String { name }
}
