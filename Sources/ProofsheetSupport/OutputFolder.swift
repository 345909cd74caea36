import Foundation

/// A folder a command writes into (`render --out`, `check --report`, `store --out`), checked before anything is
/// written: a file, FIFO or socket standing there is named once, plainly, instead of failing file by file with the
/// system's error.
package enum OutputFolder {
    /// Throws when something other than a folder is at `folder` (nothing there is fine: it is made when written).
    /// `label` names where the folder came from in the message (`--out`, `--report`, `the report folder`).
    package static func check(_ folder: String, label: String) throws {
        var info = stat()
        let path = ProjectPath.absolute(folder)
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFDIR else { return }
            throw OutputFolderError(label: label, folder: FileDisplay.shown(path), kind: RegularFileError.kind(of: info.st_mode & S_IFMT))
        }
        // A file or FIFO further up (ENOTDIR): the folder can never be made; name what is in the way.
        if errno == ENOTDIR, let (blocker, type) = RegularFile.firstNonFolder(along: path) {
            throw OutputFolderError(label: label, folder: FileDisplay.shown(path), kind: RegularFileError.kind(of: type),
                                    blocker: FileDisplay.shown(blocker))
        }
    }
}

/// Something other than a folder stands where a command's output folder should be.
public struct OutputFolderError: Error, Equatable, CustomStringConvertible {
    public let label: String
    public let folder: String
    /// What stands there ("a file", "a FIFO").
    public let kind: String
    /// A folder above `folder` that is not one, when that is what stands in the way.
    public var blocker: String? = nil

    public var description: String {
        let what = blocker.map { "cannot be made: \(MessageText.escaped($0)) is not a folder (it is \(kind))" }
            ?? "is not a folder (it is \(kind))"
        return "\(label) \(MessageText.escaped(folder)) \(what); name a folder, which is made if missing"
    }
}
