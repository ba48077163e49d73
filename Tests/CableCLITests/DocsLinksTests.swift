import Foundation
import Testing

/// The relative links of README.md and docs/ lead somewhere: the file exists and, when the link
/// names a section (`guide.md#cable-size`), the file has a heading with that GitHub anchor. Moving
/// or renaming a section breaks links silently otherwise.
struct DocsLinksTests {
    /// Files linked before they exist on a branch (none today): a link to one is not followed.
    static let pending: Set<String> = []

    /// GitHub's anchor for a heading: lower case, code marks and punctuation dropped, spaces as
    /// hyphens (`### cable check --json` → `cable-check---json`).
    static func anchor(_ heading: String) -> String {
        let kept = heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
        return String(kept.map { $0 == " " ? "-" : $0 })
    }

    /// The anchors of a Markdown file's headings, outside code blocks.
    static func anchors(_ text: String) -> Set<String> {
        var result: Set<String> = []
        var inCode = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                line[..<space].allSatisfy({ $0 == "#" })
            else { continue }
            result.insert(anchor(String(line[line.index(after: space)...])))
        }
        return result
    }

    /// `](target)` links outside code blocks.
    static func links(_ text: String) -> [String] {
        var result: [String] = []
        var inCode = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            var rest = Substring(line)
            while let start = rest.range(of: "](") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                result.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return result
    }

    @Test func anchor_followsGitHub() {
        #expect(Self.anchor("`cable check --json`") == "cable-check---json")
        #expect(Self.anchor("Marine mode: ABYC E-11") == "marine-mode-abyc-e-11")
        #expect(Self.anchor("Device catalogue: catalog and add --from") == "device-catalogue-catalog-and-add---from")
    }

    @Test(arguments: ReadmeExamplesTests.documents)
    func relativeLinks_leadToAFileAndSection(_ document: String) throws {
        let root = PackagePaths.root
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        for link in Self.links(text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? document : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString).standardizingPath
            if Self.pending.contains(file) { continue }
            let url = root.appendingPathComponent(file)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(document): \(link): no file \(file)")
            guard parts.count == 2, file.hasSuffix(".md"), let target = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            #expect(Self.anchors(target).contains(String(parts[1])), "\(document): \(link): no such section in \(file)")
        }
    }
}
