import XCTest
@testable import ProofsheetKit

/// Approve into the manifest store when the golden folder has no folder for the screen yet.
final class ManifestApproveSidecarTests: XCTestCase {
    func testApprovingNewCellsIntoTheManifestStoreCreatesTheSidecarsFolders() throws {
        let project = try makeCheckProject(CheckProject.fixture(config: CheckProject.config(store: "manifest")))
        let outcomes = try ApproveBandReuseTests.approve(project)
        XCTAssertEqual(outcomes.count, 8)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        XCTAssertTrue(outcomes.allSatisfy { $0.reuse == nil }, "no PNG is encoded")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.golden + "/home/phone-en-light-1.0x.a11y.txt"))
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }
}
