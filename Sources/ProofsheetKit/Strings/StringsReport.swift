/// What `proofsheet strings` prints: per matrix locale the keys it lacks, the plural categories its CLDR rules use
/// that a plural message does not give, and translations Xcode marks for review; then the keys no screen or store
/// shot uses.
public struct StringsReport: Sendable {
    public struct LocaleReport: Sendable {
        public var locale: LocaleID
        /// Translatable keys with no text in this locale (it shows the base locale's).
        public var missing: [String]
        /// Key → categories its plural forms lack for this locale's rules (exact `=n` cases do not count).
        var missingCategories: [String: [PluralCategory]]
        /// Keys whose `stringUnit.state` is `needs_review`, `new` or `stale`.
        public var needsReview: [String]
    }

    public var locales: [LocaleReport]
    /// Keys no screen (nor state) shows and no store shot captions with.
    public var unused: [String]

    /// Whether a locale misses a key or a plural category.
    public var hasGaps: Bool { locales.contains { !$0.missing.isEmpty || !$0.missingCategories.isEmpty } }

    public init(project: Project) throws {
        let catalog = project.catalog
        var used: Set<String> = ["nav.back"]
        for screen in project.screens {
            var stack = [screen.root]
            while let node = stack.popLast() {
                used.formUnion(node.textSources.compactMap(\.key))
                stack += node.children
            }
        }
        // Store captions and subtitles are shown too, by `proofsheet store` (a broken store section is an error).
        do {
            for shot in try StoreConfig.load(from: project).shots { used.formUnion([shot.caption] + (shot.subtitle.map { [$0] } ?? [])) }
        } catch StoreError.noStoreSection {
            // No store listing: no captions.
        }
        let keys = catalog.entries.keys.sorted()
        unused = keys.filter { !used.contains($0) }
        locales = try project.config.matrix.locales.filter { PseudoLocale($0) == nil }.map { locale in
            let categories = try PluralRules(locale: locale).categories()
            var report = LocaleReport(locale: locale, missing: [], missingCategories: [:], needsReview: [])
            for key in keys {
                guard let (value, isFallback) = catalog.lookup(key, in: locale) else { continue }
                if isFallback { report.missing.append(key); continue }
                if value.state != .translated { report.needsReview.append(key) }
                let lacking = Set(value.message.pluralChoices.flatMap { choice in categories.filter { choice.forms[$0] == nil } })
                if !lacking.isEmpty { report.missingCategories[key] = lacking.sorted() }
            }
            return report
        }
    }

    /// The report as plain text, one section per locale.
    public func text() -> String {
        func list(_ keys: [String]) -> String { keys.isEmpty ? "none" : "\(keys.count): " + keys.joined(separator: ", ") }
        var lines: [String] = []
        for report in locales {
            lines.append("\(report.locale)")
            lines.append("  missing keys (\(list(report.missing)))")
            let plural = report.missingCategories.keys.sorted().map { "\($0) [\(report.missingCategories[$0]!.map(\.rawValue).joined(separator: " "))]" }
            lines.append("  missing plural categories (\(list(plural)))")
            lines.append("  needs review (\(list(report.needsReview)))")
        }
        lines.append("unused keys (\(list(unused)))")
        return lines.joined(separator: "\n") + "\n"
    }
}
