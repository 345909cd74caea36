import ProofsheetLayout
import ProofsheetText

/// Layout and text values in an input record (`RecordedValue`).

extension Edges: RecordedValue {
    /// One number when all four edges are equal (as `"padding": 8` is written), else `top,leading,bottom,trailing`.
    package var recordText: String {
        let sides = [top, leading, bottom, trailing]
        return Set(sides).count == 1 ? top.recordText : sides.map(\.recordText).joined(separator: ",")
    }
}

extension LayoutLength: RecordedValue {
    /// `auto`, `fill`, or `points(<points>)`.
    package var recordText: String {
        switch self {
        case .auto: return "auto"
        case .points(let points): return "points(\(points.recordText))"
        case .fill: return "fill"
        }
    }
}

extension HorizontalAlignment: RecordedValue {}
extension VerticalAlignment: RecordedValue {}
extension FitAxes: RecordedValue {}
extension TextAlignment: RecordedValue {}
extension TruncationMode: RecordedValue {}
