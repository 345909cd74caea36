/// Rendered pixel colours collected from an area, with their WCAG relative luminances, for contrast sampling.
///
/// `extremes(trim:)` gives the darkest and lightest colours after dropping a small share of outliers at each
/// end (a stray anti-aliased pixel of a neighbour), so one pixel cannot decide a verdict. Colours are opaque.
struct ColorSample {
    private(set) var colors: [Color] = []
    private(set) var luminances: [Double] = []
    private var sumR = 0, sumG = 0, sumB = 0
    /// All colours added so far are the same one.
    private(set) var isUniform = true

    var count: Int { colors.count }
    var isEmpty: Bool { colors.isEmpty }

    mutating func add(_ color: Color) {
        if isUniform, let first = colors.first, first != color { isUniform = false }
        colors.append(color)
        luminances.append(ColorSample.luminance(color))
        sumR += Int(color.r)
        sumG += Int(color.g)
        sumB += Int(color.b)
    }

    /// The average colour, each channel rounded to nearest.
    var mean: Color? {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        return Color(r: UInt8((2 * sumR + n) / (2 * n)), g: UInt8((2 * sumG + n) / (2 * n)), b: UInt8((2 * sumB + n) / (2 * n)))
    }

    /// The darkest and lightest colours once `trim` (a share, 0…0.5) of the samples is dropped at each end of the
    /// luminance order. Ties keep the order of addition, so the result is deterministic.
    func extremes(trim: Double = 0.02) -> (darkest: Color, lightest: Color)? {
        guard let first = colors.first else { return nil }
        if isUniform { return (first, first) }
        let order = luminances.indices.sorted { luminances[$0] < luminances[$1] || (luminances[$0] == luminances[$1] && $0 < $1) }
        let drop = Int(Double(order.count - 1) * max(0, min(0.5, trim)))
        return (colors[order[drop]], colors[order[order.count - 1 - drop]])
    }

    /// WCAG 2.2 relative luminance through a table of the 256 linearised channel values.
    static func luminance(_ color: Color) -> Double {
        0.2126 * linear[Int(color.r)] + 0.7152 * linear[Int(color.g)] + 0.0722 * linear[Int(color.b)]
    }

    static let linear: [Double] = (0...255).map { Color.linearised(UInt8($0)) }
}
