import CableCore

/// Text for people with some spans marked by what they mean (a failure, a pass, a warning, a
/// limit), so that `CLI.run` can colour them on a terminal.
///
/// The marks are ranges beside the text, never characters in it: the text still passes
/// ``EchoedText/printable(_:)`` piece by piece, which escapes any escape character input put
/// there, and the colour codes are added afterwards from the ranges alone (``coloured(_:spans:)``).
/// So input cannot colour anything or reach the terminal's controls, and a renderer marks
/// meaning, not colours.
struct StyledText {
    /// What a span means; ``sgr`` says how a terminal shows it. Kept restrained: red for
    /// failures and errors, green for a pass, yellow for warnings, bold for what limited a size.
    enum Style: Equatable, Sendable {
        case failure, success, warning, emphasis

        /// The Select Graphic Rendition parameters (ECMA-48 8.3.117).
        var sgr: String {
            switch self {
            case .failure: "31"
            case .success: "32"
            case .warning: "33"
            case .emphasis: "1"
            }
        }
    }

    /// A marked range of the text, in UTF-8 bytes from its start.
    struct Span: Equatable, Sendable {
        let range: Range<Int>
        let style: Style
    }

    private(set) var text = ""
    private(set) var spans: [Span] = []

    init() {}

    init(_ text: String) { self.text = text }

    mutating func append(_ piece: String) { text += piece }

    /// Appends `piece` marked with `style`.
    mutating func append(_ piece: String, _ style: Style) {
        let start = text.utf8.count
        text += piece
        spans.append(Span(range: start..<text.utf8.count, style: style))
    }

    /// The text as a terminal shows it: every piece made printable, the marked ones wrapped in
    /// SGR codes. Spans must be in order and must not overlap (``append(_:_:)`` makes them so);
    /// one that does not fit the text is ignored.
    static func coloured(_ text: String, spans: [Span]) -> String {
        guard !spans.isEmpty else { return EchoedText.printable(text) }
        let bytes = Array(text.utf8)
        var result = ""
        var position = 0
        func piece(_ range: Range<Int>) -> String { EchoedText.printable(String(decoding: bytes[range], as: UTF8.self)) }
        for span in spans where span.range.lowerBound >= position && span.range.upperBound <= bytes.count {
            result += piece(position..<span.range.lowerBound)
            result += "\u{1B}[\(span.style.sgr)m" + piece(span.range) + "\u{1B}[0m"
            position = span.range.upperBound
        }
        return result + piece(position..<bytes.count)
    }
}
