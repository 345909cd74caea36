import Foundation
import ProofsheetKit

/// Finds the project config: `--config FILE`, else `layouts/proofsheet.json`, else `proofsheet.json` in the current folder.
enum ProjectLocator {
    static let candidates = ["layouts/proofsheet.json", "proofsheet.json"]

    static func configPath(_ arguments: ParsedArguments) throws -> String {
        if let path = arguments.value("--config") { return path }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) { return found }
        throw ProjectError.configNotFound(searched: candidates)
    }

    /// The config path when one exists, without failing.
    static func optionalConfigPath(_ arguments: ParsedArguments) -> String? {
        try? configPath(arguments)
    }
}
