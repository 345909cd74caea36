/// Versions that users' goldens depend on; bump deliberately, never by accident.
public enum ProofsheetVersion {
    /// The tool's release version, printed by `proofsheet --version`.
    public static let tool = "0.1.0"
    /// Bumped whenever a change alters any rendered pixel (rasteriser, text engine, layout).
    public static let renderer = "0.1"
}
