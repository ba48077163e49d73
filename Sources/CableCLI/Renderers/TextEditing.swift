/// The few string edits the renderers need, on the standard library alone (`cable` links no
/// Foundation).
extension StringProtocol {
    /// The text followed by spaces up to `width` characters; never shortened.
    func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
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
