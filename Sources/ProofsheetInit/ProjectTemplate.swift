import Foundation
import ProofsheetSupport

/// The starter project `proofsheet init [DIR]` writes: a config, tokens with every colour role and text
/// style the built-in controls use (in all four modes, passing their own contrast pairs), English and
/// Arabic strings, one screen and a `.gitignore` for the output folder. `init --platform android|ios|both`
/// writes the same project for that platform's phone (both: one of each in the matrix), with a formatted
/// number that shows the platform's digits (docs/strings.md, "Digits").
///
/// `proofsheet check --record missing` passes on it as written; docs/spec.md explains every key.
public enum ProjectTemplate {
    /// Whose phones a starter from `init --platform` draws.
    public enum Platforms: String, CaseIterable, Sendable {
        case android
        case ios
        /// One Android and one iOS phone in the matrix.
        case both
    }

    package static let gitignore = "# Proofsheet's output (renders, diffs, reports); goldens in golden/ are committed.\n.proofsheet/\n"

    /// Relative path → contents of the starter without `--platform`, in the order they are written.
    package static let files: [(path: String, text: String)] = [
        ("proofsheet.json", config),
        ("tokens.json", tokens),
        ("strings/en.json", englishStrings),
        ("strings/ar.json", arabicStrings),
        ("screens/home.json", homeScreen),
        (".gitignore", gitignore),
    ]

    /// Relative path → contents of the starter for `platforms` (nil: the one without `--platform`), in the order written.
    package static func files(for platforms: Platforms?) -> [(path: String, text: String)] {
        guard let platforms else { return files }
        return [
            ("proofsheet.json", config(for: platforms)),
            // No minimum touch target of its own: each phone's platform gives it (44 pt iOS, 48 dp Android).
            ("tokens.json", tokens.replacingOccurrences(of: #""touch": { "minTarget": 44, "minSpacing": 8 }"#, with: #""touch": { "minSpacing": 8 }"#)),
            ("strings/en.json", englishPlatformStrings),
            ("strings/ar.json", arabicPlatformStrings),
            ("screens/home.json", platformHomeScreen),
            (".gitignore", gitignore),
        ]
    }

    /// Writes the starter project (for `platforms`, or without `--platform` when nil) into `folder` (created when
    /// missing) and returns the paths written.
    /// Refuses, writing nothing, when any of its files already exists: init never overwrites a project. Refuses too
    /// when a symbolic link stands at any path below `folder` that it would create or write through (`strings`,
    /// `strings/en.json`, …), wherever the link points: so every byte lands inside `folder` itself. `folder` is taken
    /// as the user gave it (its own path may pass through links, as `/tmp` does on macOS).
    @discardableResult
    public static func write(into folder: String, platforms: Platforms? = nil) throws -> [String] {
        let root = ProjectPath.absolute(folder)
        let files = files(for: platforms)
        for (path, isFolder) in pathsWritten(files) {
            try refuseLink(at: root + "/" + path, isFolder: isFolder)
        }
        let existing = files.map { root + "/" + $0.path }.filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else { throw ProjectTemplateError.wouldOverwrite(existing.map(FileDisplay.shown)) }
        try FileManagerFolders.create(root)
        for (path, isFolder) in pathsWritten(files) where isFolder {
            // mkdir(2) never follows a link; a link made since the check above is refused here all the same.
            let folder = root + "/" + path
            if mkdir(folder, 0o777) != 0, errno == EEXIST { try refuseLink(at: folder, isFolder: true) }
        }
        var written: [String] = []
        for file in files {
            let path = root + "/" + file.path
            try FileManagerFolders.create(parentOf: path)
            try AtomicFile.write(Array(file.text.utf8), to: path)
            written.append(path)
        }
        return written
    }

    /// Every path below the target folder that init makes or writes for `files`, each folder before what it
    /// holds, with whether it is a folder: `strings`, `strings/en.json`, ….
    package static func pathsWritten(_ files: [(path: String, text: String)] = files) -> [(path: String, isFolder: Bool)] {
        var paths: [(path: String, isFolder: Bool)] = []
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            for count in 1...parts.count {
                let path = parts.prefix(count).joined(separator: "/")
                if !paths.contains(where: { $0.path == path }) { paths.append((path, count < parts.count)) }
            }
        }
        return paths
    }

    /// Throws when a symbolic link stands at `path` (lstat: the link itself, wherever it points, even nowhere).
    private static func refuseLink(at path: String, isFolder: Bool) throws {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw ProjectTemplateError.symbolicLink(path: FileDisplay.shown(path), isFolder: isFolder, target: target)
    }
}

/// Why `proofsheet init` wrote nothing.
package enum ProjectTemplateError: Error, Equatable, CustomStringConvertible {
    case wouldOverwrite([String])
    /// A symbolic link (to `target`, as written in the link) stands where init would make a folder or write a file.
    case symbolicLink(path: String, isFolder: Bool, target: String)

    package var description: String {
        switch self {
        case .wouldOverwrite(let paths):
            return "init writes nothing into a folder that already has \(paths.joined(separator: ", ")); choose an empty folder"
        case .symbolicLink(let path, let isFolder, let target):
            return "\(MessageText.escaped(path)): is a symbolic link (to \(MessageText.escaped(target))), and init never writes through one; "
                + "expected \(isFolder ? "a real folder or nothing" : "nothing") there: remove the link, or init another folder"
        }
    }
}
