#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system call under a name that does not collide with `StandardError.write`.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

/// Unbuffered writes to standard error (file descriptor 2), safe from any thread: Swift 6 refuses C's
/// global `stderr` stream as shared mutable state, and a message must not wait in a buffer.
public enum StandardError {
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeToDescriptor(STDERR_FILENO, $0) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Whether standard error is a terminal (progress bars and colour only then).
    public static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
