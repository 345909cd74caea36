import XCTest
@testable import ProofsheetKit

/// A changed cell's actual image (`<cell>.actual.png`) written from its golden's bands (issue #43 item 2), end to end
/// on a small en + ar project: it decodes to the render, copies the golden's unchanged bands, carries the stamp and no
/// band index, and approving it writes the goldens a fresh encode gives.
final class ActualImageBandsTests: XCTestCase {
    /// The changed cells' results, each with its actual image's bytes and the render of the cell now.
    static func changedCells(of project: ScratchProject) throws -> [(result: CellResult, bytes: [UInt8], render: Pixmap)] {
        let run = try project.run()
        let report = try run.run()
        let worker = try run.makeWorker()
        return try report.cells.filter { $0.status == .changed }.map { result in
            let name = try XCTUnwrap(result.artefacts.actual, "\(result.cell)")
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: run.reportFolder + "/" + name)))
            return (result, bytes, try worker.renderer.render(result.cell).pixmap)
        }
    }

    func testAStringChangeWritesActualImagesFromTheGoldensBandsThatDecodeToTheRender() throws {
        let project = try makeCheckProject(ApproveBandReuseTests.fixture())
        XCTAssertEqual(Set(try project.check(record: .missing).cells.map(\.status)), [.new])
        try project.edit("strings/ar.json", replacing: "\"home.title\": \"الرئيسية\"", with: "\"home.title\": \"الصفحة\"")
        try project.edit("strings/en.json", replacing: "\"home.save\": \"Save\"", with: "\"home.save\": \"Keep\"")

        let changed = try Self.changedCells(of: project)
        XCTAssertEqual(Set(changed.map(\.result.cell.locale.identifier)), ["en", "ar"])
        XCTAssertEqual(changed.filter { $0.result.cell.screen == "tall" }.count, 4, "tall cells in both locales and modes")
        for (result, bytes, render) in changed {
            let decoded = try PNGDecoder.decode(bytes, source: "\(result.cell)")
            XCTAssertEqual(decoded.pixmap, render, "\(result.cell): the actual image is the render")
            XCTAssertNotNil(GoldenStamp(textChunks: decoded.text), "\(result.cell): stamped as before")
            XCTAssertFalse(PNGFixtures.chunkTypes(bytes).contains("psBI"), "\(result.cell): no band index")
            let plain = try PNGEncoder(effort: .fast, includeAlpha: !render.isOpaque).encode(render, text: decoded.text)
            if result.cell.screen == "tall" {
                XCTAssertNotEqual(bytes, plain, "\(result.cell): written from the golden's bands")
                let golden = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.goldenPath(result.cell.description))))
                let data = try PNGGoldenBandsEncoderTests.imageData(bytes), goldenData = try PNGGoldenBandsEncoderTests.imageData(golden)
                XCTAssertGreaterThan(zip(data, goldenData).prefix { $0 == $1 }.count, 2, "\(result.cell): the golden's first band copied")
            }
        }
        // A second check writes the same bytes.
        let again = try Self.changedCells(of: project)
        XCTAssertEqual(again.map(\.bytes), changed.map(\.bytes))

        // Approve reads the actual images and writes the goldens a fresh encode of their pixels gives.
        let outcomes = try ApproveBandReuseTests.approve(project)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertEqual(outcomes.count, changed.count)
        try ApproveBandReuseTests.assertGoldensAreFreshEncodes(project)
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    func testAGoldenOfAnOlderPresetGivesThePlainFastEncode() throws {
        let project = try makeCheckProject(ApproveBandReuseTests.fixture())
        _ = try project.check(record: .missing)
        // The golden re-encoded with the preset before banded goldens: no band index to copy from.
        let id = "tall/phone-ar-light-1.0x"
        let image = try PNGDecoder.decodeFile(atPath: project.goldenPath(id))
        try AtomicFile.write(try PNGEncoder(effort: .small, includeAlpha: false).encode(image.pixmap, text: image.text), to: project.goldenPath(id))
        try project.edit("strings/ar.json", replacing: "\"home.title\": \"الرئيسية\"", with: "\"home.title\": \"الصفحة\"")

        let changed = try Self.changedCells(of: project)
        let cell = try XCTUnwrap(changed.first { $0.result.cell.description == id })
        let decoded = try PNGDecoder.decode(cell.bytes, source: id)
        XCTAssertEqual(decoded.pixmap, cell.render)
        // The plain fast encode's image data (its text chunks are the stamp's, as before).
        let plain = try PNGEncoder(effort: .fast, includeAlpha: false).encode(cell.render)
        XCTAssertEqual(PNGFixtures.chunkTypes(cell.bytes).filter { !["tEXt", "iTXt", "zTXt"].contains($0) }, ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(try PNGGoldenBandsEncoderTests.imageData(cell.bytes), try PNGGoldenBandsEncoderTests.imageData(plain),
                       "the plain fast encode")
        XCTAssertNil(cell.result.message?.range(of: "artefacts could not be written"))
    }
}
