import ProofsheetJSON
import ProofsheetKit
import ProofsheetReport

/// The page's view of the live matrix (`GET /api/state` and the `state` event), documented in docs/serve.md.
extension LiveMatrix.Snapshot {
    package func jsonValue() -> JSONValue {
        func ordered<T: Hashable>(_ values: [T]) -> [T] {
            var seen = Set<T>()
            return values.filter { seen.insert($0).inserted }
        }
        let cells = cells.map(\.cell)
        return .object([
            ("generation", .number(generation)),
            ("device", .string(device)),
            ("screens", .array(ordered(cells.map(\.screen.name)).map(JSONValue.string))),
            ("locales", .array(ordered(cells.map(\.locale.identifier)).map(JSONValue.string))),
            ("modes", .array(ordered(cells.map(\.mode.rawValue)).map(JSONValue.string))),
            // The words the page shows for each mode ("High-contrast dark"), as the report writes them.
            ("modeLabels", .object(ordered(cells.map(\.mode)).map { ($0.rawValue, .string(HTMLReportPage.modeLabel($0))) })),
            ("scales", .array(ordered(cells.map(\.textSetting)).sorted().map { .string($0.serveLabel) })),
            ("problem", problem.map(JSONValue.string) ?? .null),
            ("changedFiles", .array(changedFiles.map(JSONValue.string))),
            ("renderedCells", .array(renderedCells.map(JSONValue.string))),
            ("cells", .array(self.cells.map { $0.jsonValue(run: run) })),
        ])
    }
}

extension LiveCell {
    /// `image` carries the generation it was rendered in, so a tab can tell an old image from a new one.
    package func jsonValue(run: String) -> JSONValue {
        .object([
            ("name", .string(cell.description)),
            ("screen", .string(cell.screen.name)),
            ("locale", .string(cell.locale.identifier)),
            ("direction", .string(cell.locale.direction == .rtl ? "rtl" : "ltr")),
            ("mode", .string(cell.mode.rawValue)),
            ("scale", .string(cell.textSetting.serveLabel)),
            ("image", png == nil ? .null : .string("/image/\(cell.relativePath)?g=\(imageGeneration)&run=\(run)")),
            ("imageGeneration", .number(imageGeneration)),
            ("error", error.map(JSONValue.string) ?? .null),
            ("location", errorLocation.map(JSONValue.string) ?? .null),
            ("width", .number(width)),
            ("height", .number(height)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("id", .string(finding.id)),
                    ("criterion", .string(finding.criterion.rawValue)),
                    ("wcag", finding.wcag.map(JSONValue.string) ?? .null),
                    ("severity", .string(finding.severity.rawValue)),
                    ("blocking", .bool(finding.isBlocking)),
                    ("waived", .bool(finding.waiver != nil)),
                    ("node", .string(finding.nodeID.name)),
                    ("message", .string(finding.message)),
                    ("rect", .object([("x", .number(finding.rect.minX)), ("y", .number(finding.rect.minY)),
                                      ("width", .number(finding.rect.width)), ("height", .number(finding.rect.height))])),
                ])
            })),
        ])
    }
}
