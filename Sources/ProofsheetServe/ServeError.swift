#if canImport(Glibc)
import Glibc
#endif

/// Why `proofsheet serve` could not start.
package enum ServeError: Error, Equatable, CustomStringConvertible {
    case badHost(String)
    /// A system call failed: which, and `errno`.
    case socket(String, Int32)
    case inotify(String, Int32)
    case unknownDevice(String, known: [String])

    package var description: String {
        switch self {
        case .badHost(let host): return "--host '\(host)' is not an IPv4 address (e.g. 127.0.0.1)"
        case .socket(let call, let code): return "\(call): \(String(cString: strerror(code)))"
        case .inotify(let call, let code): return "watching files (\(call)): \(String(cString: strerror(code)))"
        case .unknownDevice(let name, let known): return "--device '\(name)' is not in the matrix (known: \(known.joined(separator: ", ")))"
        }
    }
}
