// swift-tools-version:6.0
import PackageDescription

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
        .target(
            name: "ProofsheetKit",
            dependencies: ["CPNG", "CFreeType", "CHarfBuzz", "CFriBidi", "CDeflate", "CICUPlural", "CXXHash", "CAllocatorTuning"],
            // No run-time exclusivity checks: they cost measurable time in the pixel loops (ARCHITECTURE.md, "Concurrency
            // and unsafe code"); the compile-time checks stay on.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
        ),
        .target(name: "CAllocatorTuning"),
        .executableTarget(name: "ProofsheetCLI", dependencies: ["ProofsheetKit", "CAllocatorTuning"]),
        // The benchmark (scripts/bench): stage timings as ratios to a libpng reference measured in the same run.
        .target(name: "CPNGReference", dependencies: ["CPNG"]),
        .executableTarget(name: "ProofsheetBench", dependencies: ["ProofsheetKit", "CPNGReference", "CAllocatorTuning"]),
        .testTarget(
            name: "ProofsheetKitTests",
            dependencies: ["ProofsheetKit", "CPNG", "CFreeType"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
