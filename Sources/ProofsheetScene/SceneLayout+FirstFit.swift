extension SceneLayout {
    /// Preorder indices of the nodes that stay in the scene: all but the subtrees of the candidates
    /// a first fit did not choose (`chosen`: first-fit index → position of the chosen child).
    package static func keptNodes(parents: [Int?], chosen: [Int: Int]) -> [Int] {
        var isKept = [Bool](repeating: true, count: parents.count)
        var position = [Int](repeating: 0, count: parents.count)
        var kept: [Int] = []
        for (index, parent) in parents.enumerated() {
            if let parent {
                let place = position[parent]
                position[parent] += 1
                if let choice = chosen[parent], choice != place { isKept[index] = false }
                if !isKept[parent] { isKept[index] = false }
            }
            if isKept[index] { kept.append(index) }
        }
        return kept
    }
}
