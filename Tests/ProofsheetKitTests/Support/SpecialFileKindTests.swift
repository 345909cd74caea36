import Foundation
import XCTest
@testable import ProofsheetKit

/// Sockets, FIFOs and devices are "not a regular file" wherever a project file is read, in the same words; a
/// golden's folder that is a FIFO makes an error cell, never a new one (docs/hardening.md, "Every message clean").
/// The corpus has the FIFO cases; sockets, which it cannot make, are here.
final class SpecialFileKindTests: XCTestCase {
    /// Binds a Unix-domain socket at `path` (the file stays after the descriptor is closed).
    func makeSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try XCTSkipIf(bytes.count >= MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(path)")
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, "bind \(path): \(String(cString: strerror(errno)))")
    }

    func testASocketIsNotARegularFileForEveryReader() throws {
        let folder = try makeTemporaryFolder()
        try makeSocket(at: folder + "/s")
        XCTAssertThrowsError(try RegularFile.read(folder + "/s", limit: 1 << 20)) { error in
            XCTAssertEqual((error as? RegularFileError)?.problem, .notRegular(kind: "a socket"))
        }
        XCTAssertThrowsError(try JSONDocument.load(path: folder + "/s")) { error in
            XCTAssertEqual(String(describing: error), folder + "/s: is not a regular file (it is a socket)")
        }
        XCTAssertThrowsError(try PNGDecoder.decodeFile(atPath: folder + "/s")) { error in
            XCTAssertTrue(String(describing: error).hasSuffix(": cannot read file: is not a regular file (it is a socket)"), "\(error)")
        }
        XCTAssertThrowsError(try FontFace(contentsOf: folder + "/s")) { error in
            XCTAssertEqual(String(describing: error), "cannot read font file \(folder)/s: is not a regular file (it is a socket)")
        }
    }

    /// A socket in place of the strings file, an asset or a golden: the message of a FIFO there, with "a socket".
    func testASocketInTheProjectIsReportedLikeAFIFO() throws {
        // The strings file: the project cannot load.
        var folders = try makeCorpusProject()
        try FileManager.default.removeItem(atPath: folders.layouts + "/strings/en.json")
        try makeSocket(at: folders.layouts + "/strings/en.json")
        XCTAssertThrowsError(try Project.load(configPath: folders.layouts + "/proofsheet.json")) { error in
            XCTAssertEqual(String(describing: error), folders.layouts + "/strings/en.json: is not a regular file (it is a socket)")
        }

        // An asset: the screen that shows it fails with the reason at its src.
        folders = try makeCorpusProject(homeText: BadInputCorpusTests.imageHome)
        try makeSocket(at: folders.layouts + "/assets/photo.png")
        let project = try Project.load(configPath: folders.layouts + "/proofsheet.json")
        XCTAssertEqual(project.screenErrors["home"]?.description,
                       "\(folders.layouts)/screens/home.json:3:70: root.children[0].src: image 'photo.png' cannot be decoded: "
                           + "\(folders.layouts)/assets/photo.png: cannot read file: is not a regular file (it is a socket)")

        // A golden: an error cell, left as it is by a check that records missing goldens.
        folders = try makeCorpusProject()
        try FileManager.default.createDirectory(atPath: folders.golden + "/home", withIntermediateDirectories: true)
        try makeSocket(at: folders.golden + "/home/" + BadInputCorpusTests.cellFile)
        let home = try checkHome(folders)
        XCTAssertEqual(home.status, .error)
        XCTAssertEqual(home.message, "golden unreadable: \(folders.golden)/home/\(BadInputCorpusTests.cellFile): cannot read file: "
                           + "is not a regular file (it is a socket)")
        XCTAssertEqual(home.recorded, false)
    }

    /// A FIFO where the golden's folder should be: an error naming the folder, not a new cell to record.
    func testAGoldenFolderThatIsAFIFOIsAnErrorNotANewCell() throws {
        let folders = try makeCorpusProject()
        XCTAssertEqual(mkfifo(folders.golden + "/home", 0o644), 0)
        let home = try checkHome(folders)
        XCTAssertEqual(home.status, .error)
        XCTAssertEqual(home.message, "golden unreadable: \(folders.golden)/home/\(BadInputCorpusTests.cellFile): cannot read file: "
                           + "is not a regular file: its folder \(folders.golden)/home is not a folder (it is a FIFO)")
    }

    /// The manifest store's folder as a FIFO: a configuration error naming it (before: Foundation's raw error).
    func testAManifestFolderThatIsAFIFOIsNamed() throws {
        let folders = try makeCorpusProject()
        let config = BadInputCorpusTests.config.replacingOccurrences(of: "\"matrix\"", with: "\"golden\": { \"store\": \"manifest\" }, \"matrix\"")
        try Data(config.utf8).write(to: URL(fileURLWithPath: folders.layouts + "/proofsheet.json"))
        XCTAssertEqual(mkfifo(folders.golden + "/manifest", 0o644), 0)
        XCTAssertThrowsError(try checkHome(folders)) { error in
            XCTAssertEqual(String(describing: error), "\(folders.golden)/manifest: expected a folder of project files, but it cannot be listed: "
                               + "it is a FIFO, not a folder")
        }
    }

    /// `shape` without a project reads `fonts/` in the current folder: a FIFO there is refused, never waited on.
    func testShapeRefusesAFIFOFont() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder + "/fonts/A.ttf", 0o644), 0)
        let run = try binary.run(["shape", "hello"], in: folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "proofsheet shape: cannot read font file \(folder)/fonts/A.ttf: is not a regular file (it is a FIFO)\n")
    }

    /// The home cell of a `check --record missing` of the corpus project in `folders`.
    func checkHome(_ folders: CorpusFolders) throws -> CellResult {
        var options = CheckRun.Options()
        options.record = .missing
        let report = try CheckRun(project: Project.load(configPath: folders.layouts + "/proofsheet.json"), options: options).run()
        return try XCTUnwrap(report.cells.first { $0.cell.screen == "home" })
    }
}
