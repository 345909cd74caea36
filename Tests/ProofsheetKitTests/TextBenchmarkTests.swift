import Foundation
import XCTest
@testable import ProofsheetKit

/// Timing of the text engine on one phone screen of text (390 x 844 pt at 3x = 1170 x 2532 px): shaping, line
/// breaking and drawing about 30 lines of English and Arabic at 13–34 pt. Not a timed unit test: it only prints, and
/// it is skipped unless PROOFSHEET_BENCH=1. Run in release:
///   PROOFSHEET_BENCH=1 swift test -c release -Xswiftc -enable-testing --disable-swift-testing --filter TextBenchmarkTests
final class TextBenchmarkTests: XCTestCase {
    struct Block {
        let text: String
        let size: Double
        let lineHeight: Double
        var maxLines: Int? = nil
        var language = "en"
    }

    /// A wallet screen: title, balance, a list of transactions with captions, a paragraph, the same in Arabic.
    static let blocks: [Block] = [
        Block(text: "Wallet", size: 34, lineHeight: 41),
        Block(text: "Balance 104.32 XLM", size: 22, lineHeight: 28),
        Block(text: "Send 50 XLM to Sarah before Friday, 12:30. Fees are included in the amount shown.", size: 17, lineHeight: 22),
        Block(text: "Received from Ahmed · 2 hours ago", size: 13, lineHeight: 18),
        Block(text: "Sent to سارة · yesterday", size: 13, lineHeight: 18),
        Block(text: "Swapped 20 USDC for 131.07 XLM · Monday", size: 13, lineHeight: 18),
        Block(text: "Recent activity", size: 20, lineHeight: 25),
        Block(text: TextLayoutTests.english, size: 17, lineHeight: 22),
        Block(text: "Your recovery phrase is the only way to restore this wallet. Keep it somewhere safe.",
              size: 15, lineHeight: 20, maxLines: 2),
        Block(text: "المحفظة", size: 34, lineHeight: 41, language: "ar"),
        Block(text: "رصيدك 104.32 XLM", size: 22, lineHeight: 28, language: "ar"),
        Block(text: TextLayoutTests.arabic, size: 17, lineHeight: 22, language: "ar"),
        Block(text: "استلمت من أحمد · قبل ساعتين", size: 13, lineHeight: 18, language: "ar"),
        Block(text: "أرسلت إلى Sarah مبلغ 50 XLM · أمس", size: 13, lineHeight: 18, language: "ar"),
        Block(text: "النشاط الأخير", size: 20, lineHeight: 25, language: "ar"),
        Block(text: "عبارة الاسترداد هي الطريقة الوحيدة لاستعادة هذه المحفظة. احتفظ بها في مكان آمن.",
              size: 15, lineHeight: 20, maxLines: 2, language: "ar"),
        Block(text: "Continue", size: 17, lineHeight: 22),
        Block(text: "متابعة", size: 17, lineHeight: 22, language: "ar"),
        Block(text: "Terms · Privacy · Help", size: 13, lineHeight: 18),
        Block(text: "الشروط · الخصوصية · المساعدة", size: 13, lineHeight: 18, language: "ar"),
    ]

    static let width = 358.0, scale = 3.0

    struct Timing {
        var shape = 0.0, layout = 0.0, draw = 0.0
        var total: Double { shape + layout + draw }
    }

    /// Shapes, lays out and draws the screen once; returns the milliseconds of each stage, the line count and
    /// the bottom of the last block in points.
    static func screenful(cache: GlyphCache, into pixmap: inout Pixmap) throws -> (Timing, Int, Double) {
        let clock = ContinuousClock()
        var timing = Timing()
        var lines = 0
        var top = 8.0
        for block in blocks {
            let style = TextStyle(chain: FontFixtures.sans, size: block.size, lineHeight: block.lineHeight,
                                  maxLines: block.maxLines, language: block.language)
            var shaped: ShapedText!
            var layout: TextLayout!
            timing.shape += milliseconds(clock.measure { shaped = ShapedText(block.text, style: style) })
            timing.layout += milliseconds(clock.measure { layout = TextLayout(shaped, width: width) })
            timing.draw += milliseconds(try clock.measure {
                try TextPainter(cache: cache).draw(layout, at: Point(x: 16, y: top), scale: scale, paint: Paint(.black), into: &pixmap)
            })
            lines += layout.lines.count
            top += layout.size.height + 6
        }
        return (timing, lines, top)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    func testScreenfulOfText() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PROOFSHEET_BENCH"] == "1", "set PROOFSHEET_BENCH=1 to run")
        let blank = Pixmap(width: 1170, height: 2532, fill: .white)!
        let runs = 51
        // Cold: a new glyph cache for every screenful (hit rate within one screen).
        var cold: [Timing] = []
        var coldHitRate = 0.0
        var lookups = 0
        var lineCount = 0
        for _ in 0..<runs {
            var pixmap = blank
            let cache = GlyphCache()
            let (timing, lines, bottom) = try Self.screenful(cache: cache, into: &pixmap)
            XCTAssertLessThanOrEqual(bottom, 844, "the text fits one screen")
            cold.append(timing)
            coldHitRate = cache.hitRate
            lookups = cache.hits + cache.misses
            lineCount = lines
        }
        // Warm: one cache kept across screenfuls, as a worker thread keeps it across cells.
        let shared = GlyphCache()
        var warm: [Timing] = []
        for _ in 0..<runs {
            var pixmap = blank
            warm.append(try Self.screenful(cache: shared, into: &pixmap).0)
        }
        XCTAssertGreaterThanOrEqual(lineCount, 30)
        for (name, timings, hitRate) in [("cold cache", cold, coldHitRate), ("warm cache", warm, shared.hitRate)] {
            print(String(format: "text screenful (%d lines, %d glyphs, 13–34 pt, 3x), %@: median %.2f ms (shape %.2f, layout %.2f, draw %.2f), "
                         + "min %.2f ms, glyph-cache hit rate %.1f %% over %d runs",
                         lineCount, lookups, name, Self.median(timings.map(\.total)), Self.median(timings.map(\.shape)),
                         Self.median(timings.map(\.layout)), Self.median(timings.map(\.draw)),
                         timings.map(\.total).min() ?? 0, hitRate * 100, runs))
        }
    }
}
