import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetKit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// `proofsheet store`: every shot of the store config for each preset and locale, written as opaque RGB PNGs
/// to `<out>/<preset>/<locale>/<nn>-<screen>-<mode>.png`, a contact sheet per preset and locale
/// (`contact-sheet.png`), and `<out>/summary.json`.
///
/// Shots are composed in parallel on `jobs` threads (one `CellRenderer` each); results, findings and the
/// summary come out in preset, locale, shot order, so the bytes never depend on the thread count. Each file is
/// checked with `StoreOutputCheck` before it is written; a shot that fails is reported and the others go on.
public struct StoreRun {
    public var project: Project
    public var config: StoreConfig
    /// The presets to draw (default: the config's).
    public var presets: [StorePreset]
    /// The locales to draw (default: the project's matrix locales).
    public var locales: [LocaleID]
    public var outputFolder: String
    public var jobs: Int
    /// PNG effort for the shots. `.fast` (the default) encodes a 1320 × 2868 shot in about 0.05 s at roughly
    /// 1.6 × the size of `.small`, which takes seconds per shot; both stay far below the stores' 8 MB.
    public var effort: PNGEncoder.Effort = .fast

    public init(project: Project, config: StoreConfig, outputFolder: String, jobs: Int) {
        self.project = project
        self.config = config
        self.presets = config.presets
        self.locales = project.config.matrix.locales
        self.outputFolder = outputFolder
        self.jobs = jobs
    }

    /// Keeps only the named presets and locales; throws `StoreError.unknownFilterValue` for a name not available.
    /// The locales are read as `--locale` reads them (`CellFilter.add(_:for:)`).
    public mutating func narrow(presets presetNames: [String], locales localeNames: [LocaleID]) throws {
        for name in presetNames where StorePreset.named(name) == nil {
            throw StoreError.unknownFilterValue(flag: "--preset", value: name, known: StorePreset.builtIn.map(\.name))
        }
        for locale in localeNames where !locales.contains(locale) {
            throw StoreError.unknownFilterValue(flag: "--locale", value: locale.identifier, known: locales.map(\.identifier))
        }
        if !presetNames.isEmpty { presets = StorePreset.builtIn.filter { presetNames.contains($0.name) } }
        if !localeNames.isEmpty { locales = locales.filter { localeNames.contains($0) } }
    }

    /// One shot's result as a worker hands it back.
    package struct Outcome {
        package let shot: StoreReport.Shot
        package let findings: [StoreFinding]
        package let tile: StoreContactSheet.Tile?
    }

    public func run() throws -> StoreReport {
        // The store folder named on the command line may lie anywhere; one of the project must resolve inside it.
        try ProjectFiles(root: project.config.root, explicitFolders: [outputFolder]).checked(outputFolder, role: "store output folder")
        try OutputFolder.check(outputFolder, label: "--out")
        if let strictest = presets.first(where: { $0.maxShots < self.config.shots.count }) {
            throw StoreError.tooManyShots(preset: strictest.name, limit: strictest.maxShots, count: self.config.shots.count)
        }
        var items: [(StorePreset, LocaleID, StoreShot)] = []
        for preset in presets {
            for locale in locales {
                for shot in config.shots { items.append((preset, locale, shot)) }
            }
        }
        let config = self.config, outputFolder = self.outputFolder
        let encoder = PNGEncoder(effort: effort, includeAlpha: false)
        let outcomes = try WorkerPool.run(count: items.count, jobs: jobs, makeState: { try CellRenderer(project: project) }) { renderer, index in
            let (preset, locale, shot) = items[index]
            return StoreRun.make(shot, preset: preset, locale: locale, renderer: renderer, config: config,
                                 encoder: encoder, outputFolder: outputFolder)
        }

        var findings: [StoreFinding] = []
        var sheets: [String] = []
        let sheetRenderer = try CellRenderer(project: project)
        let labelToken = project.tokens.typography[config.subtitleStyle.name]
        let sheet = StoreContactSheet(chain: try sheetRenderer.fonts.chain(family: labelToken?.family ?? "sans"), glyphs: sheetRenderer.glyphs)
        let sheetEncoder = PNGEncoder(effort: .fast, includeAlpha: false)
        var offset = 0
        for preset in presets {
            for locale in locales {
                let group = outcomes[offset..<(offset + config.shots.count)]
                offset += config.shots.count
                findings += group.flatMap(\.findings)
                if !config.shots.contains(where: { $0.mode.isDark }) {
                    findings.append(StoreFinding(kind: .noDarkShot, severity: .warning, preset: preset.name, locale: locale, shot: nil,
                                                 message: "no shot is in a dark mode; set \"mode\": \"dark\" on at least one shot"))
                }
                let relative = "\(preset.name)/\(locale.identifier)/contact-sheet.png"
                if let pixmap = try sheet.render(group.compactMap(\.tile), direction: locale.direction) {
                    let path = outputFolder + "/" + relative
                    try FileManagerFolders.create(parentOf: path)
                    try sheetEncoder.write(pixmap, toPath: path)
                    sheets.append(relative)
                }
            }
        }
        let report = StoreReport(outputFolder: outputFolder, presets: presets, locales: locales, shots: outcomes.map(\.shot),
                                 contactSheets: sheets, findings: findings)
        let summary = outputFolder + "/summary.json"
        try FileManagerFolders.create(parentOf: summary)
        try AtomicFile.write(Array((report.json().jsonText() + "\n").utf8), to: summary)
        return report
    }

    /// Composes, encodes, validates and writes one shot, and makes its contact-sheet tile.
    package static func make(_ shot: StoreShot, preset: StorePreset, locale: LocaleID, renderer: CellRenderer, config: StoreConfig,
                     encoder: PNGEncoder, outputFolder: String) -> Outcome {
        let relative = "\(preset.name)/\(locale.identifier)/\(shot.fileName)"
        let unit = Double(preset.width) / 440
        func failed(_ kind: StoreFinding.Kind, _ message: String, composition: StoreComposition? = nil) -> Outcome {
            let finding = StoreFinding(kind: kind, severity: .error, preset: preset.name, locale: locale, shot: shot.fileName, message: message)
            return Outcome(shot: StoreReport.Shot(preset: preset, locale: locale, shot: shot, relativePath: relative, fileBytes: 0,
                                                  caption: composition?.caption, captionContrast: composition?.captionContrast,
                                                  subtitleContrast: composition?.subtitleContrast, renderScale: composition?.renderScale,
                                                  error: message, unit: unit),
                           findings: (composition?.findings ?? []) + [finding], tile: nil)
        }
        let composition: StoreComposition
        do {
            composition = try StoreComposer(renderer: renderer, config: config).compose(shot, preset: preset, locale: locale)
        } catch {
            return failed(.shotFailed, String(describing: error))
        }
        let path = outputFolder + "/" + relative
        do {
            let png = try encoder.encode(composition.pixmap, source: path)
            if let problem = StoreOutputCheck.problem(png, preset: preset) {
                return failed(.invalidOutput, StoreError.invalidOutput(shot: relative, preset: preset.name, problem: problem).description,
                              composition: composition)
            }
            try FileManagerFolders.create(parentOf: path)
            try AtomicFile.write(png, to: path)
            let height = StoreContactSheet.thumbnailHeight
            let width = max(1, (preset.width * height + preset.height / 2) / preset.height)
            let tile = BoxResampler.resample(composition.pixmap, width: width, height: height).map { thumbnail in
                StoreContactSheet.Tile(thumbnail: thumbnail, label: shot.fileName,
                                       problem: composition.findings.filter { $0.severity == .error }.map(\.kind.rawValue).joined(separator: ", "))
            }
            return Outcome(shot: StoreReport.Shot(preset: preset, locale: locale, shot: shot, relativePath: relative, fileBytes: png.count,
                                                  caption: composition.caption, captionContrast: composition.captionContrast,
                                                  subtitleContrast: composition.subtitleContrast, renderScale: composition.renderScale,
                                                  error: nil, unit: composition.layout.unit),
                           findings: composition.findings, tile: tile)
        } catch {
            return failed(.shotFailed, String(describing: error), composition: composition)
        }
    }
}
