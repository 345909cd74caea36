import Foundation

extension ProjectConfig {
    static let topLevelKeys = ["projectRoot", "paths", "fonts", "devices", "matrix", "diff", "audits", "store"]
    static let pathKeys = ["screens", "tokens", "strings", "assets", "fonts", "golden", "output"]

    /// Loads and validates `proofsheet.json`. Every path is made absolute and must stay inside the project root.
    public static func load(path: String) throws -> ProjectConfig {
        let absolute = ProjectPath.resolve(path, against: FileManager.default.currentDirectoryPath)
        let document = try JSONDocument.load(path: FileDisplay.shown(absolute))
        return try ProjectConfig(decoding: document.reader(rootName: ""), file: absolute)
    }

    init(decoding reader: JSONValueReader, file: String) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ProjectConfig.topLevelKeys)
        let folder = (file as NSString).deletingLastPathComponent
        self.file = file

        let rootValue = object.optionalValue("projectRoot")
        // The default layout keeps the config in `layouts/` beside `fonts/`, `golden/` and `.proofsheet/`,
        // so the root and the default paths agree: the config folder's parent.
        root = ProjectPath.resolve(try rootValue?.string() ?? "..", against: folder)
        if let rootValue, !FileManager.default.fileExists(atPath: root) {
            throw rootValue.invalid("project root '\(MessageText.escaped(root))' does not exist")
        }
        if let problem = ProjectConfig.rootProblem(root, configFolder: folder) {
            throw rootValue?.invalid(problem) ?? reader.invalid("projectRoot: " + problem)
        }

        let pathsObject = try object.optionalObject("paths")
        try pathsObject?.rejectUnknownKeys(allowed: ProjectConfig.pathKeys)
        let defaults = ["screens": "screens", "tokens": "tokens.json", "strings": "strings", "assets": "assets",
                        "fonts": "../fonts", "golden": "../golden", "output": "../.proofsheet"]
        var resolved: [String: String] = [:]
        for key in ProjectConfig.pathKeys {
            let value = pathsObject?.optionalValue(key)
            let relative = try value?.string() ?? defaults[key] ?? key
            let absolute = ProjectPath.resolve(relative, against: folder)
            guard ProjectPath.isInside(absolute, root: root) else {
                let message = "'\(relative)' leads outside the project root \(FileDisplay.shown(root)); keep project files inside it"
                throw value?.invalid(message) ?? reader.invalid("paths.\(key): " + message)
            }
            resolved[key] = absolute
        }
        paths = ProjectPaths(
            screens: resolved["screens"] ?? folder, tokens: resolved["tokens"] ?? folder,
            strings: resolved["strings"] ?? folder, assets: resolved["assets"] ?? folder,
            fonts: resolved["fonts"] ?? folder, golden: resolved["golden"] ?? folder,
            output: resolved["output"] ?? folder)

        fontFamilies = try object.optionalValue("fonts").map(ProjectConfig.fontFamilies) ?? .standard
        devices = try object.optionalValue("devices").map(ProjectConfig.devices)
            ?? ["phone": DeviceSpec(name: "phone", width: 390, height: 844, scale: 2, safeArea: Edges(top: 47, bottom: 34))]
        matrix = try ProjectConfig.matrix(object.optionalValue("matrix"), devices: devices)
        diff = try object.optionalValue("diff").map(DiffSettings.init(decoding:)) ?? DiffSettings()
    }

    /// Why `root` cannot be the project root, or nil: it must hold the config (be its folder or an ancestor, after
    /// resolving links), and the filesystem root is refused (every path would be "inside" it: no rule at all).
    static func rootProblem(_ root: String, configFolder: String) -> String? {
        let real = ProjectPath.realPath(root)
        if real == "/" {
            return "the filesystem root '/' cannot be the project root (no file would be outside it); use the folder that holds the project"
        }
        guard ProjectPath.isInside(configFolder, root: root) else {
            return "expected the folder holding the config or one of its parents, found '\(MessageText.escaped(root))'"
        }
        return nil
    }

    static func fontFamilies(_ reader: JSONValueReader) throws -> FontFamilyTable {
        var families: [String: [FontWeight: [String]]] = [:]
        for family in try reader.object().members {
            let weights = try family.value.object()
            try weights.rejectUnknownKeys(allowed: FontWeight.allCases.map(\.rawValue))
            var table: [FontWeight: [String]] = [:]
            for weight in FontWeight.allCases {
                guard let chain = try weights.optionalArray(weight.rawValue) else {
                    throw weights.missing(weight.rawValue)
                }
                // Plain file names in paths.fonts: the name rule keeps `../` and links' tricks out of the fingerprints.
                let files = try chain.map { try $0.name(role: "font file name").value }
                guard !files.isEmpty else { throw try weights.requiredValue(weight.rawValue).invalid("expected at least one font file") }
                table[weight] = files
            }
            families[family.key] = table
        }
        return FontFamilyTable(families: families)
    }

    static func devices(_ reader: JSONValueReader) throws -> [String: DeviceSpec] {
        var devices: [String: DeviceSpec] = [:]
        let object = try reader.object()
        guard !object.members.isEmpty else { throw reader.invalid("expected at least one device") }
        for member in object.members {
            // The key becomes part of every cell's file name: the name rule, at the device's value.
            do {
                _ = try ProjectName.validated(member.key, role: "device name")
            } catch let error as ProjectNameError {
                throw member.value.invalid(error.description)
            }
            let device = try member.value.object()
            try device.rejectUnknownKeys(allowed: ["width", "height", "scale", "safeArea"])
            let width = try DesignTokens.positive(device.requiredValue("width")) ?? 390
            let height = try DesignTokens.positive(device.requiredValue("height")) ?? 844
            let scaleValue = device.optionalValue("scale")
            let scale = try DesignTokens.positive(scaleValue) ?? 1
            if scale > 8, let scaleValue {
                throw scaleValue.invalid("expected a pixel scale greater than 0 and at most 8, found \(scaleValue.value.briefDescription)")
            }
            var safeArea = Edges.zero
            if let insets = try device.optionalObject("safeArea") {
                try insets.rejectUnknownKeys(allowed: ["top", "bottom", "leading", "trailing"])
                safeArea = Edges(
                    top: try DesignTokens.nonNegative(insets.optionalValue("top")) ?? 0,
                    leading: try DesignTokens.nonNegative(insets.optionalValue("leading")) ?? 0,
                    bottom: try DesignTokens.nonNegative(insets.optionalValue("bottom")) ?? 0,
                    trailing: try DesignTokens.nonNegative(insets.optionalValue("trailing")) ?? 0)
            }
            let spec = DeviceSpec(name: member.key, width: width, height: height, scale: scale, safeArea: safeArea)
            guard Pixmap.isValidSize(width: spec.pixelWidth, height: spec.pixelHeight) else {
                throw member.value.invalid("canvas of \(spec.pixelWidth)×\(spec.pixelHeight) pixels is over the limit (\(Pixmap.maxSide) px per side, \(Pixmap.maxPixels / 1_048_576) megapixels)")
            }
            devices[member.key] = spec
        }
        return devices
    }

    static func matrix(_ reader: JSONValueReader?, devices: [String: DeviceSpec]) throws -> MatrixSpec {
        var matrix = MatrixSpec(screens: nil, devices: devices.keys.sorted(), locales: [], modes: ThemeMode.allCases, textScales: [1.0])
        guard let reader else { return matrix }
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["screens", "devices", "locales", "modes", "textScales"])
        if let screens = object.optionalValue("screens") {
            if case .string(let word) = screens.value.kind {
                guard word == "all" else { throw screens.expected("\"all\" or a list of screen ids") }
            } else {
                matrix.screens = try screens.array().map { try $0.name(role: "screen id").value }
            }
        }
        if let list = try object.optionalArray("devices") {
            matrix.devices = try list.map { try $0.string(oneOf: devices.keys.sorted()) }
        }
        if let list = try object.optionalArray("locales") {
            matrix.locales = try list.map { LocaleID(try $0.name(role: "locale").value) }
        }
        if let list = try object.optionalArray("modes") {
            matrix.modes = try list.map { ThemeMode(rawValue: try $0.string(oneOf: ThemeMode.allCases.map(\.rawValue))) ?? .light }
        }
        if let list = try object.optionalArray("textScales") {
            matrix.textScales = try list.map { value in
                let scale = try value.number()
                guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw value.invalid("expected a text scale from 0.5 to 4, found \(value.value.briefDescription)") }
                return scale
            }
        }
        for (name, list) in [("devices", matrix.devices.count), ("modes", matrix.modes.count), ("textScales", matrix.textScales.count)] where list == 0 {
            throw try object.requiredValue(name).invalid("expected at least one entry")
        }
        return matrix
    }
}

extension JSONObjectReader {
    /// The error for a required key that is absent.
    func missing(_ key: String) -> SpecError {
        SpecError(location: location, path: path, problem: .missingKey(key))
    }
}

/// How file paths appear in messages: relative to the current folder when below it, else absolute.
public enum FileDisplay {
    public static func shown(_ absolute: String) -> String {
        ProjectPath.display(absolute, relativeTo: FileManager.default.currentDirectoryPath)
    }
}
