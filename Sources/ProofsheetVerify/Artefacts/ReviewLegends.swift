import Synchronization
import ProofsheetSupport

/// The review legends one check has encoded, by what each is drawn from (`AccessibilityLegend.reviewKey`): cells
/// whose trees, devices and fonts agree (the same screen in light, dark and high-contrast modes) share one legend,
/// drawn and encoded once and written beside each of them (issue #43).
///
/// Shared by the run's workers. Two workers may draw the same legend at once; both get the same bytes, as a legend
/// is a function of its key alone, so which cell drew it first never shows. At most `capacity` bytes are kept, the
/// oldest legend dropped first (cells of one screen, device and locale are checked one after another).
package final class ReviewLegends: Sendable {
    /// A legend as written: the PNG file's bytes and its size in pixels.
    package struct Legend: Sendable {
        package let png: [UInt8]
        package let width: Int
        package let height: Int

        package init(png: [UInt8], width: Int, height: Int) {
            self.png = png
            self.width = width
            self.height = height
        }
    }

    private struct Kept {
        var legends: [ContentHash: Legend] = [:]
        /// Keys in the order they were kept, for dropping the oldest.
        var order: [ContentHash] = []
        var bytes = 0
    }

    package let capacity: Int
    private let kept = Mutex(Kept())

    /// 32 MiB: a few hundred legends of a phone screen (75 KB each on the shipped example).
    package init(capacity: Int = 32 << 20) {
        self.capacity = capacity
    }

    /// The legend of `key`, drawn by `draw` unless it was kept.
    package func legend(_ key: ContentHash, draw: () throws -> Legend) throws -> Legend {
        if let legend = kept.withLock({ $0.legends[key] }) { return legend }
        let legend = try draw()
        kept.withLock { kept in
            guard kept.legends[key] == nil else { return }
            kept.legends[key] = legend
            kept.order.append(key)
            kept.bytes += legend.png.count
            while kept.bytes > capacity, kept.order.count > 1 {
                let oldest = kept.order.removeFirst()
                kept.bytes -= kept.legends.removeValue(forKey: oldest)?.png.count ?? 0
            }
        }
        return legend
    }

    /// How many legends are kept now.
    package var count: Int { kept.withLock { $0.legends.count } }
}
