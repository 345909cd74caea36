import ProofsheetSupport

/// An iOS Dynamic Type size (`UIContentSizeCategory`, SwiftUI `DynamicTypeSize`), a value of `matrix.textScales`.
///
/// Seven standard sizes, `large` the default, then the five accessibility sizes `AX1` … `AX5` (Apple Human
/// Interface Guidelines, "Typography", "Dynamic Type sizes"). The raw value is how configs, `--scale` and file
/// names spell it.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, CaseOrdered {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The five larger accessibility sizes (`UIContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    /// The position in Apple's order, smallest first.
    package var index: Int { declarationIndex }
}
