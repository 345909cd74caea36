import ProofsheetSupport

/// Reads legacy Apple localisations: `<locale>.lproj/*.strings` (`"key" = "value";` with `/* */` and `//`
/// comments, UTF-8 or UTF-16 as Xcode writes them) and `<locale>.lproj/*.stringsdict` plural rules.
/// `Base.lproj` holds the base locale. Escapes: `\"` `\\` `\n` `\t` `\r` `\0` `\Uxxxx` (Apple "String Resources").
package enum AppleStringsReader {
    package static func read(folder: String, root: String, baseLocale: LocaleID) throws -> [String: StringEntry] {
        var entries: [String: StringEntry] = [:]
        for name in try CatalogFile.list(folder, root: root) where name.hasSuffix(".lproj") {
            let stem = String(name.dropLast(6))
            let lproj = folder + "/" + name
            let locale = stem == "Base" ? baseLocale : try LocaleID.validated(stem.replacingOccurrences(of: "_", with: "-"), place: FileDisplay.shown(lproj))
            for file in try CatalogFile.list(lproj, root: root) {
                let path = lproj + "/" + file
                let values: [(String, LocalizedString)]
                if file.hasSuffix(".strings") {
                    var parser = StringsFileParser(text: try CatalogFile.text(path, root: root), file: FileDisplay.shown(path))
                    values = try parser.parse()
                } else if file.hasSuffix(".stringsdict") {
                    values = try StringsDictReader.read(XMLTree(path: path, root: root))
                } else {
                    continue
                }
                for (key, value) in values {
                    var entry = entries[key] ?? StringEntry(key: key, source: FileDisplay.shown(folder))
                    if let existing = entry[locale], case .printf = existing.syntax, case .structured = value.syntax {
                        // A .stringsdict entry overrides the .strings entry of the same key, as Foundation does.
                    } else if let existing = entry[locale], case .structured = existing.syntax, case .printf = value.syntax {
                        continue
                    } else if let existing = entry[locale] {
                        throw CatalogError(place: value.place, message: "string key '\(key)' is defined twice for \(locale); first at \(existing.place)")
                    }
                    entry[locale] = value
                    entries[key] = entry
                }
            }
        }
        return entries
    }
}

/// The `.strings` grammar (an old-style property list of string pairs).
package struct StringsFileParser {
    package let scalars: [Unicode.Scalar]
    package let text: String
    package let file: String
    package var index = 0

    package init(text: String, file: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
        self.file = file
    }

    package func place(_ offset: Int) -> String { CatalogFile.place(file, text, scalarOffset: offset) }

    package mutating func parse() throws -> [(String, LocalizedString)] {
        var pairs: [(String, LocalizedString)] = []
        var seen: [String: String] = [:]
        while true {
            try skipTrivia()
            guard index < scalars.count else { return pairs }
            let keyStart = index
            let key = try token()
            try skipTrivia()
            try expect("=")
            try skipTrivia()
            let valueStart = index
            let value = try token()
            try skipTrivia()
            try expect(";")
            if let first = seen[key] {
                throw CatalogError(place: place(keyStart), message: "key '\(key)' is defined twice in this file; first at \(first)")
            }
            seen[key] = place(keyStart)
            pairs.append((key, .printf(value, place: place(valueStart))))
        }
    }

    package mutating func expect(_ c: Unicode.Scalar) throws {
        guard index < scalars.count, scalars[index] == c else {
            let found = index < scalars.count ? "'\(scalars[index])'" : "the end of the file"
            throw CatalogError(place: place(index), message: "expected '\(c)', found \(found)")
        }
        index += 1
    }

    package mutating func skipTrivia() throws {
        while index < scalars.count {
            let c = scalars[index]
            if c.properties.isWhitespace { index += 1; continue }
            if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw CatalogError(place: place(start), message: "comment '/*' is never closed") }
                index += 2
                continue
            }
            return
        }
    }

    /// A quoted string with escapes, or an unquoted word of letters, digits and `_.-$:/`.
    package mutating func token() throws -> String {
        guard index < scalars.count else { throw CatalogError(place: place(index), message: "expected a quoted string, found the end of the file") }
        guard scalars[index] == "\"" else {
            var word = String.UnicodeScalarView()
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_.-$:/".unicodeScalars.contains(scalars[index]) {
                word.append(scalars[index]); index += 1
            }
            guard !word.isEmpty else { throw CatalogError(place: place(index), message: "expected a quoted string, found '\(scalars[index])'") }
            return String(word)
        }
        let start = index
        index += 1
        var out = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
            var c = scalars[index]
            index += 1
            if c == "\\", index < scalars.count {
                let e = scalars[index]
                index += 1
                switch e {
                case "n": c = "\n"
                case "t": c = "\t"
                case "r": c = "\r"
                case "0": c = "\0"
                case "U", "u":
                    let hex = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw CatalogError(place: place(index - 2), message: "'\\U' must be followed by four hex digits, found '\(hex)'")
                    }
                    c = scalar
                    index += 4
                default: c = e
                }
            }
            out.append(c)
        }
        guard index < scalars.count else { throw CatalogError(place: place(start), message: "string is never closed with '\"'") }
        index += 1
        return String(out)
    }
}
