import ProofsheetProject
import ProofsheetSpec

/// Splits cells over `count` shards deterministically and balanced by expected cost (longest processing time
/// first): cells are taken from the most to the least expensive and each goes to the currently cheapest shard
/// (ties by lowest index). Cells of equal cost are taken in the order of a hash of their names (then the names),
/// so the cells of one screen and scale, which all cost the same, spread over the shards instead of going
/// round-robin in name order (which put every `light` cell of the shipped matrix into one shard). The cost
/// estimate uses only the inputs (text scale and node count), so the split is the same on every run and machine.
public enum Sharding {
    public static func cells(_ cells: [Cell], shard index: Int, of count: Int, cost: (Cell) -> Double) -> [Cell] {
        precondition(count >= 1 && index >= 1 && index <= count)
        let keyed = cells.map { cell in (cell: cell, cost: cost(cell), mix: Fingerprint(Array(cell.description.utf8)).value) }
        let ordered = keyed.sorted { a, b in
            if a.cost != b.cost { return a.cost > b.cost }
            if a.mix != b.mix { return a.mix < b.mix }
            return a.cell < b.cell
        }
        var load = [Double](repeating: 0, count: count)
        var mine: [Cell] = []
        for entry in ordered {
            var target = 0
            for shard in 1..<count where load[shard] < load[target] { target = shard }
            load[target] += entry.cost
            if target == index - 1 { mine.append(entry.cell) }
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
