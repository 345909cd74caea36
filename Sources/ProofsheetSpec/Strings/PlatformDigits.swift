import Foundation

/// The digits a platform writes a formatted number with by default, for a locale (docs/strings.md, "Digits").
///
/// * Android: `Resources.getString(id, args…)` formats with `String.format(locale, …)` in the app's locale, and
///   `java.util.Formatter` writes the numeric conversions (`%d`, `%f`, …) from the zero digit of the locale's
///   `DecimalFormatSymbols`, which is ICU's: the locale's CLDR default numbering system. Read here from the system
///   ICU (`PluralRules.digits()`; Debian 12: ICU 72.1, CLDR 42, the ICU Android 14 ships). `%s` of a number
///   calls `toString()` and stays `0`–`9`.
/// * iOS: Foundation's `NumberFormatter` (and `String(format:locale:)`, `localizedStringWithFormat`, SwiftUI's
///   `Text` interpolation) for the locale, whose data is Apple's ICU; read here from Foundation itself
///   (swift-foundation's FoundationICU), which for `ar` is `latn` (`0`–`9`) and for `ar-EG`, `ar-SA` is `arab`.
package struct PlatformDigits {
    package let platform: Platform

    package init(platform: Platform) { self.platform = platform }

    /// Whether a number passed to `%@` / `%s` is written in the locale's digits too.
    package var localisesStringConversions: Bool {
        switch platform {
        case .ios: return true
        case .android: return false
        }
    }

    /// The ten digits, or nil when the platform writes `0`–`9` for the locale.
    package func digits(for locale: LocaleID) throws -> [Unicode.Scalar]? {
        let digits: [Unicode.Scalar]?
        switch platform {
        case .android: digits = try PluralRules(locale: locale).digits()
        case .ios: digits = try PlatformDigits.foundationDigits(for: locale)
        }
        return digits == PlatformDigits.western ? nil : digits
    }

    package static let western: [Unicode.Scalar] = (0...9).map { Unicode.Scalar(48 + UInt8($0)) }

    /// What Foundation's `NumberFormatter` writes for each digit in `locale`.
    package static func foundationDigits(for locale: LocaleID) throws -> [Unicode.Scalar] {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale.identifier)
        formatter.numberStyle = .none
        formatter.usesGroupingSeparator = false
        return try (0...9).map { digit in
            guard let text = formatter.string(from: NSNumber(value: digit)), text.unicodeScalars.count == 1,
                  let scalar = text.unicodeScalars.first else {
                throw PlatformDigitsError.noDigits(locale: locale, found: formatter.string(from: NSNumber(value: digit)) ?? "nothing")
            }
            return scalar
        }
    }
}

/// Foundation did not write one digit for a digit.
package enum PlatformDigitsError: Error, Equatable, CustomStringConvertible {
    case noDigits(locale: LocaleID, found: String)

    package var description: String {
        switch self {
        case .noDigits(let locale, let found):
            return "Foundation's number formatter for locale '\(locale)' writes a digit as '\(found)', not one digit; set \"digits\": \"western\" or \"locale\" on the string source"
        }
    }
}
