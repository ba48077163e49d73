#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text for people longer than the screen goes through a pager when standard output is a
/// terminal, as git and gh do: `CABLE_PAGER`, else `PAGER`, else `less -FRX` (quit if it fits,
/// keep colour, leave the text on the screen). Never when standard output is not a terminal,
/// for JSON (asked for, or text that starts as a JSON document does), with `--no-pager`, in CI
/// (`CI` set), on a `dumb` terminal, or when the pager named is empty or `cat`.
/// ``command(for:terminal:environment:json:noPager:)`` decides (tests call it);
/// ``page(_:through:)`` runs the pager.
enum Pager {
    /// The environment variables the decision reads.
    static let environmentVariables = ["CABLE_PAGER", "PAGER", "CI", "LINES"]

    /// The pager when no variable names one.
    static let fallback = "less -FRX"

    /// The shell command to page `text` through, or nil to write it as it is.
    static func command(
        for text: String, terminal: Terminal, environment: Environment, json: Bool, noPager: Bool
    ) -> String? {
        guard !noPager, !json, terminal.stdoutIsTerminal, let rows = terminal.rows, let columns = terminal.columns
        else { return nil }
        // JSON without --json (`cable example`, `cable schema`) is for a program or a file too.
        guard text.first != "{", text.first != "[" else { return nil }
        guard environment["CI"] == nil, environment["TERM"] != "dumb" else { return nil }
        let named = environment["CABLE_PAGER"] ?? environment["PAGER"] ?? fallback
        let words = named.split { $0 == " " || $0 == "\t" }
        guard !words.isEmpty, words != ["cat"] else { return nil }
        return screenLines(text, columns: columns) >= rows ? named : nil
    }

    /// How many lines of the screen `text` takes at `columns` (a longer line wraps).
    static func screenLines(_ text: String, columns: Int) -> Int {
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            lines += max(1, (line.count + columns - 1) / max(columns, 1))
        }
        return lines
    }

    /// Writes `text` to `command` run by `/bin/sh -c` with standard input a pipe, and waits for
    /// it. False when the pager could not be started (the caller writes the text itself); a
    /// pager that quits early (`q` in less) ends the writing quietly.
    static func page(_ text: String, through command: String) -> Bool {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return false }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var process = pid_t()
        let arguments = ["/bin/sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&process, "/bin/sh", &actions, nil, &argv, environ)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }  // the pager quit (EPIPE): the reader went away
            written += count
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        return true
    }
}
