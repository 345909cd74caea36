import Foundation
import ProofsheetSupport
import ProofsheetText
import ProofsheetSpec

/// Checks a project's font files before the text engine reads them: inside the project, regular, within the size
/// limit.
///
/// `FontCollection` reads every `.ttf`/`.otf` file of `paths.fonts` whole; this check runs first, on the same
/// files, so a font linked out of the project is refused, a FIFO named `.ttf` is reported as "not a regular file"
/// instead of blocking, and a 200 MB file is refused from its size (fstat) without being read (docs/spec.md,
/// "Limits"; docs/hardening.md).
package enum ProjectFonts {
    /// The largest font file, in bytes (`FontFace.maxFileBytes`).
    package static let maxFileBytes = FontFace.maxFileBytes

    /// Throws for the first font file that is outside the project, not a regular file or over `maxFileBytes`.
    package static func check(_ config: ProjectConfig, files projectFiles: ProjectFiles) throws {
        // The bundled fonts are the tool's own data beside its binary, not a project file.
        let files = config.usesBundledFonts
            ? ProjectFiles(root: projectFiles.root, explicitFolders: projectFiles.explicitFolders + [config.paths.fonts])
            : projectFiles
        let folder = try files.checked(config.paths.fonts, role: "fonts folder")
        // The same selection as `FontCollection`: every entry whose extension is ttf or otf, in any case. An unreadable
        // folder lists nothing here and is reported by `FontCollection` itself, with its reason.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() where ["ttf", "otf"].contains((entry as NSString).pathExtension.lowercased()) {
            let path = try files.checked(folder + "/" + entry, role: "font file")
            try RegularFile.check(path, limit: maxFileBytes)
        }
    }
}
