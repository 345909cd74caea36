import XCTest
@testable import ProofsheetKit

/// The pixel-only estimator (`proofsheet audit-image`) on known pixels, and compared with the glyph-aware
/// sampler on cells of the shipped matrix: every disagreement must fall in a documented class (docs/audits.md).
final class AuditEstimatorTests: XCTestCase {
    func testTwoColourBoxGivesTheExactRatio() throws {
        var pixmap = try XCTUnwrap(Pixmap(width: 20, height: 10, fill: .white))
        for x in 2..<8 { for y in 2..<8 { pixmap[x, y] = Color(hex: "#777777")! } }
        let estimate = try XCTUnwrap(PixelContrastEstimator.estimate(pixmap, in: PixelRect(x: 0, y: 0, width: 20, height: 10)))
        XCTAssertEqual(estimate.background, .white, "the more frequent side is the background")
        XCTAssertEqual(estimate.foreground.hexString, "#777777")
        XCTAssertEqual(estimate.ratio.description, "4.48:1")
        XCTAssertEqual(estimate.colorCount, 2)
        let uniform = try XCTUnwrap(PixelContrastEstimator.estimate(pixmap, in: PixelRect(x: 10, y: 0, width: 10, height: 10)))
        XCTAssertEqual(uniform.ratio.value, 1)
        XCTAssertNil(PixelContrastEstimator.estimate(pixmap, in: PixelRect(x: 30, y: 0, width: 4, height: 4)))
    }

    func testBoxesDecodeWithLocatedErrors() throws {
        let good = try EstimatorBox.list(decoding: JSONDocument(parsing: #"[{"id": "a", "x": 1, "y": 2, "width": 3, "height": 4, "large": true}]"#, file: "b.json").reader(rootName: ""))
        XCTAssertEqual(good, [EstimatorBox(id: "a", rect: PixelRect(x: 1, y: 2, width: 3, height: 4), isLarge: true)])
        XCTAssertThrowsError(try EstimatorBox.list(decoding: JSONDocument(parsing: #"[{"id": "a", "x": 1, "y": 2, "width": 0, "height": 4}]"#, file: "b.json").reader(rootName: ""))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("b.json:1:39: [0].width: expected a width of at least 1 pixel"), "\(error)")
        }
    }

    func testEstimatorMissesAFailureAtOneEndOfAGradient() throws {
        // The sampler fails the light end of the line; the histogram's most frequent backdrop colour is a mid
        // tone of the gradient, against which the line passes.
        let root = """
        { "type": "vstack", "background": "bg", "children": [
          { "type": "vstack", "padding": 16, "background": { "gradient": ["dark", "light"], "angle": 0 }, "children": [
            { "type": "text", "id": "sample", "literal": "Light text runs over a gradient into the light", "style": "footnote", "color": "fg" } ] },
          { "type": "spacer" } ] }
        """
        let project = try ScratchProject.rendered("estimator-gradient", root: root, colors: ["fg": "#FFFFFF", "bg": "#FFFFFF", "dark": "#0A3A80", "light": "#8FA8CC"])
        let rendered = try project.render()
        let scene = AuditScene(rendered: rendered, settings: AuditSettings())
        let index = try XCTUnwrap(scene.nodes.firstIndex { $0.id == "sample" })
        let line = try XCTUnwrap(TextContrastCheck.measure(index, scene, required: 4.5).first)
        let estimate = try XCTUnwrap(PixelContrastEstimator.estimate(rendered.pixmap, in: line.region))
        XCTAssertLessThan(line.worst.ratio.value, 4.5)
        XCTAssertGreaterThanOrEqual(estimate.ratio.value, 4.5, "\(estimate)")
        XCTAssertEqual(estimate.background, .white, "many gradient shades, one text colour: the text wins the histogram")
    }

    /// Why the estimator and the sampler can differ on a line, by verdict or by more than 5 % in ratio (see docs/audits.md).
    enum Disagreement: String, CaseIterable {
        /// The backdrop under the line is not one colour (gradient, image, another fill): the histogram's
        /// most frequent light colour is not the backdrop the text actually meets.
        case variedBackdrop
        /// The estimator's foreground is an anti-aliased mix, not the text colour: thin or small strokes have
        /// few fully covered pixels, so an edge colour can be the most frequent dark (or light) one.
        case antiAliasedForeground
        /// The verdicts agree within 0.15 of the threshold: rounding of the colours picked.
        case nearThreshold
    }

    func testEstimatorAgreesWithTheSamplerExceptForExplainedCases() throws {
        let project = try Project.load(configPath: AuditMatrixTests.config)
        let renderer = try CellRenderer(project: project)
        let settings = AuditSettings()
        let cells = try Matrix.cells(of: project).filter { [1.0, 2.0].contains($0.textScale) && [.light, .dark].contains($0.mode) }
        var lines = 0, agreeing = 0
        var classes: [Disagreement: Int] = [:]
        for cell in cells {
            let rendered = try renderer.render(cell)
            let scene = AuditScene(rendered: rendered, settings: settings)
            for index in scene.nodes.indices {
                guard case .text(let text) = scene.nodes[index].kind else { continue }
                let required = settings.requiredTextContrast(size: text.size, weight: text.weight)
                for line in TextContrastCheck.measure(index, scene, required: required) {
                    guard let estimate = PixelContrastEstimator.estimate(rendered.pixmap, in: line.region) else { continue }
                    lines += 1
                    let ours = line.worst.ratio.value >= required, theirs = estimate.ratio.value >= required
                    let relative = abs(estimate.ratio.value - line.worst.ratio.value) / line.worst.ratio.value
                    if ours == theirs { agreeing += 1 }
                    if ours == theirs, relative <= 0.05 { continue }
                    let kind: Disagreement
                    if line.darkest != line.lightest {
                        kind = .variedBackdrop
                    } else if estimate.foreground != line.worst.foreground {
                        kind = .antiAliasedForeground
                    } else if abs(estimate.ratio.value - required) < 0.15 {
                        kind = .nearThreshold
                    } else {
                        XCTFail("\(cell) \(scene.nodes[index].id) line \(line.line + 1): ours \(line.worst.ratio) (\(line.worst.foreground.hexString) on \(line.worst.background.hexString)), estimator \(estimate.ratio) (\(estimate.foreground.hexString) on \(estimate.background.hexString))")
                        continue
                    }
                    if ProcessInfo.processInfo.environment["PROOFSHEET_VERBOSE"] != nil {
                        print("\(kind) \(cell) \(scene.nodes[index].id) \(text.size)pt ours \(line.worst.ratio) \(line.worst.foreground.hexString)/\(line.worst.background.hexString) range \(line.darkest.hexString)-\(line.lightest.hexString) est \(estimate.ratio) \(estimate.foreground.hexString)/\(estimate.background.hexString) verdicts \(ours) \(theirs)")
                    }
                    classes[kind, default: 0] += 1
                }
            }
        }
        print("estimator vs sampler: \(lines) lines in \(cells.count) cells, \(agreeing) same verdict; differences: " +
              Disagreement.allCases.map { "\($0.rawValue) \(classes[$0] ?? 0)" }.joined(separator: ", "))
        XCTAssertGreaterThan(lines, 900)
        XCTAssertGreaterThan(Double(agreeing) / Double(lines), 0.9)
    }
}
