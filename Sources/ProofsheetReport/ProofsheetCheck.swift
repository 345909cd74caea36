#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetVerify
import ProofsheetSpec
import ProofsheetGolden

/// Checks one cell of a Proofsheet project against its golden from Swift code, so an app's own XCTest
/// target can hold its screenshot tests:
///
/// ```swift
/// XCTAssertNil(try ProofsheetCheck.verify(config: "layouts/proofsheet.json", screen: "home",
///                                         locale: "ar", mode: .dark, textScale: 2.0).failureMessage)
/// ```
///
/// Each call is a `check` of exactly one cell (same renderer, same diff settings from the config's `diff`
/// section, same golden stamps, and the same accessibility audits: the config's `audits` section and waivers
/// file, so a cell with an enforced audit error fails here as it fails `proofsheet check`). When the cell fails, its report (report.json, junit.xml, index.html and the
/// actual / diff / strip images) goes to its own folder `<output>/verify/<screen>/<device>-<locale>-<mode>-<scale>x/`,
/// so cells verified by parallel tests never share files, and `proofsheet approve --report <that folder>` accepts
/// exactly that cell. When it passes, that folder is removed. See docs/swift-api.md.
public enum ProofsheetCheck {
    /// What one `verify` found.
    public struct Verification: Sendable {
        /// The cell's result; its artefact and golden paths are relative to `reportFolder`.
        public let result: CellResult
        /// Absolute path of the folder holding this cell's report while it fails (removed when it passes).
        public let reportFolder: String
        /// Absolute path of the project config.
        public let config: String

        /// True when the cell makes a check fail (see `CellResult.isFailing`).
        public var isFailing: Bool { result.isFailing }

        /// nil when the cell passes (or its golden was just recorded); otherwise what failed, where the golden,
        /// actual, diff and strip images are (absolute paths), and the command that approves the new image.
        public var failureMessage: String? {
            guard result.isFailing else { return nil }
            var lines = ["Proofsheet: \(result.cell) \(result.status.rawValue): \(result.message ?? "no detail")"]
            for finding in result.findings where finding.isBlocking {
                lines.append("  audit:   \(finding.criterion.rawValue) (\(finding.severity.rawValue)) at \(finding.nodeID): \(finding.message) [\(finding.id)]")
            }
            let files: [(String, String?)] = [("golden", result.golden), ("actual", result.artefacts.actual),
                                              ("diff", result.artefacts.diff), ("strip", result.artefacts.strip)]
            for (label, path) in files {
                guard let path else { continue }
                lines.append("  \(label):\(String(repeating: " ", count: 8 - label.count))\(ProjectPath.resolve(path, against: reportFolder))")
            }
            lines.append("  report:  \(reportFolder)/\(ReportWriter.htmlFileName)")
            if result.artefacts.actual != nil {
                lines.append("To accept the new image as the golden: " + approveCommand)
            }
            return lines.joined(separator: "\n")
        }

        /// `proofsheet approve --config <config> --report <reportFolder>`, shell-quoted where needed.
        public var approveCommand: String {
            "proofsheet approve --config \(Cell.shellQuoted(config)) --report \(Cell.shellQuoted(reportFolder))"
        }
    }

    /// Loads the project at `config` (absolute, or relative to the current folder) and checks one cell.
    ///
    /// `device` nil means the screen's own device when its spec fixes one, else the matrix's first device.
    /// `record` works as `check --record`: `.missing` writes the golden when there is none, and so on.
    /// `today` is the date waivers are judged against (`check --today`); nil means today's UTC date.
    /// Throws when the project does not load or the cell is not in its matrix; a cell that renders badly
    /// or whose golden is unreadable is a failing result, not a throw.
    public static func verify(config: String, screen: String, locale: String, mode: ThemeMode, textScale: Double,
                              device: String? = nil, record: RecordMode = .never,
                              today: CalendarDate? = nil) throws -> Verification {
        let project = try Project.load(configPath: ProjectPath.absolute(config))
        return try verify(project: project, screen: screen, locale: locale, mode: mode, textScale: textScale,
                          device: device, record: record, today: today)
    }

    /// As `verify(config:…)`, with a project already loaded (load once, verify many cells).
    public static func verify(project: Project, screen: String, locale: String, mode: ThemeMode, textScale: Double,
                              device: String? = nil, record: RecordMode = .never,
                              today: CalendarDate? = nil) throws -> Verification {
        try verify(project: project, screen: screen, locale: locale, mode: mode, textSize: .multiplier(textScale),
                   device: device, record: record, today: today)
    }

    /// As `verify(project:…textScale:…)`, at any text size (`.category(.ax5)`, `.fontScale(hundredths: 130)`) and
    /// with Bold Text on or off.
    public static func verify(project: Project, screen: String, locale: String, mode: ThemeMode, textSize: TextSize,
                              boldText: Bool = false, device: String? = nil, record: RecordMode = .never,
                              today: CalendarDate? = nil) throws -> Verification {
        let chosenDevice = device ?? project.screens.first { $0.id == screen }?.device ?? project.config.matrix.devices.first ?? ""
        let wanted = Cell(screen: ScreenStateID(screen), device: chosenDevice, locale: LocaleID(locale), mode: mode, textSize: textSize, boldText: boldText)
        var filter = CellFilter()
        filter.screens = [wanted.screen]
        // `wallet` is the tree as written, `wallet@empty` one state: exactly one of them.
        filter.states = [wanted.screen.stateName]
        filter.devices = [wanted.deviceName]
        filter.locales = [wanted.locale]
        filter.modes = [mode]
        filter.scales = [textSize]
        filter.boldText = [boldText]
        guard try Matrix.cells(of: project, filter: filter).count == 1 else {
            throw ProofsheetCheckError.notInMatrix(wanted.description, config: FileDisplay.shown(project.config.file))
        }
        var options = CheckRun.Options()
        options.filter = filter
        options.jobs = 1
        // Rendered and audited now, never reused from the check cache: the result is exact (a reused one is read
        // back from JSON, with rounded rectangles and waivers naming the finding).
        options.full = true
        // An app's test writes the expected | diff | actual strip on failure (STYLE.md, reference-image tests).
        options.writesComparisonStrip = true
        options.record = record
        options.audits = try CheckRun.AuditRun.load(project: project, today: today ?? CalendarDate.currentUTC())
        options.reportFolder = project.config.paths.output + "/verify/" + screen + "/" + String(wanted.fileName.dropLast(".png".count))
        let run = CheckRun(project: project, options: options)
        let report = try run.run()
        guard let result = report.cells.first else {
            throw ProofsheetCheckError.notInMatrix(wanted.description, config: FileDisplay.shown(project.config.file))
        }
        if result.isFailing {
            try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet verify \(result.cell)")
        } else {
            // Only what a run wrote there (never a foreign file, never through a link).
            try SafeDeletion.removeReport(run.reportFolder,
                                          fileNames: [ReportWriter.jsonFileName, ReportWriter.junitFileName, ReportWriter.htmlFileName],
                                          isArtefact: CellFileName.isArtefact)
            // The screen's and the verify folder too, when that leaves them empty (rmdir removes only empty folders).
            let screenFolder = (run.reportFolder as NSString).deletingLastPathComponent
            rmdir(screenFolder)
            rmdir((screenFolder as NSString).deletingLastPathComponent)
        }
        return Verification(result: result, reportFolder: run.reportFolder, config: project.config.file)
    }
}

/// Why `ProofsheetCheck.verify` could not check a cell.
public enum ProofsheetCheckError: Error, Equatable, CustomStringConvertible {
    /// The cell's screen, device, locale, mode or text scale is not part of the config's matrix.
    case notInMatrix(String, config: String)

    public var description: String {
        switch self {
        case .notInMatrix(let cell, let config):
            return "\(cell) is not a cell of the matrix in \(config); add its text scale, mode, locale or device to 'matrix' there"
        }
    }
}
