/// Splits a paragraph into runs of one script, one bidi level and one face (the second itemization stage).
///
/// Face choice works on fallback clusters (a base with its marks, see `FallbackCluster`) by cmap coverage:
/// * a cluster whose base has a real script takes the first face in the chain that has every scalar of it;
/// * a cluster of Common/Inherited text (space, digits, punctuation) takes the face of the nearest strong cluster
///   before it when that face covers it, else that of the next strong cluster after it, else the earliest face
///   in the chain that covers it. So "مرحبا 123" keeps the Arabic face's space and digits, and a character that
///   had to fall back never pulls its neighbours along: in "−$4.75" only U+2212 (absent from Noto Sans) comes
///   from Noto Sans Math, and "$4.75" keeps the digits of "+$3,200.00" (issue #14: fallback by character, not
///   by neighbourhood). HarfBuzz still sees the whole paragraph as context across the face boundary;
/// * a cluster of default-ignorable characters only (ALM U+061C, LRM, RLM, ZWNJ, a soft hyphen) counts as weak,
///   whatever its script, and never becomes the strong neighbour of another cluster: it is drawn invisibly, so
///   it takes the face of the text around it. ALM is Arabic by Script but covered by every face (HarfBuzz hides
///   it), so treated as strong it took the first face of the chain and pulled "-5 " in "\u{061C}-5 درجة" into Noto Sans;
/// * a cluster no face covers takes the first face (it will shape to .notdef; the shaper reports it).
/// The shaper re-checks each run for .notdef and falls back cluster by cluster if the cmap test was wrong.
package enum FontItemizer {
    package static func itemize(_ scalars: [Unicode.Scalar], levels: [UInt8], chain: FallbackChain) -> [FontRun] {
        let scriptRuns = ScriptItemizer.itemize(scalars, levels: levels)
        let faceIndex = faceIndices(scalars, chain: chain)
        var runs: [FontRun] = []
        for scriptRun in scriptRuns {
            let range = scriptRun.scalarRange
            var start = range.lowerBound
            for i in (range.lowerBound + 1)...range.upperBound where i == range.upperBound || faceIndex[i] != faceIndex[start] {
                runs.append(FontRun(scalarRange: start..<i, script: scriptRun.script, level: scriptRun.level,
                                    face: chain.faces[faceIndex[start]]))
                start = i
            }
        }
        return runs
    }

    /// The chain index of the face chosen for each scalar (equal across each fallback cluster).
    package static func faceIndices(_ scalars: [Unicode.Scalar], chain: FallbackChain) -> [Int] {
        var coverage = ClusterCoverage(scalars, faces: chain.faces)
        let count = coverage.clusterCount
        var isWeak = [Bool](repeating: false, count: count)
        for k in 0..<count {
            let cluster = coverage.start(of: k)..<coverage.start(of: k + 1)
            isWeak[k] = Script(of: scalars[cluster.lowerBound]).isWeak
                || scalars[cluster].allSatisfy(FallbackCluster.isDefaultIgnorable)
        }
        var choice = [Int](repeating: 0, count: count)
        for k in 0..<count where !isWeak[k] {
            choice[k] = coverage.firstCovering(k) ?? 0
        }
        var nextStrong = [Int](repeating: -1, count: count)  // -1: no strong cluster follows
        var following = -1
        for k in stride(from: count - 1, through: 0, by: -1) {
            nextStrong[k] = following
            if !isWeak[k] { following = k }
        }
        var previous = -1  // face of the last strong cluster before k that some face covers
        for k in 0..<count {
            if isWeak[k] {
                if previous >= 0, coverage.covers(k, face: previous) {
                    choice[k] = previous
                } else if nextStrong[k] >= 0, coverage.covers(k, face: choice[nextStrong[k]]) {
                    choice[k] = choice[nextStrong[k]]
                } else {
                    choice[k] = coverage.firstCovering(k) ?? 0
                }
            } else if coverage.firstCovering(k) != nil {
                previous = choice[k]
            }
        }
        var perScalar = [Int](repeating: 0, count: scalars.count)
        for k in 0..<count {
            for i in coverage.start(of: k)..<coverage.start(of: k + 1) { perScalar[i] = choice[k] }
        }
        return perScalar
    }
}
