import ProofsheetSpec

/// Every token that the project's screens draw with and tokens.json lacks (a control's roles and styles, the
/// roles of its state, a card's defaults, a default colour role, the canvas's `background`), with the nodes that
/// need each: one configuration error instead of one failed cell per cell.
package struct MissingTokens: Error, Equatable, CustomStringConvertible {
    /// The tokens file as shown in messages.
    package var file: String
    /// Token → `screen:node (type)` of each node that needs it, sorted.
    package var tokens: [TokenNeed: [String]]
    /// What starts each key in the message: `""` for tokens.json (`colors.accent`), `tokens.` for the config's
    /// DTCG mapping (`tokens.colors.accent`, docs/tokens.md).
    package var keyPrefix = ""

    /// The missing colour roles, by role.
    package var roles: [String: [String]] {
        tokens.reduce(into: [:]) { roles, entry in if case .color(let role) = entry.key { roles[role.name] = entry.value } }
    }

    /// The missing text styles, by style.
    package var styles: [String: [String]] {
        tokens.reduce(into: [:]) { styles, entry in if case .style(let style) = entry.key { styles[style.name] = entry.value } }
    }

    /// The colour every cell is drawn on before its screen.
    package static let canvas = TokenNeed.color("background")

    /// The missing tokens of `screens` and of the canvas, or nil when tokens has everything they use.
    /// `platforms`: those of the project's devices; a control needs what it draws on each (its Material look on Android).
    package static func find(in screens: [ScreenSpec], tokens: DesignTokens, file: String, keyPrefix: String = "",
                     platforms: Set<Platform> = [.ios]) -> MissingTokens? {
        var missing: [TokenNeed: Set<String>] = [:]
        for screen in screens {
            var stack = [screen.root]
            while let node = stack.popLast() {
                stack += node.children
                let user = "\(screen.id):\(node.resolvedID) (\(node.kind.typeName))"
                for platform in platforms.sorted(by: { $0.rawValue < $1.rawValue }) {
                    for token in node.kind.requirements(of: node, on: platform) where !token.isDefined(in: tokens) {
                        missing[token, default: []].insert(user)
                    }
                }
            }
        }
        // Every cell's canvas is the `background` role (CellRenderer), whatever its screens name.
        if !canvas.isDefined(in: tokens) { missing[canvas, default: []].insert("every cell (its canvas)") }
        guard !missing.isEmpty else { return nil }
        return MissingTokens(file: file, tokens: missing.mapValues { $0.sorted() }, keyPrefix: keyPrefix)
    }

    package var description: String {
        var lines = ["\(file): the screens draw with \(tokens.count) token(s) that it lacks (docs/spec.md lists what each node type draws with):"]
        for token in tokens.keys.sorted() { lines.append("  \(keyPrefix)\(token.key): needed by \(MissingTokens.brief(tokens[token] ?? []))") }
        return lines.joined(separator: "\n")
    }

    /// The first few users and how many more, so one message stays readable on a large project.
    package static func brief(_ users: [String]) -> String {
        let shown = users.prefix(4).joined(separator: ", ")
        return users.count > 4 ? shown + " and \(users.count - 4) more" : shown
    }
}
