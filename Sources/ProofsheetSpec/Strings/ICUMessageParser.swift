/// Parses an ICU MessageFormat string (ICU User Guide "Formatting Messages"; the syntax Flutter's gen-l10n reads)
/// into a `Message`: `{name}`, `{n, number}`, `{n, plural, offset:1 =0{…} one{…} other{…}}`, `{g, select, a{…} other{…}}`, `#`.
///
/// `quotesApostrophes` follows ICU's apostrophe quoting (`'{'` literal, `''` an apostrophe); Flutter's default
/// (`use-escaping: false`) leaves apostrophes literal. Plural keywords must be CLDR's six or `=n`; `other` is required.
package struct ICUMessageParser {

    package init() {
    }
    package var quotesApostrophes = false

    package func parse(_ text: String) throws -> Message {
        var cursor = Cursor(scalars: Array(text.unicodeScalars))
        let message = try parseMessage(&cursor, inPlural: false)
        if let c = cursor.peek { throw MessageSyntaxError(offset: cursor.index, message: "unexpected '\(c)'; an unmatched '}'") }
        return message
    }

    /// The deepest nesting of arguments read (`{a, select, other {{b, plural, …}}}`): real messages nest two or
    /// three deep; the parser and the formatter recurse once per level (docs/hardening.md, "Limits").
    package static let nestingLimit = 32

    package struct Cursor {
        package var scalars: [Unicode.Scalar]
        package var index = 0
        /// Arguments open around the cursor.
        package var depth = 0
        package var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        package mutating func skipSpace() { while let c = peek, c.properties.isWhitespace { index += 1 } }
        package mutating func word() -> String {
            skipSpace()
            var word = ""
            while let c = peek, !c.properties.isWhitespace, !",{}#".unicodeScalars.contains(c) { word.unicodeScalars.append(c); index += 1 }
            return word
        }
        package mutating func expect(_ c: Unicode.Scalar, _ what: String) throws {
            skipSpace()
            guard peek == c else {
                throw MessageSyntaxError(offset: index, message: "expected \(what), found " + (peek.map { "'\($0)'" } ?? "the end of the string"))
            }
            index += 1
        }
    }

    package func parseMessage(_ cursor: inout Cursor, inPlural: Bool) throws -> Message {
        var parts: [MessagePart] = []
        var literal = ""
        func flush() { if !literal.isEmpty { parts.append(.literal(literal)); literal = "" } }
        while let c = cursor.peek, c != "}" {
            if c == "{" {
                flush(); parts.append(try parseArgument(&cursor))
            } else if c == "#", inPlural {
                flush(); parts.append(.pound); cursor.index += 1
            } else if c == "'", quotesApostrophes {
                cursor.index += 1
                if cursor.peek == "'" { literal += "'"; cursor.index += 1; continue }
                guard let next = cursor.peek, "{}#|".unicodeScalars.contains(next) else { literal += "'"; continue }
                while let q = cursor.peek {
                    cursor.index += 1
                    if q == "'" { if cursor.peek == "'" { literal += "'"; cursor.index += 1; continue }; break }
                    literal.unicodeScalars.append(q)
                }
            } else {
                literal.unicodeScalars.append(c); cursor.index += 1
            }
        }
        flush()
        return Message(parts)
    }

    package func parseArgument(_ cursor: inout Cursor) throws -> MessagePart {
        let open = cursor.index
        guard cursor.depth < ICUMessageParser.nestingLimit else {
            throw MessageSyntaxError(offset: open, message: "arguments are nested more than \(ICUMessageParser.nestingLimit) deep")
        }
        cursor.depth += 1
        defer { cursor.depth -= 1 }
        cursor.index += 1
        let name = cursor.word()
        guard !name.isEmpty else { throw MessageSyntaxError(offset: cursor.index, message: "expected an argument name after '{'") }
        let argument: MessageArgument = Int(name).map { .position($0 + 1) } ?? .name(name)
        cursor.skipSpace()
        if cursor.peek == "}" { cursor.index += 1; return .argument(argument, .icu(isNumber: false)) }
        try cursor.expect(",", "',' or '}' after the argument name '\(name)'")
        let typeStart = cursor.index
        let type = cursor.word()
        switch type {
        case "number":
            cursor.skipSpace()
            if cursor.peek == "," { cursor.index += 1; _ = cursor.word() }
            try cursor.expect("}", "'}' to close {\(name), number}")
            return .argument(argument, .icu(isNumber: true))
        case "plural":
            try cursor.expect(",", "',' after 'plural'")
            return .plural(argument, try parsePluralCases(&cursor, name: name, open: open))
        case "select":
            try cursor.expect(",", "',' after 'select'")
            var cases: [String: Message] = [:]
            while true {
                cursor.skipSpace()
                if cursor.peek == "}" { cursor.index += 1; break }
                let key = cursor.word()
                guard !key.isEmpty else { throw MessageSyntaxError(offset: cursor.index, message: "expected a select case name or '}'") }
                try cursor.expect("{", "'{' after the select case '\(key)'")
                cases[key] = try parseMessage(&cursor, inPlural: false)
                try cursor.expect("}", "'}' to close the select case '\(key)'")
            }
            guard cases["other"] != nil else { throw MessageSyntaxError(offset: open, message: "{\(name), select} has no 'other' case") }
            return .select(argument, cases)
        default:
            throw MessageSyntaxError(offset: typeStart, message: "unsupported argument type '\(type)' in {\(name), …}; expected number, plural or select")
        }
    }

    package func parsePluralCases(_ cursor: inout Cursor, name: String, open: Int) throws -> PluralChoice {
        var choice = PluralChoice(forms: [:])
        while true {
            cursor.skipSpace()
            if cursor.peek == "}" { cursor.index += 1; break }
            let keyStart = cursor.index
            let key = cursor.word()
            if key.hasPrefix("offset:"), let offset = Int(key.dropFirst(7)) { choice.offset = offset; continue }
            try cursor.expect("{", "'{' after the plural case '\(key)'")
            let message = try parseMessage(&cursor, inPlural: true)
            try cursor.expect("}", "'}' to close the plural case '\(key)'")
            if key.hasPrefix("="), let value = Int(key.dropFirst()) {
                choice.exact[value] = message
            } else if let category = PluralCategory(keyword: key) {
                choice.forms[category] = message
            } else {
                throw MessageSyntaxError(offset: keyStart, message: "unknown plural category '\(key)'; expected =n or one of \(PluralCategory.keywordList)")
            }
        }
        guard choice.forms[.other] != nil else { throw MessageSyntaxError(offset: open, message: "{\(name), plural} has no 'other' case") }
        return choice
    }
}
