import ProofsheetJSON
import ProofsheetKit
import ProofsheetStore

/// docs/schema/config.schema.json: proofsheet.json, its own keys (`ProjectConfig`) and each section decoded by
/// another type (`diff`, `audits`, `store`, `strings`, `tokens`) as a `$defs` entry from that type's table.
package enum ConfigSchema {
    package static var document: SchemaDocument {
        SchemaDocument("config.schema.json", header: SchemaDocument.header(title: "Proofsheet project config (proofsheet.json)", description: "The project config: where files live, fonts, devices, the render matrix, golden comparison (`diff`), accessibility audits (`audits`) and store screenshots (`store`). See docs/spec.md, docs/audits.md and docs/store.md."), table: ProjectConfig.keyTable, definitions: [
            .definition("device", ProjectConfig.deviceKeyTable),
            AuditCriterion.schemaDefinition,
            .definition("storeColorRole", #"{"type": "string", "pattern": "^[^#]", "patternErrorMessage": "Raw colours are not allowed in store shots; use a colour role defined in tokens.json colors.", "description": "A colour role defined in tokens.json `colors`, resolved in the shot's mode (never a raw `#hex` colour)."}"#),
            JSONMember(key: "storeBackground", value: [
                "description": "A colour role, or a linear gradient between colour roles.",
                "anyOf": [JSONSchemaFragment.json(##"{"$ref": "#/$defs/storeColorRole", "description": "A colour role from tokens.json."}"##).value, JSONValue(.object(ColorRoleReader.gradientKeyTable(role: "storeColorRole", angle: "Direction in degrees in reading direction: 0 = leading → trailing, 90 = top → bottom (default 90). Mirrored (180 − angle) in right-to-left locales.").schemaMembers()))],
            ]),
            .definition("devicePreset", #"{"enum": ["androidSmall", "iPad", "iPhone15", "iPhone15ProMax", "iPhoneSE", "largePhone", "phone", "pixel7", "pixel7Pro", "pixelTablet", "smallPhone", "tablet"], "description": "A built-in device (docs/spec.md \"Devices\", docs/platforms.md). iOS, in points: smallPhone 320 × 568 @2, phone 390 × 844 @2, largePhone 430 × 932 @2, tablet 820 × 1180 @2, iPhoneSE 375 × 667 @2, iPhone15 393 × 852 @3, iPhone15ProMax 430 × 932 @3, iPad 820 × 1180 @2. Android, by panel and density (dp = px ÷ density): pixel7 1080 × 2400 px @2.625, pixel7Pro 1080 × 2340 px @2.625, androidSmall 720 × 1280 px @2 (360 × 640 dp), pixelTablet 1600 × 2560 px @2 (800 × 1280 dp). Each has portrait and landscape safe areas; Android's system bars add their insets."}"#),
            .definition("androidDevicePreset", #"{"enum": ["androidSmall", "pixel7", "pixel7Pro", "pixelTablet"], "description": "A built-in Android device: one a navigation mode may be chosen for."}"#),
            .definition("storeShot", StoreConfig.shotKeyTable),
            .definition("presetWithOverrides", ProjectConfig.presetKeyTable),
            .definition("diff", DiffSettings.keyTable),
            .definition("audits", AuditSettings.keyTable),
            .definition("store", StoreConfig.keyTable),
            .definition("strings", StringsConfig.keyTable),
            .definition("tokens", DTCGTokensConfig.keyTable),
        ])
    }
}
