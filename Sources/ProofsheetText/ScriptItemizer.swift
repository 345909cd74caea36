import CHarfBuzz

/// Splits a paragraph into runs of one script and one bidi level (the first itemization stage).
///
/// Script resolution follows the spirit of UAX #24 §5.2 (Common and Inherited characters take the script of
/// their context), kept deliberately simple:
/// 1. a scalar of a real script (not Common, Inherited or Unknown) keeps it and becomes the current script;
/// 2. other scalars (spaces, digits, punctuation, combining marks, emoji) take the current script, i.e. the
///    script of the preceding strong scalar; before the first strong scalar, the first strong script that follows;
/// 3. paired brackets (general category Ps/Pe, paired via Bidi_Mirroring_Glyph): a closing bracket takes the
///    script its opening bracket resolved to, and that script stays current after the closer;
/// 4. a paragraph with no strong scalar at all is Common throughout.
/// Unicode data (script, general category, mirroring) comes from HarfBuzz so every stage agrees on one version.
package enum ScriptItemizer {
    /// The resolved script of each scalar, in logical order.
    package static func resolveScripts(_ scalars: [Unicode.Scalar]) -> [Script] {
        let funcs = hb_unicode_funcs_get_default()
        var resolved = [Script?](repeating: nil, count: scalars.count)
        var current: Script?
        var openBrackets: [(closer: UInt32, index: Int)] = []
        var unresolvedPairs: [(open: Int, close: Int)] = []
        let maxOpenBrackets = 64  // bounds the search on pathological input, as UAX #9 BD16 does

        for (i, scalar) in scalars.enumerated() {
            let script = Script(of: scalar)
            if !script.isWeak {
                resolved[i] = script
                current = script
                continue
            }
            let category = hb_unicode_general_category(funcs, scalar.value)
            if category == HB_UNICODE_GENERAL_CATEGORY_OPEN_PUNCTUATION {
                resolved[i] = current
                if openBrackets.count < maxOpenBrackets {
                    openBrackets.append((hb_unicode_mirroring(funcs, scalar.value), i))
                }
            } else if category == HB_UNICODE_GENERAL_CATEGORY_CLOSE_PUNCTUATION,
                      let k = openBrackets.lastIndex(where: { $0.closer == scalar.value }) {
                let open = openBrackets[k].index
                openBrackets.removeSubrange(k...)
                if let openScript = resolved[open] {
                    resolved[i] = openScript
                    current = openScript
                } else {
                    unresolvedPairs.append((open, i))
                }
            } else {
                resolved[i] = current
            }
        }
        // Leading weak scalars (and brackets opened before any strong scalar) take the following strong script.
        var following: Script?
        for i in resolved.indices.reversed() {
            if let script = resolved[i] { following = script } else { resolved[i] = following }
        }
        for pair in unresolvedPairs { resolved[pair.close] = resolved[pair.open] }
        return resolved.map { $0 ?? .common }
    }

    /// Runs of one resolved script and one level, in logical order, covering the whole paragraph.
    /// `levels` holds one UAX #9 embedding level per scalar (from the bidi stage).
    package static func itemize(_ scalars: [Unicode.Scalar], levels: [UInt8]) -> [ScriptRun] {
        precondition(levels.count == scalars.count, "one bidi level per scalar: \(levels.count) levels for \(scalars.count) scalars")
        guard !scalars.isEmpty else { return [] }
        let scripts = resolveScripts(scalars)
        var runs: [ScriptRun] = []
        var start = 0
        for i in 1...scalars.count where i == scalars.count || scripts[i] != scripts[start] || levels[i] != levels[start] {
            guard i > start else { continue }
            runs.append(ScriptRun(scalarRange: start..<i, script: scripts[start], level: levels[start]))
            start = i
        }
        return runs
    }
}
