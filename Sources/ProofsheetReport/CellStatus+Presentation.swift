import ProofsheetVerify

/// How the HTML report shows a status: a word and an outline icon whose shape differs per status, so the
/// status never depends on colour alone (WCAG 2.2 §1.4.1).
extension CellStatus {
    /// The status as a word: `Pass`, `Changed`, `New`, `Error`.
    public var label: String {
        switch self {
        case .pass: return "Pass"
        case .changed: return "Changed"
        case .new: return "New"
        case .error: return "Error"
        }
    }

    /// An inline SVG drawn in `currentColor` on a 16 x 16 grid: a circle with a tick (pass), a triangle with a
    /// bar and dot (changed), a square with a plus (new), an octagon with a cross (error). Hidden from assistive
    /// technology: the label carries the meaning.
    package var iconSVG: String {
        let shape: String
        switch self {
        case .pass:
            shape = "<circle cx=\"8\" cy=\"8\" r=\"6.6\"/><path d=\"M5 8.3l2 2 4-4.4\"/>"
        case .changed:
            shape = "<path d=\"M8 1.8l6.6 11.8H1.4z\"/><path d=\"M8 6.2v3.6M8 11.6v.1\"/>"
        case .new:
            shape = "<rect x=\"1.8\" y=\"1.8\" width=\"12.4\" height=\"12.4\" rx=\"2\"/><path d=\"M8 5v6M5 8h6\"/>"
        case .error:
            shape = "<path d=\"M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3z\"/><path d=\"M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4\"/>"
        }
        return "<svg class=\"icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg>"
    }

    /// `<span class="badge badge-changed">icon Changed</span>`.
    package var badgeHTML: String {
        "<span class=\"badge badge-\(rawValue)\">\(iconSVG)<span>\(label)</span></span>"
    }
}
