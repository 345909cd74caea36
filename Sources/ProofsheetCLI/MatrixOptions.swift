import ProofsheetKit

/// The options every matrix command shares: the project config, cell filters and parallelism.
enum MatrixOptions {
    static let specs: [OptionSpec] = [.config, .cell, .screen, .state, .device, .locale, .mode, .scale, .orientation, .boldText, .jobs]

    /// The filter flags' values, each read into its type once, here; a value not of its flag's kind is a usage
    /// error naming the flag, the value and what it takes (`CellFilterValueError`).
    static func filter(_ arguments: ParsedArguments) throws -> CellFilter {
        var filter = CellFilter()
        for flag in CellFilter.Flag.allCases {
            for text in arguments.all(flag.rawValue) {
                do {
                    try filter.add(text, for: flag)
                } catch let error as CellFilterValueError {
                    throw UsageError(message: error.description)
                }
            }
        }
        return filter
    }

    static func jobs(_ arguments: ParsedArguments) throws -> Int {
        guard let jobs = try arguments.integer("--jobs") else { return WorkerPool.defaultJobs }
        guard jobs >= 1, jobs <= 256 else { throw UsageError(message: "--jobs must be from 1 to 256") }
        return jobs
    }

    /// Prints the screens that could not be loaded (their cells fail) to standard error.
    static func reportScreenErrors(_ project: Project) {
        for id in project.screenErrors.keys.sorted() {
            CommandLineTool.printError("error: screen '\(id)': \(project.screenErrors[id]?.description ?? "")")
        }
    }
}
