/// A typography token's value (DTCG Format Module 2025.10 §9.8), each sub-value explicit or an alias of a token of
/// its type; sizes in points (see `TokenSet.dimension`).
struct DTCGTypography: Equatable, Sendable {
    /// Font names from most to least preferred.
    var families: [String]
    var fontSize: Double
    /// 1 to 1000.
    var fontWeight: Int
    /// A multiple of `fontSize` (§9.8: "a multiplier of the fontSize").
    var lineHeight: Double
}
