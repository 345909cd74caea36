import Foundation
import ProofsheetSupport

/// Every face in one fonts folder, plus the system font files a family table names, and the family table that
/// groups them into fallback chains.
///
/// Only the given folder is read (no subfolders), in sorted file-name order, and only `.ttf`/`.otf` files, plus
/// exactly the `systemFiles` given (files of Debian packages, read as tool data: Android's default fonts); so the
/// same folder and packages give the same faces on every machine.
public struct FontCollection: Sendable {
    /// The folder the faces were loaded from, as given.
    public let directory: String
    /// The loaded faces: the folder's sorted by file name, then the system files in the order given.
    package let faces: [FontFace]
    public let families: FontFamilyTable

    /// Loads every font in `directory` and each of `systemFiles`, and checks that each file `families` names is
    /// among them. A system file that is absent is an error naming the package that installs it.
    public init(directory: String, families: FontFamilyTable = .standard, systemFiles: [SystemFontFile] = []) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontError.folderNotFound(path: directory)
        }
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw FontError.folderUnreadable(path: directory, reason: error.localizedDescription)
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        var faces: [FontFace] = []
        for entry in entries where ["ttf", "otf"].contains((entry as NSString).pathExtension.lowercased()) {
            // A system file of the same name is the one the table means; the folder's copy is not loaded twice.
            guard !systemFiles.contains(where: { $0.fileName == entry }) else { continue }
            faces.append(try FontFace(contentsOf: folder.appendingPathComponent(entry).path))
        }
        for file in systemFiles {
            faces.append(try FontCollection.load(file))
        }
        for fileName in families.fileNames where !faces.contains(where: { $0.fileName == fileName }) {
            throw FontError.fileNotFound(path: folder.appendingPathComponent(fileName).path)
        }
        self.directory = directory
        self.faces = faces
        self.families = families
    }

    /// One system font file; its absence names the package to install.
    package static func load(_ file: SystemFontFile) throws -> FontFace {
        guard !RegularFile.isAbsent(file.path) else { throw FontError.systemFontMissing(path: file.path, package: file.package) }
        return try FontFace(contentsOf: file.path)
    }

    /// The face loaded from `fileName` (e.g. `NotoSans-Regular.ttf`).
    package func face(fileName: String) -> FontFace? {
        faces.first { $0.fileName == fileName }
    }

    /// The fallback chain that draws `family` at `weight`: the chain of the weight the family table has that CSS
    /// Fonts 4 §5.2 picks (`FontWeight.nearest(among:)`); the chain knows which weight it is.
    public func chain(family: String, weight: FontWeight = .regular) throws -> FallbackChain {
        let match = try families.match(family: family, weight: weight)
        guard !match.files.isEmpty else { throw FontError.unknownWeight(family: family, weight: weight) }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let chainFaces = try match.files.map { fileName -> FontFace in
            guard let face = face(fileName: fileName) else {
                throw FontError.fileNotFound(path: folder.appendingPathComponent(fileName).path)
            }
            return face
        }
        return FallbackChain(chainFaces, family: family, weight: match.weight)!
    }
}
