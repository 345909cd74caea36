import Foundation
import XCTest

/// Each stage target imports only the stages before it (ARCHITECTURE.md, "Targets"). The compiler already refuses
/// an import of a later stage (that module is built after the importing one: `scripts/check-stages` shows it); this
/// test also refuses an import of a stage the target does not declare in Package.swift, which SwiftPM may let
/// through when the other module happens to be built first.
final class StageImportsTests: XCTestCase {
    /// `stage("Name", ["Dependency", …])` lines of Package.swift, in order; `library` (the list of every stage up to
    /// the report, `let library: [Target.Dependency] = […]`) stands for its elements, so `stage("Name", library)` and
    /// `stage("Name", library + ["Other"])` read as the whole list.
    static func stages(in manifest: String) throws -> [(name: String, dependencies: [String])] {
        var manifest = manifest
        let libraryPattern = try NSRegularExpression(pattern: #"let library: \[Target\.Dependency\] = \[([^\]]*)\]"#)
        if let match = libraryPattern.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let elements = String(manifest[Range(match.range(at: 1), in: manifest)!]).trimmingCharacters(in: .whitespacesAndNewlines.union([","]))
            manifest = manifest.replacingOccurrences(of: ", library + [", with: ", [" + elements + ", ")
                .replacingOccurrences(of: ", library)", with: ", [" + elements + "])")
        }
        let pattern = try NSRegularExpression(pattern: #"stage\("(\w+)", \[([^\]]*)\]\)"#)
        return pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).map { match in
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let list = String(manifest[Range(match.range(at: 2), in: manifest)!])
            let dependencies = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""]) }
                .filter { !$0.isEmpty }
            return (name, dependencies)
        }
    }

    func testEachStageImportsOnlyTheStagesItDependsOn() throws {
        let root = ScratchProject.repositoryRoot
        let stages = try Self.stages(in: String(contentsOfFile: root + "/Package.swift", encoding: .utf8))
        XCTAssertGreaterThanOrEqual(stages.count, 10, "Package.swift lost its stage(…) lines")
        var reachable: [String: Set<String>] = [:]
        for (index, stage) in stages.enumerated() {
            for dependency in stage.dependencies where dependency.hasPrefix("Proofsheet") {
                let position = stages.firstIndex { $0.name == dependency }
                XCTAssertNotNil(position, "\(stage.name) depends on \(dependency), which is not a stage")
                XCTAssertLessThan(position ?? .max, index, "\(stage.name) depends on the later stage \(dependency)")
            }
            reachable[stage.name] = stage.dependencies.reduce(into: Set(stage.dependencies)) { $0.formUnion(reachable[$1] ?? []) }
        }
        XCTAssertEqual(Set(stages.map(\.name)), Set(try LibrarySources.modules(in: root)),
                       "every folder Sources/Proofsheet<Stage> is a stage(…) of Package.swift, and the other way round")
        let importLine = try NSRegularExpression(pattern: #"^(?:@\w+ )*import (Proofsheet\w+)$"#, options: .anchorsMatchLines)
        for stage in stages {
            let folder = root + "/Sources/" + stage.name
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder))
            while let file = enumerator.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for match in importLine.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let imported = String(text[Range(match.range(at: 1), in: text)!])
                    XCTAssertTrue(reachable[stage.name, default: []].contains(imported),
                                  "\(stage.name)/\(file) imports \(imported), which is not a stage before it in Package.swift")
                }
            }
        }
    }

    /// The test's reading of Package.swift: stages and their dependencies in order.
    func testTheManifestReaderReadsStages() throws {
        let stages = try Self.stages(in: #"stage("A", ["CX"]), stage("B", ["A", "CY"]),"#)
        XCTAssertEqual(stages.map(\.name), ["A", "B"])
        XCTAssertEqual(stages.map(\.dependencies), [["CX"], ["A", "CY"]])
        let withLibrary = try Self.stages(in: #"let library: [Target.Dependency] = ["A", "B",] stage("A", []), stage("B", ["A"]), stage("C", library), stage("D", library + ["C"]),"#)
        XCTAssertEqual(withLibrary.map(\.dependencies), [[], ["A"], ["A", "B"], ["A", "B", "C"]])
    }
}
