import Foundation
import ProofsheetKit

/// The one place the clock is read: the date audit waivers are judged against (UTC), or `--today`.
/// Nothing derived from it reaches a golden or a report's bytes except which waivers have expired.
enum Today {
    static func date(_ arguments: ParsedArguments) throws -> CalendarDate {
        if let text = arguments.value("--today") {
            guard let date = CalendarDate(text) else { throw UsageError(message: "--today expects a date YYYY-MM-DD, found '\(text)'") }
            return date
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDate(year: 1970, month: 1, day: 1)!
    }
}
