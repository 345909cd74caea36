/// What a finding measured, as ordered name/value pairs of display text: `ratio 3.52:1`, `foreground #6A7380`,
/// `x 212.5 pt`. Order is the order the audit wrote them, so reports are stable.
///
/// Values are formatted without the process locale (`AuditFormat`); colours are `#RRGGBB`, lengths carry
/// their unit (`pt` for points, `px` for pixels).
public struct FindingEvidence: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Pairs in the order written (a dictionary literal keeps its order here).
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { append(name, value) }
    }

    /// The value of `name`, if present.
    public subscript(name: String) -> String? {
        entries.first { $0.name == name }?.value
    }

    /// Adds a pair, or replaces the value of an existing name in place.
    public mutating func append(_ name: String, _ value: String) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].value = value
        } else {
            entries.append(Entry(name: name, value: value))
        }
    }

    public var isEmpty: Bool { entries.isEmpty }
}
