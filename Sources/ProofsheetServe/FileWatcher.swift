import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import ProofsheetSupport

/// Watches folders with Linux inotify (inotify(7)) and reports which files changed, debounced: after the
/// first event it waits until the folders have been quiet for `quiet` milliseconds (at most `longest`), so an
/// editor's save (truncate, write, rename) or a burst of saves becomes one change set.
///
/// The watch thread sleeps in `poll(2)` with no timeout while nothing happens (no CPU when idle). Editors'
/// temporary files (`isIgnored`) are ignored.
package final class FileWatcher: Sendable {
    private let inotify: Int32
    /// Watch descriptor → the folder it watches.
    private let folders = Mutex<[Int32: String]>([:])
    private let wake: [Int32]
    package let quiet: Int32
    package let longest: Int32

    package init(folders paths: [String], quietMilliseconds: Int32 = 80, longestMilliseconds: Int32 = 600) throws {
        inotify = inotify_init1(Int32(IN_CLOEXEC))
        guard inotify >= 0 else { throw ServeError.inotify("inotify_init1", errno) }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw ServeError.inotify("pipe", errno) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wake = pipeEnds
        quiet = quietMilliseconds
        longest = longestMilliseconds
        for path in Set(paths).sorted() {
            let watch = inotify_add_watch(inotify, path, FileWatcher.mask)
            guard watch >= 0 else { throw ServeError.inotify("inotify_add_watch \(FileDisplay.shown(path))", errno) }
            folders.withLock { $0[watch] = path }
        }
    }

    package static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    /// Adds the folders not watched yet (a report folder that a first check created) and returns them; call from
    /// `run`'s callback. A folder that vanished before it could be watched is left out (the next change retries).
    package func watch(_ paths: [String]) -> [String] {
        folders.withLock { folders in
            let known = Set(folders.values)
            var added: [String] = []
            for path in paths where !known.contains(path) {
                let watch = inotify_add_watch(inotify, path, FileWatcher.mask)
                if watch >= 0 {
                    folders[watch] = path
                    added.append(path)
                }
            }
            return added
        }
    }

    deinit {
        Glibc.close(inotify)
        for end in wake { Glibc.close(end) }
    }

    /// Runs on the calling thread until `stop()`: calls `changed` with each debounced set of absolute paths.
    package func run(_ changed: (Set<String>) -> Void) {
        while let first = nextEvents(timeout: -1) {
            var paths = first
            var waited: Int32 = 0
            // Debounce: keep collecting while events arrive within `quiet` ms, up to `longest` ms in all.
            while waited < longest, let more = nextEvents(timeout: quiet) {
                if more.isEmpty { break }
                paths.formUnion(more)
                waited += quiet
            }
            if !paths.isEmpty { changed(paths) }
        }
    }

    /// Ends `run` (from any thread).
    package func stop() {
        var byte: UInt8 = 1
        _ = Glibc.write(wake[1], &byte, 1)
    }

    /// The files named by the events that arrive within `timeout` ms (-1: wait for ever); empty on a timeout,
    /// nil once stopped.
    private func nextEvents(timeout: Int32) -> Set<String>? {
        var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, timeout)
        if ready < 0 { return errno == EINTR ? [] : nil }
        if fds[1].revents != 0 { return nil }
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var paths = Set<String>()
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (watch, length, mask) = buffer.withUnsafeBytes { raw -> (Int32, Int, UInt32) in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, Int(event.len), event.mask)
            }
            let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            // Folders always count, hidden or not: `.proofsheet/` appearing leads to the report folder.
            if let folder = folders.withLock({ $0[watch] }), mask & UInt32(IN_ISDIR) != 0 || !FileWatcher.isIgnored(name) {
                paths.insert(name.isEmpty ? folder : folder + "/" + name)
            }
            offset += headerSize + length
        }
        return paths
    }

    /// Editors' and tools' temporary files, never project inputs: hidden files (`.name`, which includes AtomicFile's
    /// temporaries, Emacs locks `.#name` and Vim's `.name.swp`), back-ups (`name~`), swap files (`*.swp`, `*.swx`,
    /// `*.swo`), Emacs auto-saves (`#name#`), the file Vim writes to test a folder (`4913`) and `sed -i`'s
    /// temporaries (`sed` and six letters or digits, `sedG9Mto8`).
    package static func isIgnored(_ name: String) -> Bool {
        if name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name == "4913" { return true }
        if [".swp", ".swx", ".swo"].contains(where: { name.hasSuffix($0) }) { return true }
        return name.count == 9 && name.hasPrefix("sed") && name.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
