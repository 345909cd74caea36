import Foundation

/// The manifest golden store: `<paths.golden>/manifest/<screen>.json`, one file per screen with its cells sorted
/// by id and one member per line, so the git diff of an approval shows exactly the cells and inputs that changed
/// (docs/goldens.md, "Manifest store").
public struct GoldenManifest: Sendable, Equatable {
    public static let formatName = "proofsheet-golden-manifest"
    public static let formatVersion = 1
    /// About 2 KB per cell: 16 MiB holds thousands of cells of one screen.
    static let limits = JSONLimits(maxFileBytes: 16 << 20, maxValues: 10_000_000)

    /// Cell id → entry.
    public var entries: [String: ManifestEntry]

    public init(entries: [String: ManifestEntry] = [:]) {
        self.entries = entries
    }

    /// The manifest's folder inside the golden folder.
    static let folderName = "manifest"

    public static func folder(_ config: ProjectConfig) -> String { config.paths.golden + "/" + folderName }

    /// The file of one screen or screen state (`wallet.json`, `wallet@empty.json`; both parts checked against the
    /// name rule again).
    public static func file(screen: String, config: ProjectConfig) throws -> String {
        folder(config) + "/" + (try ScreenStateID.validated(screen)) + ".json"
    }

    /// The file of one screen as text for messages and report fields (no name check: it is never opened).
    public static func shownFile(screen: String, config: ProjectConfig) -> String {
        folder(config) + "/" + screen + ".json"
    }

    /// Every screen file of the folder; no folder is an empty manifest. A damaged file is an error naming it.
    public static func load(project: Project) throws -> GoldenManifest {
        let folder = self.folder(project.config)
        // No folder is no entry; a FIFO or file in its place is an error naming it (`Project.listFiles`).
        let listed = try Project.listFiles(try project.files.checked(folder, role: "golden manifest folder"), suffix: ".json")
        var entries: [String: ManifestEntry] = [:]
        for name in listed {
            let path = try file(screen: String(name.dropLast(".json".count)), config: project.config)
            let document = try JSONDocument.load(path: FileDisplay.shown(try project.files.checked(path, role: "golden manifest")), limits: limits)
            let object = try document.reader().object()
            try object.rejectUnknownKeys(allowed: ["format", "version", "cells"])
            guard try object.requiredString("format") == formatName, try object.requiredValue("version").int() == formatVersion else {
                throw try object.requiredValue("version").invalid("expected a \(formatName) file of version \(formatVersion)")
            }
            for cell in try object.requiredArray("cells") {
                let idValue = try cell.object().requiredValue("cell")
                let id = try idValue.string()
                guard id.hasPrefix(String(name.dropLast(".json".count)) + "/"), entries[id] == nil else {
                    throw idValue.invalid("cell '\(MessageText.escaped(id))' is not a cell of this screen or is listed twice")
                }
                entries[id] = try ManifestEntry(decoding: cell)
            }
        }
        return GoldenManifest(entries: entries)
    }

    /// Writes the file of each of `screens` (atomically, inside the project), with that screen's entries.
    public func write(screens: Set<String>, project: Project) throws {
        for screen in screens.sorted() {
            let path = try project.files.checked(try GoldenManifest.file(screen: screen, config: project.config), role: "golden manifest")
            let cells = entries.keys.filter { $0.hasPrefix(screen + "/") }.sorted()
            let value = JSONValue.object([
                ("format", .string(GoldenManifest.formatName)),
                ("version", .number(GoldenManifest.formatVersion)),
                ("cells", .array(cells.map { entries[$0]!.jsonValue(cell: $0) })),
            ])
            try FileManagerFolders.create(parentOf: path)
            try AtomicFile.write(Array((value.jsonText() + "\n").utf8), to: path)
        }
    }
}
