import ProofsheetText

/// Formats a `Message` with a screen's arguments the way the platform would: printf conversions as
/// `String(format:)` / `String.format` show them, ICU arguments as MessageFormat does, plural cases chosen by
/// the CLDR rules of `rules.locale` (through ICU), digits in the locale's numbering system when `localDigits` is set.
package struct MessageFormatter {
    package let rules: PluralRules
    /// The ten digits numbers are written with; nil keeps `0`–`9`.
    package let localDigits: [Unicode.Scalar]?
    /// Whether a number shown by `%@` or `%s` takes `localDigits` too: yes on iOS (`String(format:locale:)` shows an
    /// `NSNumber` with its locale's formatter), no on Android (`java.util.Formatter`'s `%s` calls `toString()`,
    /// which writes 0–9; only the numeric conversions localise their digits).
    package var localisesStringConversions = true

    package init(rules: PluralRules, localDigits: [Unicode.Scalar]?, localisesStringConversions: Bool = true) {
        self.rules = rules
        self.localDigits = localDigits
        self.localisesStringConversions = localisesStringConversions
    }

    package func format(_ message: Message, with arguments: MessageArguments, pound: ArgumentValue? = nil) throws -> String {
        var text = ""
        for part in message.parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .pound:
                text += pound.map { localise(number($0, spec: nil)) } ?? "#"
            case .argument(let argument, let format):
                let value = try self.value(argument, in: arguments)
                switch format {
                case .printf(let spec): text += try printf(value, spec: spec, argument: argument)
                case .icu(let isNumber): text += isNumber || isNumeric(value) ? localise(number(value, spec: nil)) : value.description
                }
            case .plural(let argument, let choice):
                let value = try self.value(argument, in: arguments)
                guard case .number(let n, let digits) = value else {
                    throw MessageFormatError.notANumber(argument, found: value.description)
                }
                let shifted = ArgumentValue.number(n - Double(choice.offset), fractionDigits: digits)
                let exact = digits == 0 && n == n.rounded() && abs(n) < 9e18 ? choice.exact[Int(n)] : nil
                let category = try rules.category(of: n - Double(choice.offset), fractionDigits: digits)
                guard let form = exact ?? choice.forms[category] ?? choice.forms[.other] else {
                    throw MessageFormatError.noForm(argument, category: category)
                }
                text += try format(form, with: arguments, pound: shifted)
            case .select(let argument, let cases):
                let value = try self.value(argument, in: arguments)
                text += try format(cases[value.description] ?? cases["other"] ?? Message([]), with: arguments, pound: pound)
            }
            // Checked part by part (each part is bounded: widths and precisions are at most the limit), so a
            // message cannot grow far past the limit before it is refused.
            guard text.unicodeScalars.count <= TextLimits.maxScalarsPerText else {
                throw MessageFormatError.tooLong(limit: TextLimits.maxScalarsPerText)
            }
        }
        return text
    }

    package func value(_ argument: MessageArgument, in arguments: MessageArguments) throws -> ArgumentValue {
        guard let value = arguments.value(for: argument) else { throw MessageFormatError.missingArgument(argument) }
        // A key argument is text only once the resolve stage has looked it up in the cell's locale.
        if case .key(let key) = value { throw MessageFormatError.unresolvedKey(argument, key: key) }
        return value
    }

    package func isNumeric(_ value: ArgumentValue) -> Bool {
        if case .number = value { return true }
        return false
    }

    package func number(_ value: ArgumentValue, spec: PrintfSpec?) -> String {
        guard case .number(let n, let digits) = value else { return value.description }
        return DecimalText.fixed(n, fractionDigits: spec?.precision ?? digits)
    }

    /// Digits `0`–`9` replaced by the locale's (CLDR numbering systems), everything else kept.
    package func localise(_ text: String) -> String {
        guard let localDigits else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            ("0"..."9").contains(scalar) ? localDigits[Int(scalar.value - 48)] : scalar
        }))
    }

    package func printf(_ value: ArgumentValue, spec: PrintfSpec, argument: MessageArgument) throws -> String {
        var body: String
        switch spec.conversion {
        case "@", "s":
            body = !isNumeric(value) ? value.description : localisesStringConversions ? localise(number(value, spec: nil)) : number(value, spec: nil)
            if let precision = spec.precision, spec.conversion == "s" { body = String(body.prefix(precision)) }
        case "c":
            guard case .number(let n, _) = value, let scalar = Unicode.Scalar(UInt32(max(0, min(n, 0x10FFFF)))) else { return value.description }
            body = String(scalar)
        default:
            guard case .number(let n, _) = value else { throw MessageFormatError.notANumber(argument, found: value.description) }
            switch spec.conversion {
            case "d", "i", "u": body = DecimalText.fixed(n.rounded(.towardZero), fractionDigits: 0)
            case "x": body = try integerText(n, radix: 16, spec: spec, argument: argument)
            case "X": body = try integerText(n, radix: 16, spec: spec, argument: argument).uppercased()
            case "o": body = try integerText(n, radix: 8, spec: spec, argument: argument)
            default: body = DecimalText.fixed(n, fractionDigits: spec.precision ?? 6)
            }
            if spec.flags.contains("+"), n >= 0 { body = "+" + body }
            body = localise(body)
        }
        guard let width = spec.width, body.count < width else { return body }
        let padding = String(repeating: spec.flags.contains("0") && !spec.flags.contains("-") && spec.conversion != "@" ? "0" : " ", count: width - body.count)
        return spec.flags.contains("-") ? body + padding : padding + body
    }
}

extension MessageFormatter {
    /// `n` truncated toward zero in base `radix`: `%x` and `%o` take a 64-bit integer, signed or unsigned, so
    /// anything outside -2^63 … 2^64 - 1 is an error rather than a trap.
    package func integerText(_ n: Double, radix: Int, spec: PrintfSpec, argument: MessageArgument) throws -> String {
        let whole = n.rounded(.towardZero)
        if whole >= -9_223_372_036_854_775_808, whole < 9_223_372_036_854_775_808 { return String(Int64(whole), radix: radix) }
        if whole >= 0, whole < 18_446_744_073_709_551_616 { return String(UInt64(whole), radix: radix) }
        throw MessageFormatError.outOfRange(argument, conversion: spec.conversion, found: DecimalText.fixed(n, fractionDigits: 0))
    }
}

/// A screen's arguments do not fit the message.
package enum MessageFormatError: Error, Equatable, CustomStringConvertible {
    case missingArgument(MessageArgument)
    case notANumber(MessageArgument, found: String)
    case noForm(MessageArgument, category: PluralCategory)
    case outOfRange(MessageArgument, conversion: Character, found: String)
    case tooLong(limit: Int)
    case unresolvedKey(MessageArgument, key: String)

    package var description: String {
        switch self {
        case .missingArgument(let argument): return "the message reads \(argument), which the screen's args do not give"
        case .notANumber(let argument, let found): return "\(argument) must be a number for this message, found '\(found)'"
        case .noForm(let argument, let category): return "the plural of \(argument) has no '\(category.rawValue)' or 'other' form"
        case .outOfRange(let argument, let conversion, let found):
            return "\(argument) is \(found), which %\(conversion) cannot show: it takes whole numbers from -9223372036854775808 to 18446744073709551615"
        case .unresolvedKey(let argument, let key):
            return "\(argument) is the string key '\(key)', which must be looked up in the cell's locale before the message is formatted"
        case .tooLong(let limit):
            return "the formatted text is longer than \(limit) characters (Unicode scalars), the most a text may hold; split it or shorten its arguments"
        }
    }
}
