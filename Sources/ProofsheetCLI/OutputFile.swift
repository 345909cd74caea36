import Foundation
import ProofsheetKit

/// A file the user named with `--out` or `--strip`: made absolute against the current folder, with the folders
/// leading to it created, so `--out sheet.png` and `--out new/sheet.png` work like `./new/sheet.png`.
enum OutputFile {
    static func prepared(_ path: String) throws -> String {
        let absolute = ProjectPath.absolute(path)
        let folder = (absolute as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError(message: "\(path): cannot write there: \(folder) is not a folder") }
            return absolute
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "\(path): cannot create the folder \(folder) for it")
        }
        return absolute
    }
}
