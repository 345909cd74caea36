import Foundation
@testable import ProofsheetKit
import ProofsheetRun

/// The one builder of the tests' projects on disk: an English + Arabic project (config, tokens, strings, screens,
/// components, assets), written either from parts, each with a default that makes a valid project
/// (`ScratchProject.Parts`: the shipped tokens, the repository's Noto faces as family `sans`, one iOS phone, `en` and
/// `ar`, one screen `probe`), or from whole files in memory (`ScratchProject.Files`: `.minimal`, with `//` comments and
/// trailing commas, and `.check()`, eight cells small enough for whole checks).
///
/// What a test asks of it: `load()`; a loaded project with its renderer to render and audit cells
/// (`ScratchProject.Rendered`, made by `rendered(…)` and `platformFonts(…)`); strings (`text(…)`); whole checks with
/// goldens and reports (`check(…)`, `run(…)`, `edit(…)`, ScratchProject+Check.swift).
///
/// Layout: `root/layouts/` holds the config and every other file of the project (the config's `projectRoot` `..`
/// stays inside the root); a project from parts lives in `<temporary>/proofsheet-tests-<pid>/<name>/`, beside one copy of
/// the repository's fonts per test process (`<temporary>/proofsheet-tests-<pid>/fonts/`, the config's `paths.fonts`,
/// `../../fonts`); a project from files gets hard links to the repository's fonts in `root/fonts/` (a symbolic link
/// would lead outside the project root).
struct ScratchProject {
    /// The project root (absolute): `layouts/`, `fonts/` for a project from files, `golden/`, `.proofsheet/`.
    let root: String

    var layouts: String { root + "/layouts" }
    var configPath: String { layouts + "/proofsheet.json" }
    var golden: String { root + "/golden" }
    var defaultReport: String { root + "/.proofsheet/report" }
    var folder: URL { URL(fileURLWithPath: root) }
    var layoutsFolder: URL { URL(fileURLWithPath: layouts) }

    /// The repository checkout this test target belongs to.
    static let repositoryRoot = TestPaths.repository.path

    /// Writes the project `name` from `parts`; `keepsFolder` writes over an earlier project of that name, keeping
    /// its goldens and reports, instead of starting from an empty folder.
    init(_ name: String, _ parts: Parts, keepsFolder: Bool = false) throws {
        let shared = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-tests-\(ProcessInfo.processInfo.processIdentifier)")
        let fonts = shared.appendingPathComponent("fonts")
        if !FileManager.default.fileExists(atPath: fonts.path) {
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestPaths.repository("fonts"), to: fonts)
        }
        root = shared.appendingPathComponent(name).path
        if !keepsFolder { try? FileManager.default.removeItem(atPath: root) }
        for sub in parts.folders {
            try FileManager.default.createDirectory(at: layoutsFolder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        _ = try parts.projectFiles().write(into: root)
        for (path, bytes) in parts.bytes { try write(Data(bytes), to: path) }
    }

    /// Writes `files` into `root/layouts/` and links the repository's fonts into `root/fonts/`.
    init(root: String, files: Files) throws {
        self.root = root
        _ = try files.write(into: root)
        // Hard links (copies across file systems): a symbolic link would lead outside the project root.
        let fonts = Self.repositoryRoot + "/fonts"
        try FileManager.default.createDirectory(atPath: root + "/fonts", withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: fonts) where name.hasSuffix(".ttf") {
            do {
                try FileManager.default.linkItem(atPath: fonts + "/" + name, toPath: root + "/fonts/" + name)
            } catch {
                try FileManager.default.copyItem(atPath: fonts + "/" + name, toPath: root + "/fonts/" + name)
            }
        }
    }

    /// A project already on disk at `existingRoot` (a clone of one, say).
    init(existingRoot: String) {
        root = existingRoot
    }

    /// Writes (or replaces) a file below `layouts/`, making its folder.
    func write(_ data: Data, to relativePath: String) throws {
        let url = layoutsFolder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func load() throws -> Project { try Project.load(configPath: configPath) }

    /// Loads the project; a screen of `screens` that did not load is an error with its message.
    func loadChecked(screens: [String]) throws -> Project {
        let project = try load()
        for screen in screens {
            if let error = project.screenErrors[screen] { throw ScreenError(message: "\(screen): \(error.description)") }
        }
        return project
    }

    struct ScreenError: Error { let message: String }

    /// The text a key shows in a locale, with optional arguments.
    func text(_ key: String, _ locale: String, _ arguments: MessageArguments = MessageArguments()) throws -> String {
        try load().catalog.text(key, in: LocaleID(locale), arguments: arguments)
    }

    /// `message` with the `layouts/` folder's path shown as `$L` (for exact error messages).
    func shown(_ message: String) -> String {
        message.replacingOccurrences(of: FileDisplay.shown(layouts), with: "$L")
    }

    /// `proofsheet layout --json` of one cell: text node id → its `text` object's members, for the screen's own texts
    /// (the system bars' `system:` texts left out).
    static func layoutTexts(_ cell: Cell, renderer: CellRenderer) throws -> [String: [String: JSONValue]] {
        guard case .object(let top) = LayoutReport.json(of: try renderer.compose(cell)).kind,
              case .array(let nodes)? = top.first(where: { $0.key == "nodes" })?.value.kind else { return [:] }
        var texts: [String: [String: JSONValue]] = [:]
        for node in nodes {
            guard case .object(let members) = node.kind, case .string(let id)? = members.first(where: { $0.key == "id" })?.value.kind,
                  case .object(let text)? = members.first(where: { $0.key == "text" })?.value.kind,
                  !id.hasPrefix("system:") else { continue }
            texts[id] = Dictionary(text.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        return texts
    }
}

extension MessageArguments {
    /// Named arguments in written order (`["count": 3]` reads as position 1 too).
    static func named(_ pairs: KeyValuePairs<String, ArgumentValue>) -> MessageArguments {
        MessageArguments(pairs.map { MessageArguments.Entry(name: $0.key, value: $0.value) })
    }

    static func count(_ n: Int) -> MessageArguments { .named(["count": .integer(n)]) }
}
