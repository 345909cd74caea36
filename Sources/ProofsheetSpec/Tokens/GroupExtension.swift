/// A group's `$extends` (DTCG Format Module 2025.10 §6.4): the group inherits every token of another group that it
/// does not define itself at the same relative path.
///
/// The merge is the spec's deep merge at token level (§6.4.3: a local token replaces the inherited one whole).
/// Inherited tokens keep their type and their aliases as written. A missing target, a target that is a token, and a
/// cycle (including a group extending its own ancestor, §6.4.4) are errors naming the place of the `$extends`.
package struct GroupExtension: Sendable {
    package var group: TokenPath
    package var target: TokenPath
    /// `file:line:column` of the `$extends` value.
    package var place: String

    /// The most tokens a mode's set may hold once every extension is applied: chained `$extends` multiply tokens
    /// (each group inherits everything its target inherited), so a few kilobytes could otherwise ask for billions.
    package static let tokenLimit = 200_000

    /// `tokens` with every extension applied, targets before the groups that extend them; `files` name the set.
    ///
    /// Chains of `$extends` are followed in a loop, not by recursion, so a chain of any length ends in the merged
    /// set, a cycle message or the token limit, never a stack overflow (docs/hardening.md, "Limits").
    package static func apply(_ extensions: [GroupExtension], to tokens: [TokenPath: TokenDefinition], groups: Set<TokenPath>,
                      files: [String]) throws -> [TokenPath: TokenDefinition] {
        var byGroup: [TokenPath: GroupExtension] = [:]
        for item in extensions {
            if let earlier = byGroup[item.group] {
                throw CatalogError(place: item.place, message: "group '\(item.group)' is also extended at \(earlier.place); a group has one $extends")
            }
            byGroup[item.group] = item
        }
        var merged = MergedTokens(tokens)
        var done = Set<TokenPath>()
        for first in byGroup.keys.sorted() where !done.contains(first) {
            // The groups to extend, each followed by the one its target extends, until a group that is done or
            // extends nothing; then applied from the far end, so every target is complete before it is copied.
            var chain: [GroupExtension] = []
            var position: [TokenPath: Int] = [:]
            var group = first
            while !done.contains(group), let item = byGroup[group] {
                position[group] = chain.count
                // A target already in this walk closes a cycle; a group extending its own ancestor is one too (§6.4.4).
                if let start = position[item.target] ?? (group.segments.starts(with: item.target.segments) ? 0 : nil) {
                    let cycle = chain[start...].map(\.group) + [group, item.target]
                    throw CatalogError(place: item.place, message: "circular group extension: \(TokenSet.chainText(cycle)) (DTCG §6.4.4)")
                }
                guard merged.tokens[item.target] == nil else {
                    throw CatalogError(place: item.place, message: "'\(group)' extends {\(item.target)}, which is a token; $extends names a group (DTCG §6.4)")
                }
                guard groups.contains(item.target) else {
                    throw CatalogError(place: item.place, message: "'\(group)' extends {\(item.target)}, which is not in \(files.joined(separator: ", "))")
                }
                chain.append(item)
                group = item.target
            }
            for item in chain.reversed() {
                try merged.inherit(into: item.group, from: item.target, place: item.place)
                done.insert(item.group)
            }
        }
        return merged.tokens
    }
}

/// The token set while extensions are applied, with the tokens below each group indexed so an inheritance copies
/// only its target's tokens instead of scanning the whole set.
private struct MergedTokens {
    var tokens: [TokenPath: TokenDefinition]
    /// Group path (every proper prefix of a token path) → the paths of the tokens below it.
    var below: [TokenPath: [TokenPath]] = [:]

    init(_ tokens: [TokenPath: TokenDefinition]) {
        self.tokens = tokens
        for path in tokens.keys.sorted() { index(path) }
    }

    mutating func index(_ path: TokenPath) {
        for length in 1..<max(1, path.segments.count) { below[TokenPath(Array(path.segments.prefix(length))), default: []].append(path) }
    }

    /// `group` gets every token of `target` it does not define itself at the same relative path (§6.4.3).
    mutating func inherit(into group: TokenPath, from target: TokenPath, place: String) throws {
        for path in below[target] ?? [] {
            let inherited = TokenPath(group.segments + path.segments.dropFirst(target.segments.count))
            guard tokens[inherited] == nil, let token = tokens[path] else { continue }
            guard tokens.count < GroupExtension.tokenLimit else {
                throw CatalogError(place: place, message: "'\(group)' extends {\(target)}: the set would hold more than \(GroupExtension.tokenLimit) tokens once its extensions are applied; chained $extends copy every inherited token again")
            }
            tokens[inherited] = TokenDefinition(path: inherited, type: token.type, value: token.value)
            index(inherited)
        }
    }
}
