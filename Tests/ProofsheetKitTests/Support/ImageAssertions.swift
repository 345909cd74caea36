import Foundation
import XCTest
@testable import ProofsheetKit

/// Compares two pixmaps channel by channel; on failure writes an expected | diff | actual strip as a binary PAM
/// (RGB_ALPHA, viewable with GIMP or `convert strip.pam strip.png`) to a temporary folder and prints its path.
///
/// `tolerance` is the largest allowed difference per channel. In the diff panel, matching pixels are a faded grey
/// copy of the expected image and differing pixels are red (brighter = larger difference).
func assertPixmapsEqual(_ expected: Pixmap, _ actual: Pixmap, _ name: String, tolerance: Int = 0,
                        file: StaticString = #filePath, line: UInt = #line) {
    guard expected.width == actual.width, expected.height == actual.height else {
        XCTFail("\(name): size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)",
                file: file, line: line)
        return
    }
    if expected.bytes == actual.bytes { return }
    var differing = 0, largest = 0
    var diff = [UInt8](repeating: 0, count: expected.bytes.count)
    for pixel in 0..<(expected.width * expected.height) {
        let i = pixel * 4
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(expected.bytes[i + c]) - Int(actual.bytes[i + c]))) }
        largest = max(largest, delta)
        if delta > tolerance {
            differing += 1
            diff[i] = UInt8(min(255, 128 + delta)); diff[i + 1] = 0; diff[i + 2] = 0; diff[i + 3] = 255
        } else {
            let grey = (Int(expected.bytes[i]) + Int(expected.bytes[i + 1]) + Int(expected.bytes[i + 2])) / 3
            let faded = UInt8(192 + grey / 4)
            diff[i] = faded; diff[i + 1] = faded; diff[i + 2] = faded; diff[i + 3] = 255
        }
    }
    if differing == 0 { return }
    let path = writeComparisonStrip(expected: expected, diff: diff, actual: actual, name: name)
    XCTFail("\(name): \(differing) pixel(s) differ by more than \(tolerance) (largest \(largest)); "
            + "expected | diff | actual written to \(path)", file: file, line: line)
}

/// Writes `expected | diff | actual` side by side as a PAM file and returns its path.
func writeComparisonStrip(expected: Pixmap, diff: [UInt8], actual: Pixmap, name: String) -> String {
    let w = expected.width, h = expected.height, gap = 2
    let stripWidth = 3 * w + 2 * gap
    var strip = [UInt8](repeating: 255, count: stripWidth * h * 4)
    let panels: [[UInt8]] = [expected.bytes, diff, actual.bytes]
    for (index, panel) in panels.enumerated() {
        let left = index * (w + gap)
        for y in 0..<h {
            let source = y * w * 4, target = (y * stripWidth + left) * 4
            strip.replaceSubrange(target..<(target + w * 4), with: panel[source..<(source + w * 4)])
        }
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-image-failures")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let safeName = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    let url = folder.appendingPathComponent("\(safeName).pam")
    let header = "P7\nWIDTH \(stripWidth)\nHEIGHT \(h)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    var data = Data(header.utf8)
    data.append(contentsOf: strip)
    try? data.write(to: url)
    print("image comparison strip: \(url.path)")
    return url.path
}

/// The pixmap flipped left to right.
func mirroredHorizontally(_ pixmap: Pixmap) -> Pixmap {
    var result = pixmap
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width {
            result[pixmap.width - 1 - x, y] = pixmap[x, y]
        }
    }
    return result
}
