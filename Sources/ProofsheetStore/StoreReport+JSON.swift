import ProofsheetJSON

/// `summary.json`: the run's shots, contact sheets and findings as stable JSON (no times, no absolute paths),
/// so two runs of the same project give the same file.
extension StoreReport {
    public func json() -> JSONValue {
        .object([
            ("presets", .array(presets.map { preset in
                .object([("name", .string(preset.name)), ("title", .string(preset.title)),
                         ("width", .number(preset.width)), ("height", .number(preset.height))])
            })),
            ("locales", .array(locales.map { .string($0.identifier) })),
            ("shots", .array(shots.map(StoreReport.json))),
            ("contactSheets", .array(contactSheets.map(JSONValue.string))),
            ("findings", .array(findings.map { finding in
                var members: [(String, JSONValue)] = [
                    ("severity", .string(finding.severity.rawValue)), ("kind", .string(finding.kind.rawValue)),
                    ("preset", .string(finding.preset)), ("locale", .string(finding.locale.identifier)),
                ]
                if let shot = finding.shot { members.append(("shot", .string(shot))) }
                members.append(("message", .string(finding.message)))
                return .object(members)
            })),
            ("summary", .object([
                ("shots", .number(shots.count)),
                ("written", .number(shots.count - failedShots.count)),
                ("errors", .number(findings.filter { $0.severity == .error }.count)),
                ("warnings", .number(findings.filter { $0.severity == .warning }.count)),
            ])),
        ])
    }

    package static func json(_ shot: Shot) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("preset", .string(shot.preset.name)), ("locale", .string(shot.locale.identifier)),
            ("number", .number(shot.shot.number)), ("screen", .string(shot.shot.screen)), ("mode", .string(shot.shot.mode.rawValue)),
            ("file", .string(shot.relativePath)), ("bytes", .number(shot.fileBytes)),
        ]
        if let caption = shot.caption {
            members.append(("caption", .object([
                ("key", .string(shot.shot.caption)),
                ("sizeUnits", .number((caption.size / shot.unit * 100).rounded() / 100)),
                ("shrinkSteps", .number(caption.shrinkSteps)),
                ("lines", .number(caption.lineCount)),
                ("fits", .bool(caption.fits)),
            ])))
        }
        if let ratio = shot.captionContrast { members.append(("captionContrast", .string(ratio.description))) }
        if let ratio = shot.subtitleContrast { members.append(("subtitleContrast", .string(ratio.description))) }
        if let scale = shot.renderScale { members.append(("renderScale", .number(scale))) }
        if let error = shot.error { members.append(("error", .string(error))) }
        return .object(members)
    }
}
