import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

extension Color {
    /// The relative luminance of the colour's RGB channels, from 0 (black) to 1 (white), ignoring alpha
    /// (`RelativeLuminance`, WCAG 2.2). A translucent colour must be composited first (`composited(over:)`).
    public var relativeLuminance: Double { RelativeLuminance.of(r: r, g: g, b: b) }
}
