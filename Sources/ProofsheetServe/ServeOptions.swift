import ProofsheetSupport
import ProofsheetKit
import ProofsheetAudit
import ProofsheetSpec

/// How `proofsheet serve` runs: where it listens, which cells it shows, and where its log lines go.
public struct ServeOptions: Sendable {
    /// The IPv4 address to listen on; loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// 0 asks the system for a free port (the URL printed says which).
    public var port: UInt16 = 0
    /// Which cells the page shows (`--screen`, `--locale`, `--mode`, `--scale`).
    public var filter = CellFilter()
    /// The device the grid shows; nil takes the matrix's first device.
    public var device: DeviceName?
    public var jobs = WorkerPool.defaultJobs
    /// The day audit waivers are judged on (the CLI reads the clock; the library never does).
    public var today: CalendarDate
    /// Debounce: a change set ends after this many quiet milliseconds.
    public var quietMilliseconds: Int32 = 80
    /// One line per event worth keeping (start, each generation with what it re-rendered, approvals, errors).
    public var log: @Sendable (String) -> Void

    public init(today: CalendarDate, log: @escaping @Sendable (String) -> Void) {
        self.today = today
        self.log = log
    }
}
