import ProofsheetKit

/// The date audit waivers are judged against: `--today`, else the system's UTC date
/// (`CalendarDate.currentUTC()`, the one clock read). Nothing derived from it reaches a golden or a report's
/// bytes except which waivers have expired.
enum Today {
    static func date(_ arguments: ParsedArguments) throws -> CalendarDate {
        guard let text = arguments.value("--today") else { return CalendarDate.currentUTC() }
        guard let date = CalendarDate(text) else { throw UsageError(message: "--today expects a date YYYY-MM-DD, found '\(text)'") }
        return date
    }
}
