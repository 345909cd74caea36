import Foundation
import XCTest
@testable import ProofsheetKit

/// Rendered pixels are frozen at the benchmark's scale too: the goldens cover pixel scale 2, and these FNV-1a 64
/// hashes, recorded before the speed work on the raster code, cover pixel scales 1 and 3 for a spread of cells.
final class RasterByteIdentityTests: XCTestCase {
    static let cells: [(screen: String, locale: String, mode: ThemeMode, textScale: Double)] = [
        ("today", "en", .dark, 1.0),
        ("wallet", "ar", .light, 3.1),
        ("workout", "en", .highContrastLight, 2.0),
        ("messages", "ar", .highContrastDark, 1.3),
        ("settings", "en", .light, 1.0),
        ("send", "ar", .dark, 2.0),
        ("quicklog", "en", .highContrastDark, 3.1),
    ]

    /// (cell at pixel scale, FNV-1a 64 of the RGBA bytes), recorded before the speed work. The workout and send
    /// cells were re-recorded after those example screens changed, with the same values from the pre-speed-work code.
    static let recorded: [String: UInt64] = [
        "today/phone-en-dark-1.0x @1x": 0x9de3ef725c2761f6,
        "wallet/phone-ar-light-3.1x @1x": 0x8928917bd02e3570,  // issue #14: digits of "−12.50 XLM" no longer follow U+2212 into Noto Sans Math
        "workout/phone-en-highContrastLight-2.0x @1x": 0x6b995c1661590627,
        "messages/phone-ar-highContrastDark-1.3x @1x": 0x7b809a967626a98b,
        "settings/phone-en-light-1.0x @1x": 0xe59db2c54a959f51,
        "send/phone-ar-dark-2.0x @1x": 0xc40ca9a59ed7618b,
        "quicklog/phone-en-highContrastDark-3.1x @1x": 0x10a1685b816d673a,
        "today/phone-en-dark-1.0x @3x": 0xad5fc04dbc360cbd,
        "wallet/phone-ar-light-3.1x @3x": 0x2cc179c6fc828bec,  // issue #14, as above
        "workout/phone-en-highContrastLight-2.0x @3x": 0xcf6fa7d0321b9889,
        "messages/phone-ar-highContrastDark-1.3x @3x": 0xe958a7c5f984ab41,
        "settings/phone-en-light-1.0x @3x": 0x93a8e18cf0b45cf6,
        "send/phone-ar-dark-2.0x @3x": 0x2cf68e618b725278,
        "quicklog/phone-en-highContrastDark-3.1x @3x": 0xd9ef0f55273dcd34,
    ]

    func testRenderedPixelsMatchTheRecordedHashes() throws {
        let shipped = try Project.load(configPath: ShippedProjectTests.configPath)
        var report: [String] = []
        for scale in [1.0, 3.0] {
            var config = shipped.config
            for (name, device) in config.devices {
                var scaled = device
                scaled.scale = scale
                config.devices[name] = scaled
            }
            let renderer = try CellRenderer(project: shipped.with(config: config))
            for entry in Self.cells {
                let cell = Cell(screen: ScreenStateID(entry.screen), device: "phone", locale: LocaleID(entry.locale), mode: entry.mode,
                                textScale: entry.textScale)
                let pixmap = try renderer.render(cell).pixmap
                let key = "\(cell) @\(Int(scale))x"
                let hash = PNGEncoderByteIdentityTests.fnv1a(pixmap.bytes)
                report.append("\"\(key)\": 0x\(String(hash, radix: 16)),")
                XCTAssertEqual(hash, Self.recorded[key], "\(key): rendered pixels changed")
            }
        }
        if report.count != Self.recorded.count { print(report.joined(separator: "\n")) }
    }
}
