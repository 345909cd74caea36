import ProofsheetText

/// Parses a printf-style string (Apple `String(format:)`, Java `String.format` as Android uses it) into a `Message`.
///
/// Unpositioned conversions take positions 1, 2, 3… in order; `%2$s` names one. `%%` is a literal percent.
/// `%#@name@` (Apple's plural variable) asks `substitution` for the part; `%arg` (an `.xcstrings` substitution
/// value) reads `pinned`. IEEE Std 1003.1 `fprintf` conversions plus Apple's `%@`.
package struct PrintfMessageParser {
    /// The argument `%arg` and unpositioned conversions read inside a plural form of one variable.
    package var pinned: (argument: MessageArgument, spec: PrintfSpec)?
    package var substitution: ((String, MessageArgument) throws -> MessagePart)?

    package init(pinned: (argument: MessageArgument, spec: PrintfSpec)? = nil, substitution: ((String, MessageArgument) throws -> MessagePart)? = nil) {
        self.pinned = pinned
        self.substitution = substitution
    }

    package static let conversions: Set<Character> = ["@", "s", "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "c"]

    package func parse(_ text: String) throws -> Message {
        let scalars = Array(text.unicodeScalars)
        var parts: [MessagePart] = []
        var literal = ""
        var next = 1
        var i = 0
        func flush() { if !literal.isEmpty { parts.append(.literal(literal)); literal = "" } }
        while i < scalars.count {
            guard scalars[i] == "%" else { literal.unicodeScalars.append(scalars[i]); i += 1; continue }
            let start = i
            i += 1
            guard i < scalars.count else { throw MessageSyntaxError(offset: start, message: "a lone '%' ends the string; write '%%' for a percent sign") }
            if scalars[i] == "%" { literal += "%"; i += 1; continue }
            var position: Int?
            var digits = ""
            var j = i
            while j < scalars.count, ("0"..."9").contains(scalars[j]) { digits.unicodeScalars.append(scalars[j]); j += 1 }
            if j < scalars.count, scalars[j] == "$", let value = Int(digits), value >= 1 { position = value; i = j + 1 }
            if let pinned, position == nil, text.unicodeScalars.count >= i + 3, String(String.UnicodeScalarView(scalars[i..<i + 3])) == "arg" {
                flush(); parts.append(.argument(pinned.argument, .printf(pinned.spec))); i += 3; continue
            }
            if i < scalars.count, scalars[i] == "#", i + 1 < scalars.count, scalars[i + 1] == "@" {
                guard let end = scalars[(i + 2)...].firstIndex(of: "@"), let substitution else {
                    throw MessageSyntaxError(offset: start, message: "'%#@' starts a plural variable but no variable is defined for it")
                }
                let name = String(String.UnicodeScalarView(scalars[(i + 2)..<end]))
                let argument = position.map(MessageArgument.position) ?? .position(next)
                if position == nil { next += 1 }
                flush(); parts.append(try substitution(name, argument)); i = end + 1; continue
            }
            var spec = PrintfSpec(flags: "", width: nil, precision: nil, length: "", conversion: "@")
            while i < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[i]) { spec.flags.unicodeScalars.append(scalars[i]); i += 1 }
            digits = ""
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { digits.unicodeScalars.append(scalars[i]); i += 1 }
            spec.width = try PrintfMessageParser.field(digits, "width", at: start)
            if i < scalars.count, scalars[i] == "." {
                i += 1; digits = ""
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { digits.unicodeScalars.append(scalars[i]); i += 1 }
                spec.precision = try PrintfMessageParser.field(digits, "precision", at: start) ?? 0
            }
            while i < scalars.count, "hlqztjL".unicodeScalars.contains(scalars[i]) { spec.length.unicodeScalars.append(scalars[i]); i += 1 }
            guard i < scalars.count, PrintfMessageParser.conversions.contains(Character(scalars[i])) else {
                let found = i < scalars.count ? "'\(scalars[i])'" : "the end of the string"
                throw MessageSyntaxError(offset: start, message: "expected a format conversion (%@ %s %d %i %u %x %f %e %g %c) after '%', found \(found)")
            }
            spec.conversion = Character(scalars[i])
            i += 1
            let argument: MessageArgument
            if let position { argument = .position(position) } else if let pinned { argument = pinned.argument } else { argument = .position(next); next += 1 }
            flush(); parts.append(.argument(argument, .printf(spec)))
        }
        flush()
        return Message(parts)
    }

    /// A width or precision: at most `TextLimits.maxScalarsPerText`, the most characters a text may hold, checked
    /// here so `%999999999s` is refused before anything is padded (docs/hardening.md, "Limits").
    package static func field(_ digits: String, _ name: String, at offset: Int) throws -> Int? {
        guard !digits.isEmpty else { return nil }
        guard digits.count <= 6, let value = Int(digits), value <= TextLimits.maxScalarsPerText else {
            throw MessageSyntaxError(offset: offset, message: "the \(name) \(digits) is more than \(TextLimits.maxScalarsPerText), the most characters a text may hold")
        }
        return value
    }
}
