import ProofsheetSpec

/// The summary a chart generates for screen readers with `"summary": "generated"`: its kind, how many values, and
/// the largest with its category and unit ("Bar chart, 7 values, highest Friday 12 km"), in the cell's locale.
///
/// The phrases are Proofsheet's, written for English and Arabic only; any other language is an error asking for
/// `a11y.summary` (no silent fallback to English). Numbers use `ChartNumbers`.
package struct ChartSummary {
    package let chart: ChartNode
    package let labels: [String]
    package let seriesNames: [String?]
    package let unit: String?
    package let numbers: ChartNumbers
    package let locale: LocaleID

    package init(chart: ChartNode, labels: [String], seriesNames: [String?], unit: String? = nil, numbers: ChartNumbers, locale: LocaleID) {
        self.chart = chart
        self.labels = labels
        self.seriesNames = seriesNames
        self.unit = unit
        self.numbers = numbers
        self.locale = locale
    }

    /// Kind name, "values", "series", "highest"/"largest" per language.
    package struct Phrases {
        package var kind: [ChartKind: String]
        package var values: (Int) -> String
        package var series: (Int) -> String
        package var highest: String
        package var largest: String
        package var separator: String
    }

    package static func phrases(for language: String) -> Phrases? {
        switch language {
        case "en":
            return Phrases(kind: [.bar: "Bar chart", .line: "Line chart", .ring: "Ring chart", .progressRing: "Progress"],
                           values: { $0 == 1 ? "1 value" : "\($0) values" }, series: { "\($0) series" },
                           highest: "highest", largest: "largest", separator: ", ")
        case "ar":
            // "the number of values N" avoids the dual and plural agreement of the counted noun.
            return Phrases(kind: [.bar: "مخطط أعمدة", .line: "مخطط خطي", .ring: "مخطط حلقي", .progressRing: "التقدم"],
                           values: { "عدد القيم \($0)" }, series: { "عدد السلاسل \($0)" },
                           highest: "الأعلى", largest: "الأكبر", separator: "، ")
        default:
            return nil
        }
    }

    package func text() throws -> String {
        guard let phrases = ChartSummary.phrases(for: locale.language) else { throw ChartSummaryError.noPhrases(locale: locale) }
        func count(_ phrase: String) -> String {
            // The count inside a phrase is written in the locale's digits too.
            phrase.split(separator: " ").map { word in Int(word).map { numbers.format(Double($0)) } ?? String(word) }.joined(separator: " ")
        }
        var parts = [phrases.kind[chart.kind]!]
        switch chart.kind {
        case .progressRing:
            parts.append(numbers.format(chart.value * 100) + numbers.percent)
        case .bar, .line, .ring:
            if chart.series.count > 1 { parts.append(count(phrases.series(chart.series.count))) }
            parts.append(count(phrases.values(labels.count)))
            var best: (series: Int, category: Int, value: Double)?
            for (s, one) in chart.series.enumerated() {
                for (c, value) in one.values.enumerated() where best == nil || value > best!.value { best = (s, c, value) }
            }
            if let best {
                var words = [chart.kind == .ring ? phrases.largest : phrases.highest]
                if chart.series.count > 1, let name = seriesNames[best.series] { words.append(name) }
                words.append(labels[best.category])
                words.append(numbers.format(best.value) + (unit.map { " " + $0 } ?? ""))
                parts.append(words.joined(separator: " "))
            }
        }
        return parts.joined(separator: phrases.separator)
    }
}

/// A generated chart summary asked for in a language Proofsheet has no phrases for.
package enum ChartSummaryError: Error, CustomStringConvertible {
    case noPhrases(locale: LocaleID)

    package var description: String {
        switch self {
        case .noPhrases(let locale):
            return "a generated chart summary has phrases in English and Arabic only, not \(locale.identifier); write the chart's a11y.summary as a string key"
        }
    }
}
