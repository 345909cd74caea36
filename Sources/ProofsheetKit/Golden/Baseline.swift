import Foundation

/// Where the expected images of a manifest-store project come from: the project's files at the baseline commit
/// (`check --base REV`; default the last commit that changed the manifest), extracted on first use into a
/// temporary folder with `git archive` (the working tree and index are never touched), loaded as a project and
/// rendered with the current renderer (docs/goldens.md, "Manifest store").
///
/// Without git, or in a shallow clone that lacks the commit, there is no baseline: `problem` says why, and changed
/// cells get hash-only verdicts (no expected or diff image). Thread-safe: workers share one.
final class Baseline: @unchecked Sendable {
    /// The baseline commit, when there is one.
    let commit: String?
    /// Why there is no baseline to render (nil when there is).
    let problem: String?
    private let repository: GitRepository?
    private let prefix: String
    private let configPath: String
    private let lock = NSLock()
    private var loaded: Result<Project, BaselineError>?
    private var folder: String?

    /// Resolves the commit; an unknown `--base` in a complete repository is an error (nothing is rendered).
    init(project: Project, base: String?) throws {
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
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The project at the baseline commit, extracted and loaded on first call.
    func project() throws -> Project {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return try loaded.get() }
        let result = Result { () throws(BaselineError) -> Project in
            guard let repository, let commit else { throw .unavailable(problem ?? "no baseline") }
            let target = NSTemporaryDirectory() + "proofsheet-baseline-\(getpid())-\(commit.prefix(12))"
            folder = target
            guard repository.extract(commit: commit, prefix: prefix, into: target) else {
                throw .unavailable("git archive of \(commit.prefix(12)) failed")
            }
            do {
                return try Project.load(configPath: target + "/" + configPath)
            } catch {
                throw .unavailable("the project at \(commit.prefix(12)) does not load: \(error)")
            }
        }
        loaded = result
        return try result.get()
    }
}

enum BaselineError: Error, Equatable, CustomStringConvertible {
    case unknownRevision(String, repository: String)
    case unavailable(String)

    var description: String {
        switch self {
        case .unknownRevision(let revision, let repository):
            return "--base '\(MessageText.escaped(revision))' is not a commit of the git repository at \(repository)"
        case .unavailable(let reason): return reason
        }
    }
}
