import Foundation

/// The library's source folders: one per stage target (`Sources/Proofsheet<Stage>`, ARCHITECTURE.md "Stages"),
/// without the command-line tool and the benchmark. What the grep-style tests scan.
enum LibrarySources {
    static let executables: Set<String> = ["ProofsheetCLI", "ProofsheetBench"]

    /// The folder names under `Sources/`, sorted.
    static func modules(in root: String = ScratchProject.repositoryRoot) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/Sources")
            .filter { $0.hasPrefix("Proofsheet") && !executables.contains($0) }
            .sorted()
    }
}
