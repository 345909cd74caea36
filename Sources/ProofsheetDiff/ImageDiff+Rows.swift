#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetRaster

extension ImageDiff {
    /// The rows from the first to the last at which two images of one size differ byte for byte (pixels, top row 0);
    /// nil when they are identical or of different sizes. Rows are compared with `memcmp` from each end, so only the
    /// unchanged rows above and below the change are read (a manifest-store check writes the expected image as that
    /// band, issue #43).
    package static func differingRows(_ first: Pixmap, _ second: Pixmap) -> Range<Int>? {
        guard first.width == second.width, first.height == second.height, first.height > 0 else { return nil }
        let rowBytes = first.width * 4
        let height = first.height
        return first.bytes.withUnsafeBytes { a in
            second.bytes.withUnsafeBytes { b in
                func same(_ row: Int) -> Bool { memcmp(a.baseAddress! + row * rowBytes, b.baseAddress! + row * rowBytes, rowBytes) == 0 }
                var top = 0
                while top < height && same(top) { top += 1 }
                guard top < height else { return nil }
                var bottom = height
                while bottom > top + 1 && same(bottom - 1) { bottom -= 1 }
                return top..<bottom
            }
        }
    }
}
