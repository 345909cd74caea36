import Foundation
import ProofsheetKit

/// `proofsheet-bench --serve-memory`: the resident memory of `proofsheet serve` on a copy of the shipped example
/// across full re-renders (issue #42 item 9; docs/performance.md, "serve memory"). The server is the release
/// `proofsheet` executable beside this one, started with `--port 0`; each re-render is started by touching the
/// tokens file (every cell reads it) and ends with the server's `generation N:` log line. VmRSS is read from
/// `/proc/<pid>/status` after generation 1 and after each re-render.
enum ServeMemoryBench {
    /// The target of issue #42: under 300 MB resident after 10 full re-renders.
    static let targetMB = 300.0

    static func run(folder: String, rerenders: Int = 10, jobs: Int? = nil) throws {
        let root = FileManager.default.currentDirectoryPath
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for part in ["layouts", "fonts"] {
            try FileManager.default.copyItem(atPath: root + "/" + part, toPath: folder + "/" + part)
        }
        let executable = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/proofsheet"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchError.unexpected("no proofsheet executable at \(executable) (scripts/bench builds it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", "--port", "0", "--config", folder + "/layouts/proofsheet.json", "--today", "2026-11-29"] + (jobs.map { ["--jobs", String($0)] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let log = ServeLog(output.fileHandleForReading)
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let pid = process.processIdentifier
        try log.wait(for: "generation 1:")
        let cells = log.line(startingWith: "generation 1:").split(separator: " ").dropFirst(5).first.map(String.init) ?? "?"
        var figures = [residentMB(pid)]
        var times: [Double] = []
        let tokens = folder + "/layouts/tokens.json"
        for generation in 2...(rerenders + 1) {
            // A new modification (same bytes) is a change of the tokens file: every cell re-renders.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: tokens))
            try bytes.write(to: URL(fileURLWithPath: tokens))
            try log.wait(for: "generation \(generation):")
            figures.append(residentMB(pid))
            // "generation 2: layouts/tokens.json changed → re-rendered 288 of 288 cells in 5210 ms"
            let words = log.line(startingWith: "generation \(generation):").split(separator: " ")
            if let at = words.lastIndex(of: "ms"), at > 0, let ms = Double(words[at - 1]) { times.append(ms) }
        }
        print("proofsheet serve on the shipped example (\(cells) cells, one device, --jobs \(jobs ?? WorkerPool.defaultJobs)), resident memory (VmRSS):")
        print(String(format: "  after generation 1: %.0f MB", figures[0]))
        print("  after each full re-render: " + figures.dropFirst().map { String(format: "%.0f", $0) }.joined(separator: ", ") + " MB")
        var sorted = times.sorted()
        if sorted.isEmpty { sorted = [.nan] }
        print(String(format: "  full re-render (server's log): median %.0f ms, min %.0f, max %.0f", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1]))
        let last = figures.last ?? .nan
        print(String(format: "  after %d full re-renders: %.0f MB (target < %.0f MB %@), peak (VmHWM) %.0f MB", rerenders, last, targetMB,
                     last < targetMB ? "met" : "NOT MET", peakMB(pid)))
    }

    /// A `/proc/<pid>/status` field in MB.
    static func statusMB(_ pid: Int32, field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return .nan }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
        }
        return .nan
    }

    static func residentMB(_ pid: Int32) -> Double { statusMB(pid, field: "VmRSS") }

    static func peakMB(_ pid: Int32) -> Double { statusMB(pid, field: "VmHWM") }
}

/// The server's standard output read line by line on a background thread; `wait(for:)` blocks until a line
/// starts with a prefix (or 120 s pass).
final class ServeLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    condition.lock()
                    lines.append(line)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The first line that starts with `prefix`, or "".
    func line(startingWith prefix: String) -> String {
        condition.lock()
        defer { condition.unlock() }
        return lines.first { $0.hasPrefix(prefix) } ?? ""
    }

    func wait(for prefix: String) throws {
        let deadline = Date().addingTimeInterval(120)
        condition.lock()
        defer { condition.unlock() }
        while !lines.contains(where: { $0.hasPrefix(prefix) }) {
            if ended { throw BenchError.unexpected("serve ended before '\(prefix)': \(lines.suffix(3).joined(separator: " | "))") }
            guard condition.wait(until: deadline) else { throw BenchError.unexpected("no '\(prefix)' from serve within 120 s") }
        }
    }
}
