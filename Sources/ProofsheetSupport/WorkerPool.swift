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
        return try withoutActuallyEscaping(makeState) { makeState in
            try withoutActuallyEscaping(work) { work in
                let shared = WorkerPoolSlots<State, Result>(
                    count: count, workers: workers, makeState: makeState, work: work)
                defer { shared.release() }
                DispatchQueue.concurrentPerform(iterations: workers) { worker in shared.runWorker(worker) }
                return try shared.collect()
            }
        }
    }

    /// The number of cores, the default for `--jobs`.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// The state the workers of one `WorkerPool.run` share. `@unchecked Sendable` because its soundness is
/// by construction, not by type: the counter is read and advanced under `lock`, so each result slot
/// is written by exactly one worker, each failure slot only by its own worker, and `collect` reads
/// them after `concurrentPerform` has joined every worker. This is one of the documented unsafe
/// kernels (ARCHITECTURE.md).
private final class WorkerPoolSlots<State, Result>: @unchecked Sendable {
    private let count: Int
    private let makeState: () throws -> State
    private let work: (State, Int) -> Result
    private let results: UnsafeMutableBufferPointer<Result?>
    private let failures: UnsafeMutableBufferPointer<(any Error)?>
    private let lock = NSLock()
    private var next = 0

    init(count: Int, workers: Int, makeState: @escaping () throws -> State, work: @escaping (State, Int) -> Result) {
        self.count = count
        self.makeState = makeState
        self.work = work
        results = .allocate(capacity: count)
        results.initialize(repeating: nil)
        failures = .allocate(capacity: workers)
        failures.initialize(repeating: nil)
    }

    func runWorker(_ worker: Int) {
        let state: State
        do {
            state = try makeState()
        } catch {
            failures[worker] = error
            return
        }
        while true {
            lock.lock()
            let index = next
            next += 1
            lock.unlock()
            guard index < count else { return }
            results[index] = work(state, index)
        }
    }

    /// Every slot is filled unless a worker failed to start: the shared counter hands each index to
    /// exactly one worker, and a worker that failed to start takes none, so the others take its share.
    func collect() throws -> [Result] {
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return results.map { $0! }
    }

    func release() {
        results.deinitialize()
        results.deallocate()
        failures.deinitialize()
        failures.deallocate()
    }
}
