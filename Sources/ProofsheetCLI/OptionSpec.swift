/// One option a subcommand accepts, declared once: the parser, the usage line and the `--help` line are all
/// generated from it (issue #42 item 6, issue #44 item 4).
struct OptionSpec: Sendable {
    let name: String
    /// The value's placeholder in the usage and help lines (`FILE`, `N|all`); nil for a flag.
    let valueName: String?
    let isRepeatable: Bool
    /// Written without brackets in the usage line (`golden convert --to manifest|png`); the command checks it.
    let isRequired: Bool
    /// What the option does, for `--help`; "(repeatable)" is added from `isRepeatable`.
    let summary: String

    var takesValue: Bool { valueName != nil }

    static func value(_ name: String, _ valueName: String, repeatable: Bool = false, required: Bool = false, _ summary: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, isRepeatable: repeatable, isRequired: required, summary: summary)
    }

    static func flag(_ name: String, _ summary: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, isRepeatable: false, isRequired: false, summary: summary)
    }

    /// The same option with what it means for one command (and, if given, its placeholder and repeatability there).
    func meaning(_ summary: String, valueName: String? = nil, repeatable: Bool? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName ?? self.valueName, isRepeatable: repeatable ?? isRepeatable,
                   isRequired: isRequired, summary: summary)
    }

    /// `--name VALUE`, or `--name` for a flag.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    /// The option in a usage line: `[--cell ID]...`, `[--json]`, or `--to manifest|png` when required.
    var usageWord: String {
        (isRequired ? synopsis : "[\(synopsis)]") + (isRepeatable ? "..." : "")
    }

    /// The option's line in `--help`: the synopsis, padded to `column` characters, then the summary.
    func helpLine(column: Int) -> String {
        let padding = String(repeating: " ", count: max(2, column - synopsis.count))
        return "  \(synopsis)\(padding)\(summary)\(isRepeatable ? " (repeatable)" : "")"
    }
}
