import Foundation
import XCTest

/// Every place in the sources that joins a path (or text shaped like one), with what keeps it inside the project.
///
/// The test scans the library's stage folders (`LibrarySources`) and `Sources/ProofsheetCLI` for `+ "/"`, `"/" +`, `"/\(`, `)/\(`,
/// `appendingPathComponent(` and `joined(separator: "/")` outside comments, and compares the count per file with
/// this table. A new join fails the test until it is listed here, with its guard, and in docs/hardening.md
/// ("Where paths are formed"); so no path is formed from an unchecked name without a reviewer seeing it.
final class PathFormationTests: XCTestCase {
    static let table: [String: (count: Int, guard: String)] = [
        "ProofsheetSpec/Spec/ProjectFiles.swift": (5, "the resolver itself: joins validated ProjectNames only (a cell's screen folder: ScreenStateID.validated, two names and '@')"),
        "ProofsheetSupport/ProjectPath.swift": (7, "path arithmetic: normalising, realpath, inside-the-root test"),
        "ProofsheetProject/Project/Project.swift": (5, "listed file names checked by the name rule; assets, screens and components through checkInside"),
        "ProofsheetProject/Project/ScreenDecoder+Components.swift": (1, "a node path (SpecNode.path: use path / component name), not a file path"),
        "ProofsheetProject/Project/ProjectFonts.swift": (1, "each font file through ProjectFiles, then RegularFile.check"),
        "ProofsheetProject/Project/ScreenDecoder+Values.swift": (1, "message text only"),
        "ProofsheetVerify/Check/CheckRun.swift": (4, "golden of a cell of the validated matrix (read via ProjectFiles, written via GoldenStore); artefact base of the validated cell names; a matrix screen's folder below paths.golden only tested for existence, and a cell-id prefix"),
        "ProofsheetVerify/Check/CheckRun+Compare.swift": (3, "artefacts of validated cells below the report folder, which is checked first"),
        "ProofsheetVerify/Check/CheckRun+Accessibility.swift": (2, "snapshot artefacts under CheckRun.artefactBase (validated cell names) in the report folder checked by ProjectFiles"),
        "ProofsheetVerify/Check/CheckRun+LayoutRecord.swift": (1, "the layout record artefact under CheckRun.artefactBase (validated cell names); the file path itself checked by ProjectFiles"),
        "ProofsheetVerify/Check/SourceDigest.swift": (2, "a prefix test against the golden and output folders (never walked); names listed in the project's input folders (screens, strings sources, components, assets, fonts), below them, links to folders not followed; the files are only hashed (never written, never shown)"),
        "ProofsheetVerify/Check/Approval.swift": (1, "placeholder for the message; the real path is ProjectFiles.cellPath"),
        "ProofsheetVerify/Check/Orphans.swift": (6, "names read from the golden folder, compared, deleted only through SafeDeletion; manifest entries shown as text (never opened)"),
        "ProofsheetReport/ProofsheetCheck.swift": (2, "verify folder from a validated cell inside paths.output; one message"),
        "ProofsheetGolden/StaleTemporaryFiles.swift": (2, "names listed in golden/report folders, for the removed list only; folders opened O_NOFOLLOW, unlinkat only of regular files named exactly as AtomicFile temporaries"),
        "ProofsheetSupport/SafeDeletion.swift": (4, "messages and results; deletion works on descriptors (openat/unlinkat)"),
        "ProofsheetSupport/RunLock.swift": (2, "<paths.output>/.lock (inside the root by the config rule), opened O_NOFOLLOW"),
        "ProofsheetSupport/FileManagerFolders.swift": (1, "mkdir -p of a path the caller checked"),
        "ProofsheetSupport/AtomicFile.swift": (1, "temporary file next to a checked target, O_EXCL | O_NOFOLLOW"),
        "ProofsheetRun/RenderRun.swift": (1, "cells of the validated matrix below the output folder named by the user"),
        "ProofsheetStore/StoreRun.swift": (5, "built-in preset names, validated locales and shot numbers below the store output folder"),
        "ProofsheetStore/StoreComposition.swift": (2, "the same relative path as StoreRun"),
        "ProofsheetStore/StoreFinding.swift": (2, "message text only"),
        "ProofsheetReport/ReportWriter.swift": (1, "fixed file names in the checked report folder"),
        "ProofsheetVerify/Check/CheckReport+Folder.swift": (1, "report.json in the report folder"),
        "ProofsheetVerify/Check/CheckReport+JSON.swift": (1, "a dictionary key, not a path"),
        "ProofsheetReport/ReportMergeError.swift": (2, "shard numbers i/n, not a path"),
        "ProofsheetReport/JUnitReport.swift": (1, "shard numbers i/n, not a path"),
        "ProofsheetText/FontCollection.swift": (3, "font files of paths.fonts, each checked first by ProjectFonts"),
        "ProofsheetText/SystemFontFile.swift": (1, "a fixed Debian package folder and fixed file name (FontFamilyTable.androidSystemFiles, MaterialIconFont.file), never from input; read as tool data through RegularFile"),
        "ProofsheetSpec/Matrix/Cell.swift": (2, "<screen>/<file> of validated names (relativePath) and the cell id"),
        "ProofsheetAudit/AuditWaiver.swift": (1, "message text only"),
        "ProofsheetAudit/AuditSettings+Decoding.swift": (2, "the waivers file, checked by ProjectFiles in CheckRun.AuditRun.load"),
        "ProofsheetInit/ProjectTemplate.swift": (5, "fixed template file names below the folder `init` was given; existing files and a symbolic link at any of those paths (lstat) refused"),
        "ProofsheetVerify/Problems/Problem+Text.swift": (2, "message text only (screen/node ids)"),
        "ProofsheetVerify/Check/ReportKind.swift": (1, "fixed folder name (report or audit) in paths.output"),
        "ProofsheetGolden/Baseline.swift": (1, "the config's path relative to the repository, below the tree git archive extracted into a private mkdtemp folder; the config's root must stay inside that tree"),
        "ProofsheetSupport/PrivateTemporaryFolder.swift": (1, "the mkdtemp(3) template: $TMPDIR (or /tmp) and a fixed prefix"),
        "ProofsheetVerify/Check/GoldenConversion.swift": (1, "a cell id (screen/file) compared with the converted set; deletion only through SafeDeletion"),
        "ProofsheetGolden/GoldenManifest.swift": (4, "the folder below paths.golden; message text (shownFile) and cell-id prefixes; files opened only through file(screen:), a validated ScreenStateID, then ProjectFiles.checked"),
        "ProofsheetGolden/GoldenManifest+Writing.swift": (7, "per-cell records <paths.golden>/<id><suffix> (and the PNG golden <id>.png, only tested for existence) of ids GoldenManifest.isCell accepts (screen validated, name characters only), read through ProjectFiles; record files <digest><suffix> in ManifestRecord.folder, checked by ProjectFiles; the rest set keys and cell-id prefixes; deletion only through SafeDeletion"),
        "ProofsheetGolden/GoldenManifest+Records.swift": (1, "a record file <digest><suffix> in ManifestRecord.folder (validated screen), read through ProjectFiles"),
        "ProofsheetGolden/ManifestRecord.swift": (1, "the records folder of a validated ScreenStateID below the manifest folder"),
        "ProofsheetProject/Fingerprint/InputRecorder.swift": (1, "an input name (family/weight), not a path"),
        "ProofsheetProject/Resolve/ResolvedTheme.swift": (2, "recorded input values (touch sizes, size/line height), not paths"),
        "ProofsheetProject/Fingerprint/NodeRecords.swift": (1, "an input name (screen/node), not a path"),
        "ProofsheetServe/WatchedFileReaders.swift": (4, "prefix tests of a watched path (3); the subfolders of a strings source (values-ar, en.lproj) listed by CatalogFile.list below the source StringsConfig checked, watched with inotify only, never read or written through this path"),
        "ProofsheetServe/PreviewServer.swift": (1, "names listed in a folder the watcher has just added (a catalog that appeared); only compared with the input rule and named as changed, never opened through this path"),
        "ProofsheetServe/FileWatcher.swift": (1, "names inotify reports inside a watched project folder; only compared, never opened"),
        "ProofsheetServe/LiveMatrix.swift": (1, "message text: the project root stripped from an error"),
        "ProofsheetServe/PreviewServer+Routes.swift": (3, "URL segments: an image looked up among rendered cells; a file below report/golden refused unless inside both that folder and the root after links, read as a regular file"),
        "ProofsheetText/BundledData.swift": (1, "fixed font file names in the bundled fonts folder beside the binary (existence test)"),
        "ProofsheetSpec/Strings/ProofsheetStringsReader.swift": (1, "names listed in the strings folder; read through CatalogFile (ProjectFiles + RegularFile)"),
        "ProofsheetSpec/Strings/ARBReader.swift": (1, "names listed in the catalog folder; read through CatalogFile (ProjectFiles + RegularFile)"),
        "ProofsheetSpec/Strings/AppleStringsReader.swift": (2, "listed .lproj folders and files; read through CatalogFile (ProjectFiles + RegularFile)"),
        "ProofsheetSpec/Strings/AndroidResourcesReader.swift": (2, "listed values folders and files; read through XMLTree → CatalogFile (ProjectFiles + RegularFile)"),
        "ProofsheetCLI/CheckCommand.swift": (1, "the waivers file named in the run summary (message text; the file itself is read through ProjectFiles)"),
        "ProofsheetCLI/StoreCommand.swift": (2, "message text only"),
        "ProofsheetCLI/Terminal.swift": (1, "progress text (done/total), not a path"),
    ]

    static let pattern = try! NSRegularExpression(pattern: #"\+ "/"|"/" \+|appendingPathComponent\(|joined\(separator: "/"\)|"/\\\(|\)/\\\("#)

    func testEveryPlaceAPathIsFormedIsListedWithItsGuard() throws {
        let sources = TestPaths.repository("Sources").path
        var found: [String: Int] = [:]
        for module in try LibrarySources.modules() + ["ProofsheetCLI"] {
            let enumerator = FileManager.default.enumerator(atPath: sources + "/" + module)
            while let file = enumerator?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: sources + "/" + module + "/" + file, encoding: .utf8)
                var count = 0
                for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    let string = String(line)
                    count += Self.pattern.numberOfMatches(in: string, range: NSRange(string.startIndex..., in: string))
                }
                if count > 0 { found[module + "/" + file] = count }
            }
        }
        XCTAssertGreaterThan(found.count, 20, "the scan found too few files: is \(sources) the sources folder?")
        for file in found.keys.sorted() {
            XCTAssertEqual(found[file], Self.table[file]?.count,
                           "\(file) forms \(found[file] ?? 0) path(s); list each with its guard here and in docs/hardening.md")
        }
        for file in Self.table.keys.sorted() where found[file] == nil {
            XCTFail("\(file) is listed but forms no path any more: remove it from the table")
        }
    }
}
