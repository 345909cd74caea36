#if canImport(Glibc)
import Glibc
#endif

/// Allocation of large pixel buffers: canvases, decoded images and filtered scanlines, megabytes each.
///
/// malloc hands out blocks this size as freshly mapped memory, so the first write to a 12 MB canvas (1170×2532 px)
/// costs about 3,000 page faults, measured as more kernel time than the drawing itself. On Linux the buffer's
/// whole 2 MiB pages are therefore advised `MADV_HUGEPAGE` (madvise(2)): where transparent huge pages are
/// available (the kernel's default `madvise` mode) a handful of faults map the buffer. It is advice only: the
/// bytes and every result are the same with or without it, and elsewhere nothing happens.
package enum PixelStorage {
    /// Buffers smaller than this are left alone (they do not span a whole huge page worth advising).
    package static let adviceThreshold = 4 << 20

    /// A new array of `count` bytes, every one of which `initialize` must write.
    package static func bytes(count: Int, initializingWith initialize: (UnsafeMutableBufferPointer<UInt8>) throws -> Void)
        rethrows -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            try initialize(buffer)
            initialized = count
        }
    }

    /// Asks for huge pages over the 2 MiB-aligned part of `buffer` when it is large enough to matter.
    package static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= adviceThreshold, let base = buffer.baseAddress else { return }
        let hugePage = 1 << 21
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
