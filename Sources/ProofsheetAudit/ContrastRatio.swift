import ProofsheetRaster

/// The WCAG 2.2 contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), L1 the lighter relative luminance.
///
/// Guarantees: the value is finite and between 1 (identical luminance) and 21 (black on white) for colours,
/// and at least 1 for any ratio built with `init?(value:)`. The order of the two colours does not matter.
/// WCAG 2.2 (definition of "contrast ratio", and the understanding notes of §1.4.3) forbids rounding a ratio up
/// to reach a threshold: `passes` compares the exact value, so 4.499 fails 4.5.
public struct ContrastRatio: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The `x` in `x:1`; never below 1.
    public let value: Double

    /// The contrast of two opaque colours (alpha is ignored: composite translucent ones first).
    public init(_ first: Color, _ second: Color) {
        self.init(luminance: first.relativeLuminance, second.relativeLuminance)
    }

    /// The contrast of two relative luminances (0...1), in either order.
    public init(luminance first: Double, _ second: Double) {
        let lighter = max(first, second)
        let darker = min(first, second)
        value = (lighter + 0.05) / (darker + 0.05)
    }

    /// A ratio given directly; nil unless `value` is finite and at least 1.
    public init?(value: Double) {
        guard value.isFinite, value >= 1 else { return nil }
        self.value = value
    }

    /// Whether the ratio meets `level` for `kind`, compared unrounded.
    public func passes(_ level: ConformanceLevel = .aa, for kind: ContrastKind) -> Bool {
        passes(ContrastRequirement(level, for: kind))
    }

    /// Whether the ratio meets `requirement`, compared unrounded.
    public func passes(_ requirement: ContrastRequirement) -> Bool {
        value >= requirement.minimumRatio
    }

    /// Two decimals and ":1", e.g. "4.54:1" (see `formatted(decimals:)`).
    public var description: String { formatted(decimals: 2) + ":1" }

    /// The value with a fixed number of decimals, rounded to nearest, except that a ratio below a WCAG
    /// threshold (3, 4.5, 7) is never shown at or above it: 4.499 reads "4.49", not "4.50".
    /// Pure integer formatting: no locale, same text everywhere.
    public func formatted(decimals: Int) -> String {
        var scale = 1
        for _ in 0..<max(0, decimals) { scale *= 10 }
        var units = Int((value * Double(scale)).rounded())
        for threshold in ContrastRequirement.thresholds
        where value < threshold && Double(units) >= threshold * Double(scale) {
            units = Int((value * Double(scale)).rounded(.down))
        }
        guard decimals > 0 else { return String(units) }
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}
