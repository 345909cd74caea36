import Foundation

/// Which cells read which project files: the one place `serve` decides what a change re-renders.
///
/// The rule is file-level (every cell reads the config, the tokens, the fonts, the assets, the components and
/// the waivers; a cell reads its own screen's spec and its own locale's strings). It lives in this one function
/// so it can switch to per-cell input fingerprints without touching the server.
enum WatchedFileReaders {
    /// The cells among `cells` that read at least one of `paths` (absolute, as the file watcher reports them).
    static func cells(_ cells: [Cell], reading paths: Set<String>, config: ProjectConfig) -> Set<Cell> {
        var affected = Set<Cell>()
        for path in paths {
            switch input(path, config: config) {
            case .everything: return Set(cells)
            case .screen(let id): affected.formUnion(cells.filter { $0.screenFile == id })
            case .strings(let locale):
                // A strings file of a locale the matrix does not have yet may add cells: render everything.
                guard config.matrix.locales.contains(locale) else { return Set(cells) }
                affected.formUnion(cells.filter { $0.locale == locale })
            case .none: break
            }
        }
        return affected
    }

    /// What one file is to the cells.
    enum Input: Equatable {
        case everything
        case screen(String)
        case strings(LocaleID)
        case none
    }

    static func input(_ path: String, config: ProjectConfig) -> Input {
        let paths = config.paths
        func isIn(_ folder: String) -> Bool { path.hasPrefix(folder + "/") }
        func fileName(in folder: String) -> String? {
            guard isIn(folder) else { return nil }
            let name = String(path.dropFirst(folder.count + 1))
            return name.hasSuffix(".json") && !name.contains("/") ? String(name.dropLast(5)) : nil
        }
        if path == config.file || config.tokenFiles.contains(path) || isIn(paths.fonts) || isIn(paths.assets) || isIn(paths.components) { return .everything }
        if [paths.screens, paths.strings, paths.fonts, paths.assets, paths.components].contains(path) { return .everything }
        if let id = fileName(in: paths.screens) { return .screen(id) }
        if let locale = fileName(in: paths.strings) { return .strings(LocaleID(locale)) }
        // The waivers file (named in the config's `audits` section) and other JSON beside the config: findings
        // may change for every cell. Files in no watched role (an editor's temporary) touch nothing.
        if let name = fileName(in: (config.file as NSString).deletingLastPathComponent), !name.isEmpty { return .everything }
        return .none
    }
}
