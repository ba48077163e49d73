/// The few string edits the renderers need, written on the standard library alone so the
/// executable links no Foundation (whose ICU data and conformances cost start-up time).
extension StringProtocol {
    /// The text followed by spaces up to `width` characters; never shortened.
    func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The text without trailing spaces, tabs and line breaks.
    var trimmedAtEnd: String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }

    /// The text with its first character in upper case: "drop" → "Drop".
    var withCapitalFirst: String {
        guard let first else { return "" }
        return first.uppercased() + dropFirst()
    }
}

extension Array where Element == String {
    /// The strings with `separator` between them. The standard library's generic version looks up
    /// a protocol conformance at run time on first use, a scan of every conformance in the
    /// binary; this concrete one does not.
    func joined(separator: String = "") -> String {
        var result = ""
        result.reserveCapacity(reduce(separator.utf8.count * Swift.max(0, count - 1)) { $0 + $1.utf8.count })
        for (offset, element) in enumerated() {
            if offset > 0 { result += separator }
            result += element
        }
        return result
    }
}
