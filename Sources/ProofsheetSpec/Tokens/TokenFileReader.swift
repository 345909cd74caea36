import ProofsheetJSON
import ProofsheetSupport

/// Reads one DTCG token file (Design Tokens Format Module 2025.10) into its token definitions.
///
/// An object with `$value` is a token (§5.1), any other object a group (§6.1); `$type` on a group is the default
/// for every token below it (§6.3); `$root` is a group's own token (§6.2). `$description`, `$deprecated` and
/// `$extensions` are accepted and not used; a group's `$extends` is recorded for the set to apply (§6.4). A token
/// that also has children, a name breaking §5.1.1, an unknown `$type` and JSON Pointer `$ref`s (which Proofsheet
/// does not read) are errors naming the file, line:column and token path.
package enum TokenFileReader {
    package static let tokenKeys = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    package static let groupKeys = ["$type", "$description", "$deprecated", "$extensions", "$root", "$extends"]

    /// What one file holds: its tokens in path order, every group (empty ones too) and the groups' extensions.
    package struct Contents: Sendable {
        package var tokens: [TokenDefinition] = []
        package var groups: [TokenPath] = []
        package var extensions: [GroupExtension] = []
    }

    /// The contents of the file at `path` (inside `root`).
    package static func read(file path: String, root: String) throws -> Contents {
        let checked = try ProjectFiles(root: root).checked(path, role: "token file")
        let document = try JSONDocument.load(path: FileDisplay.shown(checked), limits: JSONLimits(maxFileBytes: 64 << 20))
        var contents = Contents()
        try group(document.reader(rootName: "").object(), path: TokenPath([]), type: nil, into: &contents)
        contents.tokens.sort { $0.path < $1.path }
        return contents
    }

    package static func group(_ object: JSONObjectReader, path: TokenPath, type inherited: TokenType?, into contents: inout Contents) throws {
        let type = try declaredType(object) ?? inherited
        contents.groups.append(path)
        for member in object.members {
            let child = path.appending(member.key)
            if member.key == "$root" {
                try token(member.value.object(), path: child, type: type, into: &contents.tokens)
                continue
            }
            if member.key == "$extends" {
                let text = try member.value.string()
                guard let target = TokenPath.alias(in: text) else {
                    throw member.value.invalid("expected a group reference such as {button}, found '\(MessageText.escaped(text))' (DTCG §6.4)")
                }
                contents.extensions.append(GroupExtension(group: path, target: target, place: member.value.location.description))
                continue
            }
            if member.key.hasPrefix("$") {
                try reject(member, allowed: groupKeys, at: path)
                continue
            }
            if let problem = TokenPath.problem(inName: member.key) {
                throw CatalogError(place: member.keyLocation.description, message: "'\(MessageText.escaped(child.description))': \(problem) (DTCG §5.1.1)")
            }
            let value = try member.value.object()
            if value.contains("$value") {
                try token(value, path: child, type: type, into: &contents.tokens)
            } else {
                try group(value, path: child, type: type, into: &contents)
            }
        }
    }

    package static func token(_ object: JSONObjectReader, path: TokenPath, type inherited: TokenType?, into tokens: inout [TokenDefinition]) throws {
        for member in object.members where !tokenKeys.contains(member.key) {
            if member.key.hasPrefix("$") { try reject(member, allowed: tokenKeys, at: path) }
            throw CatalogError(place: member.keyLocation.description,
                               message: "token '\(path)' has a $value and a child '\(MessageText.escaped(member.key))'; an object is either a token or a group (DTCG §6.1)")
        }
        tokens.append(TokenDefinition(path: path, type: try declaredType(object) ?? inherited, value: try object.requiredValue("$value")))
    }

    /// The object's own `$type`, checked against the spec's type names (case-sensitive, §5.2.2).
    package static func declaredType(_ object: JSONObjectReader) throws -> TokenType? {
        guard let value = object.value("$type") else { return nil }
        return TokenType(rawValue: try value.string(oneOf: TokenType.names))
    }

    package static func reject(_ member: JSONObjectReader.Member, allowed: [String], at path: TokenPath) throws {
        let place = member.keyLocation.description
        let name = path.description.isEmpty ? "the top level" : "'\(path)'"
        switch member.key {
        case "$ref":
            throw CatalogError(place: place, message: "\(name): JSON Pointer references ($ref, DTCG §7.1.2) are not read by Proofsheet; write the alias as {group.token}")
        case _ where allowed.contains(member.key):
            return
        default:
            throw CatalogError(place: place, message: "\(name): unknown property '\(MessageText.escaped(member.key))'; \(allowed.joined(separator: ", ")) are allowed here (names starting with '$' are reserved, DTCG §5.1.1)")
        }
    }
}
