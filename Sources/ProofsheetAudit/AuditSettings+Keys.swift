import ProofsheetJSON
import ProofsheetRaster

extension AuditSettings {
    /// proofsheet.json `audits`.
    package static let keyTable = JSONKeyTable("Which accessibility criteria fail a check and which are only reported, contrast thresholds, touch-target sizes and the waivers file. See docs/audits.md. Every key has a default.", [
        JSONKey("enforced", .json(##"{"type": "array", "uniqueItems": true, "items": {"$ref": "#/$defs/auditCriterion"}}"##), default: JSONValue(.array(AuditSettings().enforced.map { .string($0.rawValue) })), "Criteria whose errors fail a check. A criterion in neither list is not audited; one in both is an error. Default: every criterion but touchTargetSpacing, or, when only `reported` is given, every criterion not in it."),
        JSONKey("reported", .json(##"{"type": "array", "uniqueItems": true, "items": {"$ref": "#/$defs/auditCriterion"}}"##), default: JSONValue(.array(AuditSettings().reported.map { .string($0.rawValue) })), "Criteria that are audited and reported but never fail a check. Default: every criterion not in `enforced` (touchTargetSpacing when neither list is given)."),
        JSONKey("contrast", .object(AuditSettings.contrastKeyTable), "Contrast thresholds (WCAG 2.2 §1.4.3 and §1.4.11). Text is large at largeTextSize points, or largeBoldTextSize points when bold, after the cell's text scale."),
        JSONKey("touch", .object(AuditSettings.touchKeyTable), "Touch-target rules. Without this object, the tokens' `touch` values apply (minTarget 44 and minSpacing 8 unless tokens.json sets them)."),
        JSONKey("waivers", .string, default: "waivers.json", "The waivers file (waivers.schema.json), relative to this config file or absolute; it must exist. Default: waivers.json next to this file if there is one, else no waivers."),
    ], rules: [
        JSONMember(key: "allOf", value: JSONValue(.array(AuditCriterion.allCases.map(exclusiveListsRule)))),
    ])

    /// `audits.contrast`.
    package static let contrastKeyTable = JSONKeyTable([
        JSONKey("text", .number(minimum: 1, maximum: 21), default: 4.5, "Minimum contrast ratio for text, from 1 to 21. Default 4.5."),
        JSONKey("largeText", .number(minimum: 1, maximum: 21), default: 3, "Minimum contrast ratio for large text, from 1 to 21. Default 3."),
        JSONKey("nonText", .number(minimum: 1, maximum: 21), default: 3, "Minimum contrast ratio for meaningful icons and component boundaries, from 1 to 21. Default 3."),
        JSONKey("largeTextSize", .number(exclusiveMinimum: 0, maximum: 1000), default: 18, "Size in points (after text scale) from which regular text is large; above 0, at most 1000. Default 18."),
        JSONKey("largeBoldTextSize", .number(exclusiveMinimum: 0, maximum: 1000), default: 14, "Size in points (after text scale) from which bold text is large; above 0, at most 1000. Default 14."),
    ])

    /// `audits.touch`.
    package static let touchKeyTable = JSONKeyTable([
        JSONKey("profile", .json(#"{"enum": ["ios", "android", "web"], "enumDescriptions": ["Apple Human Interface Guidelines: 44 pt targets.", "Material Design: 48 dp targets.", "WCAG 2.2 §2.5.8 Target Size (Minimum), AA: 24 CSS px targets."]}"#), default: "ios", "Whose touch-target guidance applies; sets minTarget's default (ios 44, android 48, web 24). Default \"ios\"."),
        JSONKey("minTarget", .number(exclusiveMinimum: 0, maximum: 1000), "Minimum width and height of an interactive node in points; above 0, at most 1000. Default: the profile's."),
        JSONKey("minSpacing", .number(minimum: 0, maximum: 1000), default: 8, "Minimum gap in points between an undersized target and its neighbours; 0 to 1000. Default 8."),
    ])

    /// A criterion may be in `enforced` or in `reported`, not both: one `if`/`then` per criterion, whose error
    /// is on `reported`, as the decoder's is.
    private static func exclusiveListsRule(_ criterion: AuditCriterion) -> JSONValue {
        let name = JSONValue.string(criterion.rawValue)
        return [
            "if": ["required": ["enforced", "reported"], "properties": ["enforced": ["type": "array", "contains": ["const": name]]]],
            "then": ["properties": ["reported": [
                "not": ["contains": ["const": name]],
                "errorMessage": .string("'\(criterion.rawValue)' is listed in both \"enforced\" and \"reported\"; keep it in one."),
            ]]],
        ]
    }
}
