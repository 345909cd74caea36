import Foundation
import XCTest
@testable import ProofsheetKit

/// Same scene, same bytes: twice in a row, on several threads at once, and (via scripts/raster-determinism)
/// in debug and release builds.
final class RasterDeterminismTests: XCTestCase {
    func testSameSceneRendersIdenticalBytesTwice() {
        assertPixmapsEqual(RasterTestScene.render(), RasterTestScene.render(), "scene rendered twice")
    }

    func testSceneRendersIdenticalBytesOnConcurrentThreads() {
        let reference = RasterTestScene.hash(RasterTestScene.render())
        let hashes = ConcurrentResults(count: 3)
        DispatchQueue.concurrentPerform(iterations: 3) { i in
            hashes.set(i, RasterTestScene.hash(RasterTestScene.render()))
        }
        XCTAssertEqual(hashes.values, [reference, reference, reference])
    }

    func testRoundedRectShortcutMatchesGeneralPathOnTheScene() {
        assertPixmapsEqual(RasterTestScene.render(roundedRectsAsPaths: true), RasterTestScene.render(),
                           "scene with rounded rects as paths")
    }

    /// Writes the scene hash to `$RASTER_HASH_FILE` when set (scripts/raster-determinism compares the files).
    func testWritesSceneHashWhenAsked() throws {
        let hash = RasterTestScene.hash(RasterTestScene.render())
        print("raster scene hash: \(hash)")
        if let path = ProcessInfo.processInfo.environment["RASTER_HASH_FILE"] {
            try (hash + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}

/// Results written from several threads, each to its own slot, under a lock.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]

    init(count: Int) { storage = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock(); defer { lock.unlock() }
        storage[index] = value
    }

    var values: [String] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }
}
