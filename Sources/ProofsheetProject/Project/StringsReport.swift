import ProofsheetJSON
import ProofsheetSupport
import ProofsheetSpec

/// What `proofsheet strings` prints: per matrix locale the keys it lacks, the plural categories its CLDR rules use
/// that a plural message does not give, and translations Xcode marks for review; then the keys no screen or store
/// shot uses.
///
/// Each finding is split by whether a screen, screen state or store shot uses the key: a catalog shared with an
/// app holds many keys no screen of the project draws (a library's, an old release's), and a gap there is not a
/// gap in any picture. Only gaps in used keys decide the exit status, unless `--all` asks for every key.
public struct StringsReport: Sendable {
    public struct LocaleReport: Sendable {
        public var locale: LocaleID
        /// Translatable keys with no text in this locale (it shows the base locale's), sorted.
        public var missing: [String]
        /// Key → categories its plural forms lack for this locale's rules (exact `=n` cases do not count).
        package var missingCategories: [String: [PluralCategory]]
        /// Keys whose `stringUnit.state` is `needs_review`, `new` or `stale`.
        public var needsReview: [String]
    }

    public var locales: [LocaleReport]
    /// Keys a screen (or state) shows or a store shot captions with, sorted.
    public var used: Set<String>
    /// Keys no screen (nor state) shows and no store shot captions with, sorted.
    public var unused: [String]
    /// Optional catalog sources that were not there and so were skipped (shown paths, in config order).
    public var skippedSources: [String] = []

    /// Whether a locale misses a used key or a used key's plural category (with `all`, any key's).
    public func hasGaps(all: Bool = false) -> Bool {
        locales.contains { report in
            report.missing.contains { all || used.contains($0) } || report.missingCategories.keys.contains { all || used.contains($0) }
        }
    }

    /// The report of `project`'s catalog; `storeKeys` are the keys its store shots caption with
    /// (`StringsReport(project:)` in the Store stage reads them from the store section).
    public init(project: Project, storeKeys: Set<String>) throws {
        let catalog = project.catalog
        var used: Set<String> = storeKeys.union(["nav.back"])
        for screen in project.screens {
            var stack = [screen.root]
            while let node = stack.popLast() {
                used.formUnion(node.textSources.flatMap(\.keys))
                stack += node.children
            }
        }
        skippedSources = catalog.skippedSources
        let keys = catalog.entries.keys.sorted()
        self.used = used.intersection(keys)
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

    /// The report narrowed to the keys screens, states and store shots use (`--used`): no unused section.
    public func onlyUsed() -> StringsReport {
        var copy = self
        copy.locales = locales.map { report in
            var narrowed = report
            narrowed.missing = report.missing.filter(used.contains)
            narrowed.missingCategories = report.missingCategories.filter { used.contains($0.key) }
            narrowed.needsReview = report.needsReview.filter(used.contains)
            return narrowed
        }
        copy.unused = []
        return copy
    }

    /// The report as plain text: a section per locale, one key per line (a translator's list, not a paragraph).
    public func text(countingAll all: Bool = false) -> String {
        var lines = skippedSources.map { "optional source not found, skipped: \(MessageText.escaped($0))" }
        func section(_ title: String, _ items: [String], note: String = "") {
            lines.append("  \(title): \(items.isEmpty ? "none" : String(items.count))\(items.isEmpty ? "" : note)")
            lines += items.map { "    " + MessageText.escaped($0) }
        }
        for report in locales {
            lines.append(MessageText.escaped(report.locale.identifier))
            section("missing keys a screen uses", report.missing.filter(used.contains))
            let unusedMissing = report.missing.filter { !used.contains($0) }
            if !unusedMissing.isEmpty || !unused.isEmpty {
                section("missing keys no screen uses", unusedMissing, note: all ? "" : " (not counted in the exit status; --all counts them)")
            }
            let plural = report.missingCategories.keys.sorted().map { key in
                "\(key) [\(report.missingCategories[key]!.map(\.rawValue).joined(separator: " "))]\(used.contains(key) ? "" : " (no screen uses it)")"
            }
            section("missing plural categories", plural)
            section("needs review", report.needsReview)
        }
        if !unused.isEmpty || locales.isEmpty || !used.isEmpty {
            lines.append("unused keys: \(unused.isEmpty ? "none" : String(unused.count))")
            lines += unused.map { "  " + MessageText.escaped($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`--format json`): per locale the missing keys split by use, the plural categories and
    /// the keys for review; then the used and unused keys. Keys are sorted; the layout is stable byte for byte.
    public func jsonValue(countingAll all: Bool = false) -> JSONValue {
        .object([
            ("hasGaps", JSONValue(.bool(hasGaps(all: all)))),
            ("skippedOptionalSources", .array(skippedSources.map(JSONValue.string))),
            ("locales", .array(locales.map { report in
                .object([
                    ("locale", .string(report.locale.identifier)),
                    ("missing", .object([
                        ("used", .array(report.missing.filter(used.contains).map(JSONValue.string))),
                        ("unused", .array(report.missing.filter { !used.contains($0) }.map(JSONValue.string))),
                    ])),
                    ("missingPluralCategories", .array(report.missingCategories.keys.sorted().map { key in
                        .object([("key", .string(key)), ("used", JSONValue(.bool(used.contains(key)))),
                                 ("categories", .array(report.missingCategories[key]!.map { .string($0.rawValue) }))])
                    })),
                    ("needsReview", .array(report.needsReview.map(JSONValue.string))),
                ])
            })),
            ("used", .array(used.sorted().map(JSONValue.string))),
            ("unused", .array(unused.map(JSONValue.string))),
        ])
    }
}
