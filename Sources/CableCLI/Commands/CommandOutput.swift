/// What a command produced: text for stdout and stderr, and the exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: ExitCode = .ok
}

/// Where results go as a command makes them (`batch` streams; the others return their text in a
