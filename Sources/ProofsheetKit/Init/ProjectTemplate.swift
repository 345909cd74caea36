import Foundation

/// The starter project `proofsheet init [DIR]` writes: a config, tokens with every colour role and text
/// style the built-in controls use (in all four modes, passing their own contrast pairs), English and
/// Arabic strings, one screen and a `.gitignore` for the output folder.
///
/// `proofsheet check --record missing` passes on it as written; docs/spec.md explains every key.
public enum ProjectTemplate {
    /// Relative path → contents, in the order they are written.
    static let files: [(path: String, text: String)] = [
        ("proofsheet.json", config),
        ("tokens.json", tokens),
        ("strings/en.json", englishStrings),
        ("strings/ar.json", arabicStrings),
        ("screens/home.json", homeScreen),
        (".gitignore", "# Proofsheet's output (renders, diffs, reports); goldens in golden/ are committed.\n.proofsheet/\n"),
    ]

    /// Writes the starter project into `folder` (created when missing) and returns the paths written.
    /// Refuses, writing nothing, when any of its files already exists: init never overwrites a project.
    @discardableResult
    public static func write(into folder: String) throws -> [String] {
        let root = ProjectPath.absolute(folder)
        let existing = files.map { root + "/" + $0.path }.filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else { throw ProjectTemplateError.wouldOverwrite(existing.map(FileDisplay.shown)) }
        var written: [String] = []
        for file in files {
            let path = root + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(Array(file.text.utf8), to: path)
            written.append(path)
        }
        return written
    }
}

/// Why `proofsheet init` wrote nothing.
enum ProjectTemplateError: Error, Equatable, CustomStringConvertible {
    case wouldOverwrite([String])

    var description: String {
        switch self {
        case .wouldOverwrite(let paths):
            return "init writes nothing into a folder that already has \(paths.joined(separator: ", ")); choose an empty folder"
        }
    }
}
