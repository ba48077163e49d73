/// Fills a message's placeholders: `over the {limit} limit` with `limit` = `3 %`.
enum Template {
    /// `template` with each `{name}` of `values` replaced; other braces are left as they are.
    ///
    /// Every run that prints a result comes here (about 30 times for `cable size`), so it scans
    /// the UTF-8 bytes for the ASCII braces and copies whole runs of text: walking `Character`s
    /// and appending `Substring`s cost a third of `size`'s start-up (measured with callgrind).
    /// Braces are ASCII, so every index found is a valid `String.Index` for slicing `template`.
    static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        let bytes = template.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard bytes.contains(open) else { return template }
        var text = ""
        var copied = bytes.startIndex
        var searchFrom = bytes.startIndex
        while let start = bytes[searchFrom...].firstIndex(of: open) {
            let nameStart = bytes.index(after: start)
            guard let end = bytes[nameStart...].firstIndex(of: close) else { break }
            let name = String(template[nameStart..<end])
            if let value = values.first(where: { $0.key == name })?.value {
                text += String(template[copied..<start])
                text += value
                copied = bytes.index(after: end)
                searchFrom = copied
            } else {
                searchFrom = nameStart
            }
        }
        return text + String(template[copied...])
    }
}
