import Foundation
import ProofsheetSupport

/// The data Proofsheet ships with its binary: the bundled fonts and the JSON Schemas.
///
/// `scripts/install PREFIX` puts the binary in `PREFIX/bin` and the data in `PREFIX/share/proofsheet`
/// (`fonts/`, `schema/`). A build run from a checkout (`.build/<config>/proofsheet`, or the test bundle
/// beside it) finds the checkout's own `fonts/` and `docs/schema/` instead. Nothing else is searched: no
/// environment variable, no system font folder, so the fonts that draw a cell are always these files.
package enum BundledData {
    /// The bundled fonts folder, or nil when neither an installed share folder nor a checkout is found.
    package static var fontsFolder: String? { locate()?.fonts }

    /// The bundled JSON Schemas folder.
    package static var schemaFolder: String? { locate()?.schema }

    /// Where the running executable lives; the data is found relative to it.
    package static var executableFolder: String? {
        guard let url = Bundle.main.executableURL else { return nil }
        return ProjectPath.realPath(url.deletingLastPathComponent().path)
    }

    package static func locate() -> (fonts: String, schema: String)? {
        guard let folder = executableFolder else { return nil }
        let share = ProjectPath.resolve("../share/proofsheet", against: folder)
        if hasFonts(share + "/fonts") { return (share + "/fonts", share + "/schema") }
        // A checkout: the nearest ancestor of the build folder that has Package.swift and fonts/.
        var candidate = folder
        while candidate != "/" {
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift"), hasFonts(candidate + "/fonts") {
                return (candidate + "/fonts", candidate + "/docs/schema")
            }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return nil
    }

    package static func hasFonts(_ folder: String) -> Bool {
        FontFamilyTable.standard.fileNames.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }
}
