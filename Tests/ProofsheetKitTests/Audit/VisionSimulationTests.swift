import XCTest
@testable import ProofsheetKit
import ProofsheetRun

/// Colour-vision simulation against the published model, and CIEDE2000 against its published test data.
final class VisionSimulationTests: XCTestCase {
    /// Machado, Oliveira & Fernandes 2009 (IEEE TVCG 15(6)), the severity-1.0 matrices of the paper's
    /// supplementary material (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html), and
    /// BT.709 luminance for achromatopsia: the values in the code are the published ones, each row sums to 1
    /// (the model keeps white, a check of the transcription independent of the source), and a primary in
    /// linear light maps to the matrix column (clamped to 0…1). The tolerance covers the 8-bit sRGB output.
    func testPrimariesMapToThePublishedMatrixColumns() {
        let published: [ColorVisionDeficiency: [[Double]]] = [
            .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
            .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
            .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
            .achromatopsia: [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]],
        ]
        let primaries = [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 255, b: 0), Color(r: 0, g: 0, b: 255)]
        for deficiency in ColorVisionDeficiency.allCases {
            let matrix = published[deficiency]!
            XCTAssertEqual(deficiency.matrix, matrix)
            for (row, values) in matrix.enumerated() {
                XCTAssertEqual(values.reduce(0, +), 1, accuracy: 0.000_002, "\(deficiency) row \(row) keeps white")
            }
            for (column, primary) in primaries.enumerated() {
                let seen = VisionSimulator(deficiency).simulate(primary)
                let channels = [seen.r, seen.g, seen.b].map(RelativeLuminance.linearised)
                for row in 0..<3 {
                    let expected = min(1, max(0, matrix[row][column]))
                    XCTAssertEqual(channels[row], expected, accuracy: 0.006, "\(deficiency) column \(column) row \(row)")
                }
            }
        }
    }

    func testSimulatedImagesMatchSimulatedColoursAndKeepAlpha() throws {
        var pixmap = try XCTUnwrap(Pixmap(width: 4, height: 1))
        let colors = [Color(r: 194, g: 31, b: 31), Color(r: 22, g: 121, b: 55, a: 128), Color(r: 10, g: 95, b: 194), Color.white]
        for (x, color) in colors.enumerated() { pixmap.bytes.replaceSubrange(x * 4..<(x * 4 + 4), with: [color.r, color.g, color.b, color.a]) }
        for deficiency in ColorVisionDeficiency.allCases {
            let simulator = VisionSimulator(deficiency)
            let image = simulator.simulate(pixmap)
            for (x, color) in colors.enumerated() {
                let seen = simulator.simulate(color)
                XCTAssertEqual(Array(image.bytes[x * 4..<(x * 4 + 4)]), [seen.r, seen.g, seen.b, color.a], "\(deficiency) pixel \(x)")
            }
            XCTAssertEqual(simulator.simulate(Color.white), Color.white, "\(deficiency) keeps white")
        }
    }

    /// `render --vision` writes `<cell>.<deficiency>.png` beside each cell: the simulation of the cell's own
    /// pixels, byte-identical with one job and with two, in English and Arabic.
    func testRenderWritesSimulatedCellsIdenticallyOnAnyJobCount() throws {
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 12, "children": [ { "type": "badge", "id": "ok", "tone": "success", "label": { "literal": "Paid" } }, { "type": "badge", "id": "bad", "tone": "danger", "label": { "literal": "Late" } } ] }"#
        // A 200 × 300 pt phone at 1×: what is checked is that every job count writes the same files and that each
        // simulated image is the simulation of its cell's pixels, not how large the cell is.
        let project = try ScratchProject.rendered("vision-render", root: root, matrix: #"{ "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0] }"#,
                                                  devices: #"{ "phone": { "width": 200, "height": 300, "scale": 1 } }"#)
        let cells = try Matrix.cells(of: project.project)
        XCTAssertEqual(cells.count, 4)
        var outputs: [[String: Data]] = []
        for jobs in [1, 2] {
            let folder = project.folder.appendingPathComponent("render-\(jobs)").path
            var run = RenderRun(project: project.project, cells: cells, outputFolder: folder, jobs: jobs)
            run.vision = ColorVisionDeficiency.allCases
            XCTAssertEqual(try run.run().compactMap(\.error), [])
            var files: [String: Data] = [:]
            for name in FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? [] where name.hasSuffix(".png") {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
            outputs.append(files)
        }
        XCTAssertEqual(outputs[0].count, cells.count * (1 + ColorVisionDeficiency.allCases.count))
        XCTAssertEqual(outputs[0], outputs[1], "one job and two write the same bytes")
        for cell in cells {
            let base = String(cell.relativePath.dropLast(4))
            let original = try PNGDecoder.decode(Array(try XCTUnwrap(outputs[0][cell.relativePath])), source: cell.relativePath).pixmap
            for deficiency in ColorVisionDeficiency.allCases {
                let name = base + "." + deficiency.rawValue + ".png"
                let simulated = try PNGDecoder.decode(Array(try XCTUnwrap(outputs[0][name], name)), source: name).pixmap
                XCTAssertEqual(simulated, VisionSimulator(deficiency).simulate(original), name)
            }
        }
    }

    /// Sharma, Wu & Dalal 2005, Table 1 (pairs 1, 2, 3, 7, 17, 25).
    func testDeltaE2000MatchesSharmasTestData() {
        let pairs: [(CIELab, CIELab, Double)] = [
            (CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
            (CIELab(l: 50, a: 3.1571, b: -77.2803), CIELab(l: 50, a: 0, b: -82.7485), 2.8615),
            (CIELab(l: 50, a: 2.8361, b: -74.0200), CIELab(l: 50, a: 0, b: -82.7485), 3.4412),
            (CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
            (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
            (CIELab(l: 60.2574, a: -34.0099, b: 36.2677), CIELab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        ]
        for (first, second, expected) in pairs {
            XCTAssertEqual(first.deltaE2000(to: second), expected, accuracy: 0.00005, "\(first) / \(second)")
            XCTAssertEqual(second.deltaE2000(to: first), expected, accuracy: 0.00005, "symmetric")
        }
    }

    func testSRGBWhiteIsLabWhite() {
        let white = CIELab(Color.white)
        XCTAssertEqual(white.l, 100, accuracy: 0.01)
        XCTAssertEqual(white.a, 0, accuracy: 0.01)
        XCTAssertEqual(white.b, 0, accuracy: 0.01)
    }
}
