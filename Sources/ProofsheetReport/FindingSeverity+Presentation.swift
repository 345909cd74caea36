import ProofsheetAudit
import ProofsheetVerify

/// How the HTML report shows a finding's severity: a word and an icon whose shape differs per severity
/// (octagon with a cross for errors, triangle with a bar for warnings, circle with an "i" for info), so
/// severity never depends on colour alone (WCAG 2.2 §1.4.1). Boxes drawn over images differ the same way:
/// a solid, a dashed or a dotted outline, each with its word.
extension FindingSeverity {
    /// `Error`, `Warning`, `Info`.
    package var label: String {
        switch self {
        case .error: return "Error"
        case .warning: return "Warning"
        case .info: return "Info"
        }
    }

    /// An inline SVG in `currentColor` on a 16 × 16 grid, hidden from assistive technology (the label speaks).
    package var iconSVG: String {
        let shape: String
        switch self {
        case .error:
            shape = "<path d=\"M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3z\"/><path d=\"M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4\"/>"
        case .warning:
            shape = "<path d=\"M8 1.8l6.6 11.8H1.4z\"/><path d=\"M8 6.2v3.6M8 11.6v.1\"/>"
        case .info:
            shape = "<circle cx=\"8\" cy=\"8\" r=\"6.6\"/><path d=\"M8 7.2v4.2M8 4.6v.1\"/>"
        }
        return "<svg class=\"icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg>"
    }

    /// `<span class="badge badge-sev-error">icon Error</span>`; `blocking` adds that it fails the check.
    package func badgeHTML(blocking: Bool = false) -> String {
        "<span class=\"badge badge-sev-\(rawValue)\">\(iconSVG)<span>\(label)\(blocking ? " · blocks" : "")</span></span>"
    }
}

extension CellResult {
    /// The cell's badge: its status, except that a cell whose pixels pass but whose enforced audits fail is
    /// never shown as a green pass: it gets the error octagon and "Audit errors".
    package var badgeHTML: String {
        guard status == .pass, hasBlockingFindings else { return status.badgeHTML }
        return "<span class=\"badge badge-error badge-audit\">\(FindingSeverity.error.iconSVG)<span>Audit errors</span></span>"
    }
}
