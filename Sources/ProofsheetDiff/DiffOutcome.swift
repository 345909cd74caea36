/// What `ImageDiff.compare` found: either a pixel comparison or a size mismatch (which always fails).
public enum DiffOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The sizes of the two images when they differ, in pixels.
    public struct SizeMismatch: Hashable, Sendable, CustomStringConvertible {
        public let expectedWidth: Int
        public let expectedHeight: Int
        public let foundWidth: Int
        public let foundHeight: Int

        public init(expectedWidth: Int, expectedHeight: Int, foundWidth: Int, foundHeight: Int) {
            self.expectedWidth = expectedWidth
            self.expectedHeight = expectedHeight
            self.foundWidth = foundWidth
            self.foundHeight = foundHeight
        }

        public var description: String {
            "size mismatch (expected \(expectedWidth)x\(expectedHeight), found \(foundWidth)x\(foundHeight))"
        }
    }

    case compared(DiffResult)
    case sizeMismatch(SizeMismatch)

    public var passes: Bool {
        if case .compared(let result) = self { return result.passes }
        return false
    }

    /// The pixel comparison, nil for a size mismatch.
    public var result: DiffResult? {
        if case .compared(let result) = self { return result }
        return nil
    }

    /// One line for logs and reports, e.g. "12 pixels differ (0.004%), 3 anti-aliased, in 4x3 at (10, 20)".
    public var description: String {
        switch self {
        case .sizeMismatch(let mismatch):
            return mismatch.description
        case .compared(let r):
            if r.isByteIdentical { return "identical" }
            var text = r.differentPixels == 1 ? "1 pixel differs" : "\(r.differentPixels) pixels differ"
            text += " (\(DiffOutcome.percent(r.ratio)))"
            if r.antiAliasedPixels > 0 { text += ", \(r.antiAliasedPixels) anti-aliased" }
            if let box = r.changedBounds { text += ", in \(box)" }
            return text
        }
    }

    /// A locale-independent percentage with 3 decimals ("0.004%"), computed with integers for determinism.
    private static func percent(_ ratio: Double) -> String {
        let thousandths = Int((ratio * 100_000).rounded())
        let whole = thousandths / 1000, frac = thousandths % 1000
        let fracText = String(frac)
        return "\(whole).\(String(repeating: "0", count: 3 - fracText.count))\(fracText)%"
    }
}
