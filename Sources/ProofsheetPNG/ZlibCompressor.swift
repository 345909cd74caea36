import CDeflate

/// Owns one libdeflate compressor at a fixed level; reuse one per worker thread (it is not thread-safe).
///
/// Produces zlib streams (RFC 1950 wrapper around RFC 1951 DEFLATE), as PNG §10 requires.
/// Levels run 0...12 on libdeflate's scale (1 fastest, 6 default, 12 smallest). Output is deterministic.
public final class ZlibCompressor {
    private let handle: OpaquePointer
    /// The libdeflate compression level this compressor was built with.
    public let level: Int

    /// Nil when the level is outside 0...12 or libdeflate cannot allocate its state.
    public init?(level: Int) {
        guard (0...12).contains(level), let handle = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        self.handle = handle
        self.level = level
    }

    deinit {
        libdeflate_free_compressor(handle)
    }

    /// The whole input as one zlib stream; nil only if libdeflate reports failure (it cannot with this bound).
    package func compress(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
        run(input, bound: libdeflate_zlib_compress_bound, compress: libdeflate_zlib_compress)
    }

    /// The whole input as one raw DEFLATE stream (RFC 1951, no zlib wrapper); nil only if libdeflate reports failure.
    package func deflate(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
        run(input, bound: libdeflate_deflate_compress_bound, compress: libdeflate_deflate_compress)
    }

    /// The most bytes raw DEFLATE output of `count` bytes can take, at any level of this libdeflate.
    package static func deflateBound(_ count: Int) -> Int { libdeflate_deflate_compress_bound(nil, count) }

    /// One of libdeflate's one-shot compressions into an array of its bound's size, cut to what it wrote.
    private func run(_ input: UnsafeRawBufferPointer, bound: (OpaquePointer?, Int) -> Int,
                     compress: (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int) -> [UInt8]? {
        let capacity = bound(handle, input.count)
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            written = compress(handle, input.baseAddress, input.count, buffer.baseAddress, capacity)
            initialized = written
        }
        return written == 0 ? nil : output
    }

    /// The size `compress` would produce, reusing one scratch allocation per call; used to compare filters.
    package func compressedSize(_ input: UnsafeRawBufferPointer) -> Int {
        let bound = libdeflate_zlib_compress_bound(handle, input.count)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: bound, alignment: 16)
        defer { scratch.deallocate() }
        let written = libdeflate_zlib_compress(handle, input.baseAddress, input.count, scratch, bound)
        return written == 0 ? bound : written
    }
}
