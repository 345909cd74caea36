import Foundation
import ProofsheetKit
import ProofsheetAudit
import ProofsheetSpec

/// Which files the project reads and which cells read each: the one place `serve` decides what to watch and what
/// a change re-renders.
///
/// The rule is file-level. Every cell reads the config, the tokens (the tokens file or every DTCG file), the fonts,
/// the assets, the components and the waivers; a cell reads its own screen's spec and its own locale's strings
/// (in every catalog of `strings.sources`: a Proofsheet `<locale>.json`, an Android `values-<locale>/*.xml`, a
/// `<locale>.lproj/` file). A base-locale strings file, and a catalog that holds every locale in one file
/// (`.xcstrings`, `.arb`), touches every cell: each shows the base text where its translation is missing.
/// Editor temporaries (`FileWatcher.isIgnored`) and every other file touch nothing. It lives in this one type so
/// it can switch to per-cell input fingerprints without touching the server.
package enum WatchedFileReaders {
    /// The cells among `cells` that read at least one of `paths` (absolute, as the file watcher reports them).
    package static func cells(_ cells: [Cell], reading paths: Set<String>, config: ProjectConfig) -> Set<Cell> {
        var affected = Set<Cell>()
        for path in paths {
            switch input(path, config: config) {
            case .everything: return Set(cells)
            case .screen(let id): affected.formUnion(cells.filter { $0.screenFile == id })
            case .strings(let locale):
                // A language's file (`pt`) is also the fallback of its regional locales (`pt-BR`).
                let reads = { (cell: LocaleID) in cell == locale || cell.language == locale.identifier }
                // A strings file of a locale the matrix does not have yet may add cells: render everything.
                guard config.matrix.locales.contains(where: reads) else { return Set(cells) }
                affected.formUnion(cells.filter { reads($0.locale) })
            case .none: break
            }
        }
        return affected
    }

    /// The files of `paths` that the project reads, sorted: what a refresh names as changed.
    package static func inputs(_ paths: Set<String>, config: ProjectConfig) -> [String] {
        paths.filter { input($0, config: config) != .none }.sorted()
    }

    /// What one file is to the cells.
    package enum Input: Equatable {
        case everything
        case screen(String)
        case strings(LocaleID)
        case none
    }

    package static func input(_ path: String, config: ProjectConfig) -> Input {
        if FileWatcher.isIgnored((path as NSString).lastPathComponent) { return .none }
        let paths = config.paths
        if path == config.file || config.tokenFiles.contains(path) || path == waiversFile(config) { return .everything }
        for folder in [paths.fonts, paths.assets, paths.components] where path == folder || path.hasPrefix(folder + "/") { return .everything }
        if path == paths.screens { return .everything }
        if let id = name(of: path, in: paths.screens, suffix: ".json") { return .screen(id) }
        for source in config.strings.sources {
            if let input = catalogInput(path, source: source, base: config.baseLocale) { return input }
        }
        // Other JSON beside the config (a waivers file being created): findings may change for every cell.
        if name(of: path, in: (config.file as NSString).deletingLastPathComponent, suffix: ".json") != nil { return .everything }
        return .none
    }

    /// What a file is to the cells when it belongs to the catalog `source`; nil when it does not.
    package static func catalogInput(_ path: String, source: StringSource, base: LocaleID) -> Input? {
        func forLocale(_ locale: LocaleID) -> Input { locale == base ? .everything : .strings(locale) }
        let folder = source.path
        switch source.format {
        case .xcstrings:
            return path == folder ? .everything : nil
        case .proofsheet:
            if path == folder { return .everything }
            return name(of: path, in: folder, suffix: ".json").map { forLocale(LocaleID($0)) }
        case .arb:
            if path == folder { return .everything }
            return name(of: path, in: folder, suffix: ".arb").map { _ in .everything }
        case .lproj:
            guard let parts = parts(of: path, in: folder) else { return nil }
            // The catalog's folder or a `<locale>.lproj/` folder added, removed or renamed: any locale may change.
            guard let lproj = parts.first else { return .everything }
            guard lproj.hasSuffix(".lproj") else { return nil }
            guard parts.count == 2 else { return parts.count == 1 ? .everything : nil }
            guard parts[1].hasSuffix(".strings") || parts[1].hasSuffix(".stringsdict") else { return nil }
            let stem = String(lproj.dropLast(".lproj".count))
            return stem == "Base" ? .everything : forLocale(LocaleID(stem.replacingOccurrences(of: "_", with: "-")))
        case .android:
            guard let parts = parts(of: path, in: folder) else { return nil }
            guard let values = parts.first else { return .everything }
            guard values == "values" || values.hasPrefix("values-") else { return nil }
            guard parts.count == 2 else { return parts.count == 1 ? .everything : nil }
            guard parts[1].hasSuffix(".xml") else { return nil }
            do {
                // Folders with other qualifiers (`values-night`) hold no strings.
                guard let locale = try AndroidResourcesReader.locale(ofFolder: values, base: base, place: values) else { return Input.none }
                return forLocale(locale)
            } catch {
                // A qualifier that does not read: the reload shows the error in every cell.
                return .everything
            }
        }
    }

    /// Every folder whose files the project reads (the folders of the files it reads, and the subfolders of the
    /// catalogs that have them: `values*/` of an Android `res/`, `*.lproj/`), that exists. An optional catalog that
    /// is not there yet is watched through the nearest folder above it that is, so its arrival is seen.
    package static func folders(_ config: ProjectConfig) -> [String] {
        let paths = config.paths
        var folders = [(config.file as NSString).deletingLastPathComponent, paths.screens, paths.components, paths.assets, paths.fonts]
            + config.tokenFiles.map { ($0 as NSString).deletingLastPathComponent }
        if let waivers = waiversFile(config) { folders.append((waivers as NSString).deletingLastPathComponent) }
        for source in config.strings.sources {
            if source.isOptional && !FileManager.default.fileExists(atPath: source.path) {
                var above = (source.path as NSString).deletingLastPathComponent
                while !FileManager.default.fileExists(atPath: above) && above.count > 1 { above = (above as NSString).deletingLastPathComponent }
                folders.append(above)
                continue
            }
            switch source.format {
            case .xcstrings: folders.append((source.path as NSString).deletingLastPathComponent)
            case .proofsheet, .arb: folders.append(source.path)
            case .lproj, .android:
                folders.append(source.path)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
                for name in names.sorted() where source.format == .lproj ? name.hasSuffix(".lproj") : name == "values" || name.hasPrefix("values-") {
                    folders.append(source.path + "/" + name)
                }
            }
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted && FileManager.default.fileExists(atPath: $0) }
    }

    /// The waivers file the config names (or `waivers.json` beside it), when the `audits` section reads.
    package static func waiversFile(_ config: ProjectConfig) -> String? {
        (try? AuditSettings.load(config: config))?.waiversFile
    }

    /// The path components of `path` below `folder` (empty for the folder itself); nil when it is not in it.
    private static func parts(of path: String, in folder: String) -> [String]? {
        if path == folder { return [] }
        guard path.hasPrefix(folder + "/") else { return nil }
        return path.dropFirst(folder.count + 1).split(separator: "/").map(String.init)
    }

    /// The name without `suffix` of a file directly in `folder`; nil for anything else.
    private static func name(of path: String, in folder: String, suffix: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let name = String(path.dropFirst(folder.count + 1))
        return name.hasSuffix(suffix) && !name.contains("/") && name.count > suffix.count ? String(name.dropLast(suffix.count)) : nil
    }
}
