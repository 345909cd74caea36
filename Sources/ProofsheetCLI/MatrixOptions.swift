import ProofsheetKit

/// The options every matrix command shares: the project config, cell filters and parallelism.
enum MatrixOptions {
    static let specs: [OptionSpec] = [.config, .cell, .screen, .state, .device, .locale, .mode, .scale, .orientation, .boldText, .jobs]

    static func filter(_ arguments: ParsedArguments) throws -> CellFilter {
        var filter = CellFilter()
        filter.cells = arguments.all("--cell")
        filter.screens = arguments.all("--screen")
        filter.states = arguments.all("--state")
        filter.devices = arguments.all("--device")
        filter.locales = arguments.all("--locale")
        filter.modes = arguments.all("--mode")
        filter.orientations = arguments.all("--orientation")
        filter.scales = try arguments.all("--scale").map { text in
            guard let size = TextSize(filterValue: text) else {
                throw UsageError(message: "--scale expects a number or a text size's name (AX5, fs1.3), found '\(text)'")
            }
            return size
        }
        filter.boldText = try arguments.all("--bold-text").map { text in
            guard text == "on" || text == "off" else { throw UsageError(message: "--bold-text expects on or off, found '\(text)'") }
            return text == "on"
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
