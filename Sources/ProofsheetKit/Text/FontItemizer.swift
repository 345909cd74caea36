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
/// * a cluster no face covers takes the first face (it will shape to .notdef; the shaper reports it).
/// The shaper re-checks each run for .notdef and falls back cluster by cluster if the cmap test was wrong.
public enum FontItemizer {
    public static func itemize(_ scalars: [Unicode.Scalar], levels: [UInt8], chain: FallbackChain) -> [FontRun] {
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
    static func faceIndices(_ scalars: [Unicode.Scalar], chain: FallbackChain) -> [Int] {
        let starts = FallbackCluster.starts(scalars)
        let clusterStarts = scalars.indices.filter { starts[$0] }
        let clusters = clusterStarts.indices.map { k in
            clusterStarts[k]..<(k + 1 < clusterStarts.count ? clusterStarts[k + 1] : scalars.count)
        }
        let isWeak = clusters.map { Script(of: scalars[$0.lowerBound]).isWeak }
        // Coverage is asked per (cluster, face) only when the choice below needs it, and remembered: most
        // clusters stop at the first face, and a cmap lookup per face and scalar dominated long texts.
        var known = [Int8](repeating: -1, count: clusters.count * chain.faces.count)
        func covers(_ k: Int, _ face: Int) -> Bool {
            let slot = k * chain.faces.count + face
            if known[slot] < 0 { known[slot] = FallbackCluster.isCovered(scalars[clusters[k]], by: chain.faces[face]) ? 1 : 0 }
            return known[slot] == 1
        }
        func firstCovering(_ k: Int) -> Int? { chain.faces.indices.first { covers(k, $0) } }
        var choice = [Int](repeating: 0, count: clusters.count)
        for k in clusters.indices where !isWeak[k] {
            choice[k] = firstCovering(k) ?? 0
        }
        var nextStrong = [Int?](repeating: nil, count: clusters.count)
        var following: Int?
        for k in clusters.indices.reversed() {
            nextStrong[k] = following
            if !isWeak[k] { following = k }
        }
        var previous: Int?  // face of the last strong cluster before k that some face covers
        for k in clusters.indices {
            if isWeak[k] {
                if let previous, covers(k, previous) {
                    choice[k] = previous
                } else if let next = nextStrong[k], covers(k, choice[next]) {
                    choice[k] = choice[next]
                } else {
                    choice[k] = firstCovering(k) ?? 0
                }
            } else if firstCovering(k) != nil {
                previous = choice[k]
            }
        }
        var perScalar = [Int](repeating: 0, count: scalars.count)
        for (k, range) in clusters.enumerated() {
            for i in range { perScalar[i] = choice[k] }
        }
        return perScalar
    }
}
