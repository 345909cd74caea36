import ProofsheetProject
import ProofsheetSpec

/// Recognises the file names Proofsheet writes for cells, so deletion removes nothing else.
///
/// A cell file is `<device>-<locale>-<mode>-<size>[-bold]` (`Cell.fileName` without `.png`) followed by one of the
/// suffixes a run writes (`.png` for a golden, `.a11y.txt` for its accessibility snapshot, `.layout.txt` for its layout
/// record; `.actual.png`, `.diff.png`, `.strip.png`, `.legend.png`, `.a11y.txt`, `.layout.txt` for report artefacts):
/// only name characters, a known mode and a size label `TextSize.label` writes (a multiplier of digits, one dot and
/// one to four decimals with `x`, a content size category, or `fs` and a font scale).
package enum CellFileName {
    /// The suffix of a cell's PNG golden (`Cell.fileName`).
    package static let goldenSuffix = ".png"

    /// The suffixes of report artefacts in `<report>/cells/<screen>/`.
    package static let artefactSuffixes = [".actual.png", ".diff.png", ".strip.png", ".expected.png", ".legend.png", ".a11y.txt", ".layout.txt"]

    /// True when `name` is `<base><suffix>` with `<base>` the name of a cell.
    package static func matches(_ name: String, suffix: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        var base = Substring(name.dropLast(suffix.count))
        guard base.utf8.allSatisfy(ProjectName.isAllowed) else { return false }
        if base.hasSuffix("-bold") { base = base.dropLast("-bold".count) }
        guard let dash = base.lastIndex(of: "-"), isSizeLabel(base[base.index(after: dash)...]) else { return false }
        let front = base[..<dash]
        return ThemeMode.allCases.contains { front.hasSuffix("-" + $0.rawValue) && front.count > $0.rawValue.count + 3 }
    }

    /// A text size as file names spell it (`TextSize.label`): `1.3x`, `AX5`, `fs1.3`.
    package static func isSizeLabel(_ label: Substring) -> Bool {
        if label.hasSuffix("x") {
            let parts = label.dropLast().split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && !parts[0].isEmpty && (1...4).contains(parts[1].count)
                && parts.allSatisfy { $0.utf8.allSatisfy { (48...57).contains($0) } }
        }
        return TextSize(name: String(label))?.label == String(label)
    }

    /// A report artefact name (any of `artefactSuffixes`).
    package static func isArtefact(_ name: String) -> Bool {
        artefactSuffixes.contains { matches(name, suffix: $0) }
    }
}
