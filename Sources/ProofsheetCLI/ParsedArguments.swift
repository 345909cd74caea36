import ProofsheetKit

/// A subcommand's arguments split by a table of `OptionSpec`s; anything else starting with `-` is a usage error.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ words: [String], options: [OptionSpec]) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                positionals += words[index...]
                break
            }
            guard word.hasPrefix("-"), word.count > 1, Double(word) == nil else {
                positionals.append(word)
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = SpellingSuggestion.closest(to: name, among: options.map(\.name))
                throw UsageError(message: "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw UsageError(message: "option '\(name)' needs a value") }
                    value = words[index]
                    index += 1
                }
                if !option.isRepeatable, values[name] != nil { throw UsageError(message: "option '\(name)' given twice") }
                values[name, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    func all(_ name: String) -> [String] { values[name] ?? [] }

    func has(_ name: String) -> Bool { flags.contains(name) }

    func number(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else { throw UsageError(message: "option '\(name)' expects a number, found '\(text)'") }
        return number
    }

    func integer(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else { throw UsageError(message: "option '\(name)' expects a whole number, found '\(text)'") }
        return number
    }
}
