// swift-tools-version:6.0
import PackageDescription

/// A stage of the library. No run-time exclusivity checks: they cost measurable time in the pixel loops
/// (ARCHITECTURE.md, "Concurrency and unsafe code"); the compile-time checks stay on.
func stage(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies, swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])])
}

/// Every stage up to the report, for the targets above `ProofsheetKit`: they name each stage they may import, not only
/// the re-exporting `ProofsheetKit`, so that an incremental build recompiles them when a stage's types change (through
/// `ProofsheetKit` alone, a changed struct in a stage left `ProofsheetStore` compiled against the old layout).
let library: [Target.Dependency] = [
    "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText", "ProofsheetLayout",
    "ProofsheetSpec", "ProofsheetProject", "ProofsheetScene", "ProofsheetAudit", "ProofsheetGolden", "ProofsheetVerify",
    "ProofsheetReport", "ProofsheetKit",
]

let package = Package(
    name: "Proofsheet",
    products: [
        .library(name: "ProofsheetKit", targets: ["ProofsheetKit"]),
        .executable(name: "proofsheet", targets: ["ProofsheetCLI"]),
        .executable(name: "proofsheet-bench", targets: ["ProofsheetBench"]),
    ],
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // CLDR plural rules through the system ICU (libicu-dev), wrapped so ICU's headers never meet Foundation's ICU.
        .target(name: "CICUPlural", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // The library, one target per stage: each imports only the stages before it (ARCHITECTURE.md, "Stages"), so a
        // dependency against the flow does not compile. ProofsheetKit holds the stages not yet split out and re-exports
        // the others (Exports.swift), so the CLI, the benchmark and the tests import one module.
        stage("ProofsheetSupport", ["CXXHash"]),
        stage("ProofsheetJSON", ["ProofsheetSupport"]),
        stage("ProofsheetRaster", ["ProofsheetSupport", "ProofsheetJSON", "CXXHash"]),
        stage("ProofsheetPNG", ["ProofsheetSupport", "ProofsheetRaster", "CDeflate"]),
        stage("ProofsheetDiff", ["ProofsheetRaster"]),
        stage("ProofsheetText", ["ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "CFreeType", "CHarfBuzz", "CFriBidi"]),
        stage("ProofsheetLayout", ["ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetText"]),
        stage("ProofsheetSpec", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetDiff", "ProofsheetText", "ProofsheetLayout",
            "CICUPlural",
        ]),
        stage("ProofsheetProject", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText",
            "ProofsheetLayout", "ProofsheetSpec",
        ]),
        stage("ProofsheetScene", ["ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetText", "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject"]),
        stage("ProofsheetAudit", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetText", "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject",
            "ProofsheetScene",
        ]),
        stage("ProofsheetGolden", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText",
            "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject", "ProofsheetScene", "ProofsheetAudit",
        ]),
        stage("ProofsheetVerify", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText",
            "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject", "ProofsheetScene", "ProofsheetAudit", "ProofsheetGolden",
        ]),
        stage("ProofsheetReport", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText",
            "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject", "ProofsheetScene", "ProofsheetAudit", "ProofsheetGolden", "ProofsheetVerify",
        ]),
        stage("ProofsheetKit", [
            "ProofsheetSupport", "ProofsheetJSON", "ProofsheetRaster", "ProofsheetPNG", "ProofsheetDiff", "ProofsheetText",
            "ProofsheetLayout", "ProofsheetSpec", "ProofsheetProject", "ProofsheetScene", "ProofsheetAudit", "ProofsheetGolden", "ProofsheetVerify", "ProofsheetReport",
            "CAllocatorTuning",
        ]),
        stage("ProofsheetRun", library),
        stage("ProofsheetStore", library),
        stage("ProofsheetServe", library + ["ProofsheetRun"]),
        stage("ProofsheetInit", library),
        // docs/schema/*.schema.json, generated from the decoders' key tables (`proofsheet schema`).
        stage("ProofsheetSchema", library + ["ProofsheetStore"]),
        .target(name: "CAllocatorTuning"),
        .executableTarget(name: "ProofsheetCLI", dependencies: library + [
            "ProofsheetRun", "ProofsheetStore", "ProofsheetServe", "ProofsheetInit", "ProofsheetSchema", "CAllocatorTuning",
        ]),
        // The benchmark (scripts/bench): stage timings as ratios to a libpng reference measured in the same run.
        .target(name: "CPNGReference", dependencies: ["CPNG"]),
        .executableTarget(name: "ProofsheetBench", dependencies: library + [
            "ProofsheetRun", "ProofsheetStore", "ProofsheetServe", "ProofsheetInit", "CPNGReference", "CAllocatorTuning",
        ]),
        .testTarget(
            name: "ProofsheetKitTests",
            dependencies: library + [
                "ProofsheetRun", "ProofsheetStore", "ProofsheetServe",
                "ProofsheetInit", "ProofsheetSchema", "CPNG", "CFreeType",
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
