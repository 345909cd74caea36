/// Which command wrote a report: `check` compares with goldens (what `approve` reads), `audit` only audits.
///
/// Each writes its own folder by default (`<output>/report`, `<output>/audit`), so an audit never hides the
/// last check from `approve`; report.json says which one it is (`"run"`), so `approve --report` can refuse
/// an audit's report.
package enum ReportKind: String, CaseIterable, Sendable, Equatable {
    case check
    case audit

    /// The default report folder of this kind inside the project's output folder.
    package func defaultFolder(output: String) -> String {
        output + "/" + (self == .check ? "report" : "audit")
    }
}
