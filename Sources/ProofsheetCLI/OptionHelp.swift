/// A command's usage line and `--help` text, generated from its `OptionSpec` declarations (nothing is written twice).
enum OptionHelp {
    /// `check [--config FILE] [--cell ID]... [--json]`: the name, the operands, then every option in declaration order.
    static func usage(for command: Subcommand) -> String {
        ([command.name] + (command.operands.isEmpty ? [] : [command.operands]) + command.options.map(\.usageWord)).joined(separator: " ")
    }

    /// The help text of a command: usage, summary and one line per option.
    static func text(for command: Subcommand) -> String {
        var out = ["usage: proofsheet \(usage(for: command))", "", command.summary]
        if !command.options.isEmpty {
            let lines = command.options + [OptionSpec.flag("--help", "show this help")]
            // Summaries start in one column: 19 characters in, or two past the longest synopsis.
            let column = max(19, (lines.map(\.synopsis.count).max() ?? 0) + 2)
            out += ["", "options:"] + lines.map { $0.helpLine(column: column) }
        }
        return out.joined(separator: "\n")
    }
}
