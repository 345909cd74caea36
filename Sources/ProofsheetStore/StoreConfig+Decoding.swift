import Foundation
import ProofsheetJSON
import ProofsheetSupport
import ProofsheetKit
import ProofsheetProject
import ProofsheetSpec

extension StoreConfig {
    package static let keys = keyTable.names
    package static let shotKeys = shotKeyTable.names

    /// Decodes the config's `store` section (read when the config was loaded) strictly: unknown keys, unknown
    /// presets, screens, modes, colour roles, typography tokens and string keys missing in any locale are
    /// `SpecError`s naming the file, line:column and path (`store.shots[2].caption`).
    /// Throws `StoreError.noStoreSection` when the config has no `store` section.
    public static func load(from project: Project) throws -> StoreConfig {
        guard let section = project.config.storeSection else {
            throw StoreError.noStoreSection(config: FileDisplay.shown(project.config.file))
        }
        return try StoreConfig(decoding: section, project: project)
    }

    /// Decodes a `store` object against the project's devices, screens, tokens and strings.
    public init(decoding reader: JSONValueReader, project: Project) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: StoreConfig.keys)
        let context = Context(project: project)

        var presets = StorePreset.builtIn
        if let list = try object.optionalArray("presets") {
            let names = StorePreset.builtIn.map(\.name)
            presets = []
            for value in list {
                let preset = StorePreset.named(try value.string(oneOf: names))!
                if presets.contains(preset) { throw value.invalid("preset '\(preset.name)' is listed twice") }
                presets.append(preset)
            }
            guard !presets.isEmpty else { throw try object.requiredValue("presets").invalid("expected at least one preset") }
        }

        let deviceNames = project.config.devices.keys.sorted()
        let device = try object.optionalString("device", oneOf: deviceNames) ?? project.config.matrix.devices.first ?? deviceNames[0]
        let captionStyle = try context.typography(object, "captionStyle", default: "largeTitle")
        let subtitleStyle = try context.typography(object, "subtitleStyle", default: "body")
        var captionMaxLines = 2
        if let value = object.optionalValue("captionMaxLines") {
            captionMaxLines = try value.int()
            guard StoreConfig.captionLineRange.contains(captionMaxLines) else {
                throw value.invalid("expected captionMaxLines from \(StoreConfig.captionLineRange.lowerBound) to \(StoreConfig.captionLineRange.upperBound), found \(captionMaxLines)")
            }
        }

        let background = try object.optionalValue("background").map(context.background)
            ?? .role(try context.defaultRole(["background"], object: object, key: "background"))
        let captionColor = try object.optionalValue("captionColor").map(context.role)
            ?? context.defaultRole(["textPrimary"], object: object, key: "captionColor")
        let subtitleColor = try object.optionalValue("subtitleColor").map(context.role)
            ?? (project.tokens.colors["textSecondary"] != nil ? "textSecondary" : captionColor)

        let shotList = try object.requiredArray("shots")
        guard !shotList.isEmpty else { throw try object.requiredValue("shots").invalid("expected at least one shot") }
        let limit = min(StoreConfig.maxShots, presets.map(\.maxShots).min() ?? StoreConfig.maxShots)
        guard shotList.count <= limit else {
            let strictest = presets.min { $0.maxShots < $1.maxShots }.map { " (\($0.name) takes at most \($0.maxShots))" } ?? ""
            throw try object.requiredValue("shots").invalid("expected at most \(limit) shots, found \(shotList.count)\(strictest)")
        }
        var shots: [StoreShot] = []
        for (index, value) in shotList.enumerated() {
            let shot = try value.object()
            try shot.rejectUnknownKeys(allowed: StoreConfig.shotKeys)
            let screenValue = try shot.requiredValue("screen")
            let screen = try context.screen(screenValue, device: device)
            let mode = try shot.optionalCase("mode", ThemeMode.self) ?? .light
            let caption = try context.stringKey(shot.requiredValue("caption"))
            let subtitle = try shot.optionalValue("subtitle").map(context.stringKey)
            shots.append(StoreShot(
                number: index + 1, screen: screen, mode: mode, caption: caption, subtitle: subtitle,
                background: try shot.optionalValue("background").map(context.background) ?? background,
                captionColor: try shot.optionalValue("captionColor").map(context.role) ?? captionColor,
                subtitleColor: try shot.optionalValue("subtitleColor").map(context.role) ?? subtitleColor))
        }
        self.init(presets: presets, device: device, captionStyle: captionStyle, subtitleStyle: subtitleStyle,
                  captionMaxLines: captionMaxLines, shots: shots)
    }

    /// The project facts the decoder checks names against.
    package struct Context {
        package let project: Project

        package func role(_ reader: JSONValueReader) throws -> ColorRole {
            try ColorRoleReader(colors: project.tokens.colors).role(reader)
        }

        /// The first of `candidates` the tokens define, for a key the author left out.
        package func defaultRole(_ candidates: [ColorRole], object: JSONObjectReader, key: String) throws -> ColorRole {
            guard let role = candidates.first(where: { project.tokens.colors[$0.name] != nil }) else {
                throw SpecError(location: object.location, path: object.path, problem: .invalidValue(
                    "'\(key)' is not set and tokens.json has no colour role '\(candidates[0])' to default to; set '\(key)'"))
            }
            return role
        }

        package func background(_ reader: JSONValueReader) throws -> BackgroundSpec {
            try ColorRoleReader(colors: project.tokens.colors).background(reader)
        }

        package func typography(_ object: JSONObjectReader, _ key: String, default style: TextStyleName) throws -> TextStyleName {
            let names = project.tokens.typography.keys.sorted()
            if let value = object.optionalValue(key) { return TextStyleName(try value.string(oneOf: names)) }
            guard project.tokens.typography[style.name] != nil else {
                throw SpecError(location: object.location, path: object.path, problem: .invalidValue(
                    "'\(key)' is not set and tokens.json has no typography token '\(style)' to default to; set '\(key)'"))
            }
            return style
        }

        /// A string key that every locale's strings file has.
        package func stringKey(_ reader: JSONValueReader) throws -> String {
            let key = try reader.string()
            for locale in project.strings.keys.sorted() where project.strings[locale]?[key] == nil {
                throw reader.invalid("string key '\(key)' has no text for locale '\(locale)' in the project's strings")
            }
            return key
        }

        /// A screen id of the project that may be shown on `device`. A screen whose spec failed to load is
        /// accepted here; its shots fail at run time with the spec's error, and the other shots go on.
        package func screen(_ reader: JSONValueReader, device: String) throws -> String {
            let ids = (project.screens.map(\.id) + project.screenErrors.keys).sorted()
            let id = try reader.string(oneOf: ids)
            if let fixed = project.screens.first(where: { $0.id == id })?.device, fixed != device {
                throw reader.invalid("screen '\(id)' is only drawn on device '\(fixed)', but the store frames '\(device)'")
            }
            return id
        }
    }
}
