import Foundation
import ProofsheetKit

/// `proofsheet-bench --changed-cell [STEP]`: issue #43 items 2 and 3 on the shipped matrix at 1170×2532, one thread.
///
/// PNG store: goldens recorded as `check --record missing` writes them (fast preset, stamped). Then, on every STEP-th
/// cell (default 4), interleaved: the check of the cell passing with a full render (render, golden decode, compare,
/// audits; `check --full`), and the check of the same cell changed (its golden rewritten with a 240×60 px block
/// altered where a word would change, so the render differs there) with every artefact `check` writes: actual image,
/// diff image and layout record (no strip, no expected image: the report links the golden); then the same cell with
/// its stored accessibility snapshot edited too (a string edit: the snapshot is written and its legend goes into the report, as
/// well). Ratios: median changed / median passing, same run, for each kind of changed cell.
///
/// Manifest store: the same matrix recorded into the manifest (version 3: shared input parts, shared records); its
/// bytes per cell (manifest files only), its shared records, and the median time of `GoldenManifest.load` over 5 reads.
enum ChangedCellBench {
    static func run(folder: String, step: Int, changedOnly: Bool = false) throws {
        let project = try benchProject(folder: folder + "/png")
        var options = CheckRun.Options()
        options.reportFolder = folder + "/png/report"
        options.full = true
        options.jobs = 2
        options.record = .missing
        options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
        let recorded = try CheckRun(project: project, options: options).run()
        guard recorded.cells.allSatisfy({ $0.status == .new }) else { throw BenchError.unexpected("the goldens were not recorded") }
        options.record = .never
        let worker = try CheckRun(project: project, options: options).makeWorker()
        let cells = recorded.cells.map(\.cell).enumerated().filter { $0.offset % max(1, step) == 0 }.map(\.element)
        var passing = Samples(), changed = Samples(), ratios = Samples(), edited = Samples(), editRatios = Samples()
        for cell in cells {
            let path = try benchGoldenPath(cell, in: project)
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            let snapshotPath = worker.run.snapshotPath(cell)
            let snapshot = try Data(contentsOf: URL(fileURLWithPath: snapshotPath))
            let image = try PNGDecoder.decode([UInt8](original), source: path)
            let (pass, passMS) = milliseconds { worker.checkCell(cell) }
            guard pass.result.status == .pass, !pass.reused else { throw BenchError.unexpected("\(cell) did not pass: \(pass.result.message ?? "")") }
            try AtomicFile.write(try PNGEncoder(effort: .banded(.standard, .fast), includeAlpha: false)
                .encode(alterWord(image.pixmap), text: image.text), to: path)
            let (change, changeMS) = milliseconds { worker.checkCell(cell) }
            guard change.result.status == .changed, change.result.artefacts.pageLegend == nil else {
                throw BenchError.unexpected("\(cell) should have changed in its pixels only")
            }
            // A string edit: the pixels and the accessibility snapshot both change, so the legend goes into the report too.
            try AtomicFile.write(Array(alterSnapshot(String(decoding: snapshot, as: UTF8.self)).utf8), to: snapshotPath)
            let (edit, editMS) = milliseconds { worker.checkCell(cell) }
            guard edit.result.status == .changed, !edit.result.accessibilityChanges.isEmpty, edit.result.artefacts.pageLegend != nil else {
                throw BenchError.unexpected("\(cell) should have changed in its pixels and its snapshot, with a legend")
            }
            try original.write(to: URL(fileURLWithPath: path))
            try snapshot.write(to: URL(fileURLWithPath: snapshotPath))
            passing.add(passMS); changed.add(changeMS); ratios.add(changeMS / passMS); edited.add(editMS); editRatios.add(editMS / passMS)
        }
        print("changed cell (issue #43 item 2): \(cells.count) cells at 1170×2532 (every \(step)th of \(recorded.cells.count)), one thread, audits on")
        print(String(format: "  passing cell, full render (check --full)   %8.2f ms (p10 %.2f, p90 %.2f)", passing.median, passing.percentile(0.1), passing.percentile(0.9)))
        print(String(format: "  changed cell (pixels), artefacts written   %8.2f ms (p10 %.2f, p90 %.2f)", changed.median, changed.percentile(0.1), changed.percentile(0.9)))
        print(String(format: "  changed cell (pixels and snapshot: a string edit), artefacts and legend written %8.2f ms (p10 %.2f, p90 %.2f)",
                     edited.median, edited.percentile(0.1), edited.percentile(0.9)))
        for (name, samples, perCell) in [("pixels", changed, ratios), ("pixels and snapshot", edited, editRatios)] {
            let ratio = samples.median / passing.median
            print(String(format: "  changed (%@) / passing: %.2f× (medians; per cell p10 %.2f, p90 %.2f; target ≤ 3 %@)", name, ratio,
                         perCell.percentile(0.1), perCell.percentile(0.9), ratio <= 3 ? "met" : "NOT MET"))
        }
        try ChangedCellParts.run(worker: worker, project: project, cells: cells, reportFolder: folder + "/png/report")
        if changedOnly { return }

        try measureSkip(project: project, options: options, cells: recorded.cells.map(\.cell))

        // Manifest store: bytes per cell and reading time.
        var manifestProject = try benchProject(folder: folder + "/manifest")
        var config = manifestProject.config
        config.goldenStore = .manifest
        manifestProject = manifestProject.with(config: config)
        options.reportFolder = folder + "/manifest/report"
        options.record = .missing
        options.audits = nil
        let manifestRun = try CheckRun(project: manifestProject, options: options).run()
        guard manifestRun.cells.allSatisfy({ $0.status == .new }) else { throw BenchError.unexpected("the manifest was not recorded") }
        try printManifestFigures(project: manifestProject, cells: manifestRun.cells.count)
    }

    /// Issue #43 item 4: every cell passed once (its cache entry saved), then each checked again by a fresh run's
    /// worker: skipped from its source key without being resolved. Per cell, and the run's fixed part (the source
    /// digest of the project's files and the worker's setup) beside it.
    static func measureSkip(project: Project, options: CheckRun.Options, cells: [Cell]) throws {
        var options = options
        options.full = false
        let worker = try CheckRun(project: project, options: options).makeWorker()
        var cache = CheckCache()
        for cell in cells {
            guard let entry = worker.checkCell(cell).entry else { throw BenchError.unexpected("\(cell) did not pass") }
            cache.entries[cell.description] = entry
        }
        try cache.save(project: project, files: project.files)
        let (incremental, setupMS) = try milliseconds { try CheckRun(project: project, options: options).makeWorker() }
        var skipped = Samples()
        for cell in cells {
            let (checked, ms) = milliseconds { incremental.checkCell(cell) }
            guard checked.unresolved else { throw BenchError.unexpected("\(cell) was not skipped from its source key") }
            skipped.add(ms)
        }
        print("skipped cell (issue #43 item 4): \(cells.count) cells, one thread, audits on, PNG store")
        print(String(format: "  skipped unresolved (source key, golden and sidecars hashed)  %6.3f ms (p10 %.3f, p90 %.3f; target ≤ 0.3 %@)",
                     skipped.median, skipped.percentile(0.1), skipped.percentile(0.9), skipped.median <= 0.3 ? "met" : "NOT MET"))
        print(String(format: "  once per run: source digest + worker setup %.1f ms", setupMS))
    }

    /// Bytes per cell of the manifest files (the screens' `.json`), the shared records beside them (files and
    /// bytes per kind, against one file per cell and kind before version 3), and the median of 5 loads.
    static func printManifestFigures(project: Project, cells: Int) throws {
        let manifestFolder = GoldenManifest.folder(project.config)
        let top = (try? FileManager.default.contentsOfDirectory(atPath: manifestFolder)) ?? []
        let manifestBytes = top.filter { $0.hasSuffix(".json") }.map { fileBytes(manifestFolder + "/" + $0) }.reduce(0, +)
        var records: [String: (files: Int, bytes: Int)] = [:]
        for path in FileManager.default.enumerator(atPath: manifestFolder)?.compactMap({ $0 as? String }) ?? [] {
            for suffix in [AccessibilitySnapshot.fileSuffix, LayoutSnapshot.fileSuffix] where path.hasSuffix(suffix) && path.contains("/") {
                records[suffix, default: (0, 0)].files += 1
                records[suffix, default: (0, 0)].bytes += fileBytes(manifestFolder + "/" + path)
            }
        }
        let allBytes = folderBytes(project.config.paths.golden)
        var reads = Samples()
        var entries = 0
        for _ in 0..<5 {
            let (manifest, ms) = try milliseconds { try GoldenManifest.load(project: project) }
            entries = manifest.entries.count
            reads.add(ms)
        }
        let perCell = Double(manifestBytes) / Double(max(1, cells))
        print("lean manifest (issue #43 item 3): \(entries) entries, \(cells) cells")
        print(String(format: "  manifest files: %d bytes, %.0f bytes per cell (target ≤ 1,100 %@)", manifestBytes, perCell, perCell <= 1100 ? "met" : "NOT MET"))
        for suffix in [AccessibilitySnapshot.fileSuffix, LayoutSnapshot.fileSuffix] {
            let kind = records[suffix] ?? (0, 0)
            print(String(format: "  shared %@ records: %d files for %d cells (%.2f cells per file), %d bytes, %.0f bytes per cell",
                         suffix, kind.files, cells, Double(cells) / Double(max(1, kind.files)), kind.bytes, Double(kind.bytes) / Double(max(1, cells))))
        }
        print(String(format: "  the golden folder in all: %d bytes, %.0f bytes per cell", allBytes, Double(allBytes) / Double(max(1, cells))))
        print(String(format: "  reading every manifest (GoldenManifest.load): %.1f ms median of 5 (p10 %.1f, p90 %.1f), %.3f ms per cell",
                     reads.median, reads.percentile(0.1), reads.percentile(0.9), reads.median / Double(max(1, cells))))
    }

    /// The size of a regular file (0 for anything else).
    static func fileBytes(_ path: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType == .typeRegular ? (attributes?[.size] as? Int) ?? 0 : 0
    }

    /// Sum of the sizes of the regular files below `folder`.
    static func folderBytes(_ folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var total = 0
        for case let path as String in walker {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            if attributes?[.type] as? FileAttributeType == .typeRegular { total += (attributes?[.size] as? Int) ?? 0 }
        }
        return total
    }

    /// A stored accessibility snapshot with its first element's line edited (a name a string edit changed).
    static func alterSnapshot(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count > 1 { lines[1] += " \"edited\"" }
        return lines.joined(separator: "\n")
    }

    /// The pixmap with a 240×60 px block (a word's size at scale 3) near the middle inverted: a local change, as a
    /// changed string makes.
    static func alterWord(_ pixmap: Pixmap) -> Pixmap {
        var copy = pixmap
        let x0 = max(0, pixmap.width / 2 - 120), y0 = max(0, pixmap.height / 3)
        for y in y0..<min(pixmap.height, y0 + 60) {
            for x in x0..<min(pixmap.width, x0 + 240) {
                let i = (y * pixmap.width + x) * 4
                for c in 0..<3 { copy.bytes[i + c] = 255 &- copy.bytes[i + c] }
            }
        }
        return copy
    }
}
