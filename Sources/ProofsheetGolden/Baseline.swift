import Foundation
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// Where the expected images of a manifest-store project come from: the project's files at the baseline commit
/// (`check --base REV`; default the last commit that changed the manifest), extracted on first use into a
/// temporary folder with `git archive` (the working tree and index are never touched), loaded as a project and
/// rendered with the current renderer (docs/goldens.md, "Manifest store").
///
/// Without git, or in a shallow clone that lacks the commit, there is no baseline: `problem` says why, and changed
/// cells get hash-only verdicts (no expected or diff image). Thread-safe: workers share one.
package final class Baseline: @unchecked Sendable {
    /// The baseline commit, when there is one.
    package let commit: String?
    /// Why there is no baseline to render (nil when there is).
    package let problem: String?
    private let repository: GitRepository?
    private let prefix: String
    private let configPath: String
    private let lock = NSLock()
    private var loaded: Result<Project, BaselineError>?
    private var folder: String?

    /// Resolves the commit; an unknown `--base` in a complete repository is an error (nothing is rendered).
    package init(project: Project, base: String?) throws {
        let root = ProjectPath.realPath(project.config.root)
        let repository = GitRepository(folder: root)
        guard let top = repository.topLevel.map(ProjectPath.realPath) else {
            (self.repository, commit, prefix, configPath) = (nil, nil, "", "")
            problem = "the project is not in a git repository, so no baseline can be re-rendered"
            return
        }
        self.repository = repository
        prefix = ProjectPath.relative(root, from: top)
        configPath = ProjectPath.relative(ProjectPath.realPath(project.config.file), from: top)
        let manifest = ProjectPath.relative(ProjectPath.realPath(GoldenManifest.folder(project.config)), from: root)
        if let base {
            if let commit = repository.commit(base) {
                (self.commit, problem) = (commit, nil)
            } else if repository.isShallow {
                (commit, problem) = (nil, "--base '\(MessageText.escaped(base))' is not in this shallow clone (fetch it with 'git fetch --unshallow')")
            } else {
                throw BaselineError.unknownRevision(base, repository: FileDisplay.shown(top))
            }
        } else if let commit = repository.lastCommit(touching: manifest) {
            (self.commit, problem) = (commit, nil)
        } else {
            (commit, problem) = (nil, "no commit has changed \(FileDisplay.shown(GoldenManifest.folder(project.config))) yet (commit the manifest, or pass --base REV)")
        }
    }

    deinit {
        if let folder { PrivateTemporaryFolder.remove(folder) }
    }

    /// The project at the baseline commit, extracted and loaded on first call.
    ///
    /// The commit's files go to `tree/` in a private folder made by mkdtemp(3) (never a predictable name in `$TMPDIR`,
    /// where a planted link could redirect the archive or the extraction), removed with the baseline. The commit's
    /// config must lie in that tree (not behind a committed link) and keep its project root inside it: a committed
    /// `projectRoot: ".."` one level too high would make the root the temporary folder and let the baseline read
    /// whatever lies there.
    package func project() throws -> Project {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return try loaded.get() }
        let result = Result { () throws(BaselineError) -> Project in
            guard let repository, let commit else { throw .unavailable(problem ?? "no baseline") }
            let scratch: String
            do {
                scratch = try PrivateTemporaryFolder.make(prefix: "proofsheet-baseline-")
            } catch {
                throw .unavailable("\(error)")
            }
            folder = scratch
            let tree = scratch + "/tree"
            guard repository.extract(commit: commit, prefix: prefix, into: tree, archive: scratch + "/baseline.tar") else {
                throw .unavailable("git archive of \(commit.prefix(12)) failed")
            }
            let configFile = tree + "/" + configPath
            do {
                try ProjectFiles(root: tree).checked(configFile, role: "baseline config")
            } catch {
                throw .configOutsideTree(commit: String(commit.prefix(12)), config: configPath)
            }
            let config: ProjectConfig
            do {
                config = try ProjectConfig.load(path: configFile)
            } catch {
                throw .unavailable("the project at \(commit.prefix(12)) does not load: \(error)")
            }
            guard ProjectPath.isInside(config.root, root: tree) else {
                throw .rootOutsideTree(commit: String(commit.prefix(12)), config: configPath, setting: config.rootSetting)
            }
            do {
                return try Project.load(config: config)
            } catch {
                throw .unavailable("the project at \(commit.prefix(12)) does not load: \(error)")
            }
        }
        loaded = result
        return try result.get()
    }
}

package enum BaselineError: Error, Equatable, CustomStringConvertible {
    case unknownRevision(String, repository: String)
    case unavailable(String)
    /// The commit's config (`config`, relative to the repository) sets a project root outside the extracted files;
    /// `setting` is its `projectRoot` as written (nil: not set, so the default '..').
    case rootOutsideTree(commit: String, config: String, setting: String?)
    /// The commit's config file resolves outside the extracted files (a committed symbolic link).
    case configOutsideTree(commit: String, config: String)

    package var description: String {
        switch self {
        case .unknownRevision(let revision, let repository):
            return "--base '\(MessageText.escaped(revision))' is not a commit of the git repository at \(repository)"
        case .unavailable(let reason): return reason
        case .rootOutsideTree(let commit, let config, let setting):
            let value = setting.map { "sets projectRoot to '\(MessageText.escaped($0))'" } ?? "sets no projectRoot, so its root is the default '..'"
            return "the project at \(commit) does not load: \(MessageText.escaped(config)) \(value), which leads outside the files of that commit; "
                + "expected the config's folder or a parent of it inside the repository: commit a projectRoot that stays inside it, or pass another --base"
        case .configOutsideTree(let commit, let config):
            return "the project at \(commit) does not load: \(MessageText.escaped(config)) resolves outside the files of that commit (through a "
                + "committed symbolic link); expected the config file itself inside the repository: commit the file, not a link, or pass another --base"
        }
    }
}
