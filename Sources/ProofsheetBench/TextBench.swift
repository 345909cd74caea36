import CPNGReference
import Foundation
import ProofsheetKit
import ProofsheetInit

/// Long texts (issue #12 item 5): one long word shaped and laid out at growing lengths, and a whole check of a
/// screen of 4 MiB within every documented limit (text nodes of up to 20,000 characters, English and Arabic).
/// `proofsheet-bench --text` runs only these rows.
enum TextBench {
    /// The long-word rows: the cost per character must stay flat (100k / 10k near 1, O(n log n) at worst).
    static func longWords(fonts: FontCollection) throws {
        print("one long word shaped and laid out at 300 pt (ShapedText + TextLayout), median of 3:")
        let textStyle = TextStyle(chain: try fonts.chain(family: "sans"), size: 17, lineHeight: 22)
        var perCharacter: [Int: Double] = [:]
        for length in [10_000, 20_000, 100_000, 125_000] {
            let word = String(repeating: "a", count: length)
            var samples = Samples()
            for _ in 0..<3 {
                let (_, ms) = milliseconds { TextLayout(ShapedText(word, style: textStyle), width: 300) }
                samples.add(ms)
            }
            perCharacter[length] = samples.median / Double(length)
            print(String(format: "  text.word%dk: %.1f ms (%.2f µs per character)", length / 1000, samples.median, samples.median * 1000 / Double(length)))
        }
        if let small = perCharacter[10_000], let large = perCharacter[100_000] {
            print(String(format: "  cost per character, 100k / 10k: %.2f× (1.00 = linear)", large / small))
        }
    }

    /// The 4 MiB screen: a project written by `proofsheet init` in `folder`, its screen replaced by one scroll of
    /// text nodes of 19,990 characters (English words, Arabic words, every fifth one a single word) up to 4 MiB
    /// of JSON, checked in en and ar (light, 1.0×) after recording. The reference is libpng's zlib-6 encode of the
    /// cell's own pixmap, timed in the same run like every other row.
    static func largeScreen(folder: String) throws {
        _ = try ProjectTemplate.write(into: folder)
        let screen = largeScreenJSON()
        try FileManager.default.removeItem(atPath: folder + "/screens/home.json")
        try AtomicFile.write(Array(screen.json.utf8), to: folder + "/screens/big.json")
        var project = try Project.load(configPath: folder + "/proofsheet.json")
        var config = project.config
        config.matrix.modes = [.light]
        config.matrix.textScales = [1.0]
        project = project.with(config: config)
        var options = CheckRun.Options()
        options.jobs = 1
        options.record = .missing
        options.reportFolder = folder + "/report"
        options.audits = try CheckRun.AuditRun.load(project: project, today: Benchmark.today)
        _ = try CheckRun(project: project, options: options).run()
        options.record = .never
        let worker = try CheckRun(project: project, options: options).makeWorker()
        let renderer = try CellRenderer(project: project)
        print("a screen of \(screen.json.utf8.count / 1024) KiB: \(screen.nodes) text nodes, \(screen.characters) characters, check per cell (render, compare, audits), one thread:")
        for cell in try Matrix.cells(of: project) {
            let (result, ms) = milliseconds { worker.check(cell) }
            let composed = try renderer.compose(cell)
            let pixmap = try SceneRasterizer(scale: composed.device.scale, glyphs: renderer.glyphs)
                .render(composed.displayList, width: composed.device.pixelWidth, height: composed.device.pixelHeight)
            let (_, referenceMS) = milliseconds { () -> Int in
                var out: UnsafeMutablePointer<UInt8>?
                let size = pixmap.bytes.withUnsafeBufferPointer { png_reference_encode($0.baseAddress, Int32(pixmap.width), Int32(pixmap.height), 3, 6, &out) }
                png_reference_free(out)
                return size
            }
            print(String(format: "  %@: %.0f ms (%.2f µs per character) = %.1f × reference (libpng zlib 6 encode of the cell, %.1f ms); %@",
                         cell.description, ms, ms * 1000 / Double(screen.characters), ms / referenceMS, referenceMS, result.status.rawValue))
        }
    }

    /// The screen's JSON, its text-node count and the characters of all its texts.
    static func largeScreenJSON() -> (json: String, nodes: Int, characters: Int) {
        let english = ["payment", "balance", "transfer", "account", "settings", "notification", "of", "the", "monthly"]
        let arabic = ["الرصيد", "تحويل", "الحساب", "إعدادات", "إشعار", "في", "من", "كشف", "شهري"]
        var nodes: [String] = []
        var bytes = 0, characters = 0
        for index in 0... {
            let words = index % 2 == 0 ? english : arabic
            // Deterministic word order: a fixed stride through the list, no random source.
            var text = index % 5 == 4 ? String(repeating: "x", count: 19_990) : ""
            var length = text.unicodeScalars.count  // counted as words are added: recounting made this quadratic
            var k = index
            while length < 19_990 {
                let word = (text.isEmpty ? "" : " ") + words[k % words.count]
                text += word
                length += word.unicodeScalars.count
                k = (k * 7 + 3) % 1_000_003
            }
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(19_990)))
            let node = #"{"type":"text","id":"t\#(index)","literal":"\#(text)","style":"body"}"#
            guard bytes + node.utf8.count < (4 << 20) - 4_096 else { break }
            nodes.append(node)
            bytes += node.utf8.count + 1
            characters += 19_990
        }
        let json = #"{"id":"big","title":"Big","root":{"type":"vstack","background":"background","children":[{"type":"scroll","id":"content","height":"fill","padding":"lg","spacing":"lg","children":["#
            + nodes.joined(separator: ",") + "]}]}}"
        return (json, nodes.count, characters)
    }
}
