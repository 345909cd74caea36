import Foundation
import ProofsheetKit

/// Loading a 5,000-key `.xcstrings` with 10 locales (every 10th key a plural), as a check does: read, parse,
/// merge and placeholder-check the catalog, then resolve every key's text in every locale (target < 100 ms).
/// That is what a check does (`Project.load` builds `Project.strings` with `plainTexts(for:)` for every matrix
/// locale), so that row is the target's figure; the load alone is timed as well, interleaved with it, to show how the time splits.
enum CatalogBench {
    static let locales = ["en", "ar", "de", "fr", "es", "ja", "pt-BR", "ru", "tr", "zh-Hans"]

    static func run(folder: String) throws {
        let path = folder + "/catalog-bench/Localizable.xcstrings"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(catalogText().utf8).write(to: URL(fileURLWithPath: path))
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let config = StringsConfig(baseLocale: LocaleID("en"), sources: [StringSource(format: .xcstrings, path: path)])
        var samples = Samples()
        var loadSamples = Samples()
        var texts = 0
        for _ in 0..<5 {
            let (_, loadMilliseconds) = try milliseconds { try StringCatalog.load(config, root: folder).entries.count }
            loadSamples.add(loadMilliseconds)
            let (count, ms) = try milliseconds { () -> Int in
                let catalog = try StringCatalog.load(config, root: folder)
                return try catalog.plainTexts(for: locales.map { LocaleID($0) }).values.reduce(0) { $0 + $1.count }
            }
            texts = count
            samples.add(ms)
        }
        print(String(format: "string catalog: 5000 keys × 10 locales (%.1f MB .xcstrings), load + %d texts: %.1f ms median (target < 100 ms %@)",
                     Double(size) / 1_048_576, texts, samples.median, samples.median < 100 ? "met" : "NOT MET"))
        print(String(format: "string catalog: load alone (read, parse, merge, placeholder check): %.1f ms median", loadSamples.median))
    }

    static func catalogText() -> String {
        var entries: [String] = []
        for index in 0..<5_000 {
            let key = "screen\(index / 50).label\(index)"
            let localizations = locales.map { locale -> String in
                if index % 10 == 0 {
                    return "\"\(locale)\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld thing \(locale)\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld things \(locale)\" } } } } }"
                }
                return "\"\(locale)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Label number \(index) in \(locale)\" } }"
            }
            entries.append("\"\(key)\" : { \"extractionState\" : \"manual\", \"localizations\" : { \(localizations.joined(separator: ", ")) } }")
        }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ",\n")) }, \"version\" : \"1.0\" }"
    }
}
