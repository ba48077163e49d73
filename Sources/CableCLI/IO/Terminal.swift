#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `cable` knows of the terminal it runs in: whether standard output and standard error
/// are terminals, and how wide standard output's is. The one place terminal detection lives;
/// tests make a value by hand (``init(stdoutIsTerminal:stderrIsTerminal:columns:)``) to run a
/// command "on a terminal" in process.
///
/// Detection is two `isatty` calls and, only when standard output is a terminal, one
/// `TIOCGWINSZ` ioctl: nothing a one-off `cable size` notices.
struct Terminal: Equatable, Sendable {
    /// Standard output is a terminal (not a pipe or a file).
    let stdoutIsTerminal: Bool
    /// Standard error is a terminal.
    let stderrIsTerminal: Bool
    /// The width of standard output's terminal in columns; nil when it is not a terminal.
    let columns: Int?
    /// The height of standard output's terminal in lines, when it says (``Pager`` pages text
    /// longer than that); nil when it is not a terminal or does not say, and in tests that fake
    /// a terminal without it (so they never start a pager).
    let rows: Int?

    init(stdoutIsTerminal: Bool, stderrIsTerminal: Bool = false, columns: Int? = nil, rows: Int? = nil) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.columns = stdoutIsTerminal ? (columns ?? Self.fallbackColumns) : nil
        self.rows = stdoutIsTerminal ? rows : nil
    }

    /// Neither stream is a terminal: what tests and pipes see, and the default of `CLI.run`.
    static let none = Terminal(stdoutIsTerminal: false)

    /// The width assumed when the terminal does not say and `COLUMNS` is not set.
    static let fallbackColumns = 80

    /// The process's own terminal: `isatty` on descriptors 1 and 2; the width from
    /// `TIOCGWINSZ`, else the `COLUMNS` environment variable, else 80; the height from
    /// `TIOCGWINSZ`, else `LINES`, else unknown.
    static func detect(environment: Environment) -> Terminal {
        let stdout = isatty(1) == 1
        let stderr = isatty(2) == 1
        guard stdout else { return Terminal(stdoutIsTerminal: false, stderrIsTerminal: stderr) }
        var size = winsize()
        let sized = ioctl(1, UInt(TIOCGWINSZ), &size) == 0
        let rows = sized && size.ws_row > 0 ? Int(size.ws_row) : count(environment["LINES"])
        if sized, size.ws_col > 0 {
            return Terminal(stdoutIsTerminal: true, stderrIsTerminal: stderr, columns: Int(size.ws_col), rows: rows)
        }
        return Terminal(stdoutIsTerminal: true, stderrIsTerminal: stderr, columns: columns(environment), rows: rows)
    }

    /// `COLUMNS` when it holds a positive whole number.
    static func columns(_ environment: Environment) -> Int? { count(environment["COLUMNS"]) }

    /// `text` when it is a positive whole number.
    private static func count(_ text: String?) -> Int? {
        guard let text, let value = Int(text), value > 0 else { return nil }
        return value
    }
}
