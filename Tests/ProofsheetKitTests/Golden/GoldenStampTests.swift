import XCTest
@testable import ProofsheetKit

/// `GoldenStamp` in PNG text chunks and the change descriptions between two stamps.
final class GoldenStampTests: XCTestCase {
    static let inputs = CellInputs(entries: ["renderer:version": "0.1", "token:accent": "#5AA2FF", "string:home.title": "Home",
                                             "node:home/@root.children[0].style": "largeTitle", "node:home/@root.children[0].type": "text"])
    static let stamp = GoldenStamp(renderer: "0.1", diffAlgorithm: "exact-1", inputs: inputs)
    static let cell = Cell(screen: "home", device: "phone", locale: LocaleID("ar"), mode: .dark, textScale: 1)

    func testStampsRoundTripThroughPNGTextChunks() throws {
        let pixmap = try XCTUnwrap(Pixmap(width: 3, height: 2, fill: Color(r: 10, g: 20, b: 30)))
        let other = [PNGTextChunk(keyword: "Software", text: "elsewhere"), PNGTextChunk(keyword: "proofsheet", text: "not a stamp field")]
        let cases: [(String, PNGEncoder, [PNGTextChunk])] = [
            ("small preset, opaque", PNGEncoder(effort: .small, includeAlpha: false), Self.stamp.textChunks),
            ("fast preset, alpha", PNGEncoder(effort: .fast, includeAlpha: true), Self.stamp.textChunks),
            ("among other chunks", PNGEncoder(effort: .fast), other + Self.stamp.textChunks + other),
        ]
        for (name, encoder, chunks) in cases {
            let bytes = try encoder.encode(pixmap, text: chunks)
            let image = try PNGDecoder.decode(bytes, source: name)
            XCTAssertEqual(image.pixmap, pixmap, name)
            XCTAssertEqual(GoldenStamp(textChunks: image.text), Self.stamp, name)
            let leading = try PNGDecoder.readLeadingText(bytes, source: name, using: try XCTUnwrap(ZlibDecompressor()))
            XCTAssertEqual(GoldenStamp(textChunks: leading), Self.stamp, "\(name): read without decoding pixels")
        }
    }

    func testTheStampUsesNamespacedKeywordsAndDeflatesTheRecord() {
        XCTAssertEqual(Self.stamp.textChunks.map(\.keyword), ["proofsheet:renderer", "proofsheet:diff", "proofsheet:fingerprint", "proofsheet:inputs"])
        XCTAssertEqual(Self.stamp.textChunks.map(\.compressed), [false, false, false, true])
        XCTAssertEqual(Self.stamp.textChunks[2].text, Self.inputs.digest.description)
    }

    func testChunksWithoutARendererAreNoStampAndAForgedRecordIsDropped() {
        let cases: [(String, [PNGTextChunk])] = [
            ("none", []),
            ("foreign", [PNGTextChunk(keyword: "Title", text: "x")]),
            ("no renderer", Self.stamp.textChunks.filter { $0.keyword != "proofsheet:renderer" }),
        ]
        for (name, chunks) in cases { XCTAssertNil(GoldenStamp(textChunks: chunks), name) }
        var forged = Self.stamp.textChunks
        forged[3].text = forged[3].text.replacingOccurrences(of: "#5AA2FF", with: "#000000")
        XCTAssertNil(GoldenStamp(textChunks: forged)?.inputs, "a record that disagrees with its fingerprint is not trusted")
    }

    func testChangesNameEachDifferingInputWithModeLocaleAndValues() {
        let cases: [(String, [String: String?], [String])] = [
            ("same", [:], []),
            ("token", ["token:accent": "#4C8DF0"], ["token accent (dark) #5AA2FF → #4C8DF0"]),
            ("string", ["string:home.title": "الرئيسية"], ["string ar:home.title Home → الرئيسية"]),
            ("node property", ["node:home/@root.children[0].style": "headline"], ["screen home: node @root.children[0] style largeTitle → headline"]),
            ("node gone", ["node:home/@root.children[0].style": nil, "node:home/@root.children[0].type": nil],
             ["screen home: node @root.children[0] (gone)"]),
            ("new input", ["asset:hero.png": "h:00000000000000000000000000000001"], ["asset hero.png (new)"]),
            ("renderer", ["renderer:version": "0.2"], ["renderer 0.1 → 0.2"]),
            ("property set", ["node:home/@root.children[0].padding": "0"], ["screen home: node @root.children[0] padding 0 (new)"]),
            ("property unset", ["node:home/@root.children[0].style": nil], ["screen home: node @root.children[0] style largeTitle (gone)"]),
        ]
        for (name, edits, expected) in cases {
            var entries = Self.inputs.entries
            for (key, value) in edits { entries[key] = value }
            let newer = GoldenStamp(renderer: "0.1", diffAlgorithm: "exact-1", inputs: CellInputs(entries: entries))
            XCTAssertEqual(Self.stamp.changes(to: newer, cell: Self.cell).map(\.text), expected, name)
        }
        let unrecorded = GoldenStamp(renderer: "0.1", diffAlgorithm: "exact-1", inputs: nil)
        XCTAssertEqual(unrecorded.changes(to: Self.stamp, cell: Self.cell), [.unrecorded])
    }

    func testRecordTextRoundTripsAndHashesLongValues() throws {
        let long = String(repeating: "x", count: 41)
        XCTAssertEqual(CellInputs.value("#5AA2FF"), "#5AA2FF")
        XCTAssertEqual(CellInputs.value(long), "h:" + ContentHash(long).description)
        XCTAssertEqual(CellInputs.value("two\nlines").prefix(2), "h:")
        XCTAssertEqual(CellInputs(text: Self.inputs.text), Self.inputs)
        XCTAssertNil(CellInputs(text: "nokind:x\t1\n"), "an unknown kind is a damaged record")
        XCTAssertNil(CellInputs(text: "token:accent\t#5AA2FF\nstring:home.title Home\n"), "a line without a tab is a damaged record")
        // Arabic values, a value holding a colon and a tab after the first (the key ends at the first), empty lines.
        let arabic = CellInputs(entries: ["string:home.title": "الرئيسية", "node:home/@root.children[0].style": "a:b"])
        XCTAssertEqual(CellInputs(text: arabic.text), arabic)
        XCTAssertEqual(CellInputs(text: "\n" + arabic.text + "\n\nstring:x\tone\ttwo\n"),
                       CellInputs(entries: arabic.entries.merging(["string:x": "one\ttwo"]) { $1 }))
        XCTAssertEqual(CellInputs(text: ""), CellInputs(entries: [:]))
    }

    func testContentHashIsXXH3With128Bits() {
        // XXH3-128 of the empty input, from the xxHash reference implementation's test vectors.
        XCTAssertEqual(ContentHash([UInt8]()).description, "99aa06d3014798d86001c324468d497f")
        XCTAssertEqual(ContentHash(hex: ContentHash("abc").description), ContentHash("abc"))
        XCTAssertNil(ContentHash(hex: "xyz"))
    }
}

/// The FNV-1a fingerprint `Sharding` still mixes cell names with.
final class FNVFingerprintTests: XCTestCase {
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
