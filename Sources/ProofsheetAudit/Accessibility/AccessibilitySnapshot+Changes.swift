/// How a cell's accessibility snapshot differs from the approved one, element by element.
public enum AccessibilityChange: Hashable, Sendable, CustomStringConvertible {
    /// The element at the same place in the order now reads differently.
    case changed(from: String, to: String)
    case added(String)
    case removed(String)
    /// The screen is read by another rule: direction or platform (`right-to-left, android`).
    case reading(from: String, to: String)

    public var description: String {
        switch self {
        case .reading(let from, let to): return "read as \(to) (was: \(from))"
        case .changed(let from, let to): return "\(to) (was: \(AccessibilityChange.content(of: from)))"
        case .added(let line): return "new \(line)"
        case .removed(let line): return "gone \(line)"
        }
    }

    /// A line without its number: what is compared (an element inserted above renumbers the rest).
    package static func content(of line: String) -> String {
        guard let dot = line.firstIndex(of: ".") else { return line }
        return String(line[line.index(after: dot)...].drop(while: { $0 == " " }))
    }
}

extension AccessibilitySnapshot {
    /// The changes from `expected` to this snapshot: a longest common subsequence of element lines (compared
    /// without their numbers), with a removed and an added line at the same place paired as one change.
    public func changes(from expected: AccessibilitySnapshot) -> [AccessibilityChange] {
        let old = expected.lines.map(AccessibilityChange.content), new = lines.map(AccessibilityChange.content)
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [AccessibilityChange] = []
        var removed: [String] = [], added: [String] = []
        func flush() {
            let paired = min(removed.count, added.count)
            for k in 0..<paired { result.append(.changed(from: removed[k], to: added[k])) }
            result += removed.dropFirst(paired).map { .removed($0) } + added.dropFirst(paired).map { .added($0) }
            removed = []
            added = []
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                added.append(lines[j])
                j += 1
            } else {
                removed.append(expected.lines[i])
                i += 1
            }
        }
        flush()
        if reading != expected.reading { result.insert(.reading(from: expected.reading, to: reading), at: 0) }
        return result
    }
}
