
/// Locale-free number formatting for finding messages and evidence: the same text on every machine.
package enum AuditFormat {
    /// `value` rounded to at most `places` decimals, trailing zeros dropped (`12.5`, `44`, `0.25`).
    package static func number(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1
        for _ in 0..<max(0, places) { scale *= 10 }
        let units = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(units / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `12.5 pt`.
    package static func points(_ value: Double) -> String { number(value) + " pt" }

    /// `2.0×`, the way cells name their text scale.
    package static func scale(_ value: Double) -> String { Cell.format(scale: value) + "×" }

    /// `U+0645 U+064E`.
    package static func codePoints(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { scalar in
            var hex = String(scalar.value, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            return "U+" + hex
        }.joined(separator: " ")
    }

    /// The text quoted and shortened to `limit` characters with "…".
    package static func quoted(_ text: String, limit: Int = 32) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return "'" + (flat.count > limit ? String(flat.prefix(limit)) + "…" : flat) + "'"
    }
}
