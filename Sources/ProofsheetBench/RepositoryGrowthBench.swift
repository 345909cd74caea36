import Foundation
import ProofsheetKit

/// `proofsheet-bench --repo-growth [SCREENS]` (issue #18; docs/performance.md, "Repository growth"): the bytes git
/// holds after 100 approvals of 10 % of a matrix of SCREENS × 96 cells (3 devices × 2 locales × 4 modes × 4 scales;
/// 40 screens make the issue's 3,840 cells), for each golden store, measured in `.git` after `git gc`.
///
/// Each synthetic cell takes a shipped cell as its template. PNG store: the golden is a stand-in of the template
/// golden's exact size made of pseudo-random bytes, and an approval writes fresh bytes of that size (a changed
/// image's deflate stream shares little with the old one: git's deltas of real changed goldens are measured in
/// docs/performance.md).
/// Manifest store: the template's real entry (its stamp and input record, decoded from the shipped golden), and
/// an approval gives it a new pixel hash and a new value for one of its token inputs, written by
/// `GoldenManifest.write` as `approve` writes it. Sidecars (accessibility snapshots, layout records) are text both
/// stores keep alike, so neither repository holds them.
enum RepositoryGrowthBench {
    static let cellsPerScreen = 96
    static let approvals = 100
    static let approvedShare = 0.10

    struct Template {
        let pngBytes: Int
        let entry: ManifestEntry
    }

    static func run(folder: String, screens: Int) throws {
        let templates = try shippedTemplates()
        let cells = syntheticCells(screens: screens)
        let perApproval = Int((Double(cells.count) * approvedShare).rounded())
        print("repository growth: \(cells.count) cells (\(screens) screens × \(cellsPerScreen)), \(approvals) approvals of "
              + "\(perApproval) cells (10 %), bytes in .git after git gc; templates: the \(templates.count) shipped goldens "
              + String(format: "(%.0f KB per PNG)", Double(templates.map(\.pngBytes).reduce(0, +)) / Double(templates.count) / 1024))
        var growth: [GoldenStoreKind: Int] = [:]
        for store in [GoldenStoreKind.manifest, .png] {
            let repository = folder + "/" + store.rawValue
            let (start, end, seconds) = try simulate(store: store, repository: repository, cells: cells, templates: templates, perApproval: perApproval)
            growth[store] = end - start
            print(String(format: "  %@ store: %@ after the first commit, %@ after %d approvals: growth %@ (%.1f s)", store.rawValue,
                         megabytes(start), megabytes(end), approvals, megabytes(end - start), seconds))
            try? FileManager.default.removeItem(atPath: repository)
        }
        if let manifest = growth[.manifest], let png = growth[.png], png > 0 {
            let ratio = Double(manifest) / Double(png)
            print(String(format: "  manifest growth / PNG growth: %.4f (%.2f %%; target ≤ 1 %% %@)", ratio, ratio * 100, ratio <= 0.01 ? "met" : "NOT MET"))
        }
    }

    /// The shipped goldens: their file sizes and, decoded, the manifest entries they would become.
    static func shippedTemplates() throws -> [Template] {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        return try Matrix.cells(of: project).map { cell in
            let path = try benchGoldenPath(cell, in: project)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try PNGDecoder.decode(bytes, source: path)
            guard let stamp = GoldenStamp(textChunks: image.text) else { throw BenchError.unexpected("\(path) has no stamp") }
            return Template(pngBytes: bytes.count, entry: ManifestEntry(pixmap: image.pixmap, stamp: stamp, findings: []))
        }
    }

    /// `s00/phone-en-light-1.0x` … in a fixed order.
    static func syntheticCells(screens: Int) -> [String] {
        var cells: [String] = []
        for screen in 0..<screens {
            for device in ["phone", "tablet", "mini"] {
                for locale in ["en", "ar"] {
                    for mode in ["light", "dark", "highContrastLight", "highContrastDark"] {
                        for scale in ["1.0", "1.3", "2.0", "3.1"] {
                            cells.append(String(format: "s%02d/", screen) + "\(device)-\(locale)-\(mode)-\(scale)x")
                        }
                    }
                }
            }
        }
        return cells
    }

    /// Bytes in `.git` after the first commit (and `git gc`), after the approvals (and `git gc`), and the seconds taken.
    static func simulate(store: GoldenStoreKind, repository: String, cells: [String], templates: [Template],
                         perApproval: Int) throws -> (Int, Int, Double) {
        let started = Date()
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try git(["init", "-q"], in: repository)
        var random = SplitMix64(seed: 18)
        let writer = try StoreWriter(store: store, repository: repository, templates: templates, cells: cells)
        try writer.writeAll(cells, random: &random)
        try commit("golden: first record", in: repository)
        let start = try bytesInGit(repository)
        for approval in 1...approvals {
            var chosen = cells
            for index in 0..<perApproval {
                chosen.swapAt(index, index + Int(random.next() % UInt64(chosen.count - index)))
            }
            try writer.approve(Array(chosen.prefix(perApproval)), approval: approval, random: &random)
            try commit("golden: approval \(approval)", in: repository)
        }
        let end = try bytesInGit(repository)
        return (start, end, Date().timeIntervalSince(started))
    }

    /// Writes one store's files for the synthetic cells.
    final class StoreWriter {
        let store: GoldenStoreKind
        let repository: String
        let project: Project
        /// Cell → its template: the shipped cells in turn.
        let templates: [String: Template]
        var manifest = GoldenManifest()

        init(store: GoldenStoreKind, repository: String, templates: [Template], cells: [String]) throws {
            self.store = store
            self.repository = repository
            self.templates = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($1, templates[$0 % templates.count]) })
            let shipped = try Project.load(configPath: "layouts/proofsheet.json")
            var config = shipped.config
            config.paths.golden = repository + "/golden"
            config.goldenStore = store
            project = shipped.with(config: config)
        }

        func writeAll(_ cells: [String], random: inout SplitMix64) throws {
            for cell in cells {
                guard let template = templates[cell] else { continue }
                switch store {
                case .png: try writePNG(cell, bytes: template.pngBytes, random: &random)
                case .manifest: manifest.entries[cell] = template.entry
                }
            }
            if store == .manifest { try manifest.write(screens: Set(cells.map(screen)), project: project) }
        }

        func approve(_ cells: [String], approval: Int, random: inout SplitMix64) throws {
            for cell in cells {
                switch store {
                case .png: try writePNG(cell, bytes: templates[cell]?.pngBytes ?? 0, random: &random)
                case .manifest:
                    guard var entry = manifest.entries[cell], var inputs = entry.stamp.inputs?.entries else { continue }
                    entry.pixels = ContentHash("pixels of \(cell) at approval \(approval)")
                    if let token = inputs.keys.sorted().first(where: { $0.hasPrefix("token:") }) {
                        inputs[token] = String(format: "#%06X", Int(random.next() % 0x1000000))
                    }
                    entry.stamp.inputs = CellInputs(entries: inputs)
                    manifest.entries[cell] = entry
                }
            }
            if store == .manifest { try manifest.write(screens: Set(cells.map(screen)), project: project) }
        }

        func screen(_ cell: String) -> String { String(cell.prefix { $0 != "/" }) }

        func writePNG(_ cell: String, bytes count: Int, random: inout SplitMix64) throws {
            let path = repository + "/golden/" + cell + ".png"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var bytes = [UInt8](repeating: 0, count: count)
            var word: UInt64 = 0
            for index in 0..<count {
                if index % 8 == 0 { word = random.next() }
                bytes[index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }

    static func commit(_ message: String, in repository: String) throws {
        try git(["add", "-A", "."], in: repository)
        try git(["commit", "-q", "-m", message], in: repository)
    }

    /// Every regular file below `<repository>/.git`, after `git gc`.
    static func bytesInGit(_ repository: String) throws -> Int {
        try git(["gc", "-q"], in: repository)
        let root = repository + "/.git"
        var total = 0
        for case let file as String in FileManager.default.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator() {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + file)
            if attributes[.type] as? FileAttributeType == .typeRegular { total += (attributes[.size] as? Int) ?? 0 }
        }
        return total
    }

    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Bench", "-c", "user.email=bench@example.com", "-c", "gc.auto=0"] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError.unexpected("git \(arguments.joined(separator: " ")) failed in \(folder)") }
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a fixed-seed generator, so every run simulates the same history.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
