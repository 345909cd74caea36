import Foundation
import XCTest
@testable import ProofsheetKit

/// `RunLock`: one holder per output folder, across threads and processes, released on exit or crash.
final class RunLockTests: XCTestCase {
    func testASecondLockFailsFastWhileTheFirstIsHeldAndSucceedsAfter() throws {
        let folder = try makeTemporaryFolder() + "/out"
        let first = try RunLock(folder: folder, command: "check")
        XCTAssertTrue(first.isHeld)
        XCTAssertEqual(try String(contentsOfFile: folder + "/.lock", encoding: .utf8), "pid \(getpid()), check\n")
        XCTAssertNil(try RunLock.attempt(folder: folder, command: "approve"))
        first.release()
        XCTAssertFalse(first.isHeld)
        let second = try XCTUnwrap(try RunLock.attempt(folder: folder, command: "approve"))
        XCTAssertEqual(try String(contentsOfFile: folder + "/.lock", encoding: .utf8), "pid \(getpid()), approve\n")
        second.release()
    }

    func testAWaitingRunSaysWhoItWaitsForAndProceedsWhenTheHolderReleases() throws {
        let folder = try makeTemporaryFolder()
        let holder = try RunLock(folder: folder, command: "check")
        let waited = DispatchSemaphore(value: 0)
        let acquired = DispatchSemaphore(value: 0)
        let messages = Messages()
        Thread.detachNewThread {
            let lock = try? RunLock(folder: folder, command: "approve") { message in
                messages.append(message)
                waited.signal()
            }
            XCTAssertEqual(lock?.isHeld, true)
            lock?.release()
            acquired.signal()
        }
        XCTAssertEqual(waited.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(acquired.wait(timeout: .now() + 0.2), .timedOut, "the second run went on while the first held the lock")
        holder.release()
        XCTAssertEqual(acquired.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(messages.all, ["waiting for another proofsheet run (pid \(getpid()), check) to finish with \(folder); "
            + "it holds \(folder)/.lock and the lock ends when that run exits"])
    }

    /// Another process holds the lock (a shell that takes it with flock(1) and becomes `sleep`); when that process
    /// is killed, the kernel frees the lock: no stale lock.
    func testALockHeldByAnotherProcessEndsWhenThatProcessDies() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs flock(1) from util-linux")
        let folder = try makeTemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 9>>\"$0/.lock\" && /usr/bin/flock --exclusive 9 && exec /bin/sleep 60", folder]
        try process.run()
        var held = false
        for _ in 0..<100 where !held {  // until flock(1) has the lock
            if let probe = try RunLock.attempt(folder: folder, command: "probe") { probe.release(); usleep(20_000) } else { held = true }
        }
        XCTAssertTrue(held, "flock(1) never took the lock")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let lock = try XCTUnwrap(try RunLock.attempt(folder: folder, command: "check"), "the lock outlived its holder")
        lock.release()
    }

    func testAnOutputFolderThatCannotBeCreatedGivesAClearError() throws {
        let base = try makeTemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
        XCTAssertThrowsError(try RunLock(folder: base + "/file/out", command: "check")) { error in
            XCTAssertEqual(String(describing: error), "\(base)/file/out/.lock: cannot create the output folder for the run lock: "
                + "Not a directory (a part of the path is a file, not a folder)")
        }
    }
}

/// Messages collected from another thread.
private final class Messages: @unchecked Sendable {
    private var items: [String] = []
    private let lock = NSLock()

    func append(_ message: String) {
        lock.lock()
        items.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
