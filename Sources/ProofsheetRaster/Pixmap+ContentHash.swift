import CXXHash
import ProofsheetSupport

extension Pixmap {
    /// The hash of the size (`<width>x<height>:` in ASCII) followed by the RGBA bytes row by row, so two images of
    /// different sizes never share a hash. What the manifest store records per cell.
    public var contentHash: ContentHash {
        guard let state = XXH3_createState() else { preconditionFailure("XXH3_createState: out of memory") }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        let prefix = Array("\(width)x\(height):".utf8)
        prefix.withUnsafeBytes { _ = XXH3_128bits_update(state, $0.baseAddress, $0.count) }
        bytes.withUnsafeBytes { _ = XXH3_128bits_update(state, $0.baseAddress, $0.count) }
        let hash = XXH3_128bits_digest(state)
        return ContentHash(high: hash.high64, low: hash.low64)
    }
}
