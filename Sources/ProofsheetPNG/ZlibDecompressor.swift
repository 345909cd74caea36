import CDeflate

/// Owns one libdeflate decompressor; reuse one per worker thread (it is not thread-safe).
///
/// Inflates zlib streams (RFC 1950 around RFC 1951). libdeflate works on whole buffers, so the caller
/// states the exact (image data) or maximum (text) output size up front.
public final class ZlibDecompressor {
    private let handle: OpaquePointer

    /// Nil when libdeflate cannot allocate its state.
    public init?() {
        guard let handle = libdeflate_alloc_decompressor() else { return nil }
        self.handle = handle
    }

    deinit {
        libdeflate_free_decompressor(handle)
    }

    /// Inflates into `output`, which must be filled exactly; bytes after the zlib stream are ignored.
    package func decompress(_ input: UnsafeRawBufferPointer, exactlyInto output: UnsafeMutableRawBufferPointer) throws(ZlibError) {
        var actual = 0
        let result = libdeflate_zlib_decompress(handle, input.baseAddress, input.count,
                                                output.baseAddress, output.count, &actual)
        switch result {
        case LIBDEFLATE_SUCCESS:
            guard actual == output.count else { throw .tooShort(actual: actual) }
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .tooLong
        default:
            throw .corrupt
        }
    }

    /// The Adler-32 of what one DEFLATE piece of a banded image (`DeflatePiece`: whole non-final blocks ending on a
    /// byte boundary) inflates to on its own, when that is exactly `size` bytes, every byte of the piece is read and
    /// nothing before it is referred to; nil otherwise. `scratch` (the piece with `DeflatePiece.finalBlock` after it:
    /// libdeflate inflates only complete streams) and `output` are reused between calls.
    package func adlerOfPiece(_ piece: ArraySlice<UInt8>, inflatingTo size: Int, scratch: inout [UInt8],
                              output: inout [UInt8]) -> UInt32? {
        scratch.removeAll(keepingCapacity: true)
        scratch += piece
        scratch += DeflatePiece.finalBlock
        if output.count < size { output = [UInt8](repeating: 0, count: size) }
        var read = 0, written = 0
        let result = scratch.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_deflate_decompress_ex(handle, input.baseAddress, input.count, out.baseAddress, size, &read, &written)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, read == scratch.count, written == size else { return nil }
        return output.withUnsafeBytes { Adler32(UnsafeRawBufferPointer(rebasing: $0[0..<size])).value }
    }

    /// Inflates a stream of unknown size up to `limit` bytes, growing the buffer by doubling.
    package func decompress(_ input: UnsafeRawBufferPointer, limit: Int) throws(ZlibError) -> [UInt8] {
        var capacity = min(limit, max(1024, input.count * 4))
        while true {
            var actual = 0
            var result = LIBDEFLATE_SUCCESS
            let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                result = libdeflate_zlib_decompress(handle, input.baseAddress, input.count,
                                                    buffer.baseAddress, capacity, &actual)
                initialized = result == LIBDEFLATE_SUCCESS ? actual : 0
            }
            switch result {
            case LIBDEFLATE_SUCCESS:
                return output
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                guard capacity < limit else { throw .tooLong }
                capacity = capacity > limit / 2 ? limit : capacity * 2
            default:
                throw .corrupt
            }
        }
    }
}
