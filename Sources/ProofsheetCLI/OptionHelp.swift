/// One line of help per option, shared by every command that takes it (`proofsheet COMMAND --help`).
enum OptionHelp {
    static let lines: [String: String] = [
        "--config": "FILE      the project config (default: layouts/proofsheet.json, else proofsheet.json)",
        "--cell": "ID          only this cell, e.g. wallet@empty/phone-ar-dark-1.3x (repeatable)",
        "--screen": "ID        only this screen with all its states, or one state: wallet@empty (repeatable)",
        "--state": "NAME       only this state of the screens that declare it; default: the trees as written (repeatable)",
        "--device": "D         only this device (repeatable for matrix commands)",
        "--locale": "L         only this locale, e.g. en or ar (repeatable for matrix commands)",
        "--mode": "M           only this theme mode: light, dark, highContrastLight, highContrastDark",
        "--scale": "S          only this text size: a multiplier (1.0, 2.0) or a name (AX5, fs1.3)",
        "--orientation": "O    only this orientation: portrait or landscape (repeatable)",
        "--bold-text": "on|off only cells with Bold Text on, or off (matrix.boldText)",
        "--jobs": "N           worker threads (default: all cores); output is identical for every N",
        "--record": "WHEN      write goldens: missing, changed, all or never (default never)",
        "--shard": "i/n        only the i-th of n shards of the matrix (CI, docs/ci.md)",
        "--report": "DIR       the report folder (default: <output>/report)",
        "--prune-orphans": "   delete goldens no cell of the matrix produces",
        "--today": "YYYY-MM-DD the date waivers expire against (default: today, UTC)",
        "--out": "PATH         where to write the output (a folder; for icons, the PNG file)",
        "--table": "           print the names as a Markdown table instead of drawing the sheet",
        "--platform": "P       the platform look: ios or android (icons: default one sheet per platform of the devices)",
        "--layout-json": "     also write each cell's layout as JSON",
        "--a11y": "            also write each cell's accessibility snapshot and legend",
        "--vision": "LIST      also write colour-vision simulations: all or e.g. protanopia,tritanopia",
        "--json": "            print JSON instead of text",
        "--boxes": "FILE       JSON file of text boxes to estimate contrast at",
        "--preset": "NAME      only this store preset (repeatable)",
        "--tolerant": "        compare with the tolerant (pixelmatch-style) diff instead of exact bytes",
        "--threshold": "T      tolerant per-pixel colour threshold, 0 to 1 (default 0.1)",
        "--include-aa": "      count anti-aliased pixels as differences",
        "--max-diff-pixels": "N  pass with at most N differing pixels",
        "--max-diff-ratio": "R   pass with at most this fraction of differing pixels",
        "--strip": "FILE       write an expected | diff | actual strip",
        "--style": "NAME       the text style from tokens.json (default body)",
        "--width": "POINTS     the width to break lines at",
        "--max-lines": "N      at most N lines, then an ellipsis",
        "--align": "A          leading, center or trailing",
        "--direction": "D      auto, locale, ltr or rtl",
        "--png": "FILE         also draw the shaped text to a PNG",
        "--truncate": "MODE    where a cut line ends: character or word",
        "--problems": "N|all   how many problems to list, worst first (default: the \(ProblemsSummary.defaultLimit) worst)",
        "--format": "F         text or json (check: how problems are printed; strings: the whole report)",
        "--used": "            only the keys a screen, screen state or store shot uses",
        "--all": "             count missing keys that no screen uses in the exit status too",
        "--full": "            render every cell, even those unchanged since they passed (nightly runs)",
        "--base": "REV         manifest store: the commit expected images are re-rendered from (default: the last that changed the manifest)",
        "--cause": "ID         only the cells of this cause group of the last check (report.json causes[].id)",
        "--to": "STORE         the store to convert to: manifest or png",
        "--port": "N          the port to listen on (default 4173; 0 picks a free port and prints it)",
        "--host": "ADDRESS    the address to listen on (default 127.0.0.1, this machine only)",
    ]

    /// Lines that say what an option means for one command where that differs from `lines`.
    static let commandLines: [String: [String: String]] = [
        // Approval writes exactly what it names: a screen's own goldens, a state's by its id.
        "approve": ["--screen": "ID        only this screen's cells, not its states'; a state by its id: wallet@empty (repeatable)"],
        // The page shows one device's grid.
        "serve": ["--device": "D         the device the grid shows (default: the matrix's first; once)"],
    ]

    /// The help text of a command: usage, summary and one line per option.
    static func text(for command: Subcommand) -> String {
        var out = ["usage: proofsheet \(command.usage)", "", command.summary]
        if !command.options.isEmpty {
            out += ["", "options:"]
            for option in command.options {
                out.append("  \(option.name) \(commandLines[command.name]?[option.name] ?? lines[option.name] ?? "")")
            }
            out.append("  --help             show this help")
        }
        return out.joined(separator: "\n")
    }
}
