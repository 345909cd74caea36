import Foundation
import ProofsheetKit

/// Terminal output: a progress line on a TTY, plain lines otherwise; colour only on a TTY without NO_COLOR.
struct Terminal {
    let isTTY: Bool
    let usesColor: Bool
    let start = Date()

    init() {
        isTTY = StandardError.isTerminal
        usesColor = isTTY && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func label(_ status: CellStatus) -> String {
        switch status {
        case .pass: return paint("pass", "32")
        case .changed: return paint("CHANGED", "31;1")
        case .new: return paint("NEW", "33;1")
        case .error: return paint("ERROR", "35;1")
        }
    }

    /// Called as each cell finishes (from worker threads, serialised by the caller's lock).
    func progress(done: Int, total: Int, result: CellResult) {
        if result.status != .pass {
            clearLine()
            // The cell and message hold project text (a translation's ESC or NUL): escaped; only the label is coloured.
            let line = MessageText.escaped("\(result.cell)\(result.recorded ? " (recorded)" : ""): \(result.message ?? "")")
            StandardError.write("\(label(result.status)) \(line)\n")
        }
        guard isTTY else { return }
        let elapsed = Date().timeIntervalSince(start)
        let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        StandardError.write("\r\(bar) \(done)/\(total) cells  \(String(format: "%.1f", elapsed)) s elapsed  ETA \(String(format: "%.0f", eta)) s ")
    }

    func clearLine() {
        if isTTY { StandardError.write("\r\u{1B}[2K") }
    }
}
