import Foundation
import ProofsheetJSON
import ProofsheetSupport

/// The one place string catalogs are read from disk: every path goes through the project's path resolver
/// (`ProjectFiles`), is read as a regular file only (`RegularFile`, through `JSONDocument.readFile`), and decoded as text.
package enum CatalogFile {
    /// The largest catalog file read (a 5,000-key, 10-locale `.xcstrings` is about 3 MB).
    package static let maxBytes = 64 << 20

    /// The bytes of `path`, which must lie inside `root`; `limit` in bytes.
    package static func bytes(_ path: String, root: String, limit: Int = maxBytes) throws -> [UInt8] {
        let checked = try ProjectFiles(root: root).checked(path, role: "strings file")
        return try JSONDocument.readFile(path: FileDisplay.shown(checked), limit: limit)
    }

    /// A JSON catalog (`.xcstrings`, `.arb`, Proofsheet JSON), with positions for messages. Proofsheet's own
    /// strings files pass the spec files' limits (`JSONLimits()`, 4 MiB), as before catalogs existed.
    package static func json(_ path: String, root: String, limits: JSONLimits = JSONLimits(maxFileBytes: maxBytes)) throws -> JSONDocument {
        try JSONDocument(parsing: bytes(path, root: root, limit: limits.maxFileBytes), file: FileDisplay.shown(path), limits: limits)
    }

    /// Text in UTF-8 or UTF-16 (either byte order, with a byte order mark, as Xcode writes `.strings`), BOM removed.
    package static func text(_ path: String, root: String) throws -> String {
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

    /// Names in a folder, sorted by bytes; a missing, non-folder or unreadable folder is an error naming it.
    package static func list(_ folder: String, root: String) throws -> [String] {
        try ProjectFiles(root: root).checked(folder, role: "strings folder")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw CatalogError(place: FileDisplay.shown(folder), message: "folder not found")
        }
        guard isFolder.boolValue else { throw CatalogError(place: FileDisplay.shown(folder), message: "not a folder") }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CatalogError(place: FileDisplay.shown(folder), message: "the folder cannot be read (check its permissions)")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// `file:line:column` of the scalar at `offset` in `text` (lines split at U+000A; columns in scalars, 1-based).
    package static func place(_ file: String, _ text: String, scalarOffset offset: Int) -> String {
        var line = 1
        var column = 1
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return "\(file):\(line):\(column)"
    }
}
