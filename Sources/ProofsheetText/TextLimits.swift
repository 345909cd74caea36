/// Limits on the text Proofsheet lays out, checked where the text is decoded (strings files and `literal`s).
package enum TextLimits {
    /// Unicode scalars per text node. Layout is O(n log n) in a paragraph's length, but a screen is checked many
    /// times (cells × proposals), so a cap keeps the worst screen within seconds: 20,000 is about ten pages of
    /// prose, far more than one label or paragraph of a screen holds.
    package static let maxScalarsPerText = 20_000
}
