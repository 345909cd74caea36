import Foundation
import ProofsheetKit
import ProofsheetRun

/// `proofsheet render`: cells of the matrix to PNG files.
enum RenderCommand {
    static let options = MatrixOptions.specs + [
        .out.meaning("the folder to write the PNGs to (default: <output>/render)", valueName: "DIR"),
        .flag("--layout-json", "also write each cell's layout as JSON"),
        .value("--vision", "LIST", "also write colour-vision simulations: all or e.g. protanopia,tritanopia"),
        .flag("--a11y", "also write each cell's accessibility snapshot and legend"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "render takes no positional arguments (got '\(arguments.positionals[0])')") }
        let filter = try MatrixOptions.filter(arguments)
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        MatrixOptions.reportScreenErrors(project)
        let cells = try Matrix.cells(of: project, filter: filter)
        let out = arguments.value("--out") ?? project.config.paths.output + "/render"
        var run = RenderRun(project: project, cells: cells, outputFolder: out, jobs: try MatrixOptions.jobs(arguments))
        run.writesLayoutJSON = arguments.has("--layout-json")
        run.writesAccessibility = arguments.has("--a11y")
        if let list = arguments.value("--vision") {
            let names = ColorVisionDeficiency.allCases.map(\.rawValue)
            run.vision = try (list == "all" ? names : list.split(separator: ",").map(String.init)).map { name in
                guard let deficiency = ColorVisionDeficiency(rawValue: name) else {
                    throw UsageError(message: "--vision takes 'all' or a comma-separated list of \(names.joined(separator: ", ")); found '\(name)'")
                }
                return deficiency
            }
        }
        let start = Date()
        let outcomes = try run.run()
        var failed = 0
        for outcome in outcomes where outcome.error != nil {
            failed += 1
            CommandLineTool.printError("error: \(outcome.cell): \(outcome.error ?? "")")
        }
        let seconds = Date().timeIntervalSince(start)
        CommandLineTool.printOutput("rendered \(outcomes.count - failed) of \(outcomes.count) cells to \(FileDisplay.shown(out)) in \(String(format: "%.1f", seconds)) s")
        return failed == 0 && project.screenErrors.isEmpty ? 0 : 1
    }
}

/// `proofsheet layout SCREEN`: the resolved layout of one cell.
enum LayoutCommand {
    static let options: [OptionSpec] = [
        .config, .device.meaning("the device (default: the matrix's first)", repeatable: false),
        .locale.meaning("the locale (default: the matrix's first)", repeatable: false),
        .mode.meaning("the theme mode (default: the matrix's first)", repeatable: false),
        .scale.meaning("the text size: a multiplier (1.0, 2.0) or a name (AX5, fs1.3); default 1.0", repeatable: false),
        .boldText.meaning("Bold Text on or off (default off)", repeatable: false), .json,
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count == 1, let screen = arguments.positionals.first else {
            throw UsageError(message: "layout takes exactly one SCREEN id")
        }
        // A multiplier (`2.0`) or a size's name (`AX5`, `fs1.3`), as `--scale` filters the matrix commands.
        // Device, locale, mode, size and Bold Text read as the matrix commands' filters read them.
        let filter = try MatrixOptions.filter(arguments)
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let cell = try Matrix.cell(of: project, Matrix.CellChoice(
            screen: ScreenStateID(screen), device: filter.devices.first, locale: filter.locales.first,
            mode: filter.modes.first, textSize: filter.scales.first, boldText: filter.boldText.first ?? false))
        let composed = try CellRenderer(project: project).compose(cell)
        let json = LayoutReport.json(of: composed)
        if arguments.has("--json") {
            print(json.jsonText())
        } else {
            for (index, node) in composed.scene.nodes.enumerated() {
                let frame = composed.scene.frames[index]
                var depth = 0
                var parent = composed.scene.parents[index]
                while let p = parent { depth += 1; parent = composed.scene.parents[p] }
                var line = String(repeating: "  ", count: depth) + "\(node.type) \(node.id) "
                line += String(format: "(%.1f, %.1f, %.1f × %.1f)", frame.minX, frame.minY, frame.width, frame.height)
                if let layout = composed.scene.texts[index] {
                    line += " \(layout.lines.count) line(s)" + (layout.isTruncated ? ", truncated (\(layout.truncatedCharacters) lost)" : "")
                }
                if let choice = composed.scene.firstFitChoices[index] {
                    line += " shows candidate \(choice.chosen + 1) of \(choice.candidates)"
                }
                CommandLineTool.printOutput(line)
            }
        }
        return 0
    }
}
