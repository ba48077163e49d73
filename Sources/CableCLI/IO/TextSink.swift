import CableCore

/// A text stream whose pieces go straight on to where ``OutputFile/stream(arguments:stdout:binary:_:)``
/// sends them (standard output, a temporary file renamed over `-o FILE`, a FIFO): a renderer
/// writes a long document into it a piece at a time and nothing keeps the whole.
struct TextSink: TextOutputStream {
    private let send: (String) -> Void

    /// Runs `body` with a sink onto `output`; each piece is made printable first when
    /// `printable` (standard output gets the guard ``CLI`` applies to every text it prints:
    /// ``EchoedText/printable(_:)``).
    static func writing(
        to output: inout some TextOutputStream, printable: Bool, _ body: (inout TextSink) -> Void
    ) {
        func send(_ text: String) { output.write(printable ? EchoedText.printable(text) : text) }
        withoutActuallyEscaping(send) { send in
            var sink = TextSink(send: send)
            body(&sink)
        }
    }

    mutating func write(_ string: String) {
        if !string.isEmpty { send(string) }
    }
}
