import CAllocatorTuning
import Foundation
import Synchronization
import ProofsheetSupport
import ProofsheetKit
import ProofsheetSpec

/// `proofsheet serve`: a local HTTP/1.1 server with the live matrix and the review of the last check.
///
/// Threads: one accepts connections, one per connection answers its single request, one watches the project
/// (inotify) and re-renders, one watches the event streams for tabs that close; all of them block in the kernel
/// while nothing happens, so an idle server uses no CPU. Every change is pushed to the open tabs as server-sent
/// events. What holds under load (deadlines, caps, descriptors): docs/serve.md, "Under load".
public final class PreviewServer: Sendable {
    package let options: ServeOptions
    package let matrix: LiveMatrix
    package let review: ReviewBoard
    package let events: EventStream
    /// The connections being read or answered, at most 64 (16 per client address).
    package let limits = ConnectionLimits()
    /// Required on every request that changes files (`X-Proofsheet-Secret`); only the served page knows it.
    package let secret: String
    private let socket: ListeningSocket
    private let watcher: FileWatcher
    /// Whether `stop()` ran.
    private let isStopped = Mutex(false)
    private let stopped = DispatchGroup()

    /// Loads the project, renders every selected cell (generation 1) and binds the socket; `start()` serves.
    public init(configPath: String, options: ServeOptions) throws {
        self.options = options
        matrix = LiveMatrix(configPath: configPath, options: options)
        let first = matrix.refresh(changed: nil)
        // At start, a project that yields no cell at all (a config, tokens or strings error, an unknown --device) is
        // an error; later, every bad file is shown in the page and the server goes on.
        guard let config = matrix.config, first.problem == nil || !first.cells.isEmpty else {
            throw ServeStartError(message: first.problem ?? "the project does not load")
        }
        review = ReviewBoard(reportFolder: config.paths.output + "/report")
        secret = PreviewServer.makeSecret()
        socket = try ListeningSocket(host: options.host, port: options.port)
        events = try EventStream()
        watcher = try FileWatcher(folders: PreviewServer.watchedFolders(config), quietMilliseconds: options.quietMilliseconds)
        options.log("generation 1: rendered \(first.renderedCells.count) of \(first.cells.count) cells")
    }

    /// The page's address (`http://127.0.0.1:PORT/`).
    public var url: String { "http://\(options.host):\(socket.port)/" }
    public var port: UInt16 { socket.port }
    /// Cells rendered since the server started.
    public var renderCount: Int { matrix.renderCount }
    /// The generation the page shows now.
    public var generation: Int { matrix.snapshot().generation }

    /// Starts the accept, project-watch and stream-watch threads and returns.
    public func start() {
        stopped.enter()
        stopped.enter()
        stopped.enter()
        Thread.detachNewThread { [self] in
            while let connection = socket.accept() {
                if let refusal = limits.admit(connection) {
                    connection.write(HTTPResponse.text(refusal, status: .serviceUnavailable).bytes)
                    connection.close()
                    continue
                }
                Thread.detachNewThread { [self] in
                    handle(connection)
                    limits.release(connection)
                }
            }
            stopped.leave()
        }
        // Generation 1 is rendered: its workers' freed canvases go back to the system (below).
        proofsheet_release_free_memory()
        Thread.detachNewThread { [self] in
            watcher.run { files in
                changed(files: files)
                // Each refresh renders on new worker threads, and the allocator keeps their freed canvases and the
                // superseded generation's images for reuse (CAllocatorTuning): given back once the refresh has
                // returned, so the server's resident memory stays near one generation's, however many renders
                // (docs/performance.md, "serve memory").
                proofsheet_release_free_memory()
            }
            stopped.leave()
        }
        Thread.detachNewThread { [self] in
            events.closeStreamsAsTheyHangUp()
            stopped.leave()
        }
    }

    /// Stops accepting, stops watching, closes the event streams and waits for the three threads to end.
    public func stop() {
        let first = isStopped.withLock { isStopped -> Bool in
            defer { isStopped = true }
            return !isStopped
        }
        guard first else { return }
        socket.shutDown()
        watcher.stop()
        events.closeAll()
        stopped.wait()
    }

    /// One change set from the watcher: re-read the report if it changed, re-render the cells that read the files.
    package func changed(files reported: Set<String>) {
        let reportFolder = review.reportFolder
        // A report folder watched only now may already hold the report the check that created it wrote.
        let added = watcher.watch(PreviewServer.watchedFolders(matrix.config))
        // So may a folder that appeared (an optional catalog created with `mkdir -p` and a file written at once):
        // the files it already holds count as changed.
        var files = reported
        for folder in added where folder != reportFolder {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] { files.insert(folder + "/" + name) }
        }
        if added.contains(reportFolder) || files.contains(where: { $0 == reportFolder + "/report.json" || $0 == reportFolder }) {
            review.reload()
            events.send(ServerEvent(name: "review", data: review.jsonValue()))
            options.log("review: read \(FileDisplay.shown(reportFolder))/report.json")
        }
        let current = matrix.snapshot()
        // Only a file the project reads starts a generation (never an editor's temporary or the report folder);
        // cells in error are then retried whatever the rule ties the file to: the fix may be anywhere.
        let readsChanged = matrix.config.map { config in files.contains { WatchedFileReaders.input($0, config: config) != .none } } ?? true
        guard readsChanged else { return }
        events.send(ServerEvent(name: "rendering", data: .object([("generation", .number(current.generation + 1))])))
        let started = ContinuousClock.now
        let next = matrix.refresh(changed: files)
        events.send(ServerEvent(name: "state", data: next.jsonValue()))
        let elapsed = (ContinuousClock.now - started).components
        let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
        var line = "generation \(next.generation): \(next.changedFiles.joined(separator: ", ")) changed → re-rendered "
            + "\(next.renderedCells.count) of \(next.cells.count) cells in \(milliseconds) ms"
        if let problem = next.problem ?? next.cells.first(where: { $0.error != nil })?.error { line += "; error: \(problem)" }
        options.log(line)
    }

    /// The folders of every file the project reads (`WatchedFileReaders.folders`), and the report folder (or the
    /// nearest existing folder above it).
    package static func watchedFolders(_ config: ProjectConfig?) -> [String] {
        guard let config else { return [] }
        var report = config.paths.output + "/report"
        while !FileManager.default.fileExists(atPath: report) && report.count > 1 { report = (report as NSString).deletingLastPathComponent }
        return WatchedFileReaders.folders(config) + [report]
    }

    /// 128 random bits in hex (the system's generator: getrandom(2)); it never reaches a file.
    package static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}

/// The project could not be loaded at start (the server needs a config to know what to watch).
package struct ServeStartError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
