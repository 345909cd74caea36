/// Where a project keeps its goldens: `golden.store` in proofsheet.json (docs/goldens.md, "Manifest store").
public enum GoldenStoreKind: String, Sendable, CaseIterable {
    /// One stamped PNG per cell below `paths.golden` (the default, and the shipped example's).
    case png
    /// One small JSON file per screen in `<paths.golden>/manifest/`: per cell the hash of its pixels, its size, its
    /// stamp (renderer, diff algorithm, input record) and a findings summary; no image is kept in git.
    case manifest
}
