import Foundation

/// Every face in one fonts folder, plus the family table that groups them into fallback chains.
///
/// Only the given folder is read (no subfolders, never the system's fonts), in sorted file-name order, and
/// only `.ttf`/`.otf` files; so the same folder gives the same faces on every machine.
public struct FontCollection: Sendable {
    /// The folder the faces were loaded from, as given.
    public let directory: String
    /// The loaded faces, sorted by file name.
    let faces: [FontFace]
    public let families: FontFamilyTable

    /// Loads every font in `directory` and checks that each file `families` names is among them.
    public init(directory: String, families: FontFamilyTable = .standard) throws {
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
            faces.append(try FontFace(contentsOf: folder.appendingPathComponent(entry).path))
        }
        for fileName in families.fileNames where !faces.contains(where: { $0.fileName == fileName }) {
            throw FontError.fileNotFound(path: folder.appendingPathComponent(fileName).path)
        }
        self.directory = directory
        self.faces = faces
        self.families = families
    }

    /// The face loaded from `fileName` (e.g. `NotoSans-Regular.ttf`).
    func face(fileName: String) -> FontFace? {
        faces.first { $0.fileName == fileName }
    }

    /// The fallback chain the family table gives for `family` at `weight`.
    public func chain(family: String, weight: FontWeight = .regular) throws -> FallbackChain {
        guard let weights = families.families[family] else {
            throw FontError.unknownFamily(name: family, known: families.families.keys.sorted())
        }
        guard let fileNames = families.files(family: family, weight: weight) ?? weights[weight], !fileNames.isEmpty else {
            throw FontError.unknownWeight(family: family, weight: weight)
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let chainFaces = try fileNames.map { fileName -> FontFace in
            guard let face = face(fileName: fileName) else {
                throw FontError.fileNotFound(path: folder.appendingPathComponent(fileName).path)
            }
            return face
        }
        return FallbackChain(chainFaces)!
    }
}
