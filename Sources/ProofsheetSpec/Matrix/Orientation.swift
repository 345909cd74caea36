/// A device orientation, a matrix dimension (`matrix.orientations`).
public enum Orientation: String, Hashable, Sendable, CaseIterable, Comparable {
    case portrait
    case landscape

    public static func < (lhs: Orientation, rhs: Orientation) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
