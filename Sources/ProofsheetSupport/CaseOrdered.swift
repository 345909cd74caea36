/// An enumeration ordered by the order its cases are declared in (`allCases`): report order, severity order,
/// CLDR's plural order, Apple's Dynamic Type order. Conforming is the whole declaration: the order is never
/// written a second time as a rank table, so a new case sorts where it is declared.
public protocol CaseOrdered: CaseIterable, Comparable {}

extension CaseOrdered {
    /// The case's position among `allCases`, first 0.
    public var declarationIndex: Int { Self.allCases.distance(from: Self.allCases.startIndex, to: Self.allCases.firstIndex(of: self)!) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.declarationIndex < rhs.declarationIndex }
}
