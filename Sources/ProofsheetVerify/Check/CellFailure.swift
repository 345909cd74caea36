import ProofsheetProject
import ProofsheetScene

/// Why a cell has status `error`, typed: the stage that failed and its cause, with the file, line, column and
/// JSON path when the cause is in a project file (report.json `cells[].error`, docs/report-format.md).
public struct CellFailure: Sendable, Equatable {
    public enum Stage: String, Sendable, CaseIterable {
        /// The cell's screen spec did not load.
        case screen
        /// The cell could not be resolved, laid out or drawn.
        case render
        /// The audits could not measure what was drawn.
        case audit
        /// The golden or its accessibility snapshot could not be read.
        case golden
        /// A golden or snapshot this run was asked to record could not be written.
        case record
    }

    public var stage: Stage
    public var cause: ErrorCause

    public init(stage: Stage, cause: ErrorCause) {
        self.stage = stage
        self.cause = cause
    }

    /// The failure of `stage` with `error`; a screen that did not load is the `screen` stage whatever ran into it.
    public init(_ stage: Stage, _ error: any Error) {
        if case CellError.screenUnavailable(_, let reason) = error {
            self.init(stage: .screen, cause: reason)
        } else {
            self.init(stage: stage, cause: ErrorCause(error))
        }
    }
}
