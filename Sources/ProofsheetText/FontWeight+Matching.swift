/// Choosing the face drawn for a requested weight among the weights a family has.
extension FontWeight {
    /// The weight among `available` that CSS Fonts 4 §5.2 ("Matching font styles", step 4, `font-weight`) picks
    /// for this desired weight; nil when `available` is empty.
    ///
    /// - desired weight available: that weight;
    /// - desired from 400 to 500 inclusive: weights from the desired up to 500 ascending, then weights below the
    ///   desired descending, then weights above 500 ascending (so 400 tries 500 before lighter faces, 500 tries 400);
    /// - desired below 400: weights below it descending, then weights above it ascending;
    /// - desired above 500: weights above it ascending, then weights below it descending (600 takes 700 before 500).
    ///
    /// Android's own matcher (minikin's `FontFamily` closest match) scores by distance instead; the two agree for
    /// the default families' faces except that a tie there (600 between 500 and 700) is CSS's heavier one here.
    public func nearest(among available: [FontWeight]) -> FontWeight? {
        let weights = Set(available)
        if weights.contains(self) { return self }
        let ascending = weights.sorted()
        let lighter = ascending.filter { $0 < self }.reversed()
        let heavier = ascending.filter { $0 > self }
        if value >= 400, value <= 500 {
            return heavier.first { $0.value <= 500 } ?? lighter.first ?? heavier.first
        }
        if value < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }
}
