/// Text from input (a system's or a circuit's name) placed in Markdown, shown as the characters
/// it is: CommonMark lets a backslash escape any ASCII punctuation, so the characters that could
/// start markup — emphasis, links, images, code, raw HTML (`<script>`), entities, table cells —
/// are escaped, and a name cannot inject HTML or links into a rendered bill of materials.
enum MarkdownText {
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "&", "!", "~"]

    static func escaped(_ text: String) -> String {
        guard text.contains(where: special.contains) else { return text }
        var result = ""
        for character in text {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
