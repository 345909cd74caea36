#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to one IPv4 address and listening (POSIX `socket`/`bind`/`listen`, loopback by default).
/// Port 0 asks the kernel for a free port; `port` is the one it chose (`getsockname`).
final class ListeningSocket: Sendable {
    private let descriptor: Int32
    let port: UInt16

    init(host: String, port: UInt16) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw ServeError.badHost(host) }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ServeError.socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw ServeError.socket("bind \(host):\(port)", code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit { Glibc.close(descriptor) }

    /// Blocks until a client connects; nil once the socket is shut down.
    func accept() -> SocketConnection? {
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 {
                // Not inherited by processes the server might start (accept4 is a GNU extension Swift does not see).
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return SocketConnection(descriptor: client)
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            // Out of descriptors: wait for connections to close rather than spin.
            if errno == EMFILE || errno == ENFILE { usleep(100_000); continue }
            return nil
        }
    }

    /// Wakes the accept thread (`accept` returns nil from then on).
    func shutDown() { shutdown(descriptor, Int32(SHUT_RDWR)) }
}
