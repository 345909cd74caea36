/// One key's text in one locale, as a catalog file gives it, with where it was written.
///
/// A printf text without arguments is by far the most common value (issue #16's 5,000-key catalog holds 45,000 of
/// them), so it is kept as its one string: `message` (the text as one literal run) and `syntax` (`.printf(raw:)`
/// with the same text) are made from it when read, and no message array is built, copied or freed for it.
/// The fields are plain (no enum with payloads), so copying a value is a few reference counts.
public struct LocalizedString: Hashable, Sendable {
    /// How the text reads placeholders when a screen passes arguments.
    public enum Syntax: Hashable, Sendable {
        /// printf-style (Apple, Android, Proofsheet JSON): `raw` is shown as written without arguments, and
        /// parsed as printf only when a screen passes arguments (as `String(format:)` and `getString(id, args)` do).
        case printf(raw: String)
        /// Already structured: a plural (any format) or an ICU message (ARB); always formatted.
        case structured
    }

    /// The printf text as written (`syntax` is `.printf(raw:)`), or empty for a structured message.
    private var raw: String
    /// The message when it is not `raw` as one literal run (a structured message, a pseudo-localised text);
    /// nil otherwise. Every value is stored in this one form (`init`), so equality compares what is shown.
    private var storedMessage: Message?
    /// Where the value was written; its text is made only when asked for (`place`).
    public var origin: CatalogPlace
    public var state: TranslationState
    // The one-byte fields last, so a value is 56 bytes in an entry's array rather than 64.
    private var isStructured: Bool

    public init(message: Message, syntax: Syntax, origin: CatalogPlace, state: TranslationState = .translated) {
        switch syntax {
        case .printf(let raw):
            self.init(raw: raw, storedMessage: message == .plain(raw) ? nil : message, isStructured: false, origin: origin, state: state)
        case .structured:
            self.init(raw: "", storedMessage: message, isStructured: true, origin: origin, state: state)
        }
    }

    private init(raw: String, storedMessage: Message?, isStructured: Bool, origin: CatalogPlace, state: TranslationState) {
        self.raw = raw
        self.storedMessage = storedMessage
        self.isStructured = isStructured
        self.origin = origin
        self.state = state
    }

    public init(message: Message, syntax: Syntax, place: String, state: TranslationState = .translated) {
        self.init(message: message, syntax: syntax, origin: .text(place), state: state)
    }

    public var message: Message {
        get { storedMessage ?? .plain(raw) }
        set { self = LocalizedString(message: newValue, syntax: syntax, origin: origin, state: state) }
    }

    public var syntax: Syntax {
        get { isStructured ? .structured : .printf(raw: raw) }
        set { self = LocalizedString(message: message, syntax: newValue, origin: origin, state: state) }
    }

    /// `file:line:column` (or `file` and key path) of the value.
    public var place: String {
        get { origin.description }
        set { origin = .text(newValue) }
    }

    /// A printf-family text: shown as written unless a screen passes arguments.
    package static func printf(_ raw: String, place: String, state: TranslationState = .translated) -> LocalizedString {
        printf(raw, at: .text(place), state: state)
    }

    /// A printf-family text at a place kept as numbers.
    package static func printf(_ raw: String, at origin: CatalogPlace, state: TranslationState = .translated) -> LocalizedString {
        LocalizedString(raw: raw, storedMessage: nil, isStructured: false, origin: origin, state: state)
    }

    /// The text a printf value shows without arguments (its literal runs), read without building a message;
    /// nil for a structured message, which is always formatted.
    package var printfText: String? {
        if isStructured { return nil }
        return storedMessage?.literalText ?? raw
    }

    /// The message formatting reads when a screen passes arguments: printf text parsed here.
    public func formatMessage() throws -> Message {
        switch syntax {
        case .structured: return message
        case .printf(let raw):
            do { return try PrintfMessageParser().parse(raw) } catch let error as MessageSyntaxError {
                throw CatalogError(place: place, message: "\(error.message) (at character \(error.offset + 1) of \(Self.quoted(raw)))")
            }
        }
    }

    /// Whether a screen must pass arguments to show this text (a plural or an ICU message with arguments).
    public var needsArguments: Bool {
        // The message reads an argument exactly when a top-level part is a slot, a plural or a select (nested
        // slots sit inside those), so no argument set is built for it.
        guard isStructured, let message = storedMessage else { return false }
        return message.parts.contains { part in
            switch part {
            case .literal, .pound: return false
            case .argument, .plural, .select: return true
            }
        }
    }

    package static func quoted(_ text: String) -> String {
        "\"" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "\""
    }
}

/// Where a translation is in its workflow, as Xcode String Catalogs record it (`stringUnit.state`).
public enum TranslationState: String, Hashable, Sendable, CaseIterable {
    case translated
    case needsReview = "needs_review"
    case new
    case stale
}
