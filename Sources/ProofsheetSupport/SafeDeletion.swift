#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes only files Proofsheet could have written: regular files whose names match a pattern, in real folders.
///
/// Every step works on descriptors of folders opened with `O_DIRECTORY | O_NOFOLLOW`, and each entry is checked
/// with `fstatat(…, AT_SYMLINK_NOFOLLOW)` before `unlinkat`: a symbolic link is never followed (neither a linked
/// folder nor a linked file is entered or removed), a folder is removed only with `rmdir` (so only when empty,
/// never with foreign files in it), and a file whose name does not match is left alone (docs/hardening.md,
/// "Deletion").
package enum SafeDeletion {
    /// Removes, in each real subfolder of `folder`, the regular files whose names satisfy `matches`, then each
    /// subfolder this left empty. `matches` gets the subfolder's and the file's names. Returns `subfolder/file` of every
    /// removed file, sorted; a missing `folder` removes nothing.
    @discardableResult
    package static func removeFiles(inSubfoldersOf folder: String, where matches: (String, String) -> Bool) throws -> [String] {
        let top = openFolder(folder, in: AT_FDCWD)
        guard top >= 0 else {
            if errno == ENOENT { return [] }
            throw SafeDeletionError(path: folder, code: errno)
        }
        defer { close(top) }
        var removed: [String] = []
        for sub in try names(in: top, path: folder) where kind(of: sub, in: top) == S_IFDIR {
            let fd = openFolder(sub, in: top)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var emptied = false
            for file in try names(in: fd, path: folder + "/" + sub) where matches(sub, file) && kind(of: file, in: fd) == S_IFREG {
                guard unlinkat(fd, file, 0) == 0 else { throw SafeDeletionError(path: folder + "/" + sub + "/" + file, code: errno) }
                removed.append(sub + "/" + file)
                emptied = true
            }
            // rmdir semantics: fails (and is ignored) while any other file, Proofsheet's or not, remains.
            if emptied { _ = unlinkat(top, sub, AT_REMOVEDIR) }
        }
        return removed.sorted()
    }

    /// Removes a report folder Proofsheet wrote (`ProofsheetCheck`'s verify folders): the artefacts in `cells/`
    /// (the files `isArtefact` names), the report files named in `fileNames`, then `cells/` and the folder when that
    /// left them empty.
    package static func removeReport(_ folder: String, fileNames: [String], isArtefact: (String) -> Bool) throws {
        let cells = folder + "/cells"
        try removeFiles(inSubfoldersOf: cells) { _, file in isArtefact(file) }
        removeFolderIfEmpty(cells)
        let fd = openFolder(folder, in: AT_FDCWD)
        guard fd >= 0 else { return }
        defer { close(fd) }
        for name in fileNames where kind(of: name, in: fd) == S_IFREG { _ = unlinkat(fd, name, 0) }
        removeFolderIfEmpty(folder)
    }

    /// Removes a folder Proofsheet made for its own use (`PrivateTemporaryFolder`) with everything in it: each entry
    /// is unlinked where it stands (a link is removed, never followed), each real subfolder is opened with
    /// `O_NOFOLLOW`, emptied the same way and removed with `rmdir`. Best effort: what cannot be removed stays.
    package static func removeTree(_ folder: String) {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        let fd = openFolder(folder, in: AT_FDCWD)
        guard fd >= 0 else { return }
        empty(fd, path: folder)
        close(fd)
        _ = rmdir(folder)
    }

    private static func empty(_ fd: Int32, path: String) {
        guard let entries = try? names(in: fd, path: path) else { return }
        for name in entries {
            guard kind(of: name, in: fd) == S_IFDIR else {
                _ = unlinkat(fd, name, 0)
                continue
            }
            let sub = openFolder(name, in: fd)
            if sub >= 0 {
                empty(sub, path: path)
                close(sub)
            }
            _ = unlinkat(fd, name, AT_REMOVEDIR)
        }
    }

    /// Removes `folder` itself when it is a real, empty folder (never a link).
    package static func removeFolderIfEmpty(_ folder: String) {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        _ = rmdir(folder)
    }

    package static func openFolder(_ name: String, in parent: Int32) -> Int32 {
        openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// The file type of `name` in the folder `fd`, without following a link (S_IFLNK for a link).
    package static func kind(of name: String, in fd: Int32) -> mode_t {
        var info = stat()
        guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// The entries of the open folder `fd` (without `.` and `..`), sorted by bytes.
    package static func names(in fd: Int32, path: String) throws -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopendir(copy) else { throw SafeDeletionError(path: path, code: errno) }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { result.append(name) }
        }
        return result.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// A deletion step failed: the path and the system's reason.
package struct SafeDeletionError: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let code: Int32

    package var description: String {
        let hint = code == ELOOP ? " (it is a symbolic link, which Proofsheet never follows when deleting)" : ""
        return "\(MessageText.escaped(path)): cannot delete: \(String(cString: strerror(code)))\(hint)"
    }
}
