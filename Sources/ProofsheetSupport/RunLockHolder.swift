#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the process that holds a `flock` on an open file, from the kernel's table of locks.
///
/// Linux lists every lock in `/proc/locks` (proc(5)): `1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF`, with
/// the holder's pid and the file's device (major:minor, hex) and inode. Matching the inode and device of our own
/// descriptor names the holder even when its note in the file is not written yet.
package enum RunLockHolder {
    /// The pid holding a FLOCK on the file open as `descriptor`, or nil when none is listed.
    package static func pid(locking descriptor: Int32) -> Int32? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, let table = try? RegularFile.read("/proc/locks", limit: 1 << 22) else { return nil }
        let dev = UInt64(info.st_dev)
        // glibc's gnu_dev_major/gnu_dev_minor split of dev_t (the macros are not imported into Swift).
        let major = (dev >> 8) & 0xfff | (dev >> 32) & ~UInt64(0xfff)
        let minor = dev & 0xff | (dev >> 12) & ~UInt64(0xff)
        let device = "\(hex(major)):\(hex(minor)):\(info.st_ino)"
        let own = getpid()
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // "->" marks a waiter's blocked request: skip it, only granted locks count.
            guard fields.count >= 6, fields[1] == "FLOCK", !fields.contains("->") else { continue }
            guard fields[5].lowercased() == device, let pid = Int32(fields[4]), pid != own else { continue }
            return pid
        }
        return nil
    }

    /// At least two lowercase hex digits, as the kernel prints them (`%02x`).
    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }
}
