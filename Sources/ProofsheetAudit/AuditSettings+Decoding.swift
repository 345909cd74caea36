import Foundation
import ProofsheetJSON
import ProofsheetProject
import ProofsheetSpec

extension AuditSettings {
    package static let keys = keyTable.names
    package static let contrastKeys = contrastKeyTable.names
    package static let touchKeys = touchKeyTable.names
    /// The waivers file looked for next to the config when the section names none.
    public static let defaultWaiversFile = "waivers.json"

    /// Decodes the config's `audits` section (read when the config was loaded); a config without the section
    /// gives the defaults. Throws `SpecError` naming file:line:column and the JSON path of the bad value.
    ///
    /// `touch` (the tokens' `touch` values) fills `minTarget` (when the tokens write it) and `minSpacing` when the
    /// section has no `touch`. Without any of them each cell takes its platform's minimum (`touchRule(on:)`).
    public static func load(config: ProjectConfig, touch: TouchTokens? = nil) throws -> AuditSettings {
        let folder = (config.file as NSString).deletingLastPathComponent
        let section = config.auditsSection
        var settings = try AuditSettings(decoding: section, configFolder: folder)
        let touchSection = try section?.object().optionalObject("touch")
        if let touch, touchSection == nil {
            // Only a minimum the tokens write down beats the platform's (a default 44 would hide Android's 48).
            if touch.isMinTargetWritten { settings.minTarget = touch.minTarget }
            settings.minSpacing = touch.minSpacing
        }
        return settings
    }

    /// Decodes an `audits` value (nil: every default). `configFolder` anchors the relative `waivers` path.
    ///
    ///     "audits": {
    ///       "enforced": ["textContrast", …],     // default: all but touchTargetSpacing
    ///       "reported": ["touchTargetSpacing"],  // default: every criterion not enforced
    ///       "contrast": { "text": 4.5, "largeText": 3, "nonText": 3, "largeTextSize": 18, "largeBoldTextSize": 14 },
    ///       "touch": { "profile": "ios", "minTarget": 44, "minSpacing": 8 },  // default: each cell's platform
    ///       "waivers": "waivers.json"            // relative to the config; default waivers.json if it exists
    ///     }
    ///
    /// A criterion in neither list is not audited; one in both is an error.
    public init(decoding reader: JSONValueReader?, configFolder: String) throws {
        self.init()
        let defaultWaivers = configFolder + "/" + AuditSettings.defaultWaiversFile
        waiversFile = FileManager.default.fileExists(atPath: defaultWaivers) ? defaultWaivers : nil
        guard let reader else { return }
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: AuditSettings.keys)

        let enforcedList = try object.optionalArray("enforced").map(AuditSettings.criteria)
        let reportedList = try object.optionalArray("reported").map(AuditSettings.criteria)
        if let enforcedList { enforced = enforcedList }
        if let reportedList {
            reported = reportedList
            if enforcedList == nil { enforced = AuditCriterion.allCases.filter { !reportedList.contains($0) } }
        } else if let enforcedList {
            reported = AuditCriterion.allCases.filter { !enforcedList.contains($0) }
        }
        if let both = enforced.first(where: reported.contains), let value = object.value("reported") {
            throw value.invalid("'\(both)' is listed in both \"enforced\" and \"reported\"; keep it in one")
        }
        enforced.sort()
        reported.sort()

        if let contrast = try object.optionalObject("contrast") {
            try contrast.rejectUnknownKeys(allowed: AuditSettings.contrastKeys)
            textContrast = try AuditSettings.ratio(contrast.optionalValue("text")) ?? textContrast
            largeTextContrast = try AuditSettings.ratio(contrast.optionalValue("largeText")) ?? largeTextContrast
            nonTextContrast = try AuditSettings.ratio(contrast.optionalValue("nonText")) ?? nonTextContrast
            largeTextSize = try AuditSettings.positive(contrast.optionalValue("largeTextSize")) ?? largeTextSize
            largeBoldTextSize = try AuditSettings.positive(contrast.optionalValue("largeBoldTextSize")) ?? largeBoldTextSize
        }
        if let touch = try object.optionalObject("touch") {
            try touch.rejectUnknownKeys(allowed: AuditSettings.touchKeys)
            touchProfile = try touch.optionalValue("profile").map { try $0.enumCase(TouchProfile.self) }
            minTarget = try AuditSettings.positive(touch.optionalValue("minTarget"))
            minSpacing = try AuditSettings.nonNegative(touch.optionalValue("minSpacing")) ?? minSpacing
        }
        if let value = object.optionalValue("waivers") {
            let relative = try value.string()
            let path = relative.hasPrefix("/") ? relative : configFolder + "/" + relative
            guard FileManager.default.fileExists(atPath: path) else {
                throw value.invalid("waivers file '\(relative)' does not exist (paths are relative to the config file)")
            }
            waiversFile = path
        }
    }

    package static func criteria(_ list: [JSONValueReader]) throws -> [AuditCriterion] {
        var result: [AuditCriterion] = []
        for value in list {
            let criterion = try value.enumCase(AuditCriterion.self)
            guard !result.contains(criterion) else { throw value.invalid("'\(criterion.rawValue)' is listed twice") }
            result.append(criterion)
        }
        return result
    }

    /// A contrast ratio: a number from 1 to 21.
    package static func ratio(_ value: JSONValueReader?) throws -> Double? {
        guard let value else { return nil }
        let number = try value.number()
        guard number >= 1, number <= 21 else { throw value.invalid("expected a contrast ratio from 1 to 21, found \(value.value.briefDescription)") }
        return number
    }

    package static func positive(_ value: JSONValueReader?) throws -> Double? {
        guard let value else { return nil }
        let number = try value.number()
        guard number > 0, number <= 1000 else { throw value.invalid("expected a size in points above 0, found \(value.value.briefDescription)") }
        return number
    }

    package static func nonNegative(_ value: JSONValueReader?) throws -> Double? {
        guard let value else { return nil }
        let number = try value.number()
        guard number >= 0, number <= 1000 else { throw value.invalid("expected a size in points of at least 0, found \(value.value.briefDescription)") }
        return number
    }
}
