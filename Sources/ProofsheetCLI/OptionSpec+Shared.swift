/// The options more than one command takes, each declared once. A command whose meaning differs says so with
/// `meaning(_:)` where it lists the option; options of a single command are declared in that command's file.
extension OptionSpec {
    static let config = value("--config", "FILE", "the project config (default: layouts/proofsheet.json, else proofsheet.json)")

    // The matrix filters (`MatrixOptions`).
    static let cell = value("--cell", "ID", repeatable: true, "only this cell, e.g. wallet@empty/phone-ar-dark-1.3x")
    static let screen = value("--screen", "ID", repeatable: true, "only this screen with all its states, or one state: wallet@empty")
    static let state = value("--state", "NAME", repeatable: true, "only this state of the screens that declare it; default: the trees as written")
    static let device = value("--device", "D", repeatable: true, "only this device")
    static let locale = value("--locale", "L", repeatable: true, "only this locale, e.g. en or ar")
    static let mode = value("--mode", "M", repeatable: true, "only this theme mode: light, dark, highContrastLight, highContrastDark")
    static let scale = value("--scale", "S", repeatable: true, "only this text size: a multiplier (1.0, 2.0) or a name (AX5, fs1.3)")
    static let orientation = value("--orientation", "O", repeatable: true, "only this orientation: portrait or landscape")
    static let boldText = value("--bold-text", "on|off", repeatable: true, "only cells with Bold Text on, or off (matrix.boldText)")
    static let jobs = value("--jobs", "N", "worker threads (default: all cores); output is identical for every N")

    // The run's report and audits.
    static let shard = value("--shard", "i/n", "only the i-th of n shards of the matrix (CI, docs/ci.md)")
    static let report = value("--report", "DIR", "the report folder (default: <output>/report)")
    static let today = value("--today", "YYYY-MM-DD", "the date waivers expire against (default: today, UTC)")

    // Output.
    static let out = value("--out", "PATH", "where to write the output")
    static let json = flag("--json", "print JSON instead of text")
    static let format = value("--format", "text|json", "how the output is printed")
}
