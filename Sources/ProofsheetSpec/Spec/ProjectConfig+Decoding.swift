import Foundation
import ProofsheetJSON
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetText
import ProofsheetLayout

extension ProjectConfig {
    package static let topLevelKeys = keyTable.names
    package static let pathKeys = pathKeyTable.names

    /// Loads and validates `proofsheet.json`. Every path is made absolute and must stay inside the project root.
    public static func load(path: String) throws -> ProjectConfig {
        let absolute = ProjectPath.resolve(path, against: FileManager.default.currentDirectoryPath)
        let document = try JSONDocument.load(path: FileDisplay.shown(absolute))
        return try ProjectConfig(decoding: document.reader(rootName: ""), file: absolute)
    }

    package init(decoding reader: JSONValueReader, file: String) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ProjectConfig.topLevelKeys)
        let folder = (file as NSString).deletingLastPathComponent
        self.file = file

        let rootValue = object.optionalValue("projectRoot")
        // The default layout keeps the config in `layouts/` beside `fonts/`, `golden/` and `.proofsheet/`,
        // so the root and the default paths agree: the config folder's parent.
        rootSetting = try rootValue?.string()
        root = ProjectPath.resolve(rootSetting ?? "..", against: folder)
        if let rootValue, !FileManager.default.fileExists(atPath: root) {
            throw rootValue.invalid("project root '\(MessageText.escaped(root))' does not exist")
        }
        if let problem = ProjectConfig.rootProblem(root, configFolder: folder) {
            throw rootValue?.invalid(problem) ?? reader.invalid("projectRoot: " + problem)
        }

        let pathsObject = try object.optionalObject("paths")
        try pathsObject?.rejectUnknownKeys(allowed: ProjectConfig.pathKeys)
        let defaults = ["screens": "screens", "tokens": "tokens.json", "strings": "strings", "assets": "assets",
                        "components": "components", "golden": "../golden", "output": "../.proofsheet"]
        var resolved: [String: String] = [:]
        for key in ProjectConfig.pathKeys {
            let value = pathsObject?.optionalValue(key)
            // Without a `fonts` path the project uses the fonts installed with the binary (read-only tool
            // data, so they may live outside the project root).
            if key == "fonts", value == nil {
                guard let bundled = BundledData.fontsFolder else {
                    throw reader.invalid("paths.fonts is not set and no bundled fonts were found beside the proofsheet binary (expected PREFIX/share/proofsheet/fonts, see scripts/install); set paths.fonts to a folder with \(SpecError.list(FontFamilyTable.standard.fileNames))")
                }
                resolved[key] = bundled
                usesBundledFonts = true
                continue
            }
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
            components: resolved["components"] ?? folder, fonts: resolved["fonts"] ?? folder, golden: resolved["golden"] ?? folder,
            output: resolved["output"] ?? folder)

        if let section = object.optionalValue("tokens") {
            if let written = pathsObject?.optionalValue("tokens") {
                throw written.invalid("the config has a tokens section (DTCG files), so paths.tokens (tokens.json) is not read; a project uses one or the other (docs/tokens.md)")
            }
            dtcgTokens = try DTCGTokensConfig(decoding: section, folder: folder, root: root)
        }
        fontFamilies = try object.optionalValue("fonts").map(ProjectConfig.fontFamilies) ?? .standard
        namesFonts = object.optionalValue("fonts") != nil
        devices = try object.optionalValue("devices").map(ProjectConfig.devices)
            ?? ["phone": DeviceSpec(name: "phone", width: 390, height: 844, scale: 2, safeArea: Edges(top: 47, bottom: 34),
                                    landscapeSafeArea: Edges(top: 0, leading: 47, bottom: 21, trailing: 47))]
        matrix = try ProjectConfig.matrix(object.optionalValue("matrix"), devices: &devices)
        diff = try object.optionalValue("diff").map(DiffSettings.init(decoding:)) ?? DiffSettings()
        if let golden = try object.optionalObject("golden") {
            try golden.rejectUnknownKeys(of: ProjectConfig.goldenKeyTable)
            if let store = try golden.optionalCase("store", GoldenStoreKind.self) { goldenStore = store }
        }
        auditsSection = object.optionalValue("audits")
        storeSection = object.optionalValue("store")
        if let section = object.optionalValue("strings") {
            strings = try StringsConfig(decoding: section, folder: folder, root: root)
        } else {
            strings = StringsConfig(sources: [StringSource(format: .proofsheet, path: paths.strings)])
        }
    }

    /// Why `root` cannot be the project root, or nil: it must hold the config (be its folder or an ancestor, after
    /// resolving links), and the filesystem root is refused (every path would be "inside" it: no rule at all).
    package static func rootProblem(_ root: String, configFolder: String) -> String? {
        let real = ProjectPath.realPath(root)
        if real == "/" {
            return "the filesystem root '/' cannot be the project root (no file would be outside it); use the folder that holds the project"
        }
        guard ProjectPath.isInside(configFolder, root: root) else {
            return "expected the folder holding the config or one of its parents, found '\(MessageText.escaped(root))'"
        }
        return nil
    }

    /// The `fonts` section: family → weight (a keyword such as `medium` or a number such as `"500"`, CSS Fonts 4
    /// §2.2) → fallback chain of file names; each family has at least one weight.
    package static func fontFamilies(_ reader: JSONValueReader) throws -> FontFamilyTable {
        var families: [String: [FontWeight: [String]]] = [:]
        for family in try reader.object().members {
            let weights = try family.value.object()
            guard !weights.members.isEmpty else {
                throw family.value.invalid("expected at least one weight (\(SpecError.list(FontWeight.names)) or a number from 1 to 1000)")
            }
            var table: [FontWeight: [String]] = [:]
            var keys: [FontWeight: String] = [:]
            for member in weights.members {
                guard let weight = FontWeight(rawValue: member.key) else {
                    let hint = SpellingSuggestion.closest(to: member.key, among: FontWeight.names).map { "; did you mean '\($0)'?" } ?? ""
                    throw member.value.invalid("unknown font weight '\(MessageText.escaped(member.key))'\(hint) (expected \(SpecError.list(FontWeight.names)) or a number from 1 to 1000)")
                }
                if let earlier = keys[weight] {
                    throw member.value.invalid("weight '\(member.key)' is \(weight.value), already given as '\(earlier)'; give each weight once")
                }
                keys[weight] = member.key
                // Plain file names in paths.fonts: the name rule keeps `../` and links' tricks out of the fingerprints.
                let files = try member.value.array().map { try $0.name(role: "font file name").value }
                guard !files.isEmpty else { throw member.value.invalid("expected at least one font file") }
                table[weight] = files
            }
            families[family.key] = table
        }
        return FontFamilyTable(families: families)
    }

    package static func devices(_ reader: JSONValueReader) throws -> [String: DeviceSpec] {
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
            if case .string = member.value.value.kind {
                devices[member.key] = try preset(member.value, as: member.key)
                continue
            }
            let device = try member.value.object()
            // A preset with overrides: `{ "preset": "pixel7", "navigation": "threeButton" }`.
            if let presetValue = device.optionalValue("preset") {
                try device.rejectUnknownKeys(of: ProjectConfig.presetKeyTable)
                var spec = try preset(presetValue, as: member.key)
                spec.navigation = try navigation(device, platform: spec.platform) ?? spec.navigation
                devices[member.key] = spec
                continue
            }
            try device.rejectUnknownKeys(of: ProjectConfig.deviceKeyTable)
            let width = try DesignTokens.positive(device.requiredValue("width")) ?? 390
            let height = try DesignTokens.positive(device.requiredValue("height")) ?? 844
            let scaleValue = device.optionalValue("scale")
            let scale = try DesignTokens.positive(scaleValue) ?? 1
            if scale > 8, let scaleValue {
                throw scaleValue.invalid("expected a pixel scale greater than 0 and at most 8, found \(scaleValue.value.briefDescription)")
            }
            let safeArea = try insets(device.optionalObject("safeArea")) ?? .zero
            let landscape = try insets(device.optionalObject("landscapeSafeArea"))
            let platform = try device.optionalValue("platform").map { try $0.enumCase(Platform.self) } ?? .ios
            let spec = DeviceSpec(name: member.key, width: width, height: height, scale: scale, safeArea: safeArea, landscapeSafeArea: landscape,
                                  platform: platform, navigation: try navigation(device, platform: platform) ?? .gesture)
            guard Pixmap.isValidSize(width: spec.pixelWidth, height: spec.pixelHeight) else {
                throw member.value.invalid("canvas of \(spec.pixelWidth)×\(spec.pixelHeight) pixels is over the limit (\(Pixmap.maxSide) px per side, \(Pixmap.maxPixels / 1_048_576) megapixels)")
            }
            devices[member.key] = spec
        }
        return devices
    }

    /// The built-in device a `"phone"` or `"preset": "phone"` value names, renamed to `key`; an unknown name is an
    /// error with the closest preset's name.
    package static func preset(_ value: JSONValueReader, as key: String) throws -> DeviceSpec {
        let name = try value.string()
        guard let spec = DevicePreset.named(name, as: key) else {
            throw value.invalid("unknown device preset '\(MessageText.escaped(name))'"
                + (SpellingSuggestion.closest(to: name, among: DevicePreset.names).map { "; did you mean '\($0)'?" } ?? "")
                + " (presets: \(SpecError.list(DevicePreset.names)))")
        }
        return spec
    }

    /// A device's `navigation` (`gesture` or `threeButton`); nil when absent. Only Android devices have one.
    package static func navigation(_ device: JSONObjectReader, platform: Platform) throws -> SystemNavigation? {
        guard let value = device.optionalValue("navigation") else { return nil }
        let navigation = try value.enumCase(SystemNavigation.self)
        guard platform == .android else {
            throw value.invalid("\"navigation\" applies to Android devices, and this device is \(platform.rawValue); remove it or set \"platform\": \"android\"")
        }
        return navigation
    }

    /// Safe-area insets in points; nil when the object is absent.
    package static func insets(_ object: JSONObjectReader?) throws -> Edges? {
        guard let object else { return nil }
        try object.rejectUnknownKeys(of: ProjectConfig.safeAreaKeyTable)
        return Edges(
            top: try DesignTokens.nonNegative(object.optionalValue("top")) ?? 0,
            leading: try DesignTokens.nonNegative(object.optionalValue("leading")) ?? 0,
            bottom: try DesignTokens.nonNegative(object.optionalValue("bottom")) ?? 0,
            trailing: try DesignTokens.nonNegative(object.optionalValue("trailing")) ?? 0)
    }

    package static func matrix(_ reader: JSONValueReader?, devices: inout [String: DeviceSpec]) throws -> MatrixSpec {
        var matrix = MatrixSpec(screens: nil, devices: devices.keys.sorted(), locales: [], modes: ThemeMode.allCases, textScales: [1.0])
        guard let reader else { return matrix }
        let object = try reader.object()
        try object.rejectUnknownKeys(of: ProjectConfig.matrixKeyTable)
        if let screens = object.optionalValue("screens") {
            if case .string(let word) = screens.value.kind {
                guard word == "all" else { throw screens.expected("\"all\" or a list of screen ids") }
            } else {
                matrix.screens = try screens.array().map { try $0.name(role: "screen id").value }
            }
        }
        if let list = try object.optionalArray("devices") {
            // A name the devices section lacks may be a built-in preset, used as it is.
            matrix.devices = try list.map { value in
                let name = try value.string()
                if devices[name] == nil, let preset = DevicePreset.named(name, as: name) { devices[name] = preset }
                return try value.string(oneOf: devices.keys.sorted())
            }
        }
        if let list = try object.optionalArray("orientations") {
            matrix.orientations = try list.map { value in
                try value.enumCase(Orientation.self)
            }
            if matrix.orientations.contains(.landscape) {
                for name in matrix.devices where devices[name]?.landscapeSafeArea == nil {
                    throw list[matrix.orientations.firstIndex(of: .landscape) ?? 0].invalid(
                        "device '\(name)' has no landscapeSafeArea; give it one (points: top, bottom, leading, trailing) or use a preset (\(SpecError.list(DevicePreset.names)))")
                }
            }
        }
        if let list = try object.optionalArray("locales") {
            matrix.locales = try list.map { value in
                let locale = LocaleID(try value.name(role: "locale").value)
                // Locales become parts of golden file names: the name rule, and a BCP 47 shape for the catalogs.
                guard locale.isWellFormed else { throw value.invalid("expected a BCP 47 locale such as en, ar, pt-BR or en-XA, found \(value.value.briefDescription)") }
                return locale
            }
        }
        if let list = try object.optionalArray("modes") {
            matrix.modes = try list.map { try $0.enumCase(ThemeMode.self) }
        }
        if let list = try object.optionalArray("textScales") {
            matrix.textScales = try list.map(textSize)
        }
        if let list = try object.optionalArray("boldText") {
            matrix.boldText = try list.map { try $0.bool() }
        }
        // A value listed twice, or two scales that print alike in file names (1.0 and 1.00001), would give two
        // cells one golden: the later entry is the error.
        for (key, labels) in [("devices", matrix.devices), ("locales", matrix.locales.map(\.identifier)), ("modes", matrix.modes.map(\.rawValue)),
                              ("textScales", matrix.textScales.map(\.filterLabel)), ("orientations", matrix.orientations.map(\.rawValue)),
                              ("boldText", matrix.boldText.map { String($0) })] {
            guard let list = try object.optionalArray(key) else { continue }
            for (index, label) in labels.enumerated() {
                guard let earlier = labels.firstIndex(of: label), earlier < index else { continue }
                let what = key == "textScales" ? "a text scale named \(label) in file names" : "'\(MessageText.escaped(label))'"
                throw list[index].invalid("\(what) is already listed at \(key)[\(earlier)]; each value is listed once, so no two cells share a golden\(key == "textScales" ? " (file names keep four decimals)" : "")")
            }
        }
        for (name, list) in [("devices", matrix.devices.count), ("modes", matrix.modes.count), ("textScales", matrix.textScales.count),
                             ("orientations", matrix.orientations.count), ("boldText", matrix.boldText.count)] where list == 0 {
            throw try object.requiredValue(name).invalid("expected at least one entry")
        }
        return matrix
    }

    /// One `matrix.textScales` entry: a multiplier from 0.5 to 4, an iOS category (`AX5`) or a font scale (`fs1.3`).
    package static func textSize(_ value: JSONValueReader) throws -> TextSize {
        if case .string(let name) = value.value.kind {
            guard let size = TextSize(name: name) else { throw value.invalid("expected \(TextSize.nameHint), found \(value.value.briefDescription)") }
            return size
        }
        let scale = try value.number()
        guard scale.isFinite, MatrixSpec.textScaleRange.contains(scale) else {
            throw value.invalid("expected a text scale from 0.5 to 4, found \(value.value.briefDescription)")
        }
        return .multiplier(scale)
    }
}
