/// Every colour role and text style that the project's controls need and tokens.json lacks, with
/// the nodes that need each: one configuration error instead of one failed cell per cell.
struct MissingTokens: Error, Equatable, CustomStringConvertible {
    /// The tokens file as shown in messages.
    var file: String
    /// Role → `screen:path` of each node that needs it, sorted.
    var roles: [String: [String]]
    /// Text style → `screen:path` of each node that needs it, sorted.
    var styles: [String: [String]]
    /// What starts each key in the message: `""` for tokens.json (`colors.accent`), `tokens.` for the config's
    /// DTCG mapping (`tokens.colors.accent`, docs/tokens.md).
    var keyPrefix = ""

    /// The missing tokens of `screens`, or nil when tokens has everything they use.
    static func find(in screens: [ScreenSpec], tokens: DesignTokens, file: String, keyPrefix: String = "") -> MissingTokens? {
        var roles: [String: [String]] = [:]
        var styles: [String: [String]] = [:]
        for screen in screens {
            var stack = [screen.root]
            while let node = stack.popLast() {
                stack += node.children
                let user = "\(screen.id):\(node.id ?? node.path) (\(node.kind.typeName))"
                for role in node.implicitRoles where tokens.colors[role] == nil { roles[role, default: []].append(user) }
                for style in node.implicitStyles where tokens.typography[style] == nil { styles[style, default: []].append(user) }
            }
        }
        guard !roles.isEmpty || !styles.isEmpty else { return nil }
        return MissingTokens(file: file, roles: roles.mapValues { Array(Set($0)).sorted() }, styles: styles.mapValues { Array(Set($0)).sorted() },
                             keyPrefix: keyPrefix)
    }

    var description: String {
        var lines = ["\(file): the built-in controls need \(roles.count) colour role(s) and \(styles.count) text style(s) that it lacks (docs/spec.md \"Controls\" lists what each control uses):"]
        for role in roles.keys.sorted() { lines.append("  \(keyPrefix)colors.\(role): needed by \(MissingTokens.brief(roles[role] ?? []))") }
        for style in styles.keys.sorted() { lines.append("  \(keyPrefix)typography.\(style): needed by \(MissingTokens.brief(styles[style] ?? []))") }
        return lines.joined(separator: "\n")
    }

    /// The first few users and how many more, so one message stays readable on a large project.
    static func brief(_ users: [String]) -> String {
        let shown = users.prefix(4).joined(separator: ", ")
        return users.count > 4 ? shown + " and \(users.count - 4) more" : shown
    }
}
