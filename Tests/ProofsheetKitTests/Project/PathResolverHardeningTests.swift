import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetInit

/// Issue #45 item 3: the file operations an attack run found outside the one resolver (docs/hardening.md, "Every
/// file operation through the resolver"): `init`, the manifest baseline's temporary files and project root, the run
/// lock and the stale-temporary sweep. Each case plants a link (or a hard link) and checks the exit status and the
/// exact message, that nothing in a sibling folder outside the project was created, changed or deleted
/// (`FolderSnapshot`), and that every golden is byte-identical.
final class PathResolverHardeningTests: XCTestCase {
    /// A pid no process has (above Linux's largest pid_max, 2^22).
    static let deadPID = 999_999_999

    // MARK: - init

    /// A link planted where `init` would create a folder or write a file. `$D` is the folder given to init, `$O` a
    /// folder beside it.
    struct InitCase {
        let name: String
        /// Relative to `$D`; its parent folders are made first.
        let link: String
        let to: String
        let message: String
    }

    static let initCases: [InitCase] = [
        InitCase(name: "strings is a link to a folder outside", link: "strings", to: "$O/folder",
                 message: "$D/strings: is a symbolic link (to $O/folder), and init never writes through one; expected a real folder or nothing there: remove the link, or init another folder"),
        InitCase(name: "screens is a link to a folder outside", link: "screens", to: "$O/folder",
                 message: "$D/screens: is a symbolic link (to $O/folder), and init never writes through one; expected a real folder or nothing there: remove the link, or init another folder"),
        InitCase(name: "strings is a link to a folder inside DIR", link: "strings", to: "$D/elsewhere",
                 message: "$D/strings: is a symbolic link (to $D/elsewhere), and init never writes through one; expected a real folder or nothing there: remove the link, or init another folder"),
        InitCase(name: "tokens.json is a link to a file outside", link: "tokens.json", to: "$O/file.txt",
                 message: "$D/tokens.json: is a symbolic link (to $O/file.txt), and init never writes through one; expected nothing there: remove the link, or init another folder"),
        InitCase(name: ".gitignore is a dangling link", link: ".gitignore", to: "$O/missing",
                 message: "$D/.gitignore: is a symbolic link (to $O/missing), and init never writes through one; expected nothing there: remove the link, or init another folder"),
        InitCase(name: "screens/home.json in a real folder is a link outside", link: "screens/home.json", to: "$O/file.txt",
                 message: "$D/screens/home.json: is a symbolic link (to $O/file.txt), and init never writes through one; expected nothing there: remove the link, or init another folder"),
    ]

    /// `$D` (the folder init is given, with `elsewhere/`) and `$O` (with `folder/` and `file.txt`), side by side.
    func makeInitFolders(_ item: InitCase) throws -> (folder: String, outside: String) {
        let base = try makeTemporaryFolder()
        let folder = base + "/app", outside = base + "/outside"
        for path in [folder + "/elsewhere", outside + "/folder"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try Data("not init's\n".utf8).write(to: URL(fileURLWithPath: outside + "/file.txt"))
        let at = folder + "/" + item.link
        try FileManager.default.createDirectory(atPath: (at as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: at, withDestinationPath: expand(item.to, folder: folder, outside: outside))
        return (folder, outside)
    }

    func expand(_ text: String, folder: String, outside: String) -> String {
        text.replacingOccurrences(of: "$D", with: folder).replacingOccurrences(of: "$O", with: outside)
    }

    func testInitRefusesEveryLinkWhereItWouldWriteAndWritesNothing() throws {
        for item in Self.initCases {
            let (folder, outside) = try makeInitFolders(item)
            let folderBefore = try FolderSnapshot(folder)
            let outsideBefore = try FolderSnapshot(outside)
            XCTAssertThrowsError(try ProjectTemplate.write(into: folder), item.name) { error in
                XCTAssertEqual(String(describing: error), expand(item.message, folder: folder, outside: outside), item.name)
            }
            XCTAssertEqual(try FolderSnapshot(folder), folderBefore, "\(item.name): init wrote something")
            XCTAssertEqual(try FolderSnapshot(outside), outsideBefore, "\(item.name): something outside changed")
        }
    }

    func testTheInitCommandExitsWithTwoAndNamesTheLink() throws {
        let binary = try ProofsheetBinary.locate()
        let item = Self.initCases[0]
        let (folder, outside) = try makeInitFolders(item)
        let outsideBefore = try FolderSnapshot(outside)
        let cwd = try makeTemporaryFolder()
        let outcome = try binary.run(["init", folder], in: cwd)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "proofsheet init: " + expand(item.message, folder: folder, outside: outside) + "\n")
        XCTAssertEqual(try FolderSnapshot(outside), outsideBefore)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["elsewhere", "strings"])
    }

    func testInitStillWritesTheStarterProjectIntoAnEmptyFolder() throws {
        let folder = try makeTemporaryFolder() + "/new"
        let written = try ProjectTemplate.write(into: folder)
        XCTAssertEqual(written, ProjectTemplate.files.map { folder + "/" + $0.path })
        for file in ProjectTemplate.files {
            XCTAssertEqual(try String(contentsOfFile: folder + "/" + file.path, encoding: .utf8), file.text, file.path)
        }
    }

    // MARK: - The manifest baseline

    /// A manifest-store `ScratchProject` in a git repository: goldens recorded and committed, then a light-mode text
    /// colour changed (not committed), so four cells differ from their hashes and need the baseline's images.
    func makeChangedManifestProject() throws -> ScratchProject {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
        try Data(".proofsheet/\n".utf8).write(to: URL(fileURLWithPath: project.root + "/.gitignore"))
        try git(["init", "-q"], in: project.root)
        _ = try check(project, base: nil, record: .missing)
        try git(["add", "-A", "."], in: project.root)
        try git(["commit", "-q", "-m", "goldens"], in: project.root)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        return project
    }

    func check(_ project: ScratchProject, base: String?, record: RecordMode = .never) throws -> CheckReport {
        var options = CheckRun.Options()
        options.record = record
        options.jobs = 2
        options.base = base
        options.full = true
        return try CheckRun(project: try project.load(), options: options).execute().report
    }

    /// Runs `body` with `TMPDIR` set to `folder`, then restores it.
    func withTemporaryFolderVariable<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
        let saved = getenv("TMPDIR").map { String(cString: $0) }
        setenv("TMPDIR", folder, 1)
        defer {
            if let saved { setenv("TMPDIR", saved, 1) } else { unsetenv("TMPDIR") }
        }
        return try body()
    }

    /// The names the baseline used to take under `$TMPDIR` (`proofsheet-baseline-<pid>-<commit12>` and `.tar`) are
    /// planted as links to a file and a folder outside: neither is written through, the baseline is still
    /// extracted (the changed cells get expected images), and `$TMPDIR` is left as it was.
    func testTheBaselineIsExtractedUnderAFreshPrivateFolderNeverAPredictableName() throws {
        let project = try makeChangedManifestProject()
        let commit = try git(["rev-parse", "HEAD"], in: project.root)
        let outside = try makeTemporaryFolder(), temporary = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: outside + "/tree", withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: outside + "/victim.tar"))
        try Data("keep me too\n".utf8).write(to: URL(fileURLWithPath: outside + "/tree/note.txt"))
        let predictable = temporary + "/proofsheet-baseline-\(getpid())-\(commit.prefix(12))"
        try FileManager.default.createSymbolicLink(atPath: predictable + ".tar", withDestinationPath: outside + "/victim.tar")
        try FileManager.default.createSymbolicLink(atPath: predictable, withDestinationPath: outside + "/tree")
        let outsideBefore = try FolderSnapshot(outside), temporaryBefore = try FolderSnapshot(temporary)
        let goldensBefore = try FolderSnapshot(project.golden)

        let report = try withTemporaryFolderVariable(temporary) { try check(project, base: "HEAD") }
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ManifestStoreTests.lightCells)
        for result in changed {
            XCTAssertNotNil(result.artefacts.expected, "\(result.cell): \(result.message ?? "")")
        }
        XCTAssertEqual(report.hasFailures ? 1 : 0, 1)
        XCTAssertEqual(try FolderSnapshot(outside), outsideBefore, "something outside the project changed")
        XCTAssertEqual(try FolderSnapshot(temporary), temporaryBefore, "the baseline's folder was not removed, or a link was touched")
        XCTAssertEqual(try FolderSnapshot(project.golden), goldensBefore, "a golden changed")
    }

    /// While a baseline is loaded its files sit in one folder made by mkdtemp(3): mode 0700, a name no one can
    /// guess, holding only the extracted tree; it is gone when the baseline is.
    func testTheBaselineFolderIsPrivateAndRemovedAfterwards() throws {
        let project = try makeChangedManifestProject()
        let temporary = try makeTemporaryFolder()
        try withTemporaryFolderVariable(temporary) {
            var names: [String] = []
            for _ in 0..<2 {
                let baseline = try Baseline(project: try project.load(), base: "HEAD")
                _ = try baseline.project()
                let entries = try FileManager.default.contentsOfDirectory(atPath: temporary)
                XCTAssertEqual(entries.count, 1, "\(entries)")
                let name = try XCTUnwrap(entries.first)
                XCTAssertTrue(name.hasPrefix("proofsheet-baseline-"), name)
                XCTAssertFalse(name.contains("\(getpid())"), "the folder's name holds the pid: \(name)")
                var info = stat()
                XCTAssertEqual(lstat(temporary + "/" + name, &info), 0)
                XCTAssertEqual(info.st_mode & S_IFMT, S_IFDIR)
                XCTAssertEqual(info.st_mode & 0o777, 0o700, name)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary + "/" + name), ["tree"])
                names.append(name)
            }
            XCTAssertNotEqual(names[0], names[1], "two baselines of one commit in one process got the same folder")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
        }
    }

    /// A committed `projectRoot` that leads above the extracted tree (to the private folder, to `$TMPDIR`, or to
    /// `$TMPDIR` written as an absolute path) is refused: the changed cells get hash-only verdicts naming the value,
    /// and nothing is read or written outside the tree.
    func testABaselineWhoseProjectRootLeavesTheExtractedTreeIsRefused() throws {
        let project = try makeChangedManifestProject()
        let temporary = try makeTemporaryFolder()
        let config = try String(contentsOfFile: project.configPath, encoding: .utf8)
        let manifest = FileDisplay.shown(project.golden + "/manifest/home.json")
        for value in ["../..", "../../..", temporary] {
            try project.write("proofsheet.json", config.replacingOccurrences(of: #""projectRoot": "..""#, with: #""projectRoot": "\#(value)""#))
            try git(["add", "layouts/proofsheet.json"], in: project.root)
            try git(["commit", "-q", "-m", "projectRoot \(value)"], in: project.root)
            let commit = try git(["rev-parse", "HEAD"], in: project.root)
            try project.write("proofsheet.json", config)
            let temporaryBefore = try FolderSnapshot(temporary)
            let goldensBefore = try FolderSnapshot(project.golden)

            let report = try withTemporaryFolderVariable(temporary) { try check(project, base: "HEAD") }
            XCTAssertEqual(report.hasFailures ? 1 : 0, 1, value)
            let home = try XCTUnwrap(report.result("home/phone-en-light-1.0x"))
            XCTAssertEqual(home.status, .changed, value)
            XCTAssertNil(home.artefacts.expected, value)
            XCTAssertEqual(home.message, "pixels differ from the hash in \(manifest); hash-only verdict (no expected image): "
                + "the project at \(commit.prefix(12)) does not load: layouts/proofsheet.json sets projectRoot to '\(value)', "
                + "which leads outside the files of that commit; expected the config's folder or a parent of it inside the "
                + "repository: commit a projectRoot that stays inside it, or pass another --base; "
                + "since the golden: token textPrimary (light) #111111 → #1111EE: re-approve if intended")
            XCTAssertEqual(try FolderSnapshot(temporary), temporaryBefore, value)
            XCTAssertEqual(try FolderSnapshot(project.golden), goldensBefore, value)
        }
    }

    /// A config committed as a symbolic link to a file outside the repository is not read from there.
    func testABaselineWhoseConfigIsACommittedLinkOutOfTheTreeIsRefused() throws {
        let project = try makeChangedManifestProject()
        let outside = try makeTemporaryFolder(), temporary = try makeTemporaryFolder()
        let config = try String(contentsOfFile: project.configPath, encoding: .utf8)
        try Data(config.utf8).write(to: URL(fileURLWithPath: outside + "/proofsheet.json"))
        try FileManager.default.removeItem(atPath: project.configPath)
        try FileManager.default.createSymbolicLink(atPath: project.configPath, withDestinationPath: outside + "/proofsheet.json")
        try git(["add", "layouts/proofsheet.json"], in: project.root)
        try git(["commit", "-q", "-m", "the config as a link"], in: project.root)
        let commit = try git(["rev-parse", "HEAD"], in: project.root)
        try FileManager.default.removeItem(atPath: project.configPath)
        try project.write("proofsheet.json", config)
        let outsideBefore = try FolderSnapshot(outside), goldensBefore = try FolderSnapshot(project.golden)

        let report = try withTemporaryFolderVariable(temporary) { try check(project, base: "HEAD") }
        XCTAssertEqual(report.hasFailures ? 1 : 0, 1)
        let home = try XCTUnwrap(report.result("home/phone-en-light-1.0x"))
        XCTAssertNil(home.artefacts.expected)
        XCTAssertEqual(home.message, "pixels differ from the hash in \(FileDisplay.shown(project.golden + "/manifest/home.json")); "
            + "hash-only verdict (no expected image): the project at \(commit.prefix(12)) does not load: layouts/proofsheet.json "
            + "resolves outside the files of that commit (through a committed symbolic link); expected the config file itself "
            + "inside the repository: commit the file, not a link, or pass another --base; "
            + "since the golden: token textPrimary (light) #111111 → #1111EE: re-approve if intended")
        XCTAssertEqual(try FolderSnapshot(outside), outsideBefore)
        XCTAssertEqual(try FolderSnapshot(project.golden), goldensBefore)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
    }

    // MARK: - The run lock

    /// What stands at `.proofsheet/.lock` instead of the lock's own file; `$O` is a folder outside the project.
    struct LockCase {
        let name: String
        let make: @Sendable (_ lock: String, _ outside: String) throws -> Void
        let message: String
    }

    static let lockCases: [LockCase] = [
        LockCase(name: "a hard link to a file outside", make: { lock, outside in
            guard link(outside + "/precious.txt", lock) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }, message: "$L: cannot open the run lock file: it has 2 hard links, so the lock's note would change another file too; expected a file only the lock uses: remove it (the next run makes a new one)"),
        LockCase(name: "a FIFO", make: { lock, _ in
            guard mkfifo(lock, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }, message: "$L: cannot open the run lock file: expected a regular file, found a FIFO: remove it (the next run makes a new one)"),
        LockCase(name: "a folder", make: { lock, _ in
            try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
        }, message: "$L: cannot open the run lock file: expected a regular file, found a directory: remove it (the next run makes a new one)"),
    ]

    func testTheRunLockRefusesAHardLinkedOrSpecialFileAndChangesNothing() throws {
        for item in Self.lockCases {
            let output = try makeTemporaryFolder(), outside = try makeTemporaryFolder()
            try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/precious.txt"))
            try item.make(output + "/.lock", outside)
            let outsideBefore = try FolderSnapshot(outside)
            XCTAssertThrowsError(try RunLock(folder: output, command: "check"), item.name) { error in
                XCTAssertEqual(String(describing: error), item.message.replacingOccurrences(of: "$L", with: output + "/.lock"), item.name)
            }
            XCTAssertEqual(try FolderSnapshot(outside), outsideBefore, "\(item.name): something outside changed")
            XCTAssertEqual(try String(contentsOfFile: outside + "/precious.txt", encoding: .utf8), "precious\n", item.name)
        }
    }

    func testCheckExitsWithTwoOnAHardLinkedLockAndKeepsTheOtherFile() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let outside = try makeTemporaryFolder()
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/precious.txt"))
        let lock = project.root + "/.proofsheet/.lock"
        try? FileManager.default.removeItem(atPath: lock)
        XCTAssertEqual(link(outside + "/precious.txt", lock), 0)
        let outsideBefore = try FolderSnapshot(outside), goldensBefore = try FolderSnapshot(project.golden)
        let outcome = try binary.run(["check", "--config", project.configPath, "--jobs", "1"], in: try makeTemporaryFolder())
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "proofsheet check: " + Self.lockCases[0].message.replacingOccurrences(of: "$L", with: lock) + "\n")
        XCTAssertEqual(try FolderSnapshot(outside), outsideBefore)
        XCTAssertEqual(try FolderSnapshot(project.golden), goldensBefore)
    }

    // MARK: - The stale-temporary sweep

    /// Files in the golden folder named almost like an `AtomicFile` temporary of a dead process, and whether the sweep
    /// removes them: only the exact pattern `.<name>.tmp-<pid>-<attempt>` (attempt below 1000, no leading zeros, a
    /// name made of the characters Proofsheet's file names use) of a regular file.
    static let sweepCases: [(path: String, removed: Bool)] = [
        ("home/.phone-en-light-1.0x.png.tmp-\(deadPID)-3", true),
        ("home/.phone-en-light-1.0x.a11y.txt.tmp-\(deadPID)-999", true),
        ("home/.x.png.tmp-\(deadPID)-1000", false),       // AtomicFile tries attempts 0 to 999 only
        ("home/.x.png.tmp-\(deadPID)-00", false),         // a leading zero: not a number AtomicFile prints
        ("home/.x.png.tmp-0\(deadPID)-0", false),
        ("home/.x y.png.tmp-\(deadPID)-0", false),        // a space: no file Proofsheet writes has one
        ("home/..x.png.tmp-\(deadPID)-0", false),         // the target's name would start with '.'
        ("home/.x.png.tmp-+\(deadPID)-0", false),
    ]

    /// `golden/zz` links to a folder outside holding a dead process's temporary, `golden/home/.y.png.tmp-…` is a link
    /// to another, and names close to the pattern sit in `golden/home`: a check removes only the real leftovers.
    func testTheSweepNeverFollowsALinkAndRemovesOnlyAtomicFileNames() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let outside = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: outside + "/photos", withIntermediateDirectories: true)
        for name in ["photos/.a.png.tmp-\(Self.deadPID)-0", ".b.png.tmp-\(Self.deadPID)-0"] {
            try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/" + name))
        }
        try FileManager.default.createSymbolicLink(atPath: project.golden + "/zz", withDestinationPath: outside + "/photos")
        try FileManager.default.createSymbolicLink(atPath: project.golden + "/home/.y.png.tmp-\(Self.deadPID)-0",
                                                   withDestinationPath: outside + "/.b.png.tmp-\(Self.deadPID)-0")
        for (path, _) in Self.sweepCases {
            try Data("left\n".utf8).write(to: URL(fileURLWithPath: project.golden + "/" + path))
        }
        let outsideBefore = try FolderSnapshot(outside), goldensBefore = try FolderSnapshot(project.golden)

        let report = try project.check()
        XCTAssertEqual(Set(report.cells.map(\.status)), [.pass])
        XCTAssertEqual(try FolderSnapshot(outside), outsideBefore, "something outside the project changed")
        var expected = goldensBefore.files
        for (path, removed) in Self.sweepCases where removed { expected[path] = nil }
        XCTAssertEqual(try FolderSnapshot(project.golden).files, expected)
    }

    /// A golden folder that is itself a link is not swept (the sweep opens it without following links).
    func testTheSweepDoesNotEnterAFolderGivenAsALink() throws {
        let base = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: base + "/outside/home", withIntermediateDirectories: true)
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: base + "/outside/home/.a.png.tmp-\(Self.deadPID)-0"))
        try FileManager.default.createSymbolicLink(atPath: base + "/golden", withDestinationPath: base + "/outside")
        let before = try FolderSnapshot(base + "/outside")
        XCTAssertEqual(StaleTemporaryFiles.sweep(folder: base + "/golden", depth: 1), [])
        XCTAssertEqual(try FolderSnapshot(base + "/outside"), before)
    }
}
