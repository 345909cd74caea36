import Foundation

/// The one place string catalogs and token files are read from disk: every path is checked to resolve
/// inside the project root (`ProjectPath`), read with the spec files' size limit, and decoded as text.
///
/// Kept in one file so the project's shared path resolver can replace these checks in one place.
enum CatalogFile {
    /// The largest catalog file read (a 5,000-key, 10-locale `.xcstrings` is about 3 MB).
    static let maxBytes = 64 << 20

    /// The bytes of `path`, which must lie inside `root`.
    static func bytes(_ path: String, root: String) throws -> [UInt8] {
        try ProjectError.checkInside(path, root: root)
        return try JSONDocument.readFile(path: FileDisplay.shown(path), limit: maxBytes)
    }

    /// A JSON catalog (`.xcstrings`, `.arb`, Proofsheet JSON, DTCG tokens), with positions for messages.
    static func json(_ path: String, root: String) throws -> JSONDocument {
        try JSONDocument(parsing: bytes(path, root: root), file: FileDisplay.shown(path), limits: JSONLimits(maxFileBytes: maxBytes))
    }

    /// Text in UTF-8 or UTF-16 (either byte order, with a byte order mark, as Xcode writes `.strings`), BOM removed.
    static func text(_ path: String, root: String) throws -> String {
        let data = try bytes(path, root: root)
        let shown = FileDisplay.shown(path)
        if data.count >= 2, (data[0] == 0xFF && data[1] == 0xFE) || (data[0] == 0xFE && data[1] == 0xFF) {
            let littleEndian = data[0] == 0xFF
            guard data.count % 2 == 0 else { throw CatalogError(place: shown, message: "UTF-16 file has an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(data.count / 2 - 1)
            for i in stride(from: 2, to: data.count, by: 2) {
                units.append(littleEndian ? UInt16(data[i]) | UInt16(data[i + 1]) << 8 : UInt16(data[i]) << 8 | UInt16(data[i + 1]))
            }
            var text = ""
            var iterator = units.makeIterator()
            var decoder = UTF16()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: return text
                case .error: throw CatalogError(place: shown, message: "invalid UTF-16 (an unpaired surrogate)")
                }
            }
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : data
        guard let text = String(validating: body, as: UTF8.self) else {
            throw CatalogError(place: shown, message: "not valid UTF-8 (save it as UTF-8, or UTF-16 with a byte order mark)")
        }
        return text
    }

    /// Names in a folder, sorted by bytes; a missing folder is an error naming it.
    static func list(_ folder: String, root: String) throws -> [String] {
        try ProjectError.checkInside(folder, root: root)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CatalogError(place: FileDisplay.shown(folder), message: "folder not found")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// `file:line:column` of the scalar at `offset` in `text` (lines split at U+000A; columns in scalars, 1-based).
    static func place(_ file: String, _ text: String, scalarOffset offset: Int) -> String {
        var line = 1
        var column = 1
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return "\(file):\(line):\(column)"
    }
}
