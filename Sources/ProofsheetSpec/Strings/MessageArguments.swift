/// The arguments a screen gives a message, in the order written: `"args": [3, "Ana"]` (by position) or
/// `"args": {"count": 3, "name": "Ana"}` (by name, and by position in the order written, so one object
/// serves both printf-style and ICU catalogs).
public struct MessageArguments: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var name: String?
        package var value: ArgumentValue

        package init(name: String? = nil, value: ArgumentValue) {
            self.name = name
            self.value = value
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }

    public var isEmpty: Bool { entries.isEmpty }

    /// The string keys given as arguments (`{"key": …}`), in the order written.
    public var keys: [String] {
        entries.compactMap { entry in
            if case .key(let key) = entry.value { return key }
            return nil
        }
    }

    /// The same arguments with every key argument replaced by `text(key)`.
    package func resolvingKeys(_ text: (String) throws -> String) rethrows -> MessageArguments {
        MessageArguments(try entries.map { entry in
            guard case .key(let key) = entry.value else { return entry }
            return Entry(name: entry.name, value: .text(try text(key)))
        })
    }

    /// The value a slot reads, or nil when the screen does not give it.
    package func value(for argument: MessageArgument) -> ArgumentValue? {
        switch argument {
        case .position(let index): return index >= 1 && index <= entries.count ? entries[index - 1].value : nil
        case .name(let name): return entries.first { $0.name == name }?.value
        }
    }
}

/// One argument value: a number (with the fraction digits it was written with, which CLDR plural rules
/// read as the visible fraction digits `v`), a text, or another string key (`{"key": "transfer.toMe"}`), which
/// the resolve stage replaces with that key's text in the cell's locale before the message is formatted.
package enum ArgumentValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double, fractionDigits: Int)
    case text(String)
    case key(String)

    package static func integer(_ value: Int) -> ArgumentValue { .number(Double(value), fractionDigits: 0) }

    package var description: String {
        switch self {
        case .number(let value, let digits): return DecimalText.fixed(value, fractionDigits: digits)
        case .text(let text): return text
        case .key(let key): return "{\"key\": \"\(key)\"}"
        }
    }
}

/// Decimal text without the process locale: digits `0`–`9`, `.` as the separator, `-` for negatives.
package enum DecimalText {
    /// `value` rounded half to even at `fractionDigits` decimals.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let digits = max(0, min(fractionDigits, 15))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9.0e18 else { return value < 0 ? "-\(abs(value))" : "\(value)" }
        let whole = Int(scaled)
        let unit = Int(scale)
        var text = String(whole / unit)
        if digits > 0 {
            let fraction = String(whole % unit)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }

    /// The fraction digits of a JSON number literal as written (`1.50` → 2, `3` → 0, `2e3` → 0).
    package static func fractionDigits(ofLiteral literal: String) -> Int {
        guard let dot = literal.firstIndex(of: ".") else { return 0 }
        let fraction = literal[literal.index(after: dot)...].prefix { $0.isNumber }
        return literal.contains(where: { $0 == "e" || $0 == "E" }) ? 0 : fraction.count
    }
}
