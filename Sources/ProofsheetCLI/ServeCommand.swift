import Foundation
import ProofsheetKit
#if canImport(Glibc)
import Glibc
#endif
import ProofsheetServe

/// `proofsheet serve`: the live matrix and the review in the browser, until Ctrl-C (docs/serve.md).
enum ServeCommand {
    /// `--device` is the matrix filters', given once here: the page shows one device's grid.
    static let options = MatrixOptions.specs.map { $0.name == OptionSpec.device.name ? device : $0 } + [
        .value("--port", "N", "the port to listen on (default 4173; 0 picks a free port and prints it)"),
        .value("--host", "ADDRESS", "the address to listen on (default 127.0.0.1, this machine only)"), .today,
    ]
    static let device = OptionSpec.device.meaning("the device the grid shows (default: the matrix's first; once)", repeatable: false)

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.isEmpty else { throw UsageError(message: "serve takes no positional arguments") }
        var serveOptions = ServeOptions(today: try Today.date(arguments), log: { line in
            // Log lines name cells and quote their errors (project text): escaped as every printed line is.
            FileHandle.standardOutput.write(Data((MessageText.escapedKeepingLines(line) + "\n").utf8))
        })
        var filter = try MatrixOptions.filter(arguments)
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
