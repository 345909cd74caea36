/// Which candidate a first-fit node showed in one cell (`SceneLayout.firstFitChoices`), so tests,
/// `proofsheet layout --json` and reports can say why a row stacked.
public struct FirstFitChoice: Hashable, Sendable {
    /// Position of the shown candidate among the candidates present in the cell (after `when`), from 0.
    public var chosen: Int
    /// How many candidates were present in the cell; `chosen == candidates - 1` may mean none fitted.
    public var candidates: Int

    public init(chosen: Int, candidates: Int) {
        self.chosen = chosen
        self.candidates = candidates
    }
}
