/// What a command produced: text for stdout and stderr, and the exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: ExitCode = .ok
    /// What the command changed on disk (`changed van.json`), said on stderr should its standard
    /// output fail, so a failed write of the output is not taken for a failed edit. Confirmations
    /// (`wrote FILE`, `added load … to …`) go to stderr: stdout carries results only.
    var changed: String? = nil
    /// Spans of `stdout` and `stderr` marked for colour (``StyledText``); shown only on a
    /// terminal, as ``ColourMode`` decides.
    var styles: [StyledText.Span] = []
    var stderrStyles: [StyledText.Span] = []
}

extension CommandOutput {
    /// Styled text for stdout and stderr.
    init(stdout: StyledText, stderr: StyledText = StyledText(), status: ExitCode = .ok) {
        self.init(stdout: stdout.text, stderr: stderr.text, status: status, styles: stdout.spans, stderrStyles: stderr.spans)
    }
}
