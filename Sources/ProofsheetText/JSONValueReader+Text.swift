import ProofsheetJSON

extension JSONValueReader {
    /// A string that becomes the content of one text node (a strings-file value or a `literal`), at most
    /// `TextLimits.maxScalarsPerText` Unicode scalars long; the error names the file and JSON path.
    package func textString() throws -> String {
        let text = try string()
        let count = text.unicodeScalars.count
        guard count <= TextLimits.maxScalarsPerText else {
            throw invalid("expected a text of at most \(TextLimits.maxScalarsPerText) characters (Unicode scalars), found \(count); split it into several text nodes")
        }
        return text
    }
}
