/// Finds the name a user probably meant when they wrote an unknown key or token name ("did you mean …?").
///
/// Distance is the optimal string alignment distance (Damerau–Levenshtein restricted to adjacent
/// transpositions) over Unicode scalars, case-sensitive. A candidate qualifies when its distance is at most 2
/// and smaller than the shorter of the two names (so `x` never suggests `id`). The closest candidate wins;
/// ties go to the earliest in `candidates`.
public enum SpellingSuggestion {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let c = Array(candidate.unicodeScalars)
            let d = distance(w, c)
            guard d <= 2, d < min(w.count, c.count) else { continue }
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.name
    }

    /// Optimal string alignment distance; rows are reused, so memory is O(len(b)).
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
