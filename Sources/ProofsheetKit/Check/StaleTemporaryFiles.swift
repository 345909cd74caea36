#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Removes the temporary files an interrupted `AtomicFile.write` left behind in the folders Proofsheet writes.
///
/// `AtomicFile` writes `.<name>.tmp-<pid>-<n>` next to its target and renames it over the target; a process
/// killed with SIGKILL (or a power cut) between creating and renaming it leaves that file behind. The target
/// itself is never partial, and the leftovers are hidden and do not end in `.png`, so no check reads them as
/// goldens or orphans; this sweep only keeps them from piling up. A leftover is removed only when the process
/// named in it no longer runs on this machine (`kill(pid, 0)` says ESRCH), so a concurrent write by another
/// live process, or by this one, is never touched.
enum StaleTemporaryFiles {
    /// Sweeps `folder` and, when `depth` > 0, its subfolders down to that depth. Returns the removed paths, sorted.
    @discardableResult
    static func sweep(folder: String, depth: Int) -> [String] {
        var removed: [String] = []
        sweep(folder: folder, depth: depth, removed: &removed)
        return removed.sorted()
    }

    private static func sweep(folder: String, depth: Int, removed: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            if let pid = owner(ofTemporaryName: name) {
                if !isRunning(pid), unlink(path) == 0 { removed.append(path) }
                continue
            }
            guard depth > 0, !name.hasPrefix(".") else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                sweep(folder: path, depth: depth - 1, removed: &removed)
            }
        }
    }

    /// True when `name` is an `AtomicFile` temporary whose writer no longer runs (safe to delete).
    static func isLeftover(_ name: String) -> Bool {
        owner(ofTemporaryName: name).map { !isRunning($0) } ?? false
    }

    /// The pid in an `AtomicFile` temporary name (`.<name>.tmp-<pid>-<n>`), or nil when `name` is not one.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
              marker.lowerBound > name.index(after: name.startIndex) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
        return pid
    }

    /// True when `pid` is this process or a process that exists (EPERM: it exists but belongs to another user).
    static func isRunning(_ pid: pid_t) -> Bool {
        if pid == getpid() { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
