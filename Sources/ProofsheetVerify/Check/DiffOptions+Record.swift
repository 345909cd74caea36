import ProofsheetDiff

extension DiffOptions {
    /// The diff settings as a cell's input record holds them (`diff:<screen>`, recorded by hash: they decide the verdict,
    /// not the pixels). Spelled out field by field in the text stored records were made from (once the struct's
    /// `String(describing:)`, which carries its module's name), so renaming a property or moving the type to another
    /// target changes no stored record; a new setting is appended, which changes the record, as it should.
    package var recordText: String {
        let modeName: String
        switch mode {
        case .exact: modeName = "exact"
        case .tolerant: modeName = "tolerant"
        }
        return "DiffOptions(mode: ProofsheetDiff.DiffOptions.Mode.\(modeName), threshold: \(String(threshold)), includeAA: \(includeAA.recordText), "
            + "maxDiffPixels: \(String(maxDiffPixels)), maxDiffRatio: \(String(maxDiffRatio)), producesDiffImage: \(producesDiffImage.recordText))"
    }
}
