import Foundation
import ProofsheetKit

/// `proofsheet icons [--config FILE] [--out FILE] [--mode M] [--scale S] [--platform P] [--table]`: the contact sheet
/// of every built-in icon with its name, drawn in the project's tokens and fonts (`IconGallery`) in one platform's
/// look, or with `--table` the names as a Markdown table. Without `--platform`, one sheet per platform the project's
/// devices run; the sheet goes to `--out` (the user's choice) or `<output>/icons.png`, and with two sheets each name
/// gets `-ios` or `-android` before its extension.
enum IconsCommand {
    static let options: [OptionSpec] = [
        .config, .out.meaning("the PNG file of the sheet (default: <output>/icons.png)", valueName: "FILE"),
        .mode.meaning("the theme mode to draw in (default light)", repeatable: false),
        .scale.meaning("pixels per point, 1 to 4 (default 2)", repeatable: false),
        .value("--platform", "P", "the look to draw: ios or android (default: one sheet per platform the project's devices use)"),
        .flag("--table", "print the names as a Markdown table instead of drawing the sheet"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "icons takes no arguments") }
        if arguments.has("--table") {
            print(IconGallery.markdownTable())
            return 0
        }
        let modeName = arguments.value("--mode") ?? ThemeMode.light.rawValue
        guard let mode = ThemeMode(rawValue: modeName) else {
            throw UsageError(message: "--mode must be one of \(ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")), found '\(modeName)'")
        }
        var platforms: [Platform]?
        if let name = arguments.value("--platform") {
            guard let platform = Platform(rawValue: name) else {
                throw UsageError(message: "--platform must be one of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")), found '\(name)'")
            }
            platforms = [platform]
        }
        let scale = try arguments.number("--scale") ?? 2
        guard scale >= 1, scale <= 4 else { throw UsageError(message: "--scale must be from 1 to 4 pixels per point") }
        let project = try Project.load(configPath: try ProjectLocator.configPath(arguments))
        let looks = platforms ?? project.config.platforms
        for platform in looks {
            let suffix = looks.count > 1 ? "-" + platform.rawValue : ""
            let path: String
            if let out = arguments.value("--out") {
                path = try OutputFile.prepared(suffix.isEmpty ? out : (out as NSString).deletingPathExtension + suffix + ".png")
            } else {
                path = try project.files.checked(project.config.paths.output + "/icons" + suffix + ".png", role: "icon sheet")
                try FileManager.default.createDirectory(atPath: project.config.paths.output, withIntermediateDirectories: true)
            }
            let sheet = try IconGallery.render(project: project, mode: mode, scale: scale, platform: platform)
            try AtomicFile.write(try PNGEncoder(effort: .small).encode(sheet), to: path)
            CommandLineTool.printOutput("wrote \(FileDisplay.shown(path)): \(Icon.allCases.count) icons, \(platform.rawValue) look, \(sheet.width)×\(sheet.height) px (\(mode.rawValue), \(scale) px per pt)")
        }
        return 0
    }
}
