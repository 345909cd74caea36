import Foundation
import XCTest
@testable import ProofsheetKit

/// An image node is drawn through its clips' full coverage: rounded corners cut it (they used to be ignored,
/// only the clips' bounding rectangle limited the image), in both reading directions.
final class ImageCornerTests: XCTestCase {
    func testRoundedImageShowsTheBackgroundInItsCorners() throws {
        let project = try makeCheckProject()
        try FileManager.default.createDirectory(atPath: project.layouts + "/assets", withIntermediateDirectories: true)
        let red = Color(r: 220, g: 0, b: 0)
        let asset = try XCTUnwrap(Pixmap(width: 8, height: 8, fill: red))
        try AtomicFile.write(try PNGEncoder().encode(asset), to: project.layouts + "/assets/red.png")
        try project.write("screens/list.json", ScratchProject.Files.screenText(id: "list", node: """
            { "type": "image", "id": "photo", "src": "red.png", "width": 80, "height": 80, "cornerRadius": 24 }
            """))
        let loaded = try project.load()
        let renderer = try CellRenderer(project: loaded)
        let cells = try Matrix.cells(of: loaded).filter { $0.screen == "list" && $0.mode == .light }
        XCTAssertEqual(Set(cells.map(\.locale.identifier)), ["en", "ar"])
        for cell in cells {
            let rendered = try renderer.render(cell)
            let scene = rendered.composed.scene
            let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id == "photo" })
            let frame = scene.frames[index]
            let x0 = Int(frame.minX), y0 = Int(frame.minY), x1 = Int(frame.maxX) - 1, y1 = Int(frame.maxY) - 1
            let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { rendered.pixmap[$0.0, $0.1] }
            let background = rendered.pixmap[Int(frame.midX), y1 + 4]
            for corner in corners {
                XCTAssertEqual(corner, background, "\(cell): a corner pixel of the rounded image shows the background")
            }
            XCTAssertEqual(rendered.pixmap[Int(frame.midX), Int(frame.midY)], red, "\(cell)")
            // Along the straight edges the image is whole.
            XCTAssertEqual(rendered.pixmap[Int(frame.midX), y0], red, "\(cell)")
            XCTAssertEqual(rendered.pixmap[x0, Int(frame.midY)], red, "\(cell)")
        }
    }
}
