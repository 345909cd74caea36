/// A typography token's value (DTCG Format Module 2025.10 §9.8), each sub-value explicit or an alias of a token of
/// its type; sizes in points (see `TokenSet.dimension`).
package struct DTCGTypography: Equatable, Sendable {
    /// Font names from most to least preferred.
    package var families: [String]
    package var fontSize: Double
    /// 1 to 1000.
    package var fontWeight: Int
    /// A multiple of `fontSize` (§9.8: "a multiplier of the fontSize").
    package var lineHeight: Double
}
