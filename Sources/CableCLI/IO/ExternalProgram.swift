#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another program run as a filter: found on `PATH`, given bytes on its standard input, its
/// standard output and standard error collected. `diagram -o d.png` hands its SVG to
/// `rsvg-convert` this way; no package dependency and no shell.
///
/// The three pipes are served by one `poll` loop (the input written in pieces without blocking),
/// so a program that writes before it has read everything cannot deadlock with `cable`. SIGPIPE is
/// ignored by `CLI.runProcess`, so a program that exits early only ends the writing.
enum ExternalProgram {
    /// What the program did: its exit status (nil when a signal ended it) and its two outputs.
    struct Outcome {
        let status: Int32?
        let output: [UInt8]
        let errors: [UInt8]
    }

    /// The path of the executable `name` in the folders of `PATH` (`/usr/bin:/bin` without one),
    /// or nil when none holds one.
    static func find(_ name: String, environment: Environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs `path` with `arguments` (after the program's name), `input` on its standard input.
    /// - Returns: what it did, or the C library's reason when it could not be started.
    static func run(_ path: String, arguments: [String], input: [UInt8]) -> Result<Outcome, Errno> {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let code = errno
                for ends in pipes { ends.forEach { close($0) } }
                return .failure(Errno(code))
            }
            pipes.append(ends)
        }
        let (stdinPipe, stdoutPipe, stderrPipe) = (pipes[0], pipes[1], pipes[2])
        let started = spawn(
            path, arguments: arguments, stdin: stdinPipe[0], stdout: stdoutPipe[1], stderr: stderrPipe[1],
            closing: pipes.flatMap { $0 })
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard case .success(let pid) = started else {
            [stdinPipe[1], stdoutPipe[0], stderrPipe[0]].forEach { close($0) }
            if case .failure(let error) = started { return .failure(error) }
            return .failure(Errno(EINVAL))
        }
        let (output, errors) = exchange(input, stdin: stdinPipe[1], stdout: stdoutPipe[0], stderr: stderrPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The wait status: exited when the low seven bits are 0, with the code in the next eight.
        let exited = status & 0x7F == 0
        return .success(Outcome(status: exited ? (status >> 8) & 0xFF : nil, output: output, errors: errors))
    }

    /// Starts the program with the three descriptors as its standard streams.
    private static func spawn(
        _ path: String, arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32, closing: [Int32]
    ) -> Result<pid_t, Errno> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        for descriptor in closing where descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        return code == 0 ? .success(pid) : .failure(Errno(code))
    }

    /// Writes `input` to `stdin` (then closes it) while reading `stdout` and `stderr` to their ends.
    private static func exchange(_ input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32) -> ([UInt8], [UInt8]) {
        _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
        var descriptors = [
            pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0), pollfd(fd: stdout, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stderr, events: Int16(POLLIN), revents: 0),
        ]
        var written = 0
        if input.isEmpty {
            close(stdin)
            descriptors[0].fd = -1
        }
        var collected: [[UInt8]] = [[], [], []]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[0].fd >= 0, descriptors[0].revents != 0 {
                let count = input.withUnsafeBytes { bytes in
                    guard let base = bytes.baseAddress else { return 0 }  // not empty: closed above when it is
                    return writeSome(stdin, base + written, min(bytes.count - written, 1 << 16))
                }
                if count > 0 { written += count }
                if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    close(stdin)
                    descriptors[0].fd = -1
                }
            }
            for index in 1...2 where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
        }
        return (collected[1], collected[2])
    }

    /// `write(2)`, named apart from the module's other `write`s.
    private static func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }

    /// A C library error number.
    struct Errno: Error, Equatable {
        let code: Int32
        init(_ code: Int32) { self.code = code }
    }
}
