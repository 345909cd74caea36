import Foundation
import ProofsheetKit

/// `proofsheet-bench --golden-bands`: the measurement behind the banded preset's band rule (docs/png.md, "Banded
/// preset"). Per candidate rule: the size of the shipped goldens (every `step`-th, at their own 780×1688, with their
/// stamps as approve writes them) against `.small`, the index's share, and, on the approve scenarios at 1170×2532
/// (`ApproveScenario`), the share of the new image's bands (and rows) whose row above and rows occur as a band of the
/// old image: what reuse would copy (matched by XXH3-128 of the bytes; no compression needed).
enum GoldenBandsBench {
    static let rules: [(String, PNGEncoder.BandRule)] = {
        var rules: [(String, PNGEncoder.BandRule)] = [("fixed 128 rows", .init(minRows: 128, maxRows: 128))]
        for (minRows, maxRows, gap) in [(8, 512, 2), (16, 256, 2), (16, 512, 2), (16, 512, 4), (32, 256, 2), (32, 512, 2),
                                        (32, 512, 4), (64, 256, 2), (64, 512, 2), (128, 512, 2)] {
            rules.append(("\(minRows)/\(maxRows) gap \(gap)", .init(minRows: minRows, maxRows: maxRows, gapRows: gap)))
        }
        return rules
    }()

    /// `step` 0 leaves the sizes out; `standardOnly` measures only the goldens' rule, sizes only.
    static func run(folder: String, step: Int, standardOnly: Bool) throws {
        let rules = standardOnly ? [("standard 64/512 gap 2", PNGEncoder.BandRule.standard)] : self.rules
        if step > 0 { try sizes(step: step, rules: rules) }
        if !standardOnly { try reuse(folder: folder) }
    }

    /// Bytes of every `step`-th shipped golden re-encoded with `.small` and with each rule (their own text).
    static func sizes(step: Int, rules: [(String, PNGEncoder.BandRule)]) throws {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        let cells = try Matrix.cells(of: project).enumerated().filter { $0.offset % step == 0 }.map(\.element)
        guard let compressor = ZlibCompressor(level: 11) else { throw BenchError.unexpected("no libdeflate") }
        // Each golden's pixels and stamp, written as approve writes them (the input record as compressed iTXt).
        var images: [(pixmap: Pixmap, text: [PNGTextChunk])] = []
        for cell in cells {
            let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
            let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
            guard let stamp = GoldenStamp(textChunks: image.text) else { throw BenchError.unexpected("\(path) has no stamp") }
            images.append((image.pixmap, stamp.textChunks))
        }
        var small = 0, smallTimes = Samples()
        for image in images {
            let (bytes, ms) = try milliseconds {
                try PNGEncoder(effort: .small, includeAlpha: !image.pixmap.isOpaque).encode(image.pixmap, text: image.text, using: compressor)
            }
            small += bytes.count
            smallTimes.add(ms)
        }
        print(String(format: "shipped goldens, every %d-th (%d at 780×1688): .small %d bytes, %.1f ms per golden (one thread)",
                     step, images.count, small, smallTimes.median))
        for (name, rule) in rules {
            var total = 0, index = 0, bands = 0, times = Samples()
            for image in images {
                let (bytes, ms) = try milliseconds {
                    try PNGEncoder(effort: .banded(rule), includeAlpha: !image.pixmap.isOpaque).encode(image.pixmap, text: image.text, using: compressor)
                }
                total += bytes.count
                index += chunkBytes(bytes, type: "psBI")
                bands += rule.bands(of: image.pixmap).count
                times.add(ms)
            }
            print(String(format: "  %-18@ %9d bytes = %.4f × .small; index %d bytes (%.2f %%), %.1f bands per golden; %.1f ms per golden",
                         name as NSString, total, Double(total) / Double(small), index, Double(index) * 100 / Double(total),
                         Double(bands) / Double(images.count), times.median))
        }
    }

    /// The bytes of every chunk of `type` in a PNG file, its framing (length, type, CRC) included.
    static func chunkBytes(_ png: [UInt8], type: String) -> Int {
        var offset = 8, total = 0
        while offset + 8 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { total += length + 12 }
            offset += length + 12
        }
        return total
    }

    /// Per scenario and rule: bands of the edited cells whose identity (row above or none, rows) is a band of the
    /// unedited cell, over every cell the edit changes.
    static func reuse(folder: String) throws {
        let base = try ApproveScenario(name: "base", edits: []).project(in: folder + "/base")
        let renderer = try CellRenderer(project: base)
        let cells = try Matrix.cells(of: base)
        print("band reuse on the approve scenarios at 1170×2532: bands of the new image found in the old one, over all changed cells")
        for (i, scenario) in ApproveScenario.edited.enumerated() {
            let variant = try CellRenderer(project: try scenario.project(in: folder + "/scenario-\(i)"))
            var found = [Int](repeating: 0, count: rules.count), total = [Int](repeating: 0, count: rules.count)
            var foundRows = [Int](repeating: 0, count: rules.count), totalRows = [Int](repeating: 0, count: rules.count)
            var changed = 0
            for cell in cells {
                let old = try renderer.render(cell).pixmap, new = try variant.render(cell).pixmap
                guard old != new else { continue }
                changed += 1
                for (r, (_, rule)) in rules.enumerated() {
                    let known = Set(rule.bands(of: old).map { identity($0, of: old) })
                    let bands = rule.bands(of: new)
                    let reused = bands.filter { known.contains(identity($0, of: new)) }
                    total[r] += bands.count
                    found[r] += reused.count
                    totalRows[r] += new.height
                    foundRows[r] += reused.reduce(0) { $0 + $1.count }
                }
            }
            print("  \(scenario.name): \(changed) cells changed")
            for (r, (name, _)) in rules.enumerated() {
                print(String(format: "    %-18@ %5d of %5d bands (%.1f %%), rows %.1f %%", name as NSString, found[r], total[r],
                             Double(found[r]) * 100 / Double(max(1, total[r])), Double(foundRows[r]) * 100 / Double(max(1, totalRows[r]))))
            }
        }
    }

    /// What makes a band's compressed bytes: its row count, whether a row is above it, and those rows' bytes.
    struct Identity: Hashable {
        let rows: Int
        let hasRowAbove: Bool
        let hash: ContentHash
    }

    static func identity(_ rows: Range<Int>, of pixmap: Pixmap) -> Identity {
        let rowBytes = pixmap.width * 4
        let from = max(0, rows.lowerBound - 1)
        return Identity(rows: rows.count, hasRowAbove: rows.lowerBound > 0,
                        hash: ContentHash(Array(pixmap.bytes[(from * rowBytes)..<(rows.upperBound * rowBytes)])))
    }
}
