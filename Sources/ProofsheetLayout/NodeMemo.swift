import ProofsheetRaster

/// Sizes already computed during one layout, per node and key (an offer or a proposal).
///
/// Each node's entries form a linked list threaded through one append-only array: a node sees
/// only a handful of distinct offers, so a short scan beats hashing, and nothing is allocated
/// per node.
package struct NodeMemo<Key: Equatable> {
    private struct Entry {
        var key: Key
        var size: Size
        var next: Int
    }

    private var heads: [Int]
    private var entries: [Entry] = []

    package init(nodeCount: Int) {
        heads = Array(repeating: -1, count: nodeCount)
    }

    package func size(of node: Int, for key: Key) -> Size? {
        var index = heads[node]
        while index >= 0 {
            if entries[index].key == key { return entries[index].size }
            index = entries[index].next
        }
        return nil
    }

    package mutating func remember(_ size: Size, of node: Int, for key: Key) {
        entries.append(Entry(key: key, size: size, next: heads[node]))
        heads[node] = entries.count - 1
    }
}
