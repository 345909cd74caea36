import Foundation

/// Folder creation for outputs, with the path in the error.
enum FileManagerFolders {
    static func create(parentOf path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FolderError(path: folder, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A folder could not be created.
public struct FolderError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): cannot create folder: \(reason)" }
}
