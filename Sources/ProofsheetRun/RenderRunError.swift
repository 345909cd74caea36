import ProofsheetSupport

/// A render output folder that `RenderRun` refuses before rendering anything.
public enum RenderRunError: Error, Equatable, CustomStringConvertible {
    /// The folder is the golden folder or lies inside it: renders carry no stamp and were never reviewed.
    case insideGoldens(folder: String, golden: String)

    public var description: String {
        switch self {
        case .insideGoldens(let folder, let golden):
            let place = folder == golden ? "is the golden folder" : "lies inside the golden folder \(MessageText.escaped(golden))"
            return "--out \(MessageText.escaped(folder)) \(place): render never writes goldens "
                + "(only 'proofsheet check --record' and 'proofsheet approve' do, stamped); choose another folder"
        }
    }
}
