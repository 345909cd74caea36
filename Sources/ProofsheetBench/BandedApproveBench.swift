import Foundation
import ProofsheetKit

/// Approvals on the shipped example at scale 3, as the issue describes them (#18 item 4): each scenario is a copy of
/// the shipped project with one edit, and the cells it changes are approved over goldens of the unedited project.
/// The banded preset (the goldens' preset) is timed against `.small` (the preset before it) on the same pixmaps in
/// the same run (docs/performance.md, "Approve").
struct ApproveScenario {
    let name: String
    /// Edits of the project's files: path below `layouts/`, the text replaced (exactly once), its replacement.
    let edits: [(file: String, old: String, new: String)]

    static let stringEnglish = ApproveScenario(name: "(c) one English string (today.steps)", edits: [
        ("strings/en.json", #""today.steps": "Steps today""#, #""today.steps": "Steps walked""#)])
    static let stringArabic = ApproveScenario(name: "(c) one Arabic string (wallet.recent)", edits: [
        ("strings/ar.json", #""wallet.recent": "النشاط الأخير""#, #""wallet.recent": "آخر النشاطات""#)])
    static let colourToken = ApproveScenario(name: "(d) colour token accent in dark mode", edits: [
        ("tokens.json", ##""dark": "#5AA2FF","##, ##""dark": "#4C94F0","##)])
    static let padding = ApproveScenario(name: "(e) wallet balance card padding xl → xxl (content below shifts)", edits: [
        ("screens/wallet.json", #""id": "balance", "padding": "xl""#, #""id": "balance", "padding": "xxl""#)])

    static let edited = [stringEnglish, stringArabic, colourToken, padding]

    /// A copy of the shipped project in `folder` (layouts copied, fonts hard-linked) with the edits, at scale 3.
    func project(in folder: String) throws -> Project {
        try ApproveScenario.copy(into: folder)
        for edit in edits {
            let path = folder + "/layouts/" + edit.file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.components(separatedBy: edit.old).count == 2 else { throw BenchError.unexpected("\(edit.file): '\(edit.old)' is not there exactly once") }
            try text.replacingOccurrences(of: edit.old, with: edit.new).write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try benchProject(folder: folder, configPath: folder + "/layouts/proofsheet.json")
    }

    /// The shipped `layouts/` copied into `folder`, and `fonts/` beside it as hard links.
    static func copy(into folder: String) throws {
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try files.copyItem(atPath: "layouts", toPath: folder + "/layouts")
        for font in try files.contentsOfDirectory(atPath: "fonts") {
            try files.linkItem(atPath: "fonts/" + font, toPath: folder + "/fonts/" + font)
        }
    }
}

enum BandedApproveBench {
    static let preset = PNGEncoder.Effort.banded(.standard)
    static let rounds = 3
    static let approveRounds = 4
    /// Goldens timed per scenario.
    static let sample = 8

    /// One encoder row: per golden, the best of `rounds` of each preset; medians over the goldens.
    struct EncodeFigures {
        var bands = 0, reused = 0
        var small = Samples(), banded = Samples()
        var smallBytes = 0, bandedBytes = 0
        var previous: [String] = []
    }

    /// Times `.small` and the banded preset on each (old golden or nil, new image, text).
    static func encode(_ pairs: [(old: [UInt8]?, new: Pixmap, text: [PNGTextChunk])]) throws -> EncodeFigures {
        guard let compressor = ZlibCompressor(level: 11), let decompressor = ZlibDecompressor() else { throw BenchError.unexpected("no libdeflate") }
        var figures = EncodeFigures()
        for pair in pairs {
            let includeAlpha = !pair.new.isOpaque
            var bestSmall = Double.infinity, bestBanded = Double.infinity
            var reuse: PNGEncoder.BandReuse?
            for _ in 0..<rounds {
                let (small, smallMS) = try milliseconds {
                    try PNGEncoder(effort: .small, includeAlpha: includeAlpha).encode(pair.new, text: pair.text, using: compressor)
                }
                let (banded, bandedMS) = try milliseconds {
                    try PNGEncoder(effort: preset, includeAlpha: includeAlpha)
                        .encode(pair.new, text: pair.text, replacing: pair.old, compressor: compressor, decompressor: decompressor)
                }
                bestSmall = min(bestSmall, smallMS)
                bestBanded = min(bestBanded, bandedMS)
                reuse = banded.reuse
                figures.smallBytes += small.count
                figures.bandedBytes += banded.bytes.count
            }
            figures.small.add(bestSmall)
            figures.banded.add(bestBanded)
            figures.bands += reuse?.bands ?? 0
            figures.reused += reuse?.reusedBands ?? 0
            figures.previous.append(String(describing: reuse?.previous ?? .none))
        }
        return figures
    }

    static func print(_ name: String, _ figures: EncodeFigures, goldens: Int, affected: Int?) {
        let rate = Double(figures.reused) / Double(max(1, figures.bands))
        let unexpected = figures.previous.filter { !$0.hasPrefix("used") && !$0.hasPrefix("none") }
        let of = affected.map { " (of \($0) cells the edit changes)" } ?? ""
        Swift.print(String(format: "  %@: %d goldens timed%@; bands reused %d of %d (%.1f %%)%@", name, goldens, of,
                           figures.reused, figures.bands, rate * 100, unexpected.isEmpty ? "" : "; previous: " + unexpected.joined(separator: ", ")))
        let total = figures.small.values.reduce(0, +) / max(0.001, figures.banded.values.reduce(0, +))
        Swift.print(String(format: "    encode per golden, one thread: .small %.1f ms, banded %.1f ms (p10 %.1f, p90 %.1f): %.2f× faster (medians; %.2f× in total time); bytes banded / .small %.4f",
                           figures.small.median, figures.banded.median, figures.banded.percentile(0.1), figures.banded.percentile(0.9),
                           figures.small.median / figures.banded.median, total, Double(figures.bandedBytes) / Double(max(1, figures.smallBytes))))
    }

    /// `count` cells spread evenly over `cells`.
    static func spread(_ cells: [Cell], count: Int) -> [Cell] {
        guard cells.count > count else { return cells }
        return (0..<count).map { cells[$0 * cells.count / count] }
    }

    /// The encoder rows and whole-approve rows of every scenario (`proofsheet-bench --approve`).
    static func run(folder: String) throws {
        let base = try ApproveScenario(name: "base", edits: []).project(in: folder + "/base")
        let renderer = try CellRenderer(project: base)
        let cells = try Matrix.cells(of: base)
        Swift.print("approve scenarios on the shipped matrix (\(cells.count) cells) at 1170×2532; banded preset (rule 64/512) against .small in the same run")

        // (a) new cells: no golden to replace; (b) a re-stamp: the same pixels over a banded golden, another stamp.
        let fresh = spread(cells, count: sample)
        var pairs: [(old: [UInt8]?, new: Pixmap, text: [PNGTextChunk])] = []
        for cell in fresh { pairs.append((nil, try renderer.render(cell).pixmap, [PNGTextChunk(keyword: "Title", text: cell.description)])) }
        print("(a) new cells", try encode(pairs), goldens: pairs.count, affected: nil)
        // Folders of the unedited project's runs stay inside its root (`ProjectFiles`).
        try approve(base: base, variant: nil, cells: fresh, folder: folder + "/base/approve-a")
        // One new cell alone (approve --cell): its bands spread over the workers; `.small` has one golden for one worker.
        Swift.print("  (a) one new cell approved alone (approve --cell \(fresh[0])):")
        try approve(base: base, variant: nil, cells: [fresh[0]], folder: folder + "/base/approve-one")
        var restamp: [(old: [UInt8]?, new: Pixmap, text: [PNGTextChunk])] = []
        for pair in pairs {
            let old = try PNGEncoder(effort: preset, includeAlpha: !pair.new.isOpaque).encode(pair.new, text: pair.text)
            restamp.append((old, pair.new, pair.text + [PNGTextChunk(keyword: "Comment", text: "re-stamped")]))
        }
        print("(b) re-stamp (same pixels)", try encode(restamp), goldens: restamp.count, affected: nil)

        for (i, scenario) in ApproveScenario.edited.enumerated() {
            let variant = try scenario.project(in: folder + "/scenario-\(i)")
            let variantRenderer = try CellRenderer(project: variant)
            var affected: [Cell] = []
            for cell in cells {
                if try renderer.render(cell).pixmap != variantRenderer.render(cell).pixmap { affected.append(cell) }
            }
            let timed = spread(affected, count: sample)
            // The old goldens: the unedited project's cells, recorded by a check (real stamps, the banded preset).
            let goldens = try record(project: base, cells: timed, golden: folder + "/base/golden-\(i)", report: folder + "/base/report-\(i)")
            var pairs: [(old: [UInt8]?, new: Pixmap, text: [PNGTextChunk])] = []
            for cell in timed {
                guard let old = goldens[cell.description] else { throw BenchError.unexpected("no golden for \(cell)") }
                let text = try PNGDecoder.decode(old, source: cell.description).text
                pairs.append((old, try variantRenderer.render(cell).pixmap, text))
            }
            print(scenario.name, try encode(pairs), goldens: timed.count, affected: affected.count)
            try approve(base: base, variant: variant, cells: timed, folder: folder + "/scenario-\(i)", goldens: goldens)
        }
    }

    /// Records the goldens of `cells` of `project` into `golden` with a check; their bytes by cell id.
    static func record(project: Project, cells: [Cell], golden: String, report: String) throws -> [String: [UInt8]] {
        var config = project.config
        config.paths.golden = golden
        var options = CheckRun.Options()
        options.filter.cells = cells.map(CellID.init)
        options.record = .missing
        options.reportFolder = report
        options.full = true
        _ = try CheckRun(project: project.with(config: config), options: options).run()
        var bytes: [String: [UInt8]] = [:]
        for cell in cells { bytes[cell.description] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try ProjectFiles.cellPath(cell, in: golden)))) }
        return bytes
    }

    /// The whole approve of `cells` after a check of `variant` (or of `base` with no goldens, for new cells), on
    /// every worker: the real `Approval` (banded preset, reusing the old goldens) against today's approve done by
    /// hand with `.small` (decode the actual image, encode, write atomically), best of `approveRounds` each.
    static func approve(base: Project, variant: Project?, cells: [Cell], folder: String,
                        goldens: [String: [UInt8]] = [:]) throws {
        var config = (variant ?? base).config
        config.paths.golden = folder + "/golden"
        let project = (variant ?? base).with(config: config)
        for (id, bytes) in goldens {
            guard let cell = cells.first(where: { $0.description == id }) else { continue }
            let path = try ProjectFiles.cellPath(cell, in: config.paths.golden)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        var options = CheckRun.Options()
        options.filter.cells = cells.map(CellID.init)
        options.reportFolder = folder + "/report"
        options.full = true
        let report = try CheckRun(project: project, options: options).run()
        let approval = Approval(project: project, report: report, reportFolder: options.reportFolder!)
        let candidates = approval.candidates(filter: CellFilter()).map(\.cell)
        let jobs = WorkerPool.defaultJobs
        var banded = Double.infinity, today = Double.infinity
        var reuse = (bands: 0, reused: 0)
        for round in 0..<approveRounds {
            // Alternating which goes first, so a change of the machine's load between the two hits both alike.
            if round % 2 == 1 {
                today = min(today, try milliseconds { try approveWithSmall(candidates, reportFolder: options.reportFolder!, into: folder + "/today", jobs: jobs) }.1)
            }
            for cell in candidates {
                let path = try ProjectFiles.cellPath(cell, in: config.paths.golden)
                if let bytes = goldens[cell.description] {
                    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
                } else if FileManager.default.fileExists(atPath: path) {
                    try FileManager.default.removeItem(atPath: path)
                }
            }
            let (outcomes, ms) = try milliseconds { try approval.run(filter: CellFilter(), jobs: jobs) }
            guard outcomes.allSatisfy({ $0.error == nil }) else { throw BenchError.unexpected("approve failed: \(outcomes.compactMap(\.error))") }
            banded = min(banded, ms)
            reuse = outcomes.reduce((0, 0)) { ($0.0 + ($1.reuse?.bands ?? 0), $0.1 + ($1.reuse?.reusedBands ?? 0)) }
            if round % 2 == 0 {
                today = min(today, try milliseconds { try approveWithSmall(candidates, reportFolder: options.reportFolder!, into: folder + "/today", jobs: jobs) }.1)
            }
        }
        let count = Double(max(1, candidates.count))
        Swift.print(String(format: "    approve per golden, %d workers (%d goldens, best of %d): today's (.small) %.1f ms, banded %.1f ms: %.2f× faster; bands reused %d of %d",
                           jobs, candidates.count, approveRounds, today / count, banded / count, today / banded, reuse.reused, reuse.bands))
    }

    /// Today's approve of `cells`, by hand: each actual image read and decoded, encoded with `.small` and the stamp
    /// it carries, written with `AtomicFile` (fsync included) with its sidecars; one libdeflate compressor and
    /// decompressor per worker, as approve had.
    static func approveWithSmall(_ cells: [Cell], reportFolder: String, into folder: String, jobs: Int) throws {
        let errors = try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { () throws -> (ZlibCompressor, ZlibDecompressor) in
            guard let compressor = PNGEncoder(effort: .small).makeCompressor(), let decompressor = ZlibDecompressor() else {
                throw BenchError.unexpected("no libdeflate")
            }
            return (compressor, decompressor)
        }) { codecs, index -> String? in
            do {
                let actual = try ProjectFiles.cellPath(cells[index], in: reportFolder + "/cells", suffix: ".actual.png")
                let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: actual))), source: actual, using: codecs.1)
                guard let stamp = GoldenStamp(textChunks: image.text) else { return "unstamped \(actual)" }
                let golden = try ProjectFiles.cellPath(cells[index], in: folder)
                try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                let bytes = try PNGEncoder(effort: .small, includeAlpha: !image.pixmap.isOpaque)
                    .encode(image.pixmap, text: stamp.textChunks, source: golden, using: codecs.0)
                try AtomicFile.write(bytes, to: golden)
                // The accessibility snapshot and layout record beside it, as approve copies them.
                for suffix in [".a11y.txt", ".layout.txt"] {
                    let source = try ProjectFiles.cellPath(cells[index], in: reportFolder + "/cells", suffix: suffix)
                    guard FileManager.default.fileExists(atPath: source) else { continue }
                    try AtomicFile.write([UInt8](try Data(contentsOf: URL(fileURLWithPath: source))),
                                         to: try ProjectFiles.cellPath(cells[index], in: folder, suffix: suffix))
                }
                return nil
            } catch {
                return String(describing: error)
            }
        }
        if let first = errors.compactMap({ $0 }).first { throw BenchError.unexpected(first) }
    }
}
