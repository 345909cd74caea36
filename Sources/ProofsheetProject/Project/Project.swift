import Foundation
import ProofsheetJSON
import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetSpec

/// A loaded project: config, tokens, strings per locale and every screen that decoded.
///
/// A broken screen does not stop the others: it is kept in `screenErrors` with its cause (message, file, line, column, JSON path), and
/// the run reports it as a failed cell. Errors in the config, tokens or strings are fatal (exit 2).
public struct Project: Sendable {
    public let config: ProjectConfig
    public let tokens: DesignTokens
    /// Locale → key → text shown without arguments (a missing translation holds the base locale's text;
    /// plural and ICU messages, which need arguments, are only in `catalog`).
    public let strings: [LocaleID: [String: String]]
    /// Every string with its per-locale messages, places and states (docs/strings.md).
    public let catalog: StringCatalog
    /// Screens in id order.
    public let screens: [ScreenSpec]
    /// Screen id → why its spec could not be used.
    public let screenErrors: [String: ErrorCause]
    /// Decoded images by their `src` (relative to the assets folder).
    public let images: [String: Pixmap]

    package init(config: ProjectConfig, tokens: DesignTokens, strings: [LocaleID: [String: String]], catalog: StringCatalog, screens: [ScreenSpec], screenErrors: [String: ErrorCause], images: [String: Pixmap]) {
        self.config = config
        self.tokens = tokens
        self.strings = strings
        self.catalog = catalog
        self.screens = screens
        self.screenErrors = screenErrors
        self.images = images
    }

    /// The same project with another configuration (e.g. other output folders or device scales).
    public func with(config: ProjectConfig) -> Project {
        Project(config: config, tokens: tokens, strings: strings, catalog: catalog, screens: screens, screenErrors: screenErrors, images: images)
    }

    /// Loads a project from its config file (`layouts/proofsheet.json`).
    public static func load(configPath: String) throws -> Project {
        try load(config: try ProjectConfig.load(path: configPath))
    }

    /// Loads the project of a config already read (the manifest baseline checks its root first).
    package static func load(config: ProjectConfig) throws -> Project {
        let files = ProjectFiles(root: config.root)
        try ProjectFonts.check(config, files: files)
        // A project with an Android device has Material's type scale beside its own styles (docs/platform-controls.md).
        let tokens = try DesignTokens.load(for: config).addingMaterialTypeScale(for: config.devices.values)
        var strings = config.strings
        strings.baseLocale = config.baseLocale
        let catalog = try StringCatalog.load(strings, root: config.root)
        var resolvedConfig = config
        resolvedConfig.matrix.locales = try catalog.matrixLocales(config.matrix.locales, config: FileDisplay.shown(config.file))
        if let problem = Matrix.fileNameProblem(in: resolvedConfig.matrix, config: FileDisplay.shown(config.file)) { throw problem }
        let texts = try catalog.plainTexts(for: resolvedConfig.matrix.locales)

        // Decode assets first, so a screen naming a broken image gets the decoder's reason at its src.
        var images: [String: Pixmap] = [:]
        var assetErrors: [String: String] = [:]
        for asset in try listFiles(config.paths.assets, suffix: ".png") {
            do {
                try ProjectError.checkInside(config.paths.assets + "/" + asset, root: config.root)
                images[asset] = try PNGDecoder.decodeFile(atPath: config.paths.assets + "/" + asset).pixmap
            } catch {
                assetErrors[asset] = String(describing: error)
            }
        }
        var decoder = ScreenDecoder(tokens: tokens, strings: [catalog.baseLocale: Set(catalog.entries.keys)], assets: Set(images.keys))
        decoder.assetErrors = assetErrors
        decoder.catalog = catalog
        decoder.devices = config.devices.keys.sorted()
        decoder.components = try loadComponents(config)
        var screens: [ScreenSpec] = []
        var errors: [String: ErrorCause] = [:]
        let screenFiles = try listNamedFiles(config.paths.screens, suffix: ".json", role: "screen id")
        guard !screenFiles.isEmpty else {
            throw ProjectError.noScreens(folder: FileDisplay.shown(config.paths.screens))
        }
        for file in screenFiles {
            let id = String(file.dropLast(".json".count))
            let path = config.paths.screens + "/" + file
            do {
                try ProjectError.checkInside(path, root: config.root)
                let document = try JSONDocument.load(path: FileDisplay.shown(path), limits: ScreenDecoder.jsonLimits)
                let object = try document.reader(rootName: "").object()
                let states = try ScreenStates.declared(in: object)
                // The default state and each declared one fail on their own: a broken override fails its cells only.
                for state in [nil] + states {
                    let stateID = ScreenStateID(screen: id, state: state?.name).name
                    do {
                        var screen = try decoder.decode(ScreenStates.document(object, state: state), file: path, expectedID: id)
                        screen.id = stateID
                        screen.state = state?.name
                        if let state, state.title == nil { screen.title += " (\(state.name))" }
                        screens.append(screen)
                    } catch var error as SpecError {
                        // A value of the state's tree names its state; an error in the `states` section already does.
                        if let state, error.path.components.first != .key(ScreenStates.key) {
                            error.usedAt.append("state '\(state.name)' declared at \(state.site)")
                        }
                        errors[stateID] = ErrorCause(error)
                    } catch {
                        errors[stateID] = ErrorCause(error)
                    }
                }
            } catch {
                errors[id] = ErrorCause(error)
            }
        }
        if let missing = MissingTokens.find(in: screens, tokens: tokens, file: config.tokensSource, keyPrefix: config.dtcgTokens == nil ? "" : "tokens.",
                                            platforms: Set(config.devices.values.map(\.platform))) {
            throw missing
        }
        let known = screenFiles.map { String($0.dropLast(".json".count)) }
        for id in config.matrix.screens ?? [] where !known.contains(id) {
            throw ProjectError.unknownScreen(id, config: FileDisplay.shown(config.file), key: "matrix.screens", known: known)
        }
        for id in config.diff.screens.keys.sorted() where !known.contains(id) {
            throw ProjectError.unknownScreen(id, config: FileDisplay.shown(config.file), key: "diff.screens", known: known)
        }
        try checkStoreShots(config, screens: (screens.map(\.id) + errors.keys).sorted())
        // A placeholder mismatch between locales is a catalog error wherever a screen formats the key.
        for key in Set(screens.flatMap(\.formattedKeys)).sorted() { try catalog.checkArguments(of: key) }
        return Project(config: resolvedConfig, tokens: tokens, strings: texts, catalog: catalog, screens: screens, screenErrors: errors, images: images)
    }

    /// A `store.shots[i].screen` naming no screen is an error for every command, as in `diff.screens`, not only
    /// for `proofsheet store`, which decodes the rest of the section (`StoreConfig`). `screens` are the ids a
    /// shot may name (screens and their states).
    package static func checkStoreShots(_ config: ProjectConfig, screens: [String]) throws {
        guard let shots = try? config.storeSection?.object().optionalArray("shots") else { return }
        for shot in shots {
            guard let screen = try? shot.object().optionalValue("screen") else { continue }
            _ = try screen.string(oneOf: screens)
        }
    }

    /// `listFiles`, each name (without `suffix`) held to the name rule: it becomes a screen id or locale, and so
    /// part of every cell's path. A file breaking it is an error naming the file.
    /// The component files of `paths.components` (none when the folder does not exist). A broken component
    /// file stops the project, like a broken tokens file: it is shared by screens.
    package static func loadComponents(_ config: ProjectConfig) throws -> [String: ComponentSpec] {
        var components: [String: ComponentSpec] = [:]
        for file in try listNamedFiles(config.paths.components, suffix: ".json", role: "component name") {
            let name = String(file.dropLast(".json".count))
            let path = config.paths.components + "/" + file
            try ProjectError.checkInside(path, root: config.root)
            let document = try JSONDocument.load(path: FileDisplay.shown(path), limits: ScreenDecoder.jsonLimits)
            components[name] = try ComponentSpec(decoding: document.reader(rootName: ""), file: path, name: name)
        }
        return components
    }

    package static func listNamedFiles(_ folder: String, suffix: String, role: String) throws -> [String] {
        let names = try listFiles(folder, suffix: suffix)
        for name in names {
            if let problem = ProjectName.problem(in: String(name.dropLast(suffix.count))) {
                throw ProjectError.badFileName(path: FileDisplay.shown(folder + "/" + name), role: role, problem: problem)
            }
        }
        return names
    }

    /// Regular files in `folder` whose names end in `suffix`, sorted by byte order (the same on every OS); none
    /// when nothing is at `folder` (the caller says whether that is an error). A file where the folder should be,
    /// or a folder that cannot be listed, is an error naming it: never read as an empty folder.
    package static func listFiles(_ folder: String, suffix: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else {
            var info = stat()
            let kind = stat(folder, &info) == 0 ? RegularFileError.kind(of: info.st_mode & S_IFMT) : "a file"
            throw ProjectError.unlistableFolder(path: FileDisplay.shown(folder), reason: "it is \(kind), not a folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ProjectError.unlistableFolder(path: FileDisplay.shown(folder), reason: error.localizedDescription)
        }
        return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

extension ProjectConfig {
    /// The locale whose text is shown where a translation is missing (docs/strings.md): `strings.baseLocale`, else
    /// `en` when the matrix has it, else the matrix's first locale that is not a pseudo-locale, else `en`.
    package var baseLocale: LocaleID {
        strings.baseLocale ?? matrix.locales.first { $0.identifier == "en" } ?? matrix.locales.first { PseudoLocale($0) == nil } ?? LocaleID("en")
    }
}

/// A project that cannot be used at all.
public enum ProjectError: Error, Equatable, CustomStringConvertible {
    case noScreens(folder: String)
    case noStrings(folder: String)
    /// `key` (`matrix.screens`, `diff.screens`) names a screen that has no spec file; `known` are the screens.
    case unknownScreen(String, config: String, key: String, known: [String])
    /// A file whose name would become a screen id or locale breaks the name rule (`ProjectName`).
    case badFileName(path: String, role: String, problem: String)
    case configNotFound(searched: [String])
    /// A project folder (screens, assets, components) that is a file or cannot be listed.
    case unlistableFolder(path: String, reason: String)
    /// A file in a project folder that is a symbolic link resolving outside the project root.
    case outsideRoot(path: String, resolved: String, root: String)

    public var description: String {
        switch self {
        case .noScreens(let folder): return "\(folder): no screen specs (*.json) found"
        case .noStrings(let folder): return "\(folder): no strings files (<locale>.json) found"
        case .unknownScreen(let id, let config, let key, let known):
            return "\(config): \(key) names '\(MessageText.escaped(id))', which has no spec file (screens: \(known.joined(separator: ", ")))"
        case .badFileName(let path, let role, let problem):
            return "\(MessageText.escaped(path)): the file name is used as a \(role), which must be \(ProjectName.rule): \(problem); rename the file"
        case .configNotFound(let searched): return "no project config found (looked for \(searched.joined(separator: ", "))); pass --config FILE"
        case .unlistableFolder(let path, let reason):
            return "\(MessageText.escaped(path)): expected a folder of project files, but it cannot be listed: \(reason)"
        case .outsideRoot(let path, let resolved, let root):
            return "\(path): a symbolic link to \(resolved), which is outside the project root \(root); keep project files inside it"
        }
    }

    /// Throws `outsideRoot` when `path` resolves (through symbolic links) to a place outside `root`.
    package static func checkInside(_ path: String, root: String) throws {
        guard ProjectPath.isInside(path, root: root) else {
            throw ProjectError.outsideRoot(path: FileDisplay.shown(path), resolved: FileDisplay.shown(ProjectPath.realPath(path)),
                                           root: FileDisplay.shown(root))
        }
    }
}
