import ProofsheetRaster
import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

/// The outcome of checking one cell: status, why, the diff counts and the artefacts written for it.
///
/// Paths in `artefacts` are relative to the report folder, so a report folder can be moved or uploaded whole.
public struct CellResult: Sendable, Equatable {
    public var cell: Cell
    public var status: CellStatus
    /// One line a person can act on: the error, the diff summary, or what changed in the golden's stamp.
    public var message: String?
    /// Set when `status` is `error`: the stage that failed and its cause, typed (file, line, column, JSON path).
    public var failure: CellFailure?
    public var diff: DiffSummary?
    public var artefacts: CellArtefacts
    /// The golden's path relative to the report folder (present when the golden exists).
    public var golden: String?
    /// `golden` when it is an image a page can show (a PNG golden); nil in the manifest store, whose golden is the
    /// screen's manifest file (pixel hashes, no pixels).
    package var goldenImage: String? { golden.flatMap { $0.hasSuffix(CellFileName.goldenSuffix) ? $0 : nil } }
    /// True when this run wrote the cell's golden (`--record`).
    public var recorded: Bool
    /// What the accessibility audits found in this cell (docs/audits.md).
    public var findings: [Finding] = []
    /// Pixels per point of the cell's device: findings are in points, images in pixels.
    public var pixelScale: Double?
    /// How the cell's accessibility snapshot differs from the stored one, one entry per element (docs/audits.md).
    public var accessibilityChanges: [String] = []
    /// How the cell's layout differs from the record stored with its golden (`LayoutSnapshot.changes(from:)`),
    /// one entry per node that resized, re-wrapped, moved on its own, appeared or went away; only for changed cells.
    public var layoutChanges: [String] = []
    /// What changed since the golden, input by input; empty unless `status` is `changed`.
    public var changes: [InputChange] = []
    /// The id of the cell's cause group (`CauseGroup.id(of: changes)`); nil unless `status` is `changed`.
    public var cause: String?

    /// True when this cell makes the run fail: not pass (and not a golden this run recorded), or an enforced
    /// audit error that no waiver covers.
    public var isFailing: Bool { (status.isFailure && !recorded) || hasBlockingFindings }

    public var hasBlockingFindings: Bool { findings.contains(where: \.isBlocking) }

    /// The result of a cell that could not be checked: status `error`, `message` saying so, the typed `failure`.
    public static func failed(_ cell: Cell, _ stage: CellFailure.Stage, _ error: any Error, message: String) -> CellResult {
        var result = CellResult(cell: cell, status: .error, message: message)
        result.failure = CellFailure(stage, error)
        return result
    }

    public init(cell: Cell, status: CellStatus, message: String? = nil, diff: DiffSummary? = nil,
                artefacts: CellArtefacts = CellArtefacts(), golden: String? = nil, recorded: Bool = false) {
        self.cell = cell
        self.status = status
        self.message = message
        self.diff = diff
        self.artefacts = artefacts
        self.golden = golden
        self.recorded = recorded
    }
}

/// Pixel counts of a comparison.
public struct DiffSummary: Sendable, Equatable {
    public var differentPixels: Int
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// The box of changed pixels, in pixels (x, y, width, height), when any changed.
    public var changedBounds: PixelRect?
    public var algorithm: String

    public init(differentPixels: Int, antiAliasedPixels: Int, totalPixels: Int, changedBounds: PixelRect?, algorithm: String) {
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.changedBounds = changedBounds
        self.algorithm = algorithm
    }

    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
}

/// Files written for a cell that did not pass (paths relative to the report folder).
public struct CellArtefacts: Sendable, Equatable {
    public var actual: String?
    /// The diff's marks (`.diff.png`): changed pixels red, anti-aliased ones yellow, the rest transparent
    /// (`DiffImageStyle.marks`); the report page shows them over the faded expected image.
    public var diff: String?
    public var strip: String?
    /// The cell's accessibility snapshot as rendered (`.a11y.txt`) and its legend image (`.legend.png`).
    public var accessibility: String?
    public var legend: String?
    /// Where the actual image goes in `legend`, which leaves the screenshot out (the report page lays the legend
    /// over it); nil for a legend drawn with its screenshot.
    package var legendScreenshot: LegendScreenshot?
    /// The accessibility legend the report page draws over `actual` (what `check` writes for a cell whose snapshot
    /// is new or changed); nil otherwise, and in reports of earlier builds, which wrote `legend` images.
    package var pageLegend: PageLegend?
    /// The cell's layout record as rendered (`.layout.txt`), which `approve` stores beside the golden.
    public var layout: String?
    /// Manifest store: the expected image re-rendered from the baseline commit, written whole or, with `expectedBand`,
    /// as the band of its rows that differ from the actual image.
    public var expected: String?
    /// Manifest store: where `expected` sits in the full image when it is a band (nil: it is the whole image).
    package var expectedBand: ImageBand?
    /// Where `diff` (the marks alone, written as the band of rows that differ) sits in the full image; nil when it is
    /// the whole image.
    package var diffBand: ImageBand?

    public init(actual: String? = nil, diff: String? = nil, strip: String? = nil, accessibility: String? = nil, legend: String? = nil,
                layout: String? = nil, expected: String? = nil) {
        self.actual = actual
        self.diff = diff
        self.strip = strip
        self.accessibility = accessibility
        self.legend = legend
        self.layout = layout
        self.expected = expected
    }
}
