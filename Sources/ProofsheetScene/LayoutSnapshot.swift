import ProofsheetRaster
import ProofsheetSpec
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// The text form of a cell's layout tree: one line per node of the scene in tree order, with its frame in
/// points, its parent and, for texts, how many lines it drew and whether it was cut. Stored next to the golden as
/// `<cell>.layout.txt` (docs/report-format.md, "Layout records") so a changed cell can say which nodes moved,
/// resized, re-wrapped, truncated, appeared or went away (`changes(from:)`).
///
///     # proofsheet layout record v1: wallet/phone-en-light-1.0x
///     0 root 0 0 390 844
///     8 balance 16 167 358 142.4 ^7
///     9 balance-label 40 191 310 22 ^8 lines 1
///
/// A line is `<index> <node id> <x> <y> <width> <height>`, then `^<parent index>` (not for the root), then
/// `lines <n>` and `truncated` for text nodes, and `shows <k> of <n>` for a `firstFit` (its k-th of n candidates,
/// from 1). Numbers are rounded to 1/100 pt. The record is evidence, not a
/// verdict: pixels and the accessibility snapshot decide whether a cell passes.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The file's extension after the cell's name: `phone-en-light-1.0x.layout.txt`.
    public static let fileSuffix = ".layout.txt"
    /// The largest stored record read, in bytes (a screen has at most `ScreenDecoder.maxNodes` nodes plus parts).
    public static let maxFileBytes = 4 << 20
    public static let headerPrefix = "# proofsheet layout record v1: "

    /// One node as laid out.
    public struct Node: Hashable, Sendable {
        public var id: NodeID
        public var frame: Rect
        public var parent: Int?
        /// Lines drawn, for text nodes; nil for other nodes.
        public var lines: Int?
        public var isTruncated: Bool
        /// The candidate a `firstFit` shows; nil for other nodes.
        public var firstFit: FirstFitChoice? = nil
    }

    public let header: String
    /// In tree order (a parent before its children), as `SceneLayout.nodes`.
    public let nodes: [Node]

    public init(scene: SceneLayout, cell: Cell) {
        header = LayoutSnapshot.headerPrefix + cell.description
        nodes = scene.nodes.indices.map { index in
            let text = scene.texts[index]
            return Node(id: scene.nodes[index].id, frame: LayoutSnapshot.rounded(scene.frames[index]), parent: scene.parents[index],
                        lines: text.map { $0.lines.count }, isTruncated: text?.isTruncated ?? false, firstFit: scene.firstFitChoices[index])
        }
    }

    /// Reads a stored record; `source` names the file in the error.
    public init(text: String, source: String) throws {
        let all = StoredTextLines.split(text)
        guard let first = all.first, first.hasPrefix(LayoutSnapshot.headerPrefix) else {
            throw LayoutSnapshotError(source: source, line: 1,
                                      reason: "expected the header '\(LayoutSnapshot.headerPrefix)…', found \(AuditFormat.quoted(all.first ?? ""))")
        }
        var nodes: [Node] = []
        for (offset, line) in all.dropFirst().enumerated() {
            guard let node = LayoutSnapshot.node(line, index: offset) else {
                throw LayoutSnapshotError(source: source, line: offset + 2,
                                          reason: "expected '\(offset) <id> <x> <y> <width> <height> [^parent] [lines n] [truncated] [shows k of n]', found \(AuditFormat.quoted(line))")
            }
            nodes.append(node)
        }
        header = first
        self.nodes = nodes
    }

    /// The file's bytes: the header, then one line per node, each ending in a newline.
    public var text: String {
        var out = header + "\n"
        for (index, node) in nodes.enumerated() {
            let frame = node.frame
            out += "\(index) \(node.id) \(Self.number(frame.minX)) \(Self.number(frame.minY)) \(Self.number(frame.width)) \(Self.number(frame.height))"
            if let parent = node.parent { out += " ^\(parent)" }
            if let lines = node.lines { out += " lines \(lines)" }
            if node.isTruncated { out += " truncated" }
            if let choice = node.firstFit { out += " shows \(choice.chosen + 1) of \(choice.candidates)" }
            out += "\n"
        }
        return out
    }

    /// One stored line, or nil when it is not one.
    package static func node(_ line: String, index: Int) -> Node? {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 6, words[0] == String(index), !words[1].isEmpty,
              let x = Double(words[2]), let y = Double(words[3]), let width = Double(words[4]), let height = Double(words[5]) else { return nil }
        var node = Node(id: NodeID(String(words[1])), frame: Rect(x: x, y: y, width: width, height: height), parent: nil, lines: nil, isTruncated: false)
        var rest = words.dropFirst(6)
        if let word = rest.first, word.hasPrefix("^") {
            guard let parent = Int(word.dropFirst()), parent >= 0, parent < index else { return nil }
            node.parent = parent
            rest = rest.dropFirst()
        }
        if rest.first == "lines" {
            guard rest.count >= 2, let lines = Int(rest[rest.startIndex + 1]), lines >= 0 else { return nil }
            node.lines = lines
            rest = rest.dropFirst(2)
        }
        if rest.first == "truncated" {
            node.isTruncated = true
            rest = rest.dropFirst()
        }
        if rest.first == "shows" {
            let words = Array(rest.dropFirst().prefix(3))
            guard words.count == 3, words[1] == "of", let shown = Int(words[0]), let count = Int(words[2]), shown >= 1, shown <= count else { return nil }
            node.firstFit = FirstFitChoice(chosen: shown - 1, candidates: count)
            rest = rest.dropFirst(4)
        }
        return rest.isEmpty ? node : nil
    }

    /// A frame with each value rounded to 1/100 pt, as the record writes it (so a frame read back equals it).
    package static func rounded(_ rect: Rect) -> Rect {
        let round = { (value: Double) in (value * 100).rounded() / 100 }
        return Rect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    /// `12`, `12.5`, `-3.25`: at most two decimals, no trailing zeros, without the process locale.
    package static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(magnitude / 100)" }
        let digits = fraction < 10 ? "0\(fraction)" : (fraction % 10 == 0 ? "\(fraction / 10)" : "\(fraction)")
        return "\(sign)\(magnitude / 100).\(digits)"
    }
}

/// A stored layout record that cannot be read: the file, the line and what was expected.
package struct LayoutSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    package let source: String
    package let line: Int
    package let reason: String

    package var description: String { "\(source):\(line): \(reason)" }
}
