import Foundation
import ProofsheetKit

/// The text engine on one phone screen of text (390 × 844 pt at 3× = 1170 × 2532 px): shaping, line breaking and
/// drawing about 30 lines of English and Arabic at 13–34 pt, with a cold and a warm glyph cache (docs/text.md).
/// `proofsheet-bench --text-screen` (moved here from the test target, where it only printed). Run from the
/// repository root: the fonts are the shipped example's `sans` family.
enum TextScreenBench {
    static let english = "Proofsheet renders every screen of your app in light and dark mode, at every text size, "
        + "in English and Arabic, and tells you when a label is cut off or when its contrast is too low to read."
    static let arabic = "يعرض التطبيق كل شاشة في الوضع الفاتح والداكن وبكل أحجام النص، باللغتين العربية "
        + "والإنجليزية، وينبهك عندما يقطع نص أو يكون التباين منخفضا جدا للقراءة."

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
        Block(text: english, size: 17, lineHeight: 22),
        Block(text: "Your recovery phrase is the only way to restore this wallet. Keep it somewhere safe.",
              size: 15, lineHeight: 20, maxLines: 2),
        Block(text: "المحفظة", size: 34, lineHeight: 41, language: "ar"),
        Block(text: "رصيدك 104.32 XLM", size: 22, lineHeight: 28, language: "ar"),
        Block(text: arabic, size: 17, lineHeight: 22, language: "ar"),
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
    static func screenful(chain: FallbackChain, cache: GlyphCache, into pixmap: inout Pixmap) throws -> (Timing, Int, Double) {
        let clock = ContinuousClock()
        var timing = Timing()
        var lines = 0
        var top = 8.0
        for block in blocks {
            let style = TextStyle(chain: chain, size: block.size, lineHeight: block.lineHeight,
                                  maxLines: block.maxLines, language: block.language)
            var shaped: ShapedText!
            var layout: TextLayout!
            timing.shape += milliseconds(clock.measure { shaped = ShapedText(block.text, style: style) })
            timing.layout += milliseconds(clock.measure { layout = TextLayout(shaped, width: width) })
            timing.draw += milliseconds(try clock.measure {
                try TextPainter(cache: cache).draw(layout, at: Point(x: 16, y: top), scale: scale, paint: Paint(.black), into: &pixmap)
            })
            lines += layout.lines.count
            top += Double(layout.lines.count) * block.lineHeight + 6 // each line is the block's line height tall
        }
        return (timing, lines, top)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func run() throws {
        let project = try Project.load(configPath: "layouts/proofsheet.json")
        let chain = try FontCollection(directory: project.config.paths.fonts, families: project.config.fontFamilies).chain(family: "sans")
        guard let blank = Pixmap(width: 1170, height: 2532, fill: .white) else { throw BenchError.unexpected("no 1170×2532 pixmap") }
        let runs = 51
        // Cold: a new glyph cache for every screenful (hit rate within one screen).
        var cold: [Timing] = []
        var coldHitRate = 0.0
        var lookups = 0
        var lineCount = 0
        for _ in 0..<runs {
            var pixmap = blank
            let cache = GlyphCache()
            let (timing, lines, bottom) = try screenful(chain: chain, cache: cache, into: &pixmap)
            guard bottom <= 844 else { throw BenchError.unexpected("the text does not fit one screen: \(bottom) pt") }
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
            warm.append(try screenful(chain: chain, cache: shared, into: &pixmap).0)
        }
        for (name, timings, hitRate) in [("cold cache", cold, coldHitRate), ("warm cache", warm, shared.hitRate)] {
            print(String(format: "text screenful (%d lines, %d glyphs, 13–34 pt, 3x), %@: median %.2f ms (shape %.2f, layout %.2f, draw %.2f), "
                         + "min %.2f ms, glyph-cache hit rate %.1f %% over %d runs",
                         lineCount, lookups, name, median(timings.map(\.total)), median(timings.map(\.shape)),
                         median(timings.map(\.layout)), median(timings.map(\.draw)),
                         timings.map(\.total).min() ?? 0, hitRate * 100, runs))
        }
    }
}
