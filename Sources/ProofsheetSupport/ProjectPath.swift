import Foundation

/// Path arithmetic for project files: joining, normalising and checking that a path stays inside the project.
public enum ProjectPath {
    /// A path the user typed, made absolute against the current folder.
    public static func absolute(_ path: String) -> String {
        resolve(path, against: FileManager.default.currentDirectoryPath)
    }

    /// `relative` resolved against `base` (absolute paths kept), with `.` and `..` folded.
    package static func resolve(_ relative: String, against base: String) -> String {
        let joined = relative.hasPrefix("/") ? relative : base + "/" + relative
        return normalize(joined)
    }

    /// Folds `.`, `..` and repeated slashes of an absolute path without touching the file system.
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path with symbolic links resolved as far as the path exists (the rest appended as written); a relative
    /// path is first made absolute against the current folder (walking up `out` would otherwise never reach `/`).
    package static func realPath(_ path: String) -> String {
        var existing = absolute(path)
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = (try? FileManager.default.destinationOfSymbolicLinkResolved(existing)) ?? existing
        return normalize(([resolved] + rest).joined(separator: "/"))
    }

    /// True when `path` (after resolving links) is `root` or lies below it.
    package static func isInside(_ path: String, root: String) -> Bool {
        let real = realPath(path)
        let realRoot = realPath(root)
        return real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// `path` relative to the folder `base`, with `..` steps where needed (both absolute).
    package static func relative(_ path: String, from base: String) -> String {
        let target = normalize(path).split(separator: "/")
        let origin = normalize(base).split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let ups = Array(repeating: "..", count: origin.count - common)
        let rest = target[common...].map(String.init)
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` relative to `base` when it lies below it, else `path` unchanged (for messages).
    package static func display(_ path: String, relativeTo base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension FileManager {
    /// Resolves every symbolic link in an existing path (like realpath(3)).
    package func destinationOfSymbolicLinkResolved(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw CocoaError(.fileNoSuchFile) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
