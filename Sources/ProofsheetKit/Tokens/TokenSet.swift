/// The tokens of one theme mode: every file of the mode's set merged, aliases resolved across the files.
///
/// A token path defined in two files of one set is an error naming both places (the DTCG Format Module 2025.10
/// leaves merging to tools; Proofsheet refuses to pick a winner). Every alias in the set is followed when the set
/// is built, so a cycle (§7.2.3) or a missing target (§7.4.5) is an error even in a token the mapping never uses.
struct TokenSet: Sendable {
    /// The files, as shown in messages, in the order the config lists them.
    let files: [String]
    let tokens: [TokenPath: TokenDefinition]
    /// Each token's type after following aliases (§5.2.2: an untyped alias has its target's type).
    let types: [TokenPath: TokenType]

    init(files: [String], contents: [TokenFileReader.Contents]) throws {
        self.files = files
        var tokens: [TokenPath: TokenDefinition] = [:]
        for definition in contents.flatMap(\.tokens) {
            if let earlier = tokens[definition.path] {
                throw CatalogError(place: definition.place, message: "token '\(definition.path)' is also defined at \(earlier.place); a token may be defined once in a mode's files")
            }
            tokens[definition.path] = definition
        }
        tokens = try GroupExtension.apply(contents.flatMap(\.extensions), to: tokens, groups: Set(contents.flatMap(\.groups)), files: files)
        self.tokens = tokens
        var types: [TokenPath: TokenType] = [:]
        for path in tokens.keys.sorted() {
            types[path] = try TokenSet.resolvedType(of: path, tokens: tokens, known: &types, chain: [], files: files)
        }
        self.types = types
    }

    /// The files listed for messages: `a.tokens.json, b.tokens.json`.
    var fileList: String { files.joined(separator: ", ") }

    /// The type of `path`, following aliases; `chain` is the aliases being followed (for cycle detection).
    static func resolvedType(of path: TokenPath, tokens: [TokenPath: TokenDefinition], known: inout [TokenPath: TokenType],
                             chain: [TokenPath], files: [String]) throws -> TokenType {
        if let type = known[path] { return type }
        guard let token = tokens[path] else { throw CatalogError(place: "", message: "no token '\(path)'") }
        guard let target = try alias(in: token.value) else {
            guard let type = token.type else {
                throw CatalogError(place: token.place, message: "token '\(path)' has no $type and no group above it has one; give it a $type (DTCG §5.2.2: a type is never guessed from the value)")
            }
            return type
        }
        if let start = chain.firstIndex(of: target) ?? (target == path ? chain.count : nil) {
            let cycle = (chain[start...] + [path, target]).map(\.description)
            throw CatalogError(place: token.place, message: "alias cycle: \(cycle.joined(separator: " → ")); aliases must end at a token with a value (DTCG §7.2.3)")
        }
        guard tokens[target] != nil else {
            throw CatalogError(place: token.place, message: "token '\(path)' is an alias of {\(target)}, which is not in \(files.joined(separator: ", "))")
        }
        let targetType = try resolvedType(of: target, tokens: tokens, known: &known, chain: chain + [path], files: files)
        if let declared = token.type, declared != targetType {
            throw CatalogError(place: token.place, message: "token '\(path)' has $type \(declared) but its alias {\(target)} is a \(targetType) token")
        }
        known[path] = targetType
        return targetType
    }

    /// The target of a whole-value alias (`"{group.token}"`); nil for an explicit value; an error for a string
    /// that starts or ends like one but does not name a token path.
    static func alias(in value: JSONValueReader) throws -> TokenPath? {
        guard case .string(let text) = value.value.kind else { return nil }
        if let path = TokenPath.alias(in: text) { return path }
        if TokenPath.looksLikeAlias(text) {
            throw CatalogError(place: value.location.description, message: "'\(MessageText.escaped(text))' is not an alias: expected {group.token} with names that are not empty and have no '.', '{' or '}' (DTCG §7.1.1)")
        }
        return nil
    }
}
