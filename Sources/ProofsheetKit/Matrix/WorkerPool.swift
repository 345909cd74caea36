import Dispatch
import Foundation

/// Runs work items on `jobs` threads, each thread with its own state (fonts, glyph cache, buffers)
/// made once by `makeState`. Items are taken in order from a shared counter; results come back in
/// item order, so output never depends on the thread count.
public enum WorkerPool {
    public static func run<State, Result>(
        count: Int, jobs: Int, makeState: () throws -> State, work: (State, Int) -> Result
    ) rethrows -> [Result] {
        let workers = max(1, min(jobs, count))
        var states: [State] = []
        for _ in 0..<workers { states.append(try makeState()) }
        var results = [Result?](repeating: nil, count: count)
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let state = states[worker]
                while true {
                    lock.lock()
                    let index = next
                    next += 1
                    lock.unlock()
                    guard index < count else { break }
                    let result = work(state, index)
                    slots[index] = result
                }
            }
        }
        return results.map { $0! }
    }

    /// The number of cores, the default for `--jobs`.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}
