import ProofsheetKit
import ProofsheetSpec

/// Something a person should look at before a store draft goes out: a caption cut after shrinking, glyphs no
/// font has, text that does not stand out from its backdrop, or a listing with no dark-mode shot.
public struct StoreFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The caption did not fit its lines even at the smallest size; an ellipsis cut it.
        case captionTruncated
        /// The subtitle did not fit its lines.
        case subtitleTruncated
        /// Characters no face of the font chain has (drawn as .notdef boxes).
        case missingGlyphs
        /// Caption or subtitle contrast against the pixels behind it is below WCAG 2.2 AA (§1.4.3).
        case lowContrast
        /// A preset and locale whose shots are all in light modes.
        case noDarkShot
        /// The shot could not be drawn (e.g. its screen spec failed to load) or written.
        case shotFailed
        /// The encoded file breaks its preset's rules (size, alpha channel, file size); it was not written.
        case invalidOutput
    }

    public enum Severity: String, Hashable, Sendable {
        /// The draft is wrong as it stands (cut or unreadable text); the run exits 1.
        case error
        /// Worth a look; the run still succeeds.
        case warning
    }

    public var kind: Kind
    public var severity: Severity
    public var preset: String
    public var locale: LocaleID
    /// The shot's file name, or nil for a finding about a whole preset and locale.
    public var shot: String?
    public var message: String

    public init(kind: Kind, severity: Severity, preset: String, locale: LocaleID, shot: String?, message: String) {
        self.kind = kind
        self.severity = severity
        self.preset = preset
        self.locale = locale
        self.shot = shot
        self.message = message
    }

    /// `<preset>/<locale>/<shot>: <severity>: <message>`, as printed.
    public var description: String {
        "\(preset)/\(locale.identifier)\(shot.map { "/" + $0 } ?? ""): \(severity.rawValue): \(message)"
    }
}
