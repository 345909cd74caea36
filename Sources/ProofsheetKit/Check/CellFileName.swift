/// Recognises the file names Proofsheet writes for cells, so deletion removes nothing else.
///
/// A cell file is `<device>-<locale>-<mode>-<scale>x` followed by one of the suffixes a run writes (`.png` for a
/// golden, `.a11y.txt` for its accessibility snapshot, `.layout.txt` for its layout record; `.actual.png`,
/// `.diff.png`, `.strip.png`, `.legend.png`, `.a11y.txt`, `.layout.txt` for report artefacts): only name characters, a known mode
/// and a scale label of digits, one dot and one to four decimals.
package enum CellFileName {
    /// The suffixes of report artefacts in `<report>/cells/<screen>/`.
    package static let artefactSuffixes = [".actual.png", ".diff.png", ".strip.png", ".expected.png", ".legend.png", ".a11y.txt", ".layout.txt"]

    /// True when `name` is `<base><suffix>` with `<base>` the name of a cell.
    package static func matches(_ name: String, suffix: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let base = String(name.dropLast(suffix.count))
        guard base.utf8.allSatisfy(ProjectName.isAllowed), base.hasSuffix("x") else { return false }
        let withoutX = base.dropLast()
        guard let dash = withoutX.lastIndex(of: "-") else { return false }
        let scale = withoutX[withoutX.index(after: dash)...]
        let parts = scale.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, (1...4).contains(parts[1].count),
              parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }) else { return false }
        let front = withoutX[..<dash]
        return ThemeMode.allCases.contains { front.hasSuffix("-" + $0.rawValue) && front.count > $0.rawValue.count + 3 }
    }

    /// A report artefact name (any of `artefactSuffixes`).
    package static func isArtefact(_ name: String) -> Bool {
        artefactSuffixes.contains { matches(name, suffix: $0) }
    }
}
