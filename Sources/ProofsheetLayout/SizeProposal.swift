import ProofsheetRaster

/// The size a parent offers a child, in points; `nil` in an axis means "unbounded: tell me your
/// ideal size" (a text leaf then answers its single-line width).
///
/// The engine hands leaf measure functions sanitized proposals only: each bounded value is finite
/// and in `0...LayoutEngine.maximumLength`. A caller-made proposal may hold anything:
/// `+infinity` is read as unbounded, NaN and negatives as zero.
package struct SizeProposal: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal bounded in both axes.
    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Unbounded in both axes: "how big do you want to be?".
    package static let unspecified = SizeProposal(width: nil, height: nil)
}
