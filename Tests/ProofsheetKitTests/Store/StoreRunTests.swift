import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `StoreRun`: files, contact sheets and summary.json, the same bytes on any thread count.
final class StoreRunTests: XCTestCase {
    private func folder(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-run-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Two light shots for Google Play in Arabic: small enough for a debug test run.
    private func run(jobs: Int, into out: String) throws -> StoreReport {
        var config = StoreFixtures.config
        config.shots = [config.shots[0], config.shots[3]].enumerated().map { index, shot in
            var copy = shot
            copy.number = index + 1
            return copy
        }
        var run = StoreRun(project: StoreFixtures.project, config: config, outputFolder: out, jobs: jobs)
        try run.narrow(presets: ["googlePlayPhone"], locales: ["ar"])
        run.effort = .fast
        return try run.run()
    }

    private func files(in folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return result
    }

    func testSameBytesOnOneAndTwoThreads() throws {
        let one = try folder("one"), two = try folder("two")
        let report = try run(jobs: 1, into: one)
        _ = try run(jobs: 2, into: two)
        let first = try files(in: one), second = try files(in: two)
        XCTAssertEqual(first.keys.sorted(), ["googlePlayPhone/ar/01-today-light.png", "googlePlayPhone/ar/02-send-light.png",
                                             "googlePlayPhone/ar/contact-sheet.png", "summary.json"])
        for (path, data) in first {
            XCTAssertEqual(second[path], data, path)
        }
        XCTAssertEqual(report.shots.map(\.relativePath), ["googlePlayPhone/ar/01-today-light.png", "googlePlayPhone/ar/02-send-light.png"])
        XCTAssertEqual(report.shots.map(\.fileBytes), [first["googlePlayPhone/ar/01-today-light.png"]?.count, first["googlePlayPhone/ar/02-send-light.png"]?.count])
        XCTAssertNil(StoreOutputCheck.problem([UInt8](first["googlePlayPhone/ar/01-today-light.png"]!), preset: .googlePlayPhone))
        XCTAssertFalse(report.hasErrors)

        // No shot is dark: one warning for the preset and locale, in the summary too.
        XCTAssertEqual(report.findings.map(\.kind), [.noDarkShot])
        XCTAssertEqual(report.findings.first?.severity, .warning)
        let summary = String(decoding: first["summary.json"]!, as: UTF8.self)
        XCTAssertTrue(summary.contains("\"kind\": \"noDarkShot\""), summary)
        XCTAssertTrue(summary.contains("\"warnings\": 1"), summary)
    }

    func testUnknownFiltersAreRefused() {
        var run = StoreRun(project: StoreFixtures.project, config: StoreFixtures.config, outputFolder: "/tmp/unused", jobs: 1)
        XCTAssertThrowsError(try run.narrow(presets: ["appStore55"], locales: [])) { error in
            XCTAssertEqual(String(describing: error), "--preset 'appStore55' is not available (known: appStore69, appStore65, googlePlayPhone)")
        }
        XCTAssertThrowsError(try run.narrow(presets: [], locales: ["fr"])) { error in
            XCTAssertEqual(String(describing: error), "--locale 'fr' is not available (known: en, ar)")
        }
    }
}
