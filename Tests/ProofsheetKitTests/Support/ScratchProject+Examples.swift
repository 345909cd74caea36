import Foundation
import XCTest
@testable import ProofsheetKit

/// Private copies of the repository's examples (`layouts/` with `golden/`, `examples/catalogs/`), for the tests that
/// check, verify or audit them: a run writes its output folder (the check cache, `verify/` folders), so on the
/// checkout's own `.proofsheet/` those classes could not run beside each other (`scripts/test` once kept them in one
/// serial group). A copy has its own output folder, so each class runs in whichever test process takes it.
extension ScratchProject {
    /// The repository's examples, by the path of their config in the checkout.
    enum Example: String {
        /// The shipped example: `layouts/` with `golden/` and `fonts/` beside it.
        case shipped = "layouts/proofsheet.json"
        /// The catalogs example: `examples/catalogs/` (`layouts/`, `golden/`), with the repository's `fonts/`.
        case catalogs = "examples/catalogs/layouts/proofsheet.json"

        /// The folders the example reads, relative to the checkout: copied (the project's own files, which a test may
        /// edit) or hard-linked file by file (goldens and fonts, which no run writes in place: a recorded golden
        /// replaces its file by a rename, which leaves the checkout's file as it was).
        var copied: [String] {
            switch self {
            case .shipped: return ["layouts"]
            case .catalogs: return ["examples/catalogs/layouts"]
            }
        }

        var linked: [String] {
            switch self {
            case .shipped: return ["golden", "fonts"]
            case .catalogs: return ["examples/catalogs/golden", "fonts"]
            }
        }
    }

    /// A copy of `example` in a new temporary folder of `test` (removed when the test ends), at the same places
    /// relative to that folder as in the checkout, without any `.proofsheet/` of the checkout: the config path of the
    /// copy. Its goldens are the committed ones, byte for byte.
    static func copy(of example: Example, for test: XCTestCase) throws -> String {
        let root = try test.makeTemporaryFolder()
        let manager = FileManager.default
        for folder in example.copied {
            let target = root + "/" + folder
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(at: TestPaths.repository(folder), to: URL(fileURLWithPath: target))
        }
        for folder in example.linked {
            let source = TestPaths.repository(folder).path
            guard let files = manager.enumerator(atPath: source)?.compactMap({ $0 as? String }) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: source])
            }
            for file in files {
                let from = source + "/" + file, to = root + "/" + folder + "/" + file
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: from, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    try manager.createDirectory(atPath: to, withIntermediateDirectories: true)
                    continue
                }
                try manager.createDirectory(atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                do {
                    try manager.linkItem(atPath: from, toPath: to)
                } catch {
                    // Another file system: a copy.
                    try manager.copyItem(atPath: from, toPath: to)
                }
            }
        }
        return root + "/" + example.rawValue
    }
}
