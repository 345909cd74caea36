import ProofsheetKit

/// What one piece of work costs beside the passing check of the same cells: each cell's check and the piece are
/// timed `rounds` times, interleaved, and the fastest round of each kept (the machine is shared); the medians of
/// those give the share (`LayoutRecordBench`, `InputRecordBench`). `piece` returns its own milliseconds, so set-up it
/// needs (a render standing in for the check's scene) stays out of the figure.
enum PassingCheckShare {
    static func measure(cells: [Cell], rounds: Int, worker: CheckRun.Worker, piece: (Cell) throws -> Double) throws -> (piece: Samples, check: Samples) {
        var best = Array(repeating: (piece: Double.infinity, check: Double.infinity), count: cells.count)
        for _ in 0..<rounds {
            for (index, cell) in cells.enumerated() {
                let (result, checkMS) = milliseconds { worker.check(cell) }
                guard result.status == .pass else { throw BenchError.unexpected("\(cell) did not pass: \(result.message ?? "")") }
                let pieceMS = try piece(cell)
                best[index] = (min(best[index].piece, pieceMS), min(best[index].check, checkMS))
            }
        }
        var piece = Samples(), check = Samples()
        for timing in best {
            piece.add(timing.piece)
            check.add(timing.check)
        }
        return (piece, check)
    }
}
