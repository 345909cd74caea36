import ProofsheetSupport

extension CheckReport {
    /// The cause group `id` of this report (report.json `causes[].id`: `token:accent`, `string:ar:wallet.balanceLabel`):
    /// the one vocabulary of causes that the terminal, the HTML report, `approve --cause` and `serve` share.
    public func cause(_ id: String) throws -> CauseGroup {
        let causes = self.causes
        guard let found = causes.first(where: { $0.id == id }) else { throw UnknownCauseError(id: id, known: causes.map(\.id)) }
        return found
    }
}

/// A cause id that is not one of the last check's `causes[]`; says which ones are.
public struct UnknownCauseError: Error, CustomStringConvertible {
    public let id: String
    public let known: [String]

    public var description: String {
        "'\(MessageText.escaped(id))' is not a cause of the last check"
            + (known.isEmpty ? " (it has no changed cells)" : "; its causes: " + known.joined(separator: ", "))
    }
}
