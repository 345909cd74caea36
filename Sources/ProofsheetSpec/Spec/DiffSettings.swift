import ProofsheetDiff
import ProofsheetJSON

/// The config's `diff` section: how goldens are compared, with per-screen overrides.
///
/// ```jsonc
/// "diff": { "mode": "exact", "screens": { "messages": { "mode": "tolerant", "threshold": 0.1, "maxDiffPixels": 20 } } }
/// ```
package struct DiffSettings: Sendable, Equatable {
    package var defaults: DiffOptions
    package var screens: [String: DiffOptions]

    package init(defaults: DiffOptions = .exact, screens: [String: DiffOptions] = [:]) {
        self.defaults = defaults
        self.screens = screens
    }

    package func options(for screen: String) -> DiffOptions { screens[screen] ?? defaults }

    package static let keys = screenKeyTable.names

    package init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: DiffSettings.keyTable)
        let defaults = try DiffSettings.options(object, base: .exact)
        var screens: [String: DiffOptions] = [:]
        for member in try object.optionalObject("screens")?.members ?? [] {
            let screen = try member.value.object()
            try screen.rejectUnknownKeys(of: DiffSettings.screenKeyTable)
            screens[member.key] = try DiffSettings.options(screen, base: defaults)
        }
        self.init(defaults: defaults, screens: screens)
    }

    package static func options(_ object: JSONObjectReader, base: DiffOptions) throws -> DiffOptions {
        var options = base
        if let mode = try object.optionalString("mode", oneOf: ["exact", "tolerant"]) {
            options.mode = mode == "exact" ? .exact : .tolerant
        }
        if let value = object.optionalValue("threshold") {
            let threshold = try value.number()
            guard threshold >= 0, threshold <= 1 else { throw value.invalid("expected a threshold from 0 to 1, found \(value.value.briefDescription)") }
            options.threshold = threshold
        }
        if let includeAA = try object.optionalBool("includeAA") { options.includeAA = includeAA }
        if let value = object.optionalValue("maxDiffPixels") {
            let pixels = try value.int()
            guard pixels >= 0 else { throw value.invalid("expected a number of pixels ≥ 0, found \(pixels)") }
            options.maxDiffPixels = pixels
        }
        if let value = object.optionalValue("maxDiffRatio") {
            let ratio = try value.number()
            guard ratio >= 0, ratio <= 1 else { throw value.invalid("expected a ratio from 0 to 1, found \(value.value.briefDescription)") }
            options.maxDiffRatio = ratio
        }
        return options
    }
}
