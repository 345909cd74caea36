import Foundation
import Synchronization
import ProofsheetSupport
import ProofsheetKit
import ProofsheetProject
import ProofsheetSpec
import ProofsheetVerify

/// The live matrix behind the page: the selected cells of one device, each with its last good image, and the
/// generation number that counts completed refreshes.
///
/// `refresh` runs on one thread at a time (the file watcher's); readers take `snapshot()`, which is a
/// consistent generation: every cell in it is as that refresh left it, so the page never mixes two refreshes.
package final class LiveMatrix: Sendable {
    package let configPath: String
    package let options: ServeOptions
    private let guarded: Mutex<Guarded>

    /// What readers and the refreshing thread share.
    private struct Guarded {
        var state: Snapshot
        /// The last project that loaded, whose config decides which cells a file change touches.
        var project: Project?
        /// Cells rendered since the server started (the count the log and the tests read).
        var renderCount = 0
    }

    package var renderCount: Int { guarded.withLock { $0.renderCount } }

    /// One generation of the page.
    package struct Snapshot: Sendable {
        package var generation = 0
        /// Random per server run, in image URLs: a restarted server's generation 1 is not the cached one of the last run.
        package var run = ""
        package var device = ""
        package var cells: [LiveCell] = []
        /// A problem no single cell owns (the config does not load, the audits cannot be set up).
        package var problem: String?
        /// The project inputs whose change started this generation, relative to the project root.
        package var changedFiles: [String] = []
        package var renderedCells: [String] = []
    }

    package init(configPath: String, options: ServeOptions) {
        self.configPath = configPath
        self.options = options
        guarded = Mutex(Guarded(state: Snapshot(run: String(PreviewServer.makeSecret().prefix(8)))))
    }

    package func snapshot() -> Snapshot { guarded.withLock { $0.state } }

    package var config: ProjectConfig? { guarded.withLock { $0.project?.config } }

    /// The last project that loaded (approval writes into its golden folder).
    package var currentProject: Project? { guarded.withLock { $0.project } }

    /// Reloads the project and re-renders the cells that read `changed` (nil: every cell), then publishes the
    /// next generation. A file that does not load puts its error in the place of the cells that read it.
    @discardableResult
    package func refresh(changed: Set<String>?) -> Snapshot {
        let previous = snapshot()
        let oldProject = guarded.withLock { $0.project }
        let loaded: Project
        do {
            loaded = try Project.load(configPath: configPath)
        } catch {
            return publish(failure: String(describing: error), changed: changed, previous: previous, oldProject: oldProject)
        }
        var next = Snapshot(generation: previous.generation + 1, run: previous.run)
        do {
            let plan = try renderPlan(loaded, changed: changed, previous: previous)
            next.device = plan.device
            let audits = try CheckRun.AuditRun.load(project: loaded, today: options.today)
            let rendered = try LiveRenderer(project: loaded, audits: audits, generation: next.generation)
                .render(plan.toRender, jobs: options.jobs)
            var byCell: [Cell: LiveCell] = [:]
            for cell in previous.cells { byCell[cell.cell] = cell }
            for cell in rendered { byCell[cell.cell] = LiveRenderer.merged(cell, over: byCell[cell.cell]) }
            next.cells = plan.cells.compactMap { byCell[$0] }
            next.renderedCells = plan.toRender.map(\.description)
        } catch {
            // The project loads, so its files are watched from now on; the problem is shown until a change fixes it.
            guarded.withLock { $0.project = loaded }
            return publish(failure: String(describing: error), changed: changed, previous: previous, oldProject: loaded)
        }
        next.changedFiles = shown(changed, config: loaded.config)
        for index in next.cells.indices {
            next.cells[index].error = next.cells[index].error.map { LiveMatrix.relative($0, root: loaded.config.root) }
        }
        guarded.withLock {
            $0.project = loaded
            $0.renderCount += next.renderedCells.count
            $0.state = next
        }
        return next
    }

    /// The cells of the grid and which of them to render now: new cells, cells that read a changed file and cells
    /// in error (their error may have been fixed by a file the rule does not tie to them).
    private func renderPlan(_ project: Project, changed: Set<String>?, previous: Snapshot) throws
        -> (cells: [Cell], toRender: [Cell], device: String) {
        let devices = project.config.matrix.devices
        let device = options.device ?? DeviceName(devices.first ?? "")
        guard devices.contains(device.name) else { throw ServeError.unknownDevice(device.name, known: devices) }
        let cells = try Matrix.cells(of: project, filter: options.filter).filter { $0.deviceName == device }
        let known = Dictionary(previous.cells.map { ($0.cell, $0) }, uniquingKeysWith: { first, _ in first })
        let affected = changed.map { WatchedFileReaders.cells(cells, reading: $0, config: project.config) } ?? Set(cells)
        let toRender = cells.filter { affected.contains($0) || known[$0] == nil || known[$0]?.error != nil || previous.problem != nil }
        return (cells, toRender, device.name)
    }

    /// The next generation when the project (or the audits) cannot be used: the cells that read a changed file
    /// show `message` beside their last good image; the others stay as they were.
    private func publish(failure message: String, changed: Set<String>?, previous: Snapshot, oldProject: Project?) -> Snapshot {
        var next = previous
        next.generation += 1
        next.renderedCells = []
        let cells = previous.cells.map(\.cell)
        var affected = Set(cells)
        if let changed, let config = oldProject?.config { affected = WatchedFileReaders.cells(cells, reading: changed, config: config) }
        let message = oldProject.map { LiveMatrix.relative(message, root: $0.config.root) } ?? message
        for index in next.cells.indices where affected.contains(next.cells[index].cell) {
            next.cells[index].error = message
        }
        next.problem = next.cells.isEmpty || affected.isEmpty ? message : nil
        next.changedFiles = shown(changed, config: oldProject?.config)
        guarded.withLock { $0.state = next }
        return next
    }

    /// `message` with the project root's absolute path left out, so files read `layouts/screens/home.json:3:30`
    /// wherever the server was started (messages already relative to the working folder stay as they are).
    package static func relative(_ message: String, root: String) -> String {
        message.replacingOccurrences(of: ProjectPath.normalize(root) + "/", with: "")
    }

    /// The project inputs among `changed` (no editor temporary, no report folder), relative to the project root.
    private func shown(_ changed: Set<String>?, config: ProjectConfig?) -> [String] {
        guard let changed else { return [] }
        guard let config else { return changed.sorted() }
        return WatchedFileReaders.inputs(changed, config: config).map { ProjectPath.relative($0, from: config.root) }.sorted()
    }
}
