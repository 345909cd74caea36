import Foundation

/// Folders of this checkout, found from this file's place (`Tests/ProofsheetKitTests/Support/TestPaths.swift`), so
/// that a test file keeps finding them wherever it sits under `Tests/ProofsheetKitTests/`.
enum TestPaths {
    /// `Tests/ProofsheetKitTests`: the test target's folder (its `Fixtures/` are the bundle's resources).
    static let testTarget = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The repository checkout: `Package.swift`, `Sources/`, `layouts/`, `fonts/`, `golden/`, `examples/`.
    static let repository = testTarget.deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the checkout (`layouts/proofsheet.json`).
    static func repository(_ relativePath: String) -> URL { repository.appendingPathComponent(relativePath) }
}
