import Foundation
import XCTest

/// The `proofsheet` executable of the build the tests run in (`.build/debug/proofsheet` beside the test
/// bundle), run as a child process.
struct ProofsheetBinary {
    let path: String

    /// The executable next to the test bundle, or a skip that says how to build it.
    static func locate(file: StaticString = #filePath, line: UInt = #line) throws -> ProofsheetBinary {
        // On Linux the test bundle is an executable in the build folder (whose URL is that folder); on macOS it
        // is a `.xctest` folder in it.
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let folders = [bundle, bundle.deletingLastPathComponent()]
            + [Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        let candidates = folders.map { $0.appendingPathComponent("proofsheet").path }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("no proofsheet executable at \(candidates[0]); run 'swift build' before 'swift test' to include the CLI tests",
                          file: file, line: line)
        }
        return ProofsheetBinary(path: path)
    }

    /// What a finished run printed and returned.
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// A started process whose output goes to files in `folder` (no pipes, so a killed child never blocks).
    /// `descriptorLimit` runs it under that many file descriptors (`ulimit -n` in `/bin/sh`, which then `exec`s it,
    /// so the process's id is the executable's).
    func start(_ arguments: [String], in folder: String, logName: String = "proofsheet", descriptorLimit: Int? = nil) throws -> Process {
        let process = Process()
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        for suffix in ["out", "err"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/\(logName).\(suffix)"))
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/\(logName).out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/\(logName).err"))
        try process.run()
        return process
    }

    /// Runs to the end; output is read back from the log files.
    func run(_ arguments: [String], in folder: String) throws -> Outcome {
        let process = try start(arguments, in: folder)
        process.waitUntilExit()
        let stdout = (try? String(contentsOfFile: folder + "/proofsheet.out", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: folder + "/proofsheet.err", encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}

extension ProofsheetBinary {
    /// The port from a `proofsheet serve` child's `serving http://127.0.0.1:PORT/` line (at most 60 s).
    static func servePort(logFile: String, process: Process) throws -> UInt16 {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && process.isRunning {
            let log = (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? ""
            if let range = log.range(of: "serving http://127.0.0.1:"), let port = UInt16(log[range.upperBound...].prefix { $0.isNumber }) {
                return port
            }
            usleep(20_000)
        }
        throw RawHTTPError(message: "the server printed no URL: \((try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "")")
    }
}

private final class BundleMarker {}
