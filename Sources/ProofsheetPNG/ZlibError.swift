/// Why libdeflate could not inflate a zlib stream; callers add the file and chunk before showing it.
package enum ZlibError: Error, Equatable {
    /// The stream is not valid zlib/DEFLATE (RFC 1950/1951), including a bad Adler-32.
    case corrupt
    /// The stream ended after producing `actual` bytes, fewer than required.
    case tooShort(actual: Int)
    /// The stream holds more than the space allowed.
    case tooLong
}
