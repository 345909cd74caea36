#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to one IPv4 address and listening (POSIX `socket`/`bind`/`listen`, loopback by default).
/// Port 0 asks the kernel for a free port; `port` is the one it chose (`getsockname`).
package final class ListeningSocket: Sendable {
    private let descriptor: Int32
    package let port: UInt16

    package init(host: String, port: UInt16) throws {
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
    ///
    /// Out of descriptors (`EMFILE`, `ENFILE`), it sleeps 100 ms between attempts (no spin) while the waiting
    /// clients stay in the listen backlog; the server's caps (`ConnectionLimits`, `EventStream.maxStreams`) keep it
    /// below the default limit of 1024.
    package func accept() -> SocketConnection? {
        while true {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let client = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(descriptor, $0, &length) }
            }
            if client >= 0 {
                // Not inherited by processes the server might start (accept4 is a GNU extension Swift does not see).
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return SocketConnection(descriptor: client, peer: ListeningSocket.dotted(address.sin_addr))
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(100_000); continue }
            return nil
        }
    }

    /// An IPv4 address as `a.b.c.d` (inet_ntop).
    package static func dotted(_ address: in_addr) -> String {
        var address = address
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        guard inet_ntop(AF_INET, &address, &text, socklen_t(text.count)) != nil else { return "?" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Wakes the accept thread (`accept` returns nil from then on).
    package func shutDown() { shutdown(descriptor, Int32(SHUT_RDWR)) }
}
