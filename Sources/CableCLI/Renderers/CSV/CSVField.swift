/// CSV as `cable` writes it (RFC 4180): fields with commas, quotes or line breaks are quoted,
/// quotes doubled.
enum CSVField {
    static func escaped(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }

    /// One record: the fields escaped, separated by commas, ended by a line feed.
    static func record(_ fields: [String]) -> String {
        fields.map(escaped).joined(separator: ",") + "\n"
    }
}
