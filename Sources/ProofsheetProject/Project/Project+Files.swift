import ProofsheetSupport
import ProofsheetSpec

extension Project {
    /// The resolver for this project's files (no explicit folders).
    public var files: ProjectFiles { ProjectFiles(root: config.root) }
}
