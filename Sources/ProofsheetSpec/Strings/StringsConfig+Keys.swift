import ProofsheetJSON

extension StringsConfig {
    /// proofsheet.json `strings` (docs/strings.md).
    package static let keyTable = JSONKeyTable("The string catalogs the app ships and the base locale (docs/strings.md). Without it, paths.strings is read as Proofsheet JSON.", [
        JSONKey("baseLocale", .json(#"{"type": "string", "pattern": "^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$"}"#), default: "en", "The locale whose text stands in for a missing translation."),
        JSONKey("sources", .json(#"{"type": "array", "minItems": 1, "items": {"type": "object", "additionalProperties": false, "required": ["format", "path"], "properties": {"format": {"enum": ["xcstrings", "lproj", "android", "arb", "proofsheet"]}, "path": {"description": "File (xcstrings) or folder, relative to the config; must stay inside the project root.", "type": "string"}, "digits": {"description": "Digits of formatted numbers: as the cell's platform shows them for the locale (platform: Android the locale's CLDR numbering system, iOS Foundation's), always 0-9 (western), or the locale's CLDR digits on every platform (locale). docs/strings.md, Digits.", "enum": ["platform", "western", "locale"], "default": "platform"}, "optional": {"description": "true: a missing file or folder is skipped (and said by proofsheet strings) instead of an error; for library catalogs the app may not ship.", "type": "boolean", "default": false}}}}"#), required: true, "Catalogs, read in order; a key defined by two sources is an error."),
    ])

    /// One catalog of `strings.sources`.
    package static let sourceKeyTable = JSONKeyTable([
        JSONKey("format", .cases(of: StringSource.Format.self), required: true, ""),
        JSONKey("path", .string, required: true, "File (xcstrings) or folder, relative to the config; must stay inside the project root."),
        JSONKey("digits", .oneOf(["platform", "western", "locale"]), default: "platform", "Digits of formatted numbers: as the cell's platform shows them for the locale (platform: Android the locale's CLDR numbering system, iOS Foundation's), always 0-9 (western), or the locale's CLDR digits on every platform (locale). docs/strings.md, Digits."),
        JSONKey("optional", .boolean, default: false, "true: a missing file or folder is skipped (and said by proofsheet strings) instead of an error; for library catalogs the app may not ship."),
    ])
}
