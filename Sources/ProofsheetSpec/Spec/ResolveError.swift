import ProofsheetRaster
import ProofsheetText
import ProofsheetJSON
import ProofsheetSupport

/// A value a screen refers to that the theme does not have. Specs are validated before resolution,
/// so these only reach users for values controls need implicitly (e.g. a token role a button uses).
package enum ResolveError: Error, Equatable, CustomStringConvertible {
    case unknownColorRole(ColorRole)
    case unknownTextStyle(TextStyleName)
    case missingString(key: String, locale: LocaleID)
    /// An icon the cell's platform does not draw, with the nearest names (`IconCatalog.nearestNames(to:)`).
    case unknownIcon(String, nearest: [String], platform: Platform)
    case missingImage(String)
    /// A space or radius token a type's default needs.
    case unknownToken(TokenNeed)
    /// The system bars draw their text in the family of the default text style, which the project lacks.
    case systemBarStyle([TextStyleName])

    package var description: String {
        switch self {
        case .unknownColorRole(let role): return "colour role '\(role)' is not among the project's colour tokens"
        case .unknownTextStyle(let style): return "text style '\(style)' is not among the project's typography tokens"
        case .missingString(let key, let locale): return "string key '\(key)' has no text for locale '\(locale)' in the project's strings"
        case .unknownIcon(let name, let nearest, let platform):
            let look = platform == .ios ? "the built-in icons (docs/icons.md)" : "the built-in names and the Material Icons font's ligatures (docs/icons.md)"
            return "unknown icon '\(MessageText.escaped(name))' for \(platform.rawValue) cells, which draw \(look); nearest: \(SpecError.list(nearest))"
        case .missingImage(let src): return "image '\(src)' was not loaded"
        case .unknownToken(let token): return "token '\(token.key)' is not among the project's tokens"
        case .systemBarStyle(let names):
            return "the status bar draws its text in the family of the text style \(names.map { "'\($0)'" }.joined(separator: " or ")), "
                + "which is not among the project's typography tokens; add a '\(names[0])' style"
        }
    }
}
