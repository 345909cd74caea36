/// The accessible context of a control, for `duplicateName` (WCAG 2.2 §2.4.4 and §2.4.6 accept a purpose told by
/// context): the nearest ancestor — a row, a card, any container — that shows text of its own, and that text.
///
/// Text of its own is a painted text node that assistive technology reads (not hidden) and that belongs to no
/// interactive control: a row's title, a card's heading, a badge. Controls' labels do not count, so two "Delete"
/// buttons side by side in a card share the card's context, while "Reply" in each row of a message list has the
/// row, with the sender's name, as its context. A control with no such ancestor has the screen as its context.
package struct NameContext: Sendable {
    /// The ancestor (index in `SceneLayout.nodes`); nil for the screen.
    package let node: Int?
    /// Its own texts in preorder, joined with ", ".
    package let words: String

    /// Two contexts tell their controls apart unless they are the same container or show the same words.
    package func isSame(as other: NameContext) -> Bool {
        node == other.node || AccessibilityTreeCheck.comparable(words) == AccessibilityTreeCheck.comparable(other.words)
    }

    /// Each node's own texts in its subtree, computed once for a cell.
    package struct Table {
        package let s: AuditScene
        /// Node index → the texts of its own in its subtree, preorder.
        package let texts: [[Int]]

        package func context(of index: Int) -> NameContext {
            var current = s.scene.parents[index]
            while let ancestor = current {
                let own = texts[ancestor]
                if !own.isEmpty {
                    let words = own.compactMap { index -> String? in
                        if case .text(let text) = s.nodes[index].kind { return text.string }
                        return nil
                    }
                    return NameContext(node: ancestor, words: words.joined(separator: ", "))
                }
                current = s.scene.parents[ancestor]
            }
            return NameContext(node: nil, words: "")
        }
    }

    package static func contexts(_ s: AuditScene) -> Table {
        let count = s.nodes.count
        var texts = [[Int]](repeating: [], count: count)
        // Children follow their parent in preorder: walking backwards hands each subtree's texts up complete.
        for index in stride(from: count - 1, through: 0, by: -1) {
            if case .text(let text) = s.nodes[index].kind, !s.isHidden(index), s.isPainted(index), s.control(of: index) == nil,
               !text.string.allSatisfy(\.isWhitespace) {
                texts[index].insert(index, at: 0)
            }
            if let parent = s.scene.parents[index] { texts[parent] = texts[index] + texts[parent] }
        }
        return Table(s: s, texts: texts)
    }
}
