import Foundation
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// The bytes of every file a project's cells may read, hashed once per run: what lets an incremental check skip an
/// unchanged cell without resolving it (issue #43 item 4, docs/goldens.md "Incremental check").
///
/// Three parts. `shared` covers the files any cell may read but the strings: the config, the tokens file (or every
/// DTCG file), the components, assets and fonts folders, and every file of the screens folder that is not a screen
/// spec. `strings` covers every file below each strings source. `screens` holds, per screen spec
/// (`<screens>/<id>.json`), the hash of its bytes; a cell reads only its own screen's spec. A file's hash covers its path relative to the folder walked and its bytes;
/// a missing file or folder hashes as a marker, so adding it changes the digest too. A folder is walked in byte order
/// of its names, without following links to folders; the golden and output folders are never walked.
///
/// The digest is coarse on purpose: any change to a shared file changes every cell's source key, and those cells
/// then fall back to the exact input record (`CellRenderer.inputs(of:)`), which skips the cells that do not read the
/// change. The strings are kept apart because they are the most edited input and the finest to follow: a cell whose
/// key differs only in `strings` is skipped unresolved when every string key it looked up still reads the same in its
/// locale (`StringReads`). It only has to be complete: every byte that can change a cell's pixels, layout record, snapshot or
/// findings is in it, in the font and asset hashes of the renderer (`ProjectDigests`), in the audit key, or in the
/// golden identity (`CheckRun.Worker.reusable`).
package struct SourceDigest: Sendable {
    package let shared: ContentHash
    /// Every file below each strings source.
    package let strings: ContentHash
    /// Screen file id (`Cell.screenFile`) → the hash of its spec's bytes.
    package let screens: [String: ContentHash]

    /// Files larger than this are hashed by their size and a marker (no project input comes near it).
    package static let maxFileBytes = 1 << 30

    package init(config: ProjectConfig) {
        let paths = config.paths
        let excluded = [paths.golden, paths.output].map(ProjectPath.normalize)
        var shared = SourceDigest.Hasher()
        shared.add("tool", ProofsheetVersion.tool)
        shared.add("renderer", ProofsheetVersion.renderer)
        shared.addFile("config", config.file)
        // The devices as the run holds them (an embedder may change a device in memory, e.g. its scale).
        for name in config.devices.keys.sorted() { shared.add("device." + name, String(reflecting: config.devices[name]!)) }
        for (index, file) in config.tokenFiles.enumerated() { shared.addFile("tokens.\(index)", file) }
        var strings = SourceDigest.Hasher()
        for (index, source) in config.strings.sources.enumerated() {
            strings.addTree("strings.\(index).\(source.format.rawValue)", source.path, excluding: excluded)
        }
        shared.addTree("components", paths.components, excluding: excluded)
        shared.addTree("assets", paths.assets, excluding: excluded)
        shared.addTree("fonts", paths.fonts, excluding: excluded)
        var screens: [String: ContentHash] = [:]
        var others = SourceDigest.Hasher()
        for name in SourceDigest.names(in: paths.screens) {
            let path = SourceDigest.join(paths.screens, name)
            if name.hasSuffix(".json"), SourceDigest.isFile(path) {
                var screen = SourceDigest.Hasher()
                screen.addFile(name, path)
                screens[String(name.dropLast(".json".count))] = screen.digest
            } else {
                others.addTree(name, path, excluding: excluded)
            }
        }
        shared.add("screens.others", others.digest.description)
        self.shared = shared.digest
        self.strings = strings.digest
        self.screens = screens
    }

    /// The hash of the spec of the screen file `id`, or of a marker when it has none.
    package func screen(_ id: String) -> ContentHash {
        screens[id] ?? ContentHash("no screen file\n" + id)
    }

    /// Collects `name\tvalue\n` lines and hashes them.
    package struct Hasher {
        package var bytes: [UInt8] = []

        package mutating func add(_ name: String, _ value: String) {
            bytes += Array(name.utf8) + [0x09] + Array(value.utf8) + [0x0A]
        }

        package mutating func addFile(_ name: String, _ path: String) {
            add(name, SourceDigest.fileHash(path))
        }

        /// A file, or every file below a folder (recursively, names in byte order, links to folders not followed).
        package mutating func addTree(_ name: String, _ path: String, excluding excluded: [String]) {
            let normalized = ProjectPath.normalize(path)
            if excluded.contains(where: { normalized == $0 || normalized.hasPrefix($0 + "/") }) { return }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                add(name, "absent")
                return
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                add(name, "folder")
                for child in SourceDigest.names(in: path) {
                    addTree(SourceDigest.join(name, child), SourceDigest.join(path, child), excluding: excluded)
                }
            } else if kind == S_IFLNK, SourceDigest.isFolder(path) {
                // A link to a folder is recorded as one, never followed (no cycles, no walking outside the project).
                add(name, "link to a folder: " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"))
            } else {
                add(name, SourceDigest.fileHash(path))
            }
        }

        package var digest: ContentHash { ContentHash(bytes) }
    }

    /// `h:<hash>` of a file's bytes, or a marker saying why it has none (a change to the marker's cause changes it).
    package static func fileHash(_ path: String) -> String {
        do {
            return "h:" + ContentHash(try RegularFile.read(path, limit: maxFileBytes)).description
        } catch {
            return RegularFile.isAbsent(path) ? "absent" : "unreadable: \(error)"
        }
    }

    /// The names in a folder in byte order; none when it cannot be listed.
    package static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The one join of this type: a name listed in a folder below it (hashed and read, never written).
    package static func join(_ folder: String, _ name: String) -> String { folder + "/" + name }
}
