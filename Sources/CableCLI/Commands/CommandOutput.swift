/// What a command produced: text for stdout and stderr, and the exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: ExitCode = .ok
    /// What the command changed on disk (`changed van.json`), said on stderr should its
    /// confirmation fail to print, so a failed write of the output is not taken for a failed edit.
    var changed: String? = nil
}

/// Where results go as a command makes them (`batch` streams; the others return their text in a
