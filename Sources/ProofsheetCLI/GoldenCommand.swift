import ProofsheetKit

/// `proofsheet golden convert --to manifest|png`: moves the goldens between the PNG and the manifest store
/// (`GoldenConversion`; docs/goldens.md). It does not edit proofsheet.json: it says which `golden.store` to set.
/// `proofsheet golden compact [matrix filters]`: re-encodes the chosen PNG goldens with the smallest preset
/// (`GoldenCompaction`; pixels and stamps unchanged, never larger).
enum GoldenCommand {
    /// `convert`'s options.
    static let convertOptions: [OptionSpec] = [
        .value("--to", "manifest|png", "convert: the store to convert to, manifest or png (required)"), .config,
        .value("--base", "REV", "convert to png from the manifest store: the commit expected images are re-rendered from (default: the last that changed the manifest)"),
    ]
    /// Every option of both actions (the help lists them): `compact` takes the matrix filters and `--jobs`.
    static let options: [OptionSpec] = convertOptions + MatrixOptions.specs.filter { $0.name != "--config" }

    static func run(_ words: [String]) throws -> Int32 {
        // One parser for both actions (every declared option parses), then each action refuses the other's options.
        let arguments = try ParsedArguments(words, options: options)
        let given = options.map(\.name).filter { arguments.value($0) != nil || arguments.has($0) }
        switch arguments.positionals {
        case ["compact"]:
            if let stray = given.first(where: { name in convertOptions.contains { $0.name == name && name != "--config" } }) {
                throw UsageError(message: "\(stray) belongs to golden convert; golden compact takes the matrix filters and --jobs")
            }
            return try compact(arguments)
        case ["convert"]:
            if let stray = given.first(where: { name in !convertOptions.contains { $0.name == name } }) {
                throw UsageError(message: "\(stray) belongs to golden compact; golden convert takes --to, --config and --base")
            }
        default:
            throw UsageError(message: "golden takes one action: convert --to manifest|png, or compact [matrix filters] [--jobs N]")
        }
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let target = arguments.value("--to") ?? ""
        let count: Int
        switch GoldenStoreKind(rawValue: target) {
        case .manifest?: count = try GoldenConversion.toManifest(project: project)
        case .png?: count = try GoldenConversion.toPNG(project: project, base: arguments.value("--base"))
        case nil: throw UsageError(message: "--to must be manifest or png, found '\(target)'")
        }
        CommandLineTool.printOutput("converted \(count) golden(s) to the \(target) store")
        if target == GoldenStoreKind.manifest.rawValue {
            CommandLineTool.printOutput("every manifest file is written as version \(GoldenManifest.formatVersion), its snapshots and layout records shared (docs/goldens.md)")
        }
        if project.config.goldenStore.rawValue != target {
            CommandLineTool.printOutput("now set \"golden\": { \"store\": \"\(target)\" } in \(FileDisplay.shown(project.config.file))")
        }
        return 0
    }

    /// `golden compact`: the matrix filters choose the goldens (default: all of them).
    private static func compact(_ arguments: ParsedArguments) throws -> Int32 {
        let filter = try MatrixOptions.filter(arguments)
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let summary = try GoldenCompaction.run(project: project, filter: filter,
                                               jobs: try MatrixOptions.jobs(arguments))
        let foreign = summary.outcomes.filter { $0.outcome == .notProofsheets }.map(\.cell)
        for cell in foreign { CommandLineTool.printOutput("note: \(cell): its golden has no Proofsheet stamp; left as it is") }
        let present = summary.outcomes.filter { $0.outcome != .missing && $0.outcome != .notProofsheets }.count
        CommandLineTool.printOutput("compacted \(summary.compacted) of \(present) golden(s): \(summary.bytesBefore) → \(summary.bytesAfter) bytes")
        return 0
    }
}
