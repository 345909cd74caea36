/// Splits cells over `count` shards deterministically and balanced by expected cost: cells are taken
/// from the most to the least expensive (ties by name) and each goes to the currently cheapest shard
/// (ties by lowest index). The cost estimate uses only the inputs (text scale and node count), so the
/// split is the same on every run and every machine.
public enum Sharding {
    public static func cells(_ cells: [Cell], shard index: Int, of count: Int, cost: (Cell) -> Double) -> [Cell] {
        precondition(count >= 1 && index >= 1 && index <= count)
        let ordered = cells.sorted { a, b in
            let ca = cost(a), cb = cost(b)
            return ca != cb ? ca > cb : a < b
        }
        var load = [Double](repeating: 0, count: count)
        var mine: [Cell] = []
        for cell in ordered {
            var target = 0
            for shard in 1..<count where load[shard] < load[target] { target = shard }
            load[target] += cost(cell)
            if target == index - 1 { mine.append(cell) }
        }
        return mine.sorted()
    }

    /// Parses `i/n` (1 ≤ i ≤ n ≤ 1000).
    public static func parse(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= 1000, index >= 1, index <= count else { return nil }
        return (index, count)
    }
}
