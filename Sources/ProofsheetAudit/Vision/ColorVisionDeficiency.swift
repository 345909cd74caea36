import ProofsheetSupport

/// A colour-vision deficiency Proofsheet can simulate on a rendered cell (`proofsheet render --vision`) and
/// judge status colours under (`statusDistinguishable`).
///
/// The dichromacies use the model of Machado, Oliveira & Fernandes, "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, at severity 1.0: a 3×3 matrix applied to
/// linear-light RGB (the matrices of the paper's Table 1, severity 1.0). Achromatopsia (no cone function)
/// is the relative luminance Y = 0.2126 R + 0.7152 G + 0.0722 B of ITU-R BT.709 in every channel.
/// The raw value is the spelling users write.
public enum ColorVisionDeficiency: String, Hashable, Sendable, CaseIterable, CaseOrdered {
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia
    /// No cone function: brightness only.
    case achromatopsia

    /// The published matrix, rows giving R', G', B' from linear R, G, B.
    public var matrix: [[Double]] {
        switch self {
        case .protanopia:
            return [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            return [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            return [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        case .achromatopsia:
            return [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]]
        }
    }

    /// The dichromacies `statusDistinguishable` judges (achromatopsia has no hue at all: for it §1.4.1's
    /// non-colour cue, audited by `colorOnly`, is what matters).
    public static let dichromacies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]
}
