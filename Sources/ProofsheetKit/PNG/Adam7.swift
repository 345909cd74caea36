/// The seven passes of Adam7 interlacing and the sub-image each covers.
///
/// Coordinates are pixels with a top-left origin. Standard: PNG §8.2 (Table 8.1 pass origins and steps).
struct Adam7 {
    /// One pass: the sub-image of pixels (x0 + i * dx, y0 + j * dy).
    struct Pass: Equatable, Sendable {
        let x0: Int
        let y0: Int
        let dx: Int
        let dy: Int
        /// Pass columns and rows for an image of the given size (either may be 0: an empty pass has no data).
        func size(width: Int, height: Int) -> (width: Int, height: Int) {
            let w = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let h = height > y0 ? (height - y0 + dy - 1) / dy : 0
            return (w, h)
        }
    }

    static let passes: [Pass] = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8),
        Pass(x0: 4, y0: 0, dx: 8, dy: 8),
        Pass(x0: 0, y0: 4, dx: 4, dy: 8),
        Pass(x0: 2, y0: 0, dx: 4, dy: 4),
        Pass(x0: 0, y0: 2, dx: 2, dy: 4),
        Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]

    /// The whole image as a single "pass", used for non-interlaced files.
    static let progressive = Pass(x0: 0, y0: 0, dx: 1, dy: 1)
}
