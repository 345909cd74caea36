#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProofsheetSupport

/// Removes the temporary files an interrupted `AtomicFile.write` left behind in the folders Proofsheet writes.
///
/// `AtomicFile` writes `.<name>.tmp-<pid>-<n>` next to its target and renames it over the target; a process
/// killed with SIGKILL (or a power cut) between creating and renaming it leaves that file behind. The target
/// itself is never partial, and the leftovers are hidden and do not end in `.png`, so no check reads them as
/// goldens or orphans; this sweep only keeps them from piling up. A leftover is removed only when the process
/// named in it no longer runs on this machine (`kill(pid, 0)` says ESRCH), so a concurrent write by another
/// live process, or by this one, is never touched.
///
/// The sweep works on folder descriptors as `SafeDeletion` does: the folder and its subfolders are opened with
/// `O_NOFOLLOW`, each entry is checked with `fstatat(AT_SYMLINK_NOFOLLOW)`, and only a regular file whose name is
/// exactly an `AtomicFile` temporary is unlinked (`unlinkat`). A symbolic link, to a folder or to a file, is never
/// followed nor removed (docs/hardening.md, "Every file operation through the resolver").
package enum StaleTemporaryFiles {
    /// Sweeps `folder` and, when `depth` > 0, its real subfolders down to that depth. Returns the removed paths,
    /// sorted. A `folder` that is itself a symbolic link is not swept.
    @discardableResult
    package static func sweep(folder: String, depth: Int) -> [String] {
        let fd = SafeDeletion.openFolder(folder, in: AT_FDCWD)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var removed: [String] = []
        sweep(fd, path: folder, depth: depth, removed: &removed)
        return removed.sorted()
    }

    private static func sweep(_ fd: Int32, path: String, depth: Int, removed: inout [String]) {
        guard let names = try? SafeDeletion.names(in: fd, path: path) else { return }
        for name in names {
            let kind = SafeDeletion.kind(of: name, in: fd)
            if kind == S_IFREG, isLeftover(name) {
                if unlinkat(fd, name, 0) == 0 { removed.append(path + "/" + name) }
            } else if kind == S_IFDIR, depth > 0, !name.hasPrefix(".") {
                let folder = SafeDeletion.openFolder(name, in: fd)
                guard folder >= 0 else { continue }
                defer { close(folder) }
                sweep(folder, path: path + "/" + name, depth: depth - 1, removed: &removed)
            }
        }
    }

    /// True when `name` is an `AtomicFile` temporary whose writer no longer runs (safe to delete).
    package static func isLeftover(_ name: String) -> Bool {
        owner(ofTemporaryName: name).map { !isRunning($0) } ?? false
    }

    /// The pid in an `AtomicFile` temporary name, or nil when `name` is not exactly one: `.` + a file name of the
    /// characters Proofsheet's names use (ASCII letters, digits, `.`, `-`, `_`, `@`; not starting with `.`) +
    /// `.tmp-` + the pid + `-` + an attempt below `AtomicFile.temporaryAttempts`, both numbers in decimal
    /// without leading zeros, as `AtomicFile` prints them.
    package static func owner(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
              marker.lowerBound > name.startIndex else { return nil }
        let target = name[name.index(after: name.startIndex)..<marker.lowerBound]
        guard let first = target.first, first != ".", target.allSatisfy(isNameCharacter) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = decimal(parts[0]).flatMap(pid_t.init(exactly:)), pid > 0,
              let attempt = decimal(parts[1]), attempt < AtomicFile.temporaryAttempts else { return nil }
        return pid
    }

    /// A decimal number without sign or leading zeros ("0" itself allowed), as `String(_:)` prints an integer.
    private static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              text == "0" || !text.hasPrefix("0") else { return nil }
        return Int(text)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || ".-_@".contains(character))
    }

    /// True when `pid` is this process or a process that exists (EPERM: it exists but belongs to another user).
    package static func isRunning(_ pid: pid_t) -> Bool {
        if pid == getpid() { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
