import Foundation

/// Everything below a folder, without following links: each entry's type and, for files, size and bytes;
/// for links, their target. Two snapshots are equal when nothing was created, changed or deleted.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// Path relative to the folder → `file <size> <FNV-1a of the bytes>`, `folder`, `link → target` or `special`.
    var files: [String: String] = [:]

    init(_ folder: String) throws {
        try walk(folder, relative: "")
    }

    private mutating func walk(_ folder: String, relative: String) throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                files[key] = "folder"
                try walk(path, relative: key)
            case S_IFLNK:
                files[key] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFREG:
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                files[key] = "file \(bytes.count) \(String(hash, radix: 16))"
            default:
                files[key] = "special"
            }
        }
    }

    var description: String { files.keys.sorted().map { "\($0): \(files[$0] ?? "")" }.joined(separator: "\n") }
}
