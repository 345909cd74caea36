import XCTest
@testable import ProofsheetKit

/// `GoldenStamp` in PNG text chunks, its change descriptions, and the input fingerprints behind it.
final class GoldenStampTests: XCTestCase {
    static let stamp = GoldenStamp(renderer: "0.1", diffAlgorithm: "exact-1", fonts: "0123456789abcdef",
                                   tokens: "fedcba9876543210", strings: "00000000000000ff", spec: "1111111111111111")

    func testStampsRoundTripThroughPNGTextChunks() throws {
        let pixmap = try XCTUnwrap(Pixmap(width: 3, height: 2, fill: Color(r: 10, g: 20, b: 30)))
        let other = [PNGTextChunk(keyword: "Software", text: "elsewhere"), PNGTextChunk(keyword: "proofsheet", text: "not a stamp field")]
        let cases: [(String, PNGEncoder, [PNGTextChunk])] = [
            ("small preset, opaque", PNGEncoder(effort: .small, includeAlpha: false), Self.stamp.textChunks),
            ("fast preset, alpha", PNGEncoder(effort: .fast, includeAlpha: true), Self.stamp.textChunks),
            ("among other chunks", PNGEncoder(effort: .fast), other + Self.stamp.textChunks + other),
        ]
        for (name, encoder, chunks) in cases {
            let image = try PNGDecoder.decode(try encoder.encode(pixmap, text: chunks), source: name)
            XCTAssertEqual(image.pixmap, pixmap, name)
            XCTAssertEqual(GoldenStamp(textChunks: image.text), Self.stamp, name)
        }
    }

    func testTheStampUsesNamespacedKeywords() {
        XCTAssertEqual(Self.stamp.textChunks.map(\.keyword), ["proofsheet:renderer", "proofsheet:diff", "proofsheet:fonts",
                                                               "proofsheet:tokens", "proofsheet:strings", "proofsheet:spec"])
    }

    func testChunksWithoutARendererAreNoStamp() {
        let cases: [(String, [PNGTextChunk])] = [
            ("none", []),
            ("foreign", [PNGTextChunk(keyword: "Title", text: "x")]),
            ("no renderer", Self.stamp.textChunks.filter { $0.keyword != "proofsheet:renderer" }),
        ]
        for (name, chunks) in cases { XCTAssertNil(GoldenStamp(textChunks: chunks), name) }
    }

    func testChangesNameEachDifferingInput() {
        let cases: [(String, (inout GoldenStamp) -> Void, [String])] = [
            ("same", { _ in }, []),
            ("renderer", { $0.renderer = "0.2" }, ["renderer 0.1 → 0.2"]),
            ("diff", { $0.diffAlgorithm = "pixelmatch-yiq-1" }, ["diff algorithm exact-1 → pixelmatch-yiq-1"]),
            ("fonts", { $0.fonts = "x" }, ["fonts changed"]),
            ("tokens", { $0.tokens = "x" }, ["tokens.json changed"]),
            ("strings", { $0.strings = "x" }, ["strings changed"]),
            ("spec", { $0.spec = "x" }, ["screen spec changed"]),
            ("two", { $0.renderer = "0.2"; $0.tokens = "x" }, ["renderer 0.1 → 0.2", "tokens.json changed"]),
        ]
        for (name, change, expected) in cases {
            var newer = Self.stamp
            change(&newer)
            XCTAssertEqual(Self.stamp.changes(to: newer), expected, name)
        }
    }

    func testFingerprintsChangeOnlyForTheEditedInput() throws {
        let project = try makeCheckProject()
        let en = Cell(screen: "home", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1)
        let ar = Cell(screen: "home", device: "phone", locale: LocaleID("ar"), mode: .light, textScale: 1)
        let list = Cell(screen: "list", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1)
        let before = InputFingerprints(project: try project.load())
        let cases: [(file: String, old: String, new: String, changed: [Cell], phrase: String)] = [
            ("strings/en.json", "\"Home\"", "\"Hone\"", [en, list], "strings changed"),
            ("screens/home.json", "\"largeTitle\"", "\"headline\"", [en, ar], "screen spec changed"),
            ("tokens.json", "\"#111111\"", "\"#1111EE\"", [en, ar, list], "tokens.json changed"),
        ]
        var previous = before
        for (file, old, new, changed, phrase) in cases {
            try project.edit(file, replacing: old, with: new)
            let after = InputFingerprints(project: try project.load())
            for cell in [en, ar, list] {
                let changes = previous.stamp(for: cell, diffAlgorithm: "exact-1").changes(to: after.stamp(for: cell, diffAlgorithm: "exact-1"))
                XCTAssertEqual(changes, changed.contains(cell) ? [phrase] : [], "\(file) → \(cell)")
            }
            previous = after
        }
        XCTAssertEqual(InputFingerprints(project: try project.load()).stamp(for: en, diffAlgorithm: "exact-1"),
                       previous.stamp(for: en, diffAlgorithm: "exact-1"), "fingerprints are repeatable")
    }

    func testFingerprintIsFNV1a64() {
        // Published FNV-1a 64-bit test vectors.
        let cases: [(String, String)] = [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")]
        for (text, hex) in cases {
            var fingerprint = Fingerprint()
            fingerprint.add(text)
            XCTAssertEqual(fingerprint.description, hex, text)
        }
    }
}
