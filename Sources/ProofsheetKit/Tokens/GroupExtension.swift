/// A group's `$extends` (DTCG Format Module 2025.10 §6.4): the group inherits every token of another group that it
/// does not define itself at the same relative path.
///
/// The merge is the spec's deep merge at token level (§6.4.3: a local token replaces the inherited one whole).
/// Inherited tokens keep their type and their aliases as written. A missing target, a target that is a token, and a
/// cycle (including a group extending its own ancestor, §6.4.4) are errors naming the place of the `$extends`.
struct GroupExtension: Sendable {
    var group: TokenPath
    var target: TokenPath
    /// `file:line:column` of the `$extends` value.
    var place: String

    /// `tokens` with every extension applied, targets before the groups that extend them; `files` name the set.
    static func apply(_ extensions: [GroupExtension], to tokens: [TokenPath: TokenDefinition], groups: Set<TokenPath>,
                      files: [String]) throws -> [TokenPath: TokenDefinition] {
        var byGroup: [TokenPath: GroupExtension] = [:]
        for item in extensions {
            if let earlier = byGroup[item.group] {
                throw CatalogError(place: item.place, message: "group '\(item.group)' is also extended at \(earlier.place); a group has one $extends")
            }
            byGroup[item.group] = item
        }
        var result = tokens
        var done = Set<TokenPath>()
        func resolve(_ group: TokenPath, chain: [TokenPath]) throws {
            guard !done.contains(group), let item = byGroup[group] else { return }
            if chain.contains(item.target) || group.segments.starts(with: item.target.segments) {
                let cycle = (chain + [group, item.target]).map(\.description).joined(separator: " → ")
                throw CatalogError(place: item.place, message: "circular group extension: \(cycle) (DTCG §6.4.4)")
            }
            guard result[item.target] == nil else {
                throw CatalogError(place: item.place, message: "'\(group)' extends {\(item.target)}, which is a token; $extends names a group (DTCG §6.4)")
            }
            guard groups.contains(item.target) else {
                throw CatalogError(place: item.place, message: "'\(group)' extends {\(item.target)}, which is not in \(files.joined(separator: ", "))")
            }
            try resolve(item.target, chain: chain + [group])
            for (path, token) in result where path.segments.starts(with: item.target.segments) {
                let inherited = TokenPath(group.segments + path.segments.dropFirst(item.target.segments.count))
                if result[inherited] == nil { result[inherited] = TokenDefinition(path: inherited, type: token.type, value: token.value) }
            }
            done.insert(group)
        }
        for group in byGroup.keys.sorted() { try resolve(group, chain: []) }
        return result
    }
}
