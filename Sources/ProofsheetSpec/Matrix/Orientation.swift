import ProofsheetSupport

/// A device orientation, a matrix dimension (`matrix.orientations`).
public enum Orientation: String, Hashable, Sendable, CaseIterable, CaseOrdered {
    case portrait
    case landscape
}
