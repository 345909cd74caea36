/// The dotted name of a design token inside a DTCG token set: group names then the token name (`color.text.primary`).
///
/// Segments follow the DTCG Format Module 2025.10 §5.1.1: not empty, not starting with `$` (except the reserved
/// `$root` token of §6.2), and without `{`, `}` or `.`. The same spelling is used in aliases (`{color.text.primary}`,
/// §7.1.1) and in the token mapping of `proofsheet.json` (docs/tokens.md).
package struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let segments: [String]

    package init(_ segments: [String]) {
        self.segments = segments
    }

    /// Parses `group.token`; nil when a segment is empty or breaks the name rule.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ TokenPath.problem(inName: $0) == nil || $0 == "$root" }) else { return nil }
        self.init(parts)
    }

    /// The path of a child group or token.
    package func appending(_ name: String) -> TokenPath { TokenPath(segments + [name]) }

    package var description: String { segments.joined(separator: ".") }

    package static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments) { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Why `name` cannot be a group or token name (§5.1.1), or nil.
    package static func problem(inName name: String) -> String? {
        if name.isEmpty { return "a token or group name cannot be empty" }
        if name.hasPrefix("$") { return "token and group names cannot start with '$'" }
        if name.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            return "token and group names cannot contain '{', '}' or '.'"
        }
        return nil
    }

    /// The target of an alias written as the whole string `{group.token}` (§7.1.1); nil when `text` is not one.
    package static func alias(in text: String) -> TokenPath? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
        return TokenPath(parsing: String(text.dropFirst().dropLast()))
    }

    /// True when `text` starts like an alias, so a malformed one (`{a..b}`) is reported rather than read as text.
    package static func looksLikeAlias(_ text: String) -> Bool { text.hasPrefix("{") || text.hasSuffix("}") }
}
