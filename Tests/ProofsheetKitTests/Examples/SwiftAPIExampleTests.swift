import XCTest
import ProofsheetKit

/// The examples of docs/swift-api.md, run against the shipped project and its committed goldens (in a copy of the
/// example: a verify writes the project's output folder, the check cache). This file
/// imports the library without `@testable`, as an app's own tests do, so it compiles only while everything the
/// documented API needs stays public.
final class SwiftAPIExampleTests: XCTestCase {
    /// The first example: one cell.
    func testShippedCellPassesAsInTheDocumentation() throws {
        XCTAssertNil(try ProofsheetCheck.verify(config: try ScratchProject.copy(of: .shipped, for: self), screen: "wallet",
                                                locale: "ar", mode: .dark, textScale: 1.3).failureMessage)
    }

    /// The second example of docs/swift-api.md: every cell of one shipped screen, with the project loaded once.
    func testEveryCellOfAShippedScreenPassesAsInTheDocumentation() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        let matrix = project.config.matrix
        var verified = 0
        for locale in matrix.locales {
            for mode in matrix.modes {
                for scale in matrix.textScales {
                    let verification = try ProofsheetCheck.verify(project: project, screen: "send", locale: locale.identifier,
                                                                  mode: mode, textSize: scale)
                    XCTAssertNil(verification.failureMessage)
                    verified += 1
                }
            }
        }
        XCTAssertEqual(verified, 32)
    }
}
