/// A translated string compiled to one shape whatever format it came from: literal runs, argument slots,
/// plural and select choices (the ICU MessageFormat model, Unicode ICU User Guide "Formatting Messages").
///
/// printf-style strings (Apple, Android, Proofsheet JSON) and ICU messages (Flutter ARB) both become a
/// `Message`, so formatting, pseudo-localisation and placeholder checks are written once.
public struct Message: Hashable, Sendable {
    package var parts: [MessagePart]

    package init(_ parts: [MessagePart]) { self.parts = parts }

    /// A message of one literal run, shown exactly as written (no placeholder is interpreted).
    public static func plain(_ text: String) -> Message { Message(text.isEmpty ? [] : [.literal(text)]) }

    /// The literal runs joined (placeholders left out): the text of a printf string shown without arguments.
    package var literalText: String {
        // Most texts are one run: returned as it is, with no array or string built (issue #16's load target).
        if parts.count == 1, case .literal(let text) = parts[0] { return text }
        return parts.map { if case .literal(let text) = $0 { return text } else { return "" } }.joined()
    }

    /// Every argument slot the message reads, including those inside plural and select cases, sorted.
    package var arguments: Set<MessageArgument> { Set(argumentList) }

    /// `arguments` as a sorted array without repeats, gathered into one array (no set per nested message): the
    /// placeholder check compares it for every locale of every plural or ICU key when a catalog loads (issue #16).
    package var argumentList: [MessageArgument] {
        var found: [MessageArgument] = []
        collectArguments(into: &found)
        found.sort()
        var unique: [MessageArgument] = []
        unique.reserveCapacity(found.count)
        for argument in found where unique.last != argument { unique.append(argument) }
        return unique
    }

    private func collectArguments(into found: inout [MessageArgument]) {
        for part in parts {
            switch part {
            case .literal, .pound: break
            case .argument(let argument, _): found.append(argument)
            case .plural(let argument, let choice):
                found.append(argument)
                for message in choice.exact.values { message.collectArguments(into: &found) }
                for message in choice.forms.values { message.collectArguments(into: &found) }
            case .select(let argument, let cases):
                found.append(argument)
                for message in cases.values { message.collectArguments(into: &found) }
            }
        }
    }

    /// The plural choices of the message (outermost first), for the categories report.
    package var pluralChoices: [PluralChoice] {
        parts.flatMap { part -> [PluralChoice] in
            switch part {
            case .plural(_, let choice): return [choice] + choice.allMessages.flatMap(\.pluralChoices)
            case .select(_, let cases): return cases.keys.sorted().flatMap { cases[$0]!.pluralChoices }
            default: return []
            }
        }
    }

    /// The same message with every literal run passed through `transform` (placeholders untouched).
    package func mapLiterals(_ transform: (String) -> String) -> Message {
        Message(parts.map { part in
            switch part {
            case .literal(let text): return .literal(transform(text))
            case .argument, .pound: return part
            case .plural(let argument, let choice): return .plural(argument, choice.mapMessages { $0.mapLiterals(transform) })
            case .select(let argument, let cases): return .select(argument, cases.mapValues { $0.mapLiterals(transform) })
            }
        })
    }
}

/// One run of a `Message`.
package indirect enum MessagePart: Hashable, Sendable {
    case literal(String)
    /// An argument formatted by a printf conversion (`%1$@`, `%.2f`) or an ICU argument (`{name}`, `{n, number}`).
    case argument(MessageArgument, ArgumentFormat)
    /// `{n, plural, …}`, a `.stringsdict` variable, an Android `<plurals>` or an `.xcstrings` plural variation.
    case plural(MessageArgument, PluralChoice)
    /// `{g, select, …}`: the case named by a string argument, else `other`.
    case select(MessageArgument, [String: Message])
    /// `#` inside an ICU plural case: the plural's number (minus its offset).
    case pound
}

/// Which argument a slot reads: by 1-based position (printf `%1$s`, or the n-th `%d`) or by name (ICU `{count}`).
package enum MessageArgument: Hashable, Sendable, Comparable, CustomStringConvertible {
    case position(Int)
    case name(String)

    package var description: String {
        switch self {
        case .position(let index): return "argument \(index)"
        case .name(let name): return "{\(name)}"
        }
    }

    package static func < (lhs: MessageArgument, rhs: MessageArgument) -> Bool {
        switch (lhs, rhs) {
        case (.position(let a), .position(let b)): return a < b
        case (.name(let a), .name(let b)): return a < b
        case (.position, .name): return true
        case (.name, .position): return false
        }
    }
}
