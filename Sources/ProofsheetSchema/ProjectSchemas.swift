import Foundation
import ProofsheetJSON
import ProofsheetSupport

/// The JSON Schemas of a project's files (docs/schema/*.schema.json), generated from the decoders' key tables
/// (`JSONKeyTable`: the node registry's `NodeType.keyTable`, `ScreenDecoder`'s common keys, the config sections'
/// tables) so that a key is declared once, where it is decoded.
///
/// `proofsheet schema --write docs/schema` writes them; `GeneratedSchemasTests` fails when the committed files
/// differ from `all`.
package enum ProjectSchemas {
    package static var all: [SchemaDocument] {
        [ScreenSchema.document, ComponentSchema.document, TokensSchema.document, ConfigSchema.document,
         StringsSchema.document, WaiversSchema.document]
    }

    /// Writes every schema into `folder` (created if missing); returns the files whose bytes changed.
    @discardableResult
    package static func write(to folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var changed: [String] = []
        for document in all {
            let path = ProjectPath.resolve(document.fileName, against: ProjectPath.absolute(folder))
            let bytes = Array(document.text.utf8)
            if FileManager.default.contents(atPath: path) == Data(bytes) { continue }
            try AtomicFile.write(bytes, to: path)
            changed.append(document.fileName)
        }
        return changed
    }

    /// The schema files of `folder` that are missing or differ from the generated ones.
    package static func stale(in folder: String) -> [String] {
        all.filter { FileManager.default.contents(atPath: ProjectPath.resolve($0.fileName, against: ProjectPath.absolute(folder))) != Data($0.text.utf8) }
            .map(\.fileName)
    }
}
