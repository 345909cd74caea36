import ProofsheetJSON
import ProofsheetSupport

/// The tokens of one theme mode: every file of the mode's set merged, aliases resolved across the files.
///
/// A token path defined in two files of one set is an error naming both places (the DTCG Format Module 2025.10
/// leaves merging to tools; Proofsheet refuses to pick a winner). Every alias in the set is followed when the set
/// is built, so a cycle (§7.2.3) or a missing target (§7.4.5) is an error even in a token the mapping never uses.
package struct TokenSet: Sendable {
    /// The files, as shown in messages, in the order the config lists them.
    package let files: [String]
    package let tokens: [TokenPath: TokenDefinition]
    /// Each token's type after following aliases (§5.2.2: an untyped alias has its target's type).
    package let types: [TokenPath: TokenType]

    package init(files: [String], contents: [TokenFileReader.Contents]) throws {
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
            types[path] = try TokenSet.resolvedType(of: path, tokens: tokens, known: &types, files: files)
        }
        self.types = types
    }

    /// The files listed for messages: `a.tokens.json, b.tokens.json`.
    package var fileList: String { files.joined(separator: ", ") }

    /// The type of `path`, following its alias chain to the token with a value; every alias on the way is recorded
    /// in `known`.
    ///
    /// The chain is walked in a loop, not by recursion, so a chain or a cycle of any length (a generated file may
    /// hold 100,000 links) ends in a type or a message, never a stack overflow (docs/hardening.md, "Limits").
    package static func resolvedType(of path: TokenPath, tokens: [TokenPath: TokenDefinition], known: inout [TokenPath: TokenType],
                             files: [String]) throws -> TokenType {
        guard tokens[path] != nil else { throw CatalogError(place: "", message: "no token '\(path)'") }
        // The aliases followed so far, each with the target it names, and where each stands in the chain.
        var chain: [(path: TokenPath, target: TokenPath)] = []
        var position: [TokenPath: Int] = [:]
        var current = path
        var type: TokenType
        while true {
            if let recorded = known[current] { type = recorded; break }
            let token = tokens[current]!
            guard let target = try alias(in: token.value) else {
                guard let declared = token.type else {
                    throw CatalogError(place: token.place, message: "token '\(current)' has no $type and no group above it has one; give it a $type (DTCG §5.2.2: a type is never guessed from the value)")
                }
                type = declared
                break
            }
            position[current] = chain.count
            chain.append((current, target))
            if let start = position[target] {
                let cycle = chain[start...].map(\.path) + [target]
                throw CatalogError(place: token.place, message: "alias cycle: \(TokenSet.chainText(cycle)); aliases must end at a token with a value (DTCG §7.2.3)")
            }
            guard tokens[target] != nil else {
                throw CatalogError(place: token.place, message: "token '\(current)' is an alias of {\(target)}, which is not in \(files.joined(separator: ", "))")
            }
            current = target
        }
        // Back from the end of the chain, as the checks would run had each alias asked its target in turn.
        for (alias, target) in chain.reversed() {
            let token = tokens[alias]!
            if let declared = token.type, declared != type {
                throw CatalogError(place: token.place, message: "token '\(alias)' has $type \(declared) but its alias {\(target)} is a \(type) token")
            }
            known[alias] = type
        }
        return type
    }

    /// `a → b → c` for a chain of token paths; a chain longer than eight links shows its first three and last three
    /// with the count between, so a cycle of 50,000 links gives a message of one line.
    package static func chainText(_ paths: [TokenPath]) -> String {
        let names = paths.map(\.description)
        guard names.count > 8 else { return names.joined(separator: " → ") }
        let hidden = names.count - 6
        return (names.prefix(3) + ["… \(hidden) more …"] + names.suffix(3)).joined(separator: " → ")
    }

    /// The target of a whole-value alias (`"{group.token}"`); nil for an explicit value; an error for a string
    /// that starts or ends like one but does not name a token path.
    package static func alias(in value: JSONValueReader) throws -> TokenPath? {
        guard case .string(let text) = value.value.kind else { return nil }
        if let path = TokenPath.alias(in: text) { return path }
        if TokenPath.looksLikeAlias(text) {
            throw CatalogError(place: value.location.description, message: "'\(MessageText.escaped(text))' is not an alias: expected {group.token} with names that are not empty and have no '.', '{' or '}' (DTCG §7.1.1)")
        }
        return nil
    }
}
