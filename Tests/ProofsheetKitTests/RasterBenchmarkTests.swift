import Foundation
import XCTest
@testable import ProofsheetKit

/// Speed of the test scene; runs only with `RASTER_BENCHMARK=1` (use a release build:
/// `RASTER_BENCHMARK=1 swift test -c release --filter RasterBenchmarkTests`).
final class RasterBenchmarkTests: XCTestCase {
    func testSceneSpeed() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["RASTER_BENCHMARK"] == "1", "set RASTER_BENCHMARK=1")
        for (name, asPaths) in [("rounded-rect shortcut", false), ("all general paths", true)] {
            var timings: [Double] = []
            for _ in 0..<15 {
                let start = DispatchTime.now().uptimeNanoseconds
                let pixmap = RasterTestScene.render(roundedRectsAsPaths: asPaths)
                let end = DispatchTime.now().uptimeNanoseconds
                XCTAssertEqual(pixmap.width, RasterTestScene.width)
                timings.append(Double(end - start) / 1e6)
            }
            timings.sort()
            print(String(format: "raster scene (%@): min %.2f ms, median %.2f ms", name, timings[0], timings[7]))
        }
    }
}
