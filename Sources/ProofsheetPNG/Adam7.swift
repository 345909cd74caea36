/// The seven passes of Adam7 interlacing and the sub-image each covers.
///
/// Coordinates are pixels with a top-left origin. Standard: PNG §8.2 (Table 8.1 pass origins and steps).
package struct Adam7 {
    /// One pass: the sub-image of pixels (x0 + i * dx, y0 + j * dy).
    package struct Pass: Equatable, Sendable {
        package let x0: Int
        package let y0: Int
        package let dx: Int
        package let dy: Int
        /// Pass columns and rows for an image of the given size (either may be 0: an empty pass has no data).
        package func size(width: Int, height: Int) -> (width: Int, height: Int) {
            let w = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let h = height > y0 ? (height - y0 + dy - 1) / dy : 0
            return (w, h)
        }
    }

    package static let passes: [Pass] = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8),
        Pass(x0: 4, y0: 0, dx: 8, dy: 8),
        Pass(x0: 0, y0: 4, dx: 4, dy: 8),
        Pass(x0: 2, y0: 0, dx: 4, dy: 4),
        Pass(x0: 0, y0: 2, dx: 2, dy: 4),
        Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]

    /// The whole image as a single "pass", used for non-interlaced files.
    package static let progressive = Pass(x0: 0, y0: 0, dx: 1, dy: 1)
}
