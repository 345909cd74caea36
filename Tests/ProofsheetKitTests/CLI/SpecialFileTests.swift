import Foundation
import XCTest
@testable import ProofsheetKit

/// `RegularFile`: a FIFO, a device or a folder is refused at once as "not a regular file", never read or waited on;
/// sizes are checked before reading (docs/hardening.md, "Special files").
final class SpecialFileTests: XCTestCase {
    func testOnlyRegularFilesAreReadAndNothingBlocks() throws {
        let folder = try makeTemporaryFolder()
        XCTAssertEqual(mkfifo(folder + "/pipe.png", 0o644), 0)
        let cases: [(String, RegularFileError.Problem)] = [
            (folder + "/pipe.png", .notRegular(kind: "a FIFO")),
            ("/dev/null", .notRegular(kind: "a character device")),
            (folder, .notRegular(kind: "a directory")),
            (folder + "/missing.json", .notFound),
        ]
        for (path, problem) in cases {
            XCTAssertThrowsError(try RegularFile.read(path, limit: 1 << 20), path) { error in
                XCTAssertEqual((error as? RegularFileError)?.problem, problem, path)
            }
        }
        XCTAssertThrowsError(try JSONDocument.load(path: folder + "/pipe.png")) { error in
            XCTAssertEqual(String(describing: error), folder + "/pipe.png: is not a regular file (it is a FIFO)")
        }
        XCTAssertThrowsError(try PNGDecoder.decodeFile(atPath: folder + "/pipe.png")) { error in
            XCTAssertTrue(String(describing: error).hasSuffix("is not a regular file (it is a FIFO)"), "\(error)")
        }
    }

    func testTheSizeLimitIsCheckedBeforeReadingAndLinksAreRefusedWhenAsked() throws {
        let folder = try makeTemporaryFolder()
        let big = folder + "/Huge.ttf"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 200 << 20), 0)
        XCTAssertThrowsError(try RegularFile.check(big, limit: ProjectFonts.maxFileBytes)) { error in
            XCTAssertEqual((error as? RegularFileError)?.problem, .tooLarge(bytes: 200 << 20, limit: 64 << 20))
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/a.json", contents: Data("{}".utf8)))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/a.json")
        XCTAssertEqual(try RegularFile.read(folder + "/link.json", limit: 10), Array("{}".utf8))
        XCTAssertThrowsError(try RegularFile.read(folder + "/link.json", limit: 10, followsLinks: false)) { error in
            XCTAssertEqual((error as? RegularFileError)?.problem, .symbolicLink)
        }
    }

    /// A run waiting for the lock names the holder even when the holder wrote no note (flock(1) writes none): the
    /// kernel's table of locks gives its pid.
    func testAWaitingRunNamesAHolderThatWroteNoNote() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs flock(1) from util-linux")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/locks"), "needs Linux's /proc/locks")
        let folder = try makeTemporaryFolder()
        let process = Process()
        // flock(1) itself takes the lock and keeps it while its command runs (--close: the command does not inherit
        // the lock, so killing flock frees it; the short sleep ends by itself).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["--close", "--exclusive", folder + "/.lock", "/bin/sleep", "8"]
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        var message: String?
        for _ in 0..<200 where message == nil {
            if let probe = try RunLock.attempt(folder: folder, command: "probe", waiting: { message = $0 }) {
                probe.release()
                usleep(20_000)
            }
        }
        XCTAssertEqual(message, "waiting for another proofsheet run (pid \(process.processIdentifier)) to finish with \(folder); "
            + "it holds \(folder)/.lock and the lock ends when that run exits")
    }
}
