/// A token's `$type`: the types of the DTCG Format Module 2025.10 §8 and the composite types of §9.
///
/// Proofsheet reads the values of `color`, `dimension`, `fontFamily`, `fontWeight`, `number` and `typography`
/// (the ones its colour roles, sizes and text styles are made of); tokens of the other types are accepted with
/// their type and aliases checked, and never read.
package enum TokenType: String, CaseIterable, Sendable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// The `$type` names, in the spec's order, for error messages.
    package static var names: [String] { allCases.map(\.rawValue) }
}
