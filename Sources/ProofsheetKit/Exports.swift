// The stages split into their own targets, re-exported so that `import ProofsheetKit` (the CLI, the benchmark, the
// tests, a user's Swift code) sees the whole library as one module, as before the split.
@_exported import ProofsheetDiff
@_exported import ProofsheetJSON
@_exported import ProofsheetLayout
@_exported import ProofsheetPNG
@_exported import ProofsheetRaster
@_exported import ProofsheetSupport
@_exported import ProofsheetText
@_exported import ProofsheetSpec
@_exported import ProofsheetProject
@_exported import ProofsheetScene
@_exported import ProofsheetAudit
@_exported import ProofsheetGolden
@_exported import ProofsheetVerify
@_exported import ProofsheetReport
