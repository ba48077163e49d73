/// The layout of a file's text beyond its JSON — its line ending and its indent — so an edit
/// writes the file back the way its author keeps it (a Windows editor's CRLF, tabs) and `git
/// diff` shows only what changed.
///
/// Detected from the text read: CRLF when the first line break is one, else LF; the indent is
/// the leading white space of the first indented line (one level deep in a system file), when
/// it is all tabs or all spaces. Anything else is the standard style, LF and two spaces.
package struct TextStyle: Equatable, Sendable {
    /// `"\n"` or `"\r\n"`.
    package let lineEnding: String
    /// One level of indent: spaces or tabs.
    package let indent: String

    /// How `cable` writes a new file: LF, two spaces.
    package static let standard = TextStyle(lineEnding: "\n", indent: "  ")

    init(lineEnding: String, indent: String) {
        self.lineEnding = lineEnding
        self.indent = indent
    }

    /// The style of `bytes`, a file's text.
    package init(detecting bytes: [UInt8]) {
        var lineEnding = "\n"
        var indent = "  "
        if let feed = bytes.firstIndex(of: 0x0A) {
            if feed > 0, bytes[feed - 1] == 0x0D { lineEnding = "\r\n" }
            var index = feed + 1
            while index < bytes.count {
                let start = index
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                let run = bytes[start..<index]
                if let first = run.first, run.allSatisfy({ $0 == first }) {
                    indent = String(decoding: run, as: UTF8.self)
                    break
                }
                guard run.isEmpty, let next = bytes[index...].firstIndex(of: 0x0A) else { break }
                index = next + 1
            }
        }
        self.init(lineEnding: lineEnding, indent: indent)
    }

    /// `text`, laid out in the standard style (LF, two spaces a level, as `JSONWriter` writes
    /// system files), in this style. JSON strings hold no raw line breaks, so every line feed and
    /// every leading space in `text` is layout.
    package func apply(to text: String) -> String {
        guard self != .standard else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let spaces = line.prefix { $0 == " " }.count
            result += String(repeating: indent, count: spaces / 2)
            result += line.dropFirst(spaces - spaces % 2)
            result += lineEnding
        }
        return result
    }
}
