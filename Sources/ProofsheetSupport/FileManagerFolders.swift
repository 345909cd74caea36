import Foundation

/// Folder creation for outputs, with the path and the system's reason in the error.
package enum FileManagerFolders {
    package static func create(parentOf path: String) throws {
        try create((path as NSString).deletingLastPathComponent)
    }

    /// `mkdir -p folder` with POSIX calls: Foundation's error on Linux drops errno ("error 512"), this keeps it.
    package static func create(_ folder: String) throws {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            guard mkdir(current, 0o777) != 0 else { continue }
            let code = errno
            var info = stat()
            // An existing folder is fine (mkdir may report EROFS or EACCES for one before EEXIST).
            if stat(current, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { continue }
            throw FolderError(path: folder, reason: SystemErrorText.describe(code == EEXIST ? ENOTDIR : code, unwritable: "the parent folder is not writable"))
        }
    }
}

/// A folder could not be created.
package struct FolderError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String

    package var description: String { "\(path): cannot create folder: \(reason)" }
}
