import ProofsheetSpec

/// Compares a golden's input record with a cell's current one and names every input that differs, in words
/// a reviewer acts on. Nodes that appeared or went away are one change each, not one per property.
///
/// When a node or the device changed, tokens, strings, fonts and assets the cell reads on one side only are left
/// out: they follow from that change (a node whose style became `headline` stops reading `style largeTitle`),
/// and naming them would split one cause into many. A value that changed is always named.
package enum InputChanges {
    package static func between(_ old: CellInputs, _ new: CellInputs, cell: Cell) -> [InputChange] {
        let keys = Set(old.entries.keys).union(new.entries.keys)
            .filter { old.entries[$0] != new.entries[$0] }
            .compactMap { InputKey(text: $0) }
        var changes: [InputChange] = []
        var wholeNodes = Set<String>()
        for key in keys.sorted() {
            let before = old.entries[key.text], after = new.entries[key.text]
            if key.kind == .node, let node = nodeName(key.name) {
                // A node whose `type` is recorded on one side only appeared or went away: one change for it.
                let type = InputKey(.node, node + ".type").text
                if (old.entries[type] == nil) != (new.entries[type] == nil) {
                    guard wholeNodes.insert(node).inserted else { continue }
                    changes.append(describe(InputKey(.node, node), before: old.entries[type], after: new.entries[type], cell: cell,
                                            wholeNode: true))
                    continue
                }
            }
            changes.append(describe(key, before: before, after: after, cell: cell))
        }
        if changes.contains(where: { $0.kind == .node || $0.kind == .device }) {
            let followers = Set(keys.filter { key in
                [.token, .string, .font, .asset].contains(key.kind) && (old.entries[key.text] == nil) != (new.entries[key.text] == nil)
            }.map { describe($0, before: old.entries[$0.text], after: new.entries[$0.text], cell: cell).causeKey })
            changes.removeAll { followers.contains($0.causeKey) && [.token, .string, .font, .asset].contains($0.kind) }
        }
        return changes.sorted()
    }

    /// `<screen>/<node>` of a node property key `<screen>/<node>.<property>`.
    package static func nodeName(_ name: String) -> String? {
        name.lastIndex(of: ".").map { String(name[..<$0]) }
    }

    /// `wholeNode`: `key` names a node (`<screen>/<node>`) that appeared or went away, not one of its properties.
    package static func describe(_ key: InputKey, before: String?, after: String?, cell: Cell, wholeNode: Bool = false) -> InputChange {
        let suffix = InputChange.suffix(before, after, namesValue: !wholeNode)
        var variant: String?
        var input = key.name
        var text: String
        var causeKey = key.text
        switch key.kind {
        case .token:
            // Colour roles have a value per mode; text styles, spaces, radii and touch targets one for all modes.
            let isColour = !["style ", "space ", "radius "].contains(where: key.name.hasPrefix) && key.name != "touch"
            if isColour { variant = cell.mode.rawValue }
            text = "token \(key.name)" + (isColour ? " (\(cell.mode.rawValue))" : "") + suffix
        case .string:
            variant = cell.locale.identifier
            text = "string \(cell.locale.identifier):\(key.name)" + suffix
            causeKey = "string:\(cell.locale.identifier):\(key.name)"
        case .node:
            let slash = key.name.firstIndex(of: "/") ?? key.name.endIndex
            let screen = String(key.name[..<slash])
            let rest = key.name[slash...].dropFirst()
            // The property is the last dotted part, or the last two for an accessibility one (`a11y.label`):
            // a path-form id (`@root.children[0]`) has dots of its own.
            let a11y = rest.range(of: ".a11y.", options: .backwards)
            if !wholeNode, let dot = a11y?.lowerBound ?? rest.lastIndex(of: ".") {
                input = "\(screen): node \(rest[..<dot]) \(rest[rest.index(after: dot)...])"
            } else {
                input = "\(screen): node \(rest)"
            }
            text = "screen " + input + suffix
        case .font: text = "font \(key.name)" + (InputChange.shown(before) == nil ? " changed" : suffix)
        case .asset: text = "asset \(key.name)" + (before != nil && after != nil ? " changed" : suffix)
        case .device: text = "device \(key.name)" + suffix
        case .diff: text = "diff settings of \(key.name)" + suffix
        case .renderer:
            input = "renderer"
            text = "renderer" + suffix
            causeKey = "renderer"
        case .unknown: text = key.name
        }
        return InputChange(kind: key.kind, input: input, variant: variant, before: InputChange.shown(before),
                           after: InputChange.shown(after), text: text, causeKey: causeKey)
    }
}
