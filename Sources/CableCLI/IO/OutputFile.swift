#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's output goes: standard output, or the file `-o`/`--output` names.
///
/// A file is written as system files are (``SystemFileStore``): to a temporary file in the same
/// folder, flushed, then renamed over the target under the folder's lock, so a reader never
/// sees half a report and a failed write leaves the old file in place. Failures exit 73 with
/// the reason. Binary documents (PDF) are refused on standard output unless `-o -` forces it.
enum OutputFile {
    /// The message when a binary format would go to standard output without `-o -`.
    static func refusal(_ kind: String) -> String {
        "refusing to write a \(kind) to the terminal or standard output; give -o FILE, or -o - to force"
    }

    /// The `--output` value: nil for standard output (no option, or `-`).
    static func path(_ arguments: Arguments) throws(CLIError) -> String? {
        guard let path = arguments.text(of: Options.output.spec) else { return nil }
        guard !path.isEmpty else {
            throw .usage("option '--output' needs a file name, or - for standard output", command: arguments.command.name)
        }
        return path == "-" ? nil : path
    }

    /// Text output: to the `-o` file when given, else to standard output.
    static func deliver(text: String, arguments: Arguments) throws(CLIError) -> CommandOutput {
        guard let path = try path(arguments) else { return CommandOutput(stdout: text) }
        try write(Array(text.utf8), to: path, arguments: arguments)
        return CommandOutput(stdout: "wrote \(path)\n")
    }

    /// A binary document (`kind` names it: "PDF"): to the `-o` file, to standard output only
    /// with `-o -`, otherwise a usage error. The bytes must be ASCII to pass through standard
    /// output, as ``PDFWriter``'s are.
    static func deliver(binary bytes: [UInt8], kind: String, arguments: Arguments) throws(CLIError) -> CommandOutput {
        guard arguments.text(of: Options.output.spec) != nil else {
            throw .usage(refusal(kind), command: arguments.command.name)
        }
        guard let path = try path(arguments) else {
            return CommandOutput(stdout: String(decoding: bytes, as: UTF8.self))
        }
        try write(bytes, to: path, arguments: arguments)
        return CommandOutput(stdout: "wrote \(path)\n")
    }

    /// Writes `bytes` to `path` atomically: through symbolic links, keeping an existing file's
    /// permissions; never over the command's input file or a folder.
    static func write(_ bytes: [UInt8], to path: String, arguments: Arguments) throws(CLIError) {
        let target = SystemFileStore.resolve(path)
        let directory = SystemFileStore.directoryOf(target)
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw .cannotCreate("cannot create '\(path)': '\(directory)': \(Platform.lastError)")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreate("cannot create '\(path)': '\(directory)' is not a directory")
        }
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw .cannotCreate("cannot create '\(path)': it is a directory") }
            var input = stat()
            if let source = arguments.parsed.positionals.first, source != "-", stat(source, &input) == 0,
                input.st_dev == info.st_dev, input.st_ino == info.st_ino
            {
                throw .usage(
                    "refusing to overwrite the input file '\(source)'; give another -o FILE", command: arguments.command.name)
            }
        }
        try SystemFileStore.withLock(target) { () throws(CLIError) in
            try SystemFileStore.write(bytes: bytes, to: target, environment: arguments.environment)
        }
    }
}
