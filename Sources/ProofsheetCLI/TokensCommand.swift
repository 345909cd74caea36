import Foundation
import ProofsheetKit

/// `proofsheet tokens [--config FILE] [--json]`: the WCAG contrast of every declared token pair in every mode; with
/// no `contrastPairs` declared, of the pairs the screens draw (`DrawnRolePairs`). Declared pairs no screen draws
/// are listed.
///
/// Prints `TokenContrastReport.textTable()` (or `jsonData()` with `--json`), which lists the roles missing
/// high-contrast values. Exit status: 0 when every pair passes or its kind is not enforced (`audits.enforced`:
/// `textContrast` for text and large text, `nonTextContrast` for non-text pairs), 1 when an enforced pair
/// fails, 2 when the config or tokens cannot be read or a pair names an unknown role or no background.
enum TokensCommand {
    static let options: [OptionSpec] = [.config, .json]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "tokens takes no arguments") }
        let configPath = try ProjectLocator.configPath(arguments)
        let project = try Project.load(configPath: configPath)
        var tokens = project.tokens
        let settings = try AuditSettings.load(config: project.config, touch: tokens.touch)
        // The screens say which pairs are drawn: measured when none are declared, compared with the declared ones.
        let drawn = try DrawnRolePairs(project: project, settings: settings)
        let declared = tokens.contrastPairs
        if declared.isEmpty { tokens.contrastPairs = drawn.contrastPairs }
        var report = TokenContrastAudit(tokens: tokens).run()
        report.pairSource = declared.isEmpty ? "drawn" : "declared"
        report.undrawnPairs = drawn.undrawn(declared)
        report.onGradient = drawn.underGradient

        if arguments.has("--json") {
            // JSONEncoder escapes C0 controls but writes DEL and C1 raw; inside JSON strings `\u0085` is the same value.
            CommandLineTool.printOutput(String(decoding: try report.jsonData(), as: UTF8.self))
        } else {
            CommandLineTool.printOutput(report.textTable(), terminator: "")
        }
        let broken = report.problems.filter { problem in
            if case .translucentBase = problem { return false }
            return true
        }
        if !broken.isEmpty {
            FileHandle.standardError.write(Data("proofsheet tokens: \(project.config.tokensSource): \(broken.count) contrast pair(s) cannot be measured\n".utf8))
            return 2
        }
        let enforcedFailures = report.failingPairs.filter { result in
            result.pair.kind == .nonText ? settings.isEnforced(.nonTextContrast) : settings.isEnforced(.textContrast)
        }
        return enforcedFailures.isEmpty ? 0 : 1
    }
}
