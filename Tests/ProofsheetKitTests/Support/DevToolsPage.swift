import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Debian's Chromium, headless, driven through its DevTools protocol over a WebSocket (RFC 6455) written here:
/// navigate, evaluate JavaScript, press keys, capture screenshots. Every wait is bounded.
///
/// Without Chromium the tests skip, except under `CI=true`, where they fail.
final class DevToolsPage {
    private let process: Process
    private let socket: RawSocket
    private var nextID = 1
    private var pending: [UInt8] = []
    let profile: String

    init(profile: String, width: Int = 1280, height: Int = 900) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let chromium = path.split(separator: ":").map({ "\($0)/chromium" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            let message = "chromium is not installed (apt-get install chromium, or run scripts/setup)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw RawHTTPError(message: message + "; CI=true requires it") }
            throw XCTSkip(message)
        }
        self.profile = profile
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        let log = profile + "/chromium.err"
        guard FileManager.default.createFile(atPath: log, contents: nil) else { throw RawHTTPError(message: "cannot create \(log)") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-dev-shm-usage",
                             "--user-data-dir=\(profile)/data", "--remote-debugging-port=0", "--window-size=\(width),\(height)",
                             "--hide-scrollbars", "--force-device-scale-factor=1", "about:blank"]
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Chromium writes its DevTools port to <profile>/DevToolsActivePort once it listens.
        let portFile = profile + "/data/DevToolsActivePort"
        let deadline = Date().addingTimeInterval(60)
        var port: UInt16?
        while port == nil && Date() < deadline {
            port = (try? String(contentsOfFile: portFile, encoding: .utf8)).flatMap { UInt16($0.split(separator: "\n").first ?? "") }
            if port == nil { usleep(50_000) }
        }
        guard let port else {
            process.terminate()
            throw RawHTTPError(message: "chromium did not open its DevTools port within 60 s")
        }
        let list = try RawResponse.exchange("GET /json/list HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)
        let targets = try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]] ?? []
        guard let target = targets.first(where: { $0["type"] as? String == "page" }),
              let url = target["webSocketDebuggerUrl"] as? String, let pathStart = url.range(of: "/devtools/") else {
            process.terminate()
            throw RawHTTPError(message: "no page target in \(list.text)")
        }
        socket = try RawSocket(port: port, timeoutSeconds: 30)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        socket.send(Array(("GET \(url[pathStart.lowerBound...]) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        let head = socket.receive { bytes in bytes.indices.contains { bytes[$0...].starts(with: [13, 10, 13, 10]) } }
        guard let end = head.indices.first(where: { head[$0...].starts(with: [13, 10, 13, 10]) }),
              String(decoding: head[..<end], as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            process.terminate()
            throw RawHTTPError(message: "WebSocket handshake refused: \(String(decoding: head, as: UTF8.self))")
        }
        pending = Array(head[(end + 4)...])
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
        // Headless windows never have the system focus; emulate it so focus events and :focus-visible behave.
        _ = try call("Emulation.setFocusEmulationEnabled", ["enabled": true])
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// Whether Chromium is still running (a crashed browser is started again by `DevToolsSession`).
    var isRunning: Bool { process.isRunning }

    /// Sends one DevTools command and returns its `result` (events that arrive meanwhile are skipped).
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
        sendFrame(Array(message))
        while true {
            let text = try receiveMessage()
            guard let object = try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any], object["id"] as? Int == id else { continue }
            if let error = object["error"] { throw RawHTTPError(message: "\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    /// Evaluates `expression` in the page (awaiting a promise) and returns its JSON value.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw RawHTTPError(message: "script failed: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    func navigate(_ url: String) throws { _ = try call("Page.navigate", ["url": url]) }

    /// Polls `expression` until it is true, every 25 ms, for at most `timeout` seconds; returns the seconds waited.
    @discardableResult
    func wait(for expression: String, timeout: TimeInterval = 20) throws -> TimeInterval {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            // A page between two documents has no body yet: an exception counts as "not yet".
            if try evaluate("(() => { try { return !!(\(expression)); } catch (e) { return false; } })()") as? Bool == true {
                return Date().timeIntervalSince(start)
            }
            usleep(25_000)
        }
        throw RawHTTPError(message: "timed out after \(Int(timeout)) s waiting for \(expression)")
    }

    func pressKey(_ key: String, code: String, keyCode: Int, shift: Bool = false) throws {
        for type in ["rawKeyDown", "keyUp"] {
            _ = try call("Input.dispatchKeyEvent", ["type": type, "key": key, "code": code, "windowsVirtualKeyCode": keyCode,
                                                    "modifiers": shift ? 8 : 0])
        }
    }

    /// A PNG of the viewport (or of the whole page when `fullPage`).
    func screenshot(fullPage: Bool = false) throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": fullPage])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw RawHTTPError(message: "no screenshot data") }
        return data
    }

    // MARK: - WebSocket frames (RFC 6455 §5): client frames masked, server frames not.

    private func sendFrame(_ payload: [UInt8]) {
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xff)) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        socket.send(frame)
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while pending.count < count {
            let more = socket.receive()
            guard !more.isEmpty else { throw RawHTTPError(message: "DevTools connection closed or timed out") }
            pending += more
        }
        let bytes = Array(pending[0..<count])
        pending.removeFirst(count)
        return bytes
    }

    /// One whole message (continuation frames joined; pings answered by ignoring them, which Chromium tolerates).
    private func receiveMessage() throws -> [UInt8] {
        var message: [UInt8] = []
        while true {
            let header = try take(2)
            var length = Int(header[1] & 0x7f)
            if length == 126 {
                let bytes = try take(2)
                length = Int(bytes[0]) << 8 | Int(bytes[1])
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | Int($1) }
            }
            message += try take(length)
            let opcode = header[0] & 0x0f
            if opcode == 8 { throw RawHTTPError(message: "DevTools closed the WebSocket") }
            if header[0] & 0x80 != 0 && opcode != 9 && opcode != 10 { return message }
            if opcode == 9 || opcode == 10 { message = [] }
        }
    }
}

/// One headless Chromium for every test of a class, instead of one per test: starting Chromium and closing it
/// again cost about ten seconds a test, while a page loaded from a new origin (each test's own server or file)
/// shares no state with the page before it.
///
/// `page()` starts Chromium on first use and, after that, hands back the same page reset to a blank document
/// at the window's own size; the class's `tearDown()` calls `close()`. XCTest runs a class's tests one after
/// another, so the session is never used from two threads at once.
final class DevToolsSession {
    private var current: DevToolsPage?
    private var profile: String?
    private let width: Int
    private let height: Int

    init(width: Int = 1280, height: Int = 900) {
        self.width = width
        self.height = height
    }

    /// The class's page on `about:blank`, its viewport override cleared.
    func page() throws -> DevToolsPage {
        if let page = current, page.isRunning {
            _ = try page.call("Emulation.clearDeviceMetricsOverride")
            try page.navigate("about:blank")
            try page.wait(for: "location.href === 'about:blank' && document.readyState === 'complete'")
            return page
        }
        close()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-chromium-\(UUID().uuidString)").path
        profile = folder
        let page = try DevToolsPage(profile: folder, width: width, height: height)
        current = page
        return page
    }

    /// Stops Chromium and removes its profile.
    func close() {
        current = nil
        if let profile { try? FileManager.default.removeItem(atPath: profile) }
        profile = nil
    }
}
