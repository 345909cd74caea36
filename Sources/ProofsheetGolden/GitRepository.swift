import Foundation

/// The few git commands the manifest store needs, run as `git -C <folder> …` child processes (never through a
/// shell): they read the repository and never write the working tree or the index.
package struct GitRepository: Sendable {
    package let folder: String

    /// stdout of `git <arguments>` without its final newline; nil when git fails or is not installed.
    package func output(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The repository's top folder; nil outside a repository.
    package var topLevel: String? { output(["rev-parse", "--show-toplevel"]) }

    /// The full hash of `revision` when it names a commit here.
    package func commit(_ revision: String) -> String? {
        guard !revision.hasPrefix("-") else { return nil }
        return output(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
    }

    /// The last commit that changed `path` (relative to `folder`); nil when none did.
    package func lastCommit(touching path: String) -> String? {
        output(["log", "-1", "--format=%H", "--", path]).flatMap { $0.isEmpty ? nil : $0 }
    }

    package var isShallow: Bool { output(["rev-parse", "--is-shallow-repository"]) == "true" }

    /// Writes the tree of `commit` below `prefix` (relative to the top folder) into the new folder `tree` as files,
    /// through `git archive` into the file `archive` and `tar`: the working tree and the index are not touched. Both
    /// paths lie in a private folder the caller made (`PrivateTemporaryFolder`), so no one else can have put a link
    /// there; `archive` is removed afterwards. False when either command fails.
    package func extract(commit: String, prefix: String, into tree: String, archive: String) -> Bool {
        defer { unlink(archive) }
        guard output(["archive", "--format=tar", "-o", archive, commit, "--", prefix.isEmpty ? "." : prefix]) != nil,
              mkdir(tree, 0o700) == 0 else { return false }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xf", archive, "-C", tree]
        tar.standardOutput = FileHandle.nullDevice
        tar.standardError = FileHandle.nullDevice
        do { try tar.run() } catch { return false }
        tar.waitUntilExit()
        return tar.terminationStatus == 0
    }
}
