import XCTest
@testable import ProofsheetKit

final class AtomicFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testWritesNewFileAndReplacesExistingOneLeavingNoTemporaryFiles() throws {
        let path = folder + "/out.png"
        for content in [[UInt8](repeating: 7, count: 100_000), [1, 2, 3], []] {
            try AtomicFile.write(content, to: path)
            XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), content)
            XCTAssertEqual(try entries(), ["out.png"])
        }
    }

    func testAReplaceableWriteReplacesTheFileTheSameWayWithoutSyncing() throws {
        let path = folder + "/cell.actual.png"
        for content in [[UInt8](repeating: 9, count: 70_000), [4, 5], []] {
            try AtomicFile.write(content, to: path, durability: .replaceable)
            XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), content)
            XCTAssertEqual(try entries(), ["cell.actual.png"])
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.png", withDestinationPath: path)
        XCTAssertThrowsError(try AtomicFile.write([1], to: folder + "/linked.png", durability: .replaceable)) { error in
            XCTAssertEqual((error as? AtomicFileError)?.step, .symbolicLink)
        }
        XCTAssertThrowsError(try AtomicFile.write([1], to: folder + "/missing/out.png", durability: .replaceable)) { error in
            XCTAssertEqual((error as? AtomicFileError)?.step, .createTemporary)
        }
        XCTAssertEqual(try entries(), ["cell.actual.png", "linked.png"])
    }

    func testFailuresNameThePathKeepTheOldFileAndRemoveTheTemporary() throws {
        let existing = folder + "/keep.png"
        try AtomicFile.write([42], to: existing)
        try FileManager.default.createDirectory(atPath: folder + "/a-folder", withIntermediateDirectories: false)
        let cases: [(String, AtomicFileError.Step, String)] = [
            (folder + "/missing/out.png", .createTemporary, "the folder does not exist"),
            (folder + "/a-folder", .rename, "Is a directory"),
            ("/proc/out.png", .createTemporary, "cannot create a temporary file"),
        ]
        for (path, step, text) in cases {
            XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: path), path) { error in
                let typed = error as? AtomicFileError
                XCTAssertEqual(typed?.path, path)
                XCTAssertEqual(typed?.step, step, path)
                XCTAssertTrue("\(error)".hasPrefix(path + ": cannot "), "\(error)")
                XCTAssertTrue("\(error)".contains(text), "\(error)")
            }
        }
        XCTAssertEqual(try entries(), ["a-folder", "keep.png"])
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: existing))), [42])
    }

    func testReadOnlyFolderIsReportedAsNotWritable() throws {
        try XCTSkipIf(geteuid() == 0, "root ignores folder permissions")
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o555])
        XCTAssertThrowsError(try AtomicFile.write([1], to: locked + "/out.png")) { error in
            XCTAssertTrue("\(error)".contains("the folder is not writable"), "\(error)")
        }
    }

    func testEncoderWritesThroughAtomicFile() throws {
        let path = folder + "/shot.png"
        let pixmap = try XCTUnwrap(Pixmap(width: 3, height: 2, fill: Color(r: 1, g: 2, b: 3)))
        try PNGEncoder(includeAlpha: false).write(pixmap, text: [PNGTextChunk(keyword: "Title", text: "t")], toPath: path)
        let image = try PNGDecoder.decodeFile(atPath: path)
        XCTAssertEqual(image.pixmap, pixmap)
        XCTAssertEqual(image.text, [PNGTextChunk(keyword: "Title", text: "t")])
    }
}
