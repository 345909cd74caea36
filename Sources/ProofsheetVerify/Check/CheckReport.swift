/// Everything one `check` (or one shard of it) found: the report.json model, from which the HTML,
/// JUnit and terminal reports are written and which `proofsheet merge` combines.
///
/// It holds no clock values and no machine facts, so the same inputs give the same report, and the
/// shards of a run merge into exactly the report of the unsharded run.
public struct CheckReport: Sendable, Equatable {
    /// The report format; bump when a field changes meaning or disappears.
    /// 2: `run`, `problems[]`, and each finding's `problem`, `shortfall` and `cause` (docs/report-format.md).
    /// 3: each cell's `layoutChanges` and `artefacts.layout` (the layout-tree diff).
    /// 4: `causes[]` and each cell's `cause` and `changes` (the exact inputs that changed since the golden).
    public static let formatVersion = 5

    public var toolVersion: String
    public var rendererVersion: String
    public var diffAlgorithm: String
    /// The project config, relative to the report folder.
    public var config: String
    /// Cells in matrix order.
    public var cells: [CellResult]
    /// Golden files (relative to the golden folder) that no cell of the matrix produces.
    public var orphans: [String]
    /// Which shard this is (`index` from 1), or nil for a whole run or a merged report.
    public var shard: Shard?
    /// The command that wrote it: only a `check` report can be approved.
    package var kind: ReportKind = .check

    public struct Shard: Sendable, Equatable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public init(toolVersion: String, rendererVersion: String, diffAlgorithm: String, config: String,
                cells: [CellResult], orphans: [String], shard: Shard?) {
        self.toolVersion = toolVersion
        self.rendererVersion = rendererVersion
        self.diffAlgorithm = diffAlgorithm
        self.config = config
        self.cells = cells
        self.orphans = orphans
        self.shard = shard
    }

    /// Number of cells per status.
    public var counts: [CellStatus: Int] {
        var counts: [CellStatus: Int] = [:]
        for status in CellStatus.allCases { counts[status] = 0 }
        for cell in cells { counts[cell.status, default: 0] += 1 }
        return counts
    }

    public var hasFailures: Bool { cells.contains { $0.isFailing } }

    /// The changed cells grouped by cause (derived from the cells, so merged shards group like one run).
    public var causes: [CauseGroup] { CauseGroup.groups(of: cells) }

    /// The cells' findings as problems, worst first (`Problem.group`).
    public var problems: [Problem] { Problem.group(cells) }
}
