#if canImport(Glibc)
import Glibc
#endif

extension EventStream {
    /// Runs on the calling thread until `closeAll()`: waits in `poll(2)` (no timeout, so no CPU while nothing
    /// happens) on the wake pipe and every open stream, and closes each stream whose client closed it (end of file
    /// reads as `POLLIN`; a reset as `POLLHUP` or `POLLERR`) or sent anything after its request (an event stream
    /// takes no input, so any readable byte ends it; `POLLRDHUP` would add nothing and Swift's Glibc lacks it).
    ///
    /// Without it a closed tab would keep its descriptor until the next event failed to reach it, and a client
    /// opening and closing streams would use up the process's descriptors (`RLIMIT_NOFILE`).
    package func closeStreamsAsTheyHangUp() {
        let hangUp = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
        while let open = streams.withLock({ $0.isClosed ? nil : $0.open }) {
            var fds = [pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
                + open.map { pollfd(fd: $0.descriptor, events: hangUp, revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                // EINTR; anything else (ENOMEM) is retried after 100 ms rather than spun on.
                if errno != EINTR { usleep(100_000) }
                continue
            }
            if fds[0].revents != 0 { drainWakePipe() }
            let ended = zip(open, fds.dropFirst()).filter { $0.1.revents != 0 }.map(\.0)
            guard !ended.isEmpty else { continue }
            // Only connections still in the list are closed: one that `send` dropped meanwhile may have had its
            // descriptor number reused by a new connection.
            streams.withLock { streams in
                streams.open.removeAll { connection in
                    guard ended.contains(where: { $0 === connection }) else { return false }
                    connection.close()
                    return true
                }
            }
        }
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wake[0], &bytes, bytes.count) > 0 {}
    }
}
