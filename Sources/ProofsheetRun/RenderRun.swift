import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetKit
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// `proofsheet render`: renders cells to `<out>/<screen>/<cell>.png`, in parallel, one renderer per worker.
/// A cell that fails is reported and the others go on; files are written atomically.
public struct RenderRun {
    public var project: Project
    public var cells: [Cell]
    public var outputFolder: String
    public var jobs: Int
    /// Also write `<cell>.layout.json` beside each PNG.
    public var writesLayoutJSON = false
    /// Also write `<cell>.<deficiency>.png`: the cell as seen with each colour-vision deficiency (`VisionSimulator`).
    public var vision: [ColorVisionDeficiency] = []
    /// Also write the accessibility snapshot `<cell>.a11y.txt` and its legend `<cell>.legend.png`.
    public var writesAccessibility = false

    public init(project: Project, cells: [Cell], outputFolder: String, jobs: Int) {
        self.project = project
        self.cells = cells
        self.outputFolder = outputFolder
        self.jobs = jobs
    }

    /// What happened to one cell.
    public struct Outcome: Sendable {
        public let cell: Cell
        /// The PNG written, or nil when the cell failed.
        public let path: String?
        public let error: String?
    }

    /// Renders every cell; throws `RenderRunError` before rendering when the output folder is the golden folder
    /// (or inside it) or is not a folder.
    public func run() throws -> [Outcome] {
        try checkOutputFolder()
        let encoder = PNGEncoder(effort: .fast, includeAlpha: false)
        let files = ProjectFiles(root: project.config.root, explicitFolders: [outputFolder])
        return try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { try CellRenderer(project: project) }) { renderer, index in
            let cell = cells[index]
            let path = outputFolder + "/" + cell.relativePath
            do {
                let rendered = try renderer.render(cell)
                try files.checked(path, role: "render output")
                try FileManagerFolders.create(parentOf: path)
                try encoder.write(rendered.pixmap, text: [], toPath: path)
                if writesLayoutJSON {
                    let json = LayoutReport.json(of: rendered.composed).jsonText() + "\n"
                    try AtomicFile.write(Array(json.utf8), to: String(path.dropLast(4)) + ".layout.json")
                }
                let base = String(path.dropLast(4))
                for deficiency in vision.sorted() {
                    try encoder.write(VisionSimulator(deficiency).simulate(rendered.pixmap), text: [], toPath: base + "." + deficiency.rawValue + ".png")
                }
                if writesAccessibility {
                    let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell)
                    try AtomicFile.write(Array(snapshot.text.utf8), to: base + AccessibilitySnapshot.fileSuffix)
                    let legend = try AccessibilityLegend(scene: rendered.composed.scene, fonts: renderer.fonts).render(rendered, glyphs: renderer.glyphs)
                    try encoder.write(legend, text: [], toPath: base + ".legend.png")
                }
                return Outcome(cell: cell, path: path, error: nil)
            } catch {
                return Outcome(cell: cell, path: nil, error: String(describing: error))
            }
        }
    }

    /// Goldens are written only by `check --record` and `approve`, stamped with their inputs (docs/hardening.md):
    /// a render into the golden folder would replace approved goldens with unstamped images, so it is refused.
    package func checkOutputFolder() throws {
        let folder = ProjectPath.absolute(outputFolder)
        let golden = project.config.paths.golden
        if ProjectPath.isInside(folder, root: golden) {
            throw RenderRunError.insideGoldens(folder: FileDisplay.shown(folder), golden: FileDisplay.shown(golden))
        }
        try OutputFolder.check(folder, label: "--out")
    }
}
