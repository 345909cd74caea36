import CAllocatorTuning
import CPNGReference
import Foundation
import ProofsheetKit

// proofsheet-bench: stage timings of Proofsheet on the shipped matrix at 390×844 pt × 3 (1170×2532 px),
// each printed as a ratio to a reference measured in the same run (libpng, zlib level 6, default filters,
// encoding the same pixmaps). See docs/performance.md. Run through scripts/bench (release build).

proofsheet_line_buffer_stdout()
// The same allocator settings as the proofsheet command (see Sources/ProofsheetCLI/main.swift).
proofsheet_tune_allocator()
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--matrix" {
    // Child mode: the whole-matrix check with N jobs; prints wall seconds and peak RSS.
    exit(MatrixPhase.run(arguments))
}
if arguments.first == "--catalog" {
    // Only the string catalog entry (docs/performance.md).
    let folder = try PrivateTemporaryFolder.make(prefix: "proofsheet-bench-catalog-")
    // Removed before exit: `exit` does not return, so a `defer` here would never run and leave 5 MB behind.
    var status: Int32 = 0
    do { try CatalogBench.run(folder: folder) } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    PrivateTemporaryFolder.remove(folder)
    exit(status)
}
if arguments.first == "--text" {
    // Only the long-text rows: long words and the 4 MiB screen (docs/performance.md).
    let folder = try PrivateTemporaryFolder.make(prefix: "proofsheet-bench-text-")
    // exit() would skip a defer: the folder (a project of 4 MiB and its goldens) is removed before it.
    var status: Int32 = 0
    do {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        try TextBench.longWords(fonts: try FontCollection(directory: project.config.paths.fonts, families: project.config.fontFamilies))
        print("")
        try TextBench.largeScreen(folder: folder)
    } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    PrivateTemporaryFolder.remove(folder)
    exit(status)
}
if arguments.first == "--accessibility" {
    // Only the accessibility entry (snapshots + new criteria + simulation; docs/performance.md).
    exit(benchEntry("a11y") { folder in
        try AccessibilityBench.run(folder: folder)
    })
}
if arguments.first == "--layout-record" {
    // Only the layout-record entry (issue #17 item 3; docs/performance.md).
    exit(benchEntry("layout") { folder in
        try LayoutRecordBench.run(folder: folder)
    })
}
if arguments.first == "--input-record" {
    // Only the input-record entry (issue #17 item 2; docs/performance.md).
    exit(benchEntry("inputs") { folder in
        try InputRecordBench.run(folder: folder)
    })
}
if arguments.first == "--golden-presets" {
    // Only the golden preset grid (issue #18 item 4; docs/performance.md).
    exit(benchEntry("presets") { folder in
        try GoldenPresetBench.run(folder: folder)
    })
}
if arguments.first == "--golden-bands" {
    // Only the band-rule grid of the banded golden preset (issue #18 item 4; docs/png.md): every STEP-th shipped golden
    // (0: no sizes); `standard` measures only the goldens' rule.
    let step = arguments.dropFirst().first.flatMap { Int($0) } ?? 4
    exit(benchEntry("bands") { folder in
        try GoldenBandsBench.run(folder: folder, step: step, standardOnly: arguments.contains("standard"))
    })
}
if arguments.first == "--serve-memory" {
    // Only serve's resident memory across full re-renders of a copy of the shipped example (issue #42 item 9).
    let folder = try PrivateTemporaryFolder.make(prefix: "proofsheet-bench-serve-")
    var status: Int32 = 0
    // Optional: the number of full re-renders (default 10) and serve's --jobs (default: all cores).
    let counts = arguments.dropFirst().compactMap { Int($0) }
    do { try ServeMemoryBench.run(folder: folder, rerenders: counts.first ?? 10, jobs: counts.dropFirst().first) } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    PrivateTemporaryFolder.remove(folder)
    exit(status)
}
if arguments.first == "--golden-fast" {
    // Only the new-golden encode against libpng level 6 and its size against the smallest preset (issue #43 item 1);
    // optional: every STEP-th cell (default 8), and `grid` for the candidate compressions.
    let step = arguments.dropFirst().first.flatMap { Int($0) } ?? 8
    exit(benchEntry("fast") { folder in
        try FastGoldenBench.run(folder: folder, step: step, grid: arguments.contains("grid"))
    })
}
if arguments.first == "--deflate-walk" {
    // Only the DEFLATE walk of the band streams a changed cell compresses, against libdeflate's inflate of the same
    // streams (issue #43; docs/performance.md); optional: every STEP-th shipped golden (default 8) and RUNS (default 41).
    let counts = arguments.dropFirst().compactMap { Int($0) }
    exit(benchEntry("deflate-walk") { _ in
        try DeflateWalkBench.run(step: counts.first ?? 8, runs: counts.dropFirst().first ?? 41)
    })
}
if arguments.first == "--changed-cell" {
    // Only a changed cell against a passing full-render cell, and the lean manifest's bytes and reading time
    // (issue #43 items 2 and 3); optional: every STEP-th cell (default 4), `changed` for the changed-cell rows only.
    let step = arguments.dropFirst().first.flatMap { Int($0) } ?? 4
    exit(benchEntry("changed") { folder in
        try ChangedCellBench.run(folder: folder, step: step, changedOnly: arguments.contains("changed"))
    })
}
if arguments.first == "--contrast-record" {
    // Every text-contrast measurement and finding of a project's cells (default the shipped example) written to FILE,
    // to compare byte for byte before and after a change to the audit; and its time per cell.
    guard let output = arguments.dropFirst().first else {
        StandardError.write("usage: proofsheet-bench --contrast-record FILE [CONFIG] [x3]\n")
        exit(2)
    }
    do {
        let rest = arguments.dropFirst(2)
        try ContrastRecordBench.run(output: output, configPath: rest.first { $0 != "x3" } ?? "layouts/proofsheet.json",
                                    threeTimes: rest.contains("x3"))
        exit(0)
    } catch {
        StandardError.write("bench: \(error)\n")
        exit(1)
    }
}
if arguments.first == "--manifest-check" {
    // Only the row "check of a passing cell, manifest (render + hash)": every STEP-th cell (default 8) of the shipped
    // matrix at scale 3, rendered and checked against its manifest entry, audits off; then the same with audits.
    let step = arguments.dropFirst().first.flatMap { Int($0) } ?? 8
    exit(benchEntry("manifest-check") { folder in
        let project = try benchProject(folder: folder)
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % step == 0 }.map(\.element)
        let figures = try ManifestCheckBench.measure(folder: folder + "/manifest", cells: cells, audits: nil)
        print(String(format: "check of a passing cell, manifest (render + hash): %.2f ms median of %d cells (p10 %.2f, p90 %.2f)",
                     figures.hashOnly.median, cells.count, figures.hashOnly.percentile(0.1), figures.hashOnly.percentile(0.9)))
    })
}
if arguments.first == "--manifest-read" {
    // Only the manifest of the project at CONFIG: bytes per cell and the time to read it (issue #43 item 3; the
    // 5,632-cell matrix of scripts/bench).
    var status: Int32 = 0
    do {
        guard let config = arguments.dropFirst().first else { throw BenchError.unexpected("usage: --manifest-read CONFIG") }
        let project = try Project.load(configPath: config)
        try ChangedCellBench.printManifestFigures(project: project, cells: try Matrix.cells(of: project).count)
    } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    exit(status)
}
if arguments.first == "--manifest-matrix" {
    // The manifest of every cell of the project at CONFIG written without drawing a pixel, then its figures (issue #43
    // item 3 on the 5,632-cell matrix of scripts/bench --cost manifest; `ManifestMatrixBench`).
    var status: Int32 = 0
    do {
        guard let config = arguments.dropFirst().first else { throw BenchError.unexpected("usage: --manifest-matrix CONFIG") }
        try ManifestMatrixBench.run(configPath: config)
    } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    exit(status)
}
// The stage rows that were printing-only tests in the test target (scripts/bench --diff, --text-screen, …).
if let stage = ["--diff", "--text-screen", "--golden-levels", "--raster-shapes", "--png"].first(where: { $0 == arguments.first }) {
    var status: Int32 = 0
    do {
        switch stage {
        case "--diff": try DiffTimingBench.run()
        case "--text-screen": try TextScreenBench.run()
        case "--golden-levels": try GoldenLevelsBench.run()
        case "--raster-shapes": try RasterShapesBench.run()
        default:
            // --png [grid] [LEVEL,LEVEL…] (grid levels default 1,2,3,6,9,12)
            let levels = arguments.dropFirst().first { $0.contains(",") || Int($0) != nil }
                .map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1, 2, 3, 6, 9, 12]
            try PNGFiguresBench.run(grid: arguments.contains("grid"), levels: levels)
        }
    } catch { StandardError.write("bench: \(error)\n"); status = 1 }
    exit(status)
}
if arguments.first == "--approve" {
    // Only approve time per golden, both stores (issue #18 item 4; docs/performance.md).
    exit(benchEntry("approve") { folder in
        try ApproveBench.run(folder: folder)
    })
}
if arguments.first == "--repo-growth" {
    // Only the repository-growth simulation (issue #18; docs/performance.md); SCREENS × 96 cells, default 40.
    exit(benchEntry("growth") { folder in
        try RepositoryGrowthBench.run(folder: folder, screens: arguments.dropFirst().first.flatMap { Int($0) } ?? 40)
    })
}
exit(Benchmark.run())

/// Timing helpers: medians and spreads of per-cell samples.
struct Samples {
    var values: [Double] = []

    mutating func add(_ milliseconds: Double) { values.append(milliseconds) }

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
        return sorted[index]
    }

    var median: Double { percentile(0.5) }
}

func milliseconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = try body()
    return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}

/// The byte count of libpng's encode of `pixmap` as RGB at zlib `level` (the benchmark's reference codec).
func libpngEncode(_ pixmap: Pixmap, level: Int32) -> Int {
    var out: UnsafeMutablePointer<UInt8>?
    let size = pixmap.bytes.withUnsafeBufferPointer { png_reference_encode($0.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 3, level, &out) }
    png_reference_free(out)
    return size
}

/// Peak resident set size of this process in MB (VmHWM).
func peakResidentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
        return kb / 1024
    }
    return .nan
}

/// Runs one bench entry with its scratch folder (`benchFolder(name)`), then removes the folder, after success and
/// failure alike and never following a link (`SafeDeletion.removeTree`); returns the exit status (1 after printing
/// the error).
func benchEntry(_ name: String, _ body: (String) throws -> Void) -> Int32 {
    let folder = benchFolder(name)
    defer { SafeDeletion.removeTree(folder) }
    do {
        try body(folder)
        return 0
    } catch {
        StandardError.write("bench: \(error)\n")
        return 1
    }
}

/// A scratch folder for the bench's goldens and output: inside the shipped project's output folder
/// (`.proofsheet/`, below the project root), because a check reads goldens only inside the root (docs/hardening.md).
func benchFolder(_ name: String) -> String {
    FileManager.default.currentDirectoryPath + "/.proofsheet/bench-\(name)-\(getpid())"
}

/// Where `cell`'s PNG golden is in `project`, as the check finds it: `ProjectFiles.cellPath` of the cell's validated
/// names, checked to resolve inside the project (no link out of it).
func benchGoldenPath(_ cell: Cell, in project: Project) throws -> String {
    try project.files.checked(ProjectFiles.cellPath(cell, in: project.config.paths.golden), role: "golden")
}

/// The shipped project (or the one at `configPath`) at pixel scale 3, with goldens and output in `folder`.
func benchProject(folder: String, configPath: String = "layouts/proofsheet.json") throws -> Project {
    let project = try Project.load(configPath: configPath)
    var config = project.config
    for (name, device) in config.devices {
        var scaled = device
        scaled.scale = 3
        config.devices[name] = scaled
    }
    config.paths.golden = folder + "/golden"
    config.paths.output = folder + "/output"
    return project.with(config: config)
}

enum MatrixPhase {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 4, let jobs = Int(arguments[2]) else { return 2 }
        let folder = arguments[3]
        let screens = arguments.count > 4 ? Array(arguments[4...]) : []
        do {
            let project = try benchProject(folder: folder)
            var options = CheckRun.Options()
            options.jobs = jobs
            options.filter.screens = screens.map { ScreenStateID($0) }
            options.reportFolder = folder + "/report-\(jobs)"
            // Every cell rendered: the cache the incremental row leaves behind must not shorten this run.
            options.full = true
            options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
            let run = CheckRun(project: project, options: options)
            let (report, ms) = try milliseconds { try run.run() }
            let failing = report.cells.filter(\.isFailing).count
            print("\(ms / 1000) \(peakResidentMB()) \(report.cells.count) \(failing)")
            return 0
        } catch {
            StandardError.write("bench: \(error)\n")
            return 1
        }
    }
}

enum Benchmark {
    /// A fixed date for waiver expiry, so the benchmark does the same work every day.
    static let today = CalendarDate(year: 2026, month: 11, day: 29)!

    static func run() -> Int32 {
        do {
            try measure()
            return 0
        } catch {
            StandardError.write("bench: \(error)\n")
            return 1
        }
    }

    static func measure() throws {
        let folder = benchFolder("stages")
        defer { SafeDeletion.removeTree(folder) }
        let project = try benchProject(folder: folder)
        let cells = try Matrix.cells(of: project)
        let renderer = try CellRenderer(project: project)
        guard let decompressor = ZlibDecompressor(), let fast = PNGEncoder(effort: .fast).makeCompressor() else { return }
        let fastEncoder = PNGEncoder(effort: .fast, includeAlpha: false)
        var layout = Samples(), raster = Samples(), render = Samples(), encode = Samples(), reference = Samples()
        var decode = Samples(), exact = Samples(), tolerant = Samples(), renderEncode = Samples()
        var referenceBytes = 0, fastBytes = 0
        print("proofsheet-bench: \(cells.count) cells of the shipped matrix at 1170×2532 px (scale 3), one thread")
        for (index, cell) in cells.enumerated() {
            let (composed, layoutMS) = try milliseconds { try renderer.compose(cell) }
            let rasterizer = SceneRasterizer(scale: composed.device.scale, glyphs: renderer.glyphs)
            let (pixmap, rasterMS) = try milliseconds {
                try rasterizer.render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
            }
            let (bytes, encodeMS) = try milliseconds { try fastEncoder.encode(pixmap, using: fast) }
            let (refSize, referenceMS) = milliseconds { () -> Int in
                var out: UnsafeMutablePointer<UInt8>?
                let size = pixmap.bytes.withUnsafeBufferPointer { png_reference_encode($0.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 3, 6, &out) }
                png_reference_free(out)
                return size
            }
            // As the check writes a golden and its snapshot: validated names, inside the project, atomically.
            let goldenPath = try project.files.checked(ProjectFiles.cellPath(cell, in: project.config.paths.golden), role: "golden")
            try FileManagerFolders.create(parentOf: goldenPath)
            try AtomicFile.write(bytes, to: goldenPath)
            let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: composed.scene), cell: cell)
            let snapshotPath = try project.files.checked(ProjectFiles.cellPath(cell, in: project.config.paths.golden, suffix: AccessibilitySnapshot.fileSuffix),
                                                         role: "accessibility snapshot")
            try AtomicFile.write(Array(snapshot.text.utf8), to: snapshotPath)
            let (decoded, decodeMS) = try milliseconds { try PNGDecoder.decode(bytes, source: goldenPath, using: decompressor) }
            let (_, exactMS) = milliseconds { ImageDiff.compare(expected: decoded.pixmap, actual: pixmap, options: .exact) }
            let perturbed = perturb(pixmap)
            let (_, tolerantMS) = milliseconds { ImageDiff.compare(expected: perturbed, actual: pixmap, options: .tolerant) }
            layout.add(layoutMS); raster.add(rasterMS); render.add(layoutMS + rasterMS); encode.add(encodeMS)
            renderEncode.add(layoutMS + rasterMS + encodeMS); reference.add(referenceMS); decode.add(decodeMS)
            exact.add(exactMS); tolerant.add(tolerantMS)
            referenceBytes += refSize
            fastBytes += bytes.count
            if index % 32 == 31 { print("  … \(index + 1) cells") }
        }

        // Whole check of a passing cell (render + golden decode + compare (+ audits), nothing written), and of a
        // failing cell (artefacts written), each on every cell.
        var options = CheckRun.Options()
        options.reportFolder = folder + "/report"
        options.audits = try CheckRun.AuditRun.load(project: project, today: today)
        let worker = try CheckRun(project: project, options: options).makeWorker()
        var checkPass = Samples(), checkFail = Samples()
        for cell in cells {
            let (result, ms) = milliseconds { worker.check(cell) }
            guard result.status == .pass else { throw BenchError.unexpected("\(cell) did not pass: \(result.message ?? "")") }
            checkPass.add(ms)
        }
        // What the accessibility work adds to a passing check, on every 4th cell (AccessibilityBench).
        let a11y = try AccessibilityBench.measure(project: project, renderer: renderer,
                                                  cells: cells.enumerated().filter { $0.offset % 4 == 0 }.map(\.element), worker: worker)
        // Incremental: a cell whose inputs, golden and audit settings are unchanged since it passed is resolved
        // (to re-record its inputs), its golden file hashed, and its remembered result reused.
        var cache = CheckCache()
        for cell in cells { if let entry = worker.checkCell(cell).entry { cache.entries[cell.description] = entry } }
        try cache.save(project: project, files: project.files)
        let incremental = try CheckRun(project: project, options: options).makeWorker()
        var unchanged = Samples()
        for cell in cells {
            let (checked, ms) = milliseconds { incremental.checkCell(cell) }
            guard checked.reused else { throw BenchError.unexpected("\(cell) was not reused by the incremental check") }
            unchanged.add(ms)
        }
        for cell in cells.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
            let goldenPath = try benchGoldenPath(cell, in: project)
            let golden = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath))), source: goldenPath).pixmap
            try AtomicFile.write(try fastEncoder.encode(perturb(golden)), to: goldenPath)
            let (result, ms) = milliseconds { worker.check(cell) }
            guard result.status == .changed else { throw BenchError.unexpected("\(cell) should have changed") }
            checkFail.add(ms)
            try AtomicFile.write(try fastEncoder.encode(golden), to: goldenPath)
        }

        let manifest = try ManifestCheckBench.measure(folder: folder + "/manifest", cells: cells, audits: options.audits)

        // Golden size: the goldens' preset (banded, what approve writes) vs libpng level 9, on every 8th cell; the
        // small preset beside it (the goldens' preset before the banded one).
        var goldenBytes = 0, smallBytes = 0, level9Bytes = 0, goldenMS = Samples()
        for cell in cells.enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
            let pixmap = try renderer.render(cell).pixmap
            let (golden, ms) = try milliseconds { try PNGEncoder(effort: .banded(.standard), includeAlpha: false).encode(pixmap) }
            goldenMS.add(ms)
            goldenBytes += golden.count
            smallBytes += try PNGEncoder(effort: .small, includeAlpha: false).encode(pixmap).count
            var out: UnsafeMutablePointer<UInt8>?
            level9Bytes += pixmap.bytes.withUnsafeBufferPointer { png_reference_encode($0.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 3, 9, &out) }
            png_reference_free(out)
        }

        let ref = reference.median
        func row(_ name: String, _ samples: Samples, target: Double? = nil) {
            let ratio = samples.median / ref
            var line = name.padding(toLength: 44, withPad: " ", startingAt: 0)
            line += String(format: "%8.2f ms  (p10 %6.2f, p90 %6.2f)  ratio %.3f", samples.median, samples.percentile(0.1), samples.percentile(0.9), ratio)
            if let target { line += String(format: "  target ≤ %.2f %@", target, ratio <= target ? "met" : "NOT MET") }
            print(line)
        }
        print("")
        print("per cell, median over \(cells.count) cells (p10/p90 = spread across cells); ratio = median / reference median")
        row("reference: libpng zlib 6 encode (RGB)", reference)
        row("layout (resolve, text shaping, layout)", layout)
        row("raster", raster)
        row("render = layout + raster", render, target: 0.12)
        row("PNG encode (fast preset)", encode)
        row("render + PNG encode", renderEncode, target: 0.5)
        row("golden decode", decode)
        row("compare, exact (identical pair)", exact)
        row("compare, tolerant (1% of pixels changed)", tolerant, target: 0.05)
        row("check of a passing cell (audits, nothing written)", checkPass, target: 0.35)
        row("check of a failing cell (artefacts written)", checkFail)
        row("accessibility: snapshot + new criteria (every 4th)", a11y.accessibility)
        AccessibilityBench.report(a11y)
        row("check of an unchanged cell (incremental)", unchanged, target: 0.01)
        row("check of a passing cell, manifest (render + hash)", manifest.hashOnly, target: 0.12)
        row("  the same with its audits run", manifest.audited)
        print(String(format: "glyph cache hit rate over the run: %.1f%%", renderer.glyphs.hitRate * 100))
        print(String(format: "artefact PNG size (fast): %.0f KB per cell; libpng zlib 6: %.0f KB per cell",
                     Double(fastBytes) / Double(cells.count) / 1024, Double(referenceBytes) / Double(cells.count) / 1024))
        let sizeRatio = Double(goldenBytes) / Double(level9Bytes)
        print(String(format: "golden size (banded preset, as approve writes) / libpng zlib 9: %.3f (target ≤ 0.90 %@), %.0f ms per new golden; small preset %.3f",
                     sizeRatio, sizeRatio <= 0.9 ? "met" : "NOT MET", goldenMS.median, Double(smallBytes) / Double(level9Bytes)))

        // Text layout of one long word (issue #12 item 5: O(n log n)); 125,000 characters took 4.7 s before.
        print("")
        try TextBench.longWords(fonts: try FontCollection(directory: project.config.paths.fonts, families: project.config.fontFamilies))

        // Parallel scaling and peak memory: the whole matrix in a child process with 1 and with 2+ jobs.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("")
        print("whole matrix check with audits (passing, goldens at scale 3), child process per run:")
        var wall: [Int: Double] = [:]
        for jobs in Array(Set([1, max(2, cores)])).sorted() {
            let (seconds, peak, count) = try child(jobs: jobs, folder: folder, screens: [])
            wall[jobs] = seconds
            print(String(format: "  --jobs %d: %.2f s for %d cells (%.1f ms per cell), peak RSS %.0f MB%@", jobs, seconds, count,
                         seconds * 1000 / Double(count), peak, jobs > 1 ? (peak <= 300 ? " (target ≤ 300 MB met)" : " (target ≤ 300 MB NOT MET)") : ""))
        }
        if let one = wall[1], let many = wall[max(2, cores)] {
            let speedup = one / many
            print(String(format: "  speed-up with %d jobs: %.2f× (target ≥ 1.8× %@)", max(2, cores), speedup, speedup >= 1.8 ? "met" : "NOT MET"))
        }
        let half = project.screens.map(\.id).sorted().prefix(project.screens.count / 2)
        let (halfSeconds, halfPeak, halfCount) = try child(jobs: 1, folder: folder, screens: Array(half))
        print(String(format: "  linearity: %d cells in %.2f s (%.1f ms per cell), peak RSS %.0f MB, vs %.1f ms per cell for all",
                     halfCount, halfSeconds, halfSeconds * 1000 / Double(halfCount), halfPeak, (wall[1] ?? 0) * 1000 / Double(cells.count)))
        try CatalogBench.run(folder: folder)
        print("")
        try ServeMemoryBench.run(folder: folder + "/serve")
        print(String(format: "peak RSS of this benchmark process: %.0f MB", peakResidentMB()))
    }

    /// Runs this executable in matrix mode and reads its one-line answer.
    static func child(jobs: Int, folder: String, screens: [String]) throws -> (Double, Double, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.fileExists(atPath: process.executableURL?.path ?? "") {
            process.executableURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0])
        }
        process.arguments = ["--matrix", "--jobs", String(jobs), folder] + screens
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard process.terminationStatus == 0, fields.count >= 4, let seconds = Double(fields[0]), let peak = Double(fields[1]),
              let count = Int(fields[2]), fields[3] == "0" else {
            throw BenchError.unexpected("matrix child with \(jobs) jobs failed: \(output)")
        }
        return (seconds, peak, count)
    }

    /// A copy with 1% of pixels changed (every 100th pixel's red channel shifted), deterministic.
    static func perturb(_ pixmap: Pixmap) -> Pixmap {
        var copy = pixmap
        var index = 0
        while index < copy.bytes.count {
            copy.bytes[index] = copy.bytes[index] &+ 40
            index += 400
        }
        return copy
    }
}

enum BenchError: Error, CustomStringConvertible {
    case unexpected(String)

    var description: String {
        switch self { case .unexpected(let text): return text }
    }
}
