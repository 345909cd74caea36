import ProofsheetSupport

extension PNGDecoder {
    /// Reads and decodes the PNG at `path`; errors name `path`.
    public static func decodeFile(atPath path: String) throws -> PNGImage {
        try decode(try readFile(atPath: path), source: path)
    }

    /// The largest PNG file read, in bytes (512 MiB: far above any canvas the pixel limits allow, compressed).
    public static let maxFileBytes = 512 << 20

    /// The whole file's bytes through `RegularFile` (O_NONBLOCK + fstat: a FIFO or device is refused, never waited on).
    package static func readFile(atPath path: String) throws -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: maxFileBytes)
        } catch let error as RegularFileError {
            // The PNG error says "cannot read file:" itself; the system's reason is not repeated after it.
            if case .unreadable(let reason) = error.problem { throw PNGError(source: path, reason: .unreadableFile(detail: reason)) }
            throw PNGError(source: path, reason: .unreadableFile(detail: error.message))
        }
    }
}
