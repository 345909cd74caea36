import Dispatch
import Foundation

/// Runs work items on `jobs` threads, each thread with its own state (fonts, glyph cache, buffers)
/// made once by `makeState` on that thread, so setting up the workers runs in parallel too. Items are
/// taken in order from a shared counter; results come back in item order, so output never depends on
/// the thread count.
public enum WorkerPool {
    public static func run<State, Result>(
        count: Int, jobs: Int, makeState: () throws -> State, work: (State, Int) -> Result
    ) throws -> [Result] {
        let workers = max(1, min(jobs, count))
        var results = [Result?](repeating: nil, count: count)
        var failures = [Error?](repeating: nil, count: workers)
        let lock = NSLock()
        var next = 0
        try withoutActuallyEscaping(makeState) { makeState in
            results.withUnsafeMutableBufferPointer { slots in
                failures.withUnsafeMutableBufferPointer { failed in
                    DispatchQueue.concurrentPerform(iterations: workers) { worker in
                        let state: State
                        do {
                            state = try makeState()
                        } catch {
                            failed[worker] = error
                            return
                        }
                        while true {
                            lock.lock()
                            let index = next
                            next += 1
                            lock.unlock()
                            guard index < count else { break }
                            slots[index] = work(state, index)
                        }
                    }
                }
            }
            if let failure = failures.compactMap({ $0 }).first { throw failure }
        }
        // Every slot is filled: the shared counter hands each index to exactly one worker, and a worker
        // that failed to start takes none, so the others take its share.
        return results.map { $0! }
    }

    /// The number of cores, the default for `--jobs`.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}
