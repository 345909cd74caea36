import ProofsheetKit
import ProofsheetProject

extension StringsReport {
    /// The report of `project`'s catalog, counting as used the captions and subtitles of its store shots, which
    /// `proofsheet store` shows (a broken store section is an error; no store section, no captions).
    public init(project: Project) throws {
        var keys: Set<String> = []
        do {
            for shot in try StoreConfig.load(from: project).shots { keys.formUnion([shot.caption] + (shot.subtitle.map { [$0] } ?? [])) }
        } catch StoreError.noStoreSection {
            // No store listing: no captions.
        }
        try self.init(project: project, storeKeys: keys)
    }
}
