import ProofsheetText

/// Collects the inputs one cell reads while it is resolved and rendered: every token, string, node property,
/// font, asset and device value, recorded at the moment a stage reads it (`ResolvedTheme`, `SceneResolver`,
/// `CellRenderer`, `StatusBar`), so the set is exactly what the cell depends on and nothing is re-derived.
///
/// One recorder per cell, used by one thread; `inputs` is the finished, immutable record (`CellInputs`).
/// Values are the readable value when short (`#5AA2FF`, `8,16,8,16`) and a `ContentHash` otherwise
/// (`CellInputs.value(_:)`). A value that was looked for and not found is recorded as `missing`, so adding it
/// later changes the record too.
package final class InputRecorder {
    /// Font-file and asset hashes of the project, computed once per run; nil records no font or asset bytes
    /// (renders whose inputs nobody reads, such as store drafts).
    package let digests: ProjectDigests?
    private var entries: [String: String] = [:]
    /// Every string key the cell looked up, as written (not hashed like a key name with a control character), found or
    /// not, including keys looked up only to tell a missing translation: what `StringReads` compares to skip the cell
    /// unresolved after a strings edit. Not part of `inputs`.
    package private(set) var stringKeys: Set<String> = []

    package init(digests: ProjectDigests?) {
        self.digests = digests
    }

    /// Records that the cell read `key` and found `value` (already in `CellInputs.value` form).
    package func record(_ key: InputKey, _ value: String) {
        entries[key.text] = value
    }

    /// Records one more value read under `key`: a string key one cell shows with two argument sets records
    /// both texts (as the hash of the values in reading order, which resolution makes deterministic).
    package func recordAlso(_ key: InputKey, _ value: String) {
        guard let existing = entries[key.text], existing != value else {
            entries[key.text] = value
            return
        }
        entries[key.text] = CellInputs.value(existing + "\n" + value)
    }

    /// Notes that the cell looked `key` up in its locale's strings.
    package func noteStringLookup(_ key: String) {
        stringKeys.insert(key)
    }

    /// Records the authored properties of a node of screen `screen` (`NodeRecords`, described once per renderer).
    package func recordNode(_ node: SpecNode, screen: String) {
        for (key, value) in digests?.nodes.entries(of: node, screen: screen) ?? NodeRecords.describe(node, screen: screen) {
            entries[key] = value
        }
    }

    /// Records a family's fallback chain for a weight (`files`: the chain of the weight drawn, nil when the family
    /// has none) and the bytes of each file in it.
    package func recordFont(family: String, weight: FontWeight, files: [String]?) {
        guard let digests else { return }
        record(InputKey(.font, "\(family)/\(weight.rawValue)"), files.map { $0.joined(separator: ",") } ?? CellInputs.missing)
        for file in files ?? [] {
            record(InputKey(.font, file), digests.fonts[file] ?? CellInputs.missing)
        }
    }

    /// Records the bytes of one font file the cell reads outside the families (`font:<file>`).
    package func recordFontFile(_ file: String) {
        guard let digests else { return }
        record(InputKey(.font, file), digests.fonts[file] ?? CellInputs.missing)
    }

    /// Records the bytes of an asset image by its `src`.
    package func recordAsset(_ src: String) {
        guard let digests else { return }
        record(InputKey(.asset, src), digests.assets[src] ?? CellInputs.missing)
    }

    /// The inputs recorded so far.
    package var inputs: CellInputs { CellInputs(entries: entries) }
}
