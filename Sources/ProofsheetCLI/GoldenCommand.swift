import ProofsheetKit

/// `proofsheet golden convert --to manifest|png`: moves the goldens between the PNG and the manifest store
/// (`GoldenConversion`; docs/goldens.md). It does not edit proofsheet.json: it says which `golden.store` to set.
enum GoldenCommand {
    static let options: [OptionSpec] = [
        .value("--to", "manifest|png", required: true, "the store to convert to: manifest or png"), .config,
        .value("--base", "REV", "to png from the manifest store: the commit expected images are re-rendered from (default: the last that changed the manifest)"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals == ["convert"] else { throw UsageError(message: "golden takes one action: convert") }
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let target = arguments.value("--to") ?? ""
        let count: Int
        switch GoldenStoreKind(rawValue: target) {
        case .manifest?: count = try GoldenConversion.toManifest(project: project)
        case .png?: count = try GoldenConversion.toPNG(project: project, base: arguments.value("--base"))
        case nil: throw UsageError(message: "--to must be manifest or png, found '\(target)'")
        }
        CommandLineTool.printOutput("converted \(count) golden(s) to the \(target) store")
        if project.config.goldenStore.rawValue != target {
            CommandLineTool.printOutput("now set \"golden\": { \"store\": \"\(target)\" } in \(FileDisplay.shown(project.config.file))")
        }
        return 0
    }
}
