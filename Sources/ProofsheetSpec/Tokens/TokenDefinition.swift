import ProofsheetJSON

/// One design token as written in a DTCG file: its path, the type it declares or inherits, and its raw `$value`.
///
/// `type` is the token's own `$type` or the closest enclosing group's (DTCG Format Module 2025.10 §5.2.2 and
/// §6.3); nil when neither has one, which is allowed only for an alias (its type is the target's).
package struct TokenDefinition: Sendable {
    package var path: TokenPath
    package var type: TokenType?
    /// The `$value`, with its file, line:column and JSON path for errors.
    package var value: JSONValueReader

    /// `file:line:column` of the `$value`, the place every error about this token starts with.
    package var place: String { value.location.description }
}
