import ProofsheetProject

/// A cell's input record cut into parts that many cells share, each stored once per manifest file and named by its
/// digest (XXH3-128 of its text, as `CellInputs.digest`): the lean manifest of docs/goldens.md ("Manifest store").
///
/// A record is cut by what decides each value: the node properties (the screen), the colour and metric tokens (the
/// mode), the text styles (the text size and Bold Text), the strings (the locale), the fonts, the assets, the device
/// (and orientation), the diff settings and the renderer. Cells of one screen that share a mode share its token part,
/// and so on, so a screen of N cells stores a few dozen parts instead of N whole records.
package enum InputRecordParts {
    /// The part a key belongs to.
    package static func part(of key: String) -> String {
        let kind = key.prefix { $0 != ":" }
        if kind == InputKind.token.rawValue, key.hasPrefix("token:style ") { return "style" }
        return String(kind)
    }

    /// `inputs` cut into its parts, in the order of their names (the order an entry lists their digests).
    package static func parts(of inputs: CellInputs) -> [CellInputs] {
        var grouped: [String: [String: String]] = [:]
        for (key, value) in inputs.entries { grouped[part(of: key), default: [:]][key] = value }
        return grouped.keys.sorted().map { CellInputs(entries: grouped[$0]!) }
    }

    /// The record made of `parts` again (their keys never overlap: each key belongs to one part).
    package static func joined(_ parts: [CellInputs]) -> CellInputs {
        var entries: [String: String] = [:]
        for part in parts { entries.merge(part.entries) { first, _ in first } }
        return CellInputs(entries: entries)
    }
}
