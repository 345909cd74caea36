import ProofsheetJSON

extension TokenSet {
    /// The typography value behind `reader`. `letterSpacing` may be left out or 0: Proofsheet's text engine has
    /// no tracking, so another value is an error rather than a style drawn differently from its file.
    package func typography(_ reader: JSONValueReader, what: String) throws -> DTCGTypography {
        let object = try explicitValue(reader, as: .typography, what: what).object()
        try object.rejectUnknownKeys(allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
        if let spacing = object.optionalValue("letterSpacing") {
            let points = try dimension(spacing, what: what + ".letterSpacing")
            guard points == 0 else {
                throw CatalogError(place: spacing.location.description, message: "\(what).letterSpacing: Proofsheet draws text without letter spacing; found \(JSONNumber(points).literal) pt (write 0 or leave it out)")
            }
        }
        return DTCGTypography(
            families: try fontFamily(object.requiredValue("fontFamily"), what: what + ".fontFamily"),
            fontSize: try dimension(object.requiredValue("fontSize"), what: what + ".fontSize"),
            fontWeight: try fontWeight(object.requiredValue("fontWeight"), what: what + ".fontWeight"),
            lineHeight: try number(object.requiredValue("lineHeight"), what: what + ".lineHeight"))
    }
}
