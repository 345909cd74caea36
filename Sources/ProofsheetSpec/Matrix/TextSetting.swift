/// A cell's text settings together (text size and Bold Text): a column of the report's grids.
package struct TextSetting: Hashable, Sendable, Comparable {
    package var size: TextSize
    package var isBold: Bool

    /// As a column header says it: `1.3×`, `AX5`, `font scale 1.3`, with ` bold`.
    package var header: String { size.description + (isBold ? " bold" : "") }

    package static func < (lhs: TextSetting, rhs: TextSetting) -> Bool {
        lhs.size != rhs.size ? lhs.size < rhs.size : !lhs.isBold && rhs.isBold
    }
}

extension Cell {
    package var textSetting: TextSetting { TextSetting(size: textSize, isBold: boldText) }
}

extension TextSetting {
    /// The serve page's column value, which it shows followed by `×`: `1.3` for a multiplier, else the label
    /// (`AX5`, `fs1.3`), with `-bold`.
    package var serveLabel: String { size.filterLabel + (isBold ? "-bold" : "") }
}
