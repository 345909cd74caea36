import Foundation
import ProofsheetKit
#if canImport(Glibc)
import Glibc
#endif

/// `proofsheet serve`: the live matrix and the review in the browser, until Ctrl-C (docs/serve.md).
enum ServeCommand {
    static let usage = "serve [--config FILE] [--port N] [--host ADDRESS] [--device D] [--cell ID]... [--screen ID]... [--state NAME]... [--locale L]... [--mode M]... [--scale S]... [--orientation O]... [--jobs N] [--today YYYY-MM-DD]"
    /// `--device` is the matrix filters' (given once here: the grid shows one device).
    static let options = MatrixOptions.specs + [.value("--port"), .value("--host"), .value("--today")]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "serve takes no positional arguments") }
        var serveOptions = ServeOptions(today: try Today.date(arguments), log: { line in
            // Log lines name cells and quote their errors (project text): escaped as every printed line is.
            FileHandle.standardOutput.write(Data((MessageText.escapedKeepingLines(line) + "\n").utf8))
        })
        var filter = try MatrixOptions.filter(arguments)
        guard filter.devices.count <= 1 else { throw UsageError(message: "serve shows one device: give --device once") }
        serveOptions.device = filter.devices.first
        filter.devices = []
        serveOptions.filter = filter
        serveOptions.jobs = try MatrixOptions.jobs(arguments)
        if let port = try arguments.integer("--port") {
            guard (0...65535).contains(port) else { throw UsageError(message: "--port must be from 0 to 65535 (0 picks a free port)") }
            serveOptions.port = UInt16(port)
        } else {
            serveOptions.port = 4173
        }
        if let host = arguments.value("--host") { serveOptions.host = host }

        // Block the stop signals before any thread starts, so every thread inherits the mask and sigwait sees them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        let server = try PreviewServer(configPath: ProjectPath.absolute(try ProjectLocator.configPath(arguments)), options: serveOptions)
        server.start()
        serveOptions.log("serving \(server.url) (Ctrl-C stops)")
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        serveOptions.log("stopped after \(server.renderCount) cell renders")
        return 0
    }
}
