import Foundation
import XCTest

/// Raw-pointer code stays inside the kernels listed in docs/unsafe-kernels.txt (ARCHITECTURE.md, "Concurrency
/// and unsafe code"): a grep over every Swift file of Sources/.
final class UnsafeCodeTests: XCTestCase {
    static let pattern = try! NSRegularExpression(
        pattern: #"Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe|baseAddress|OpaquePointer|unsafeBitCast|assumingMemoryBound|bindMemory"#)

    func testRawPointersStayInTheListedKernels() throws {
        let root = ScratchProject.repositoryRoot
        let listed = try String(contentsOfFile: root + "/docs/unsafe-kernels.txt", encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let allowed = Set(listed)
        XCTAssertEqual(allowed.count, listed.count, "a file is listed twice")
        var offenders: [String] = []
        var used: Set<String> = []
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/Sources"))
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = "Sources/" + relative
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let range = NSRange(code.startIndex..., in: code)
            guard Self.pattern.firstMatch(in: code, range: range) != nil else { continue }
            used.insert(path)
            if !allowed.contains(path) { offenders.append(path) }
        }
        XCTAssertEqual(offenders.sorted(), [], "raw pointers outside the kernels of docs/unsafe-kernels.txt")
        XCTAssertEqual(allowed.subtracting(used).sorted(), [], "listed kernels that no longer use raw pointers: remove them from the list")
    }
}
