import Foundation
import XCTest
@testable import ProofsheetKit

final class ShapingConcurrencyTests: XCTestCase {
    /// Four threads shape and outline the same text with cold caches at once; all agree with a serial run.
    func testShapeAndOutlineOnFourThreads() throws {
        func work(_ collection: FontCollection) -> [String] {
            let chain = try! collection.chain(family: "sans")
            return ShapingTests.table.flatMap { text -> [String] in
                let scalars = Array(text.unicodeScalars)
                let paragraph = Shaper(language: "ar").shape(scalars, levels: FontFixtures.levels(scalars), chain: chain)
                return paragraph.runs.map { run in
                    let outlines = run.glyphs.map { run.face.outline(glyph: $0.id).elements.count }
                    return "\(run.scalarRange) \(run.face.name) \(run.glyphs) \(outlines) \(run.glyphs.map { run.face.outline(glyph: $0.id) }.hashValue)"
                }
            }
        }
        let shared = try FontCollection(directory: FontFixtures.directory)
        let results = try WorkerPool.run(count: 4, jobs: 4, makeState: {}) { _, _ in work(shared) }
        let serial = work(try FontCollection(directory: FontFixtures.directory))
        XCTAssertFalse(serial.isEmpty)
        for i in 0..<4 { XCTAssertEqual(results[i], serial, "thread \(i)") }
    }
}
