import Foundation
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

extension CheckRun {
    /// For a cell with no golden in the project's store: when the other store holds one for it, the sentence
    /// that says so and what to do (nil otherwise). It happens after `proofsheet golden convert` when
    /// `golden.store` in proofsheet.json was not changed to match, or when it was changed without converting;
    /// approving then would record the cell again beside the golden the other store still holds.
    package func otherStoreHint(_ cell: Cell) -> String? {
        let config = project.config
        switch config.goldenStore {
        case .manifest:
            let png = goldenPath(cell)
            guard FileManager.default.fileExists(atPath: png) else { return nil }
            return "; but \(FileDisplay.shown(png)) is a PNG golden and golden.store in proofsheet.json is 'manifest': "
                + "set \"golden\": { \"store\": \"png\" } to compare with the PNG goldens, "
                + "or run 'proofsheet golden convert --to manifest' to move them into the manifest"
        case .png:
            guard let file = try? GoldenManifest.file(screen: cell.screen.name, config: config),
                  FileManager.default.fileExists(atPath: file) else { return nil }
            return "; but \(FileDisplay.shown(file)) is this screen's manifest and golden.store in proofsheet.json is 'png' "
                + "(also when it is not set): set \"golden\": { \"store\": \"manifest\" } to compare with it, "
                + "or run 'proofsheet golden convert --to png' to write PNG goldens from it"
        }
    }

    /// What to do about a cell with no golden, after "no golden at …": approve it after review, or nothing when
    /// this run records new goldens (`--record missing|all`: the golden is written from this render).
    /// The other store's hint comes first: recording there would leave two goldens for the cell.
    package func nextStepForNewCell(_ cell: Cell) -> String {
        otherStoreHint(cell) ?? (options.record.records(.new) ? "; recorded from this render" : "; run 'proofsheet approve' after reviewing it")
    }
}
