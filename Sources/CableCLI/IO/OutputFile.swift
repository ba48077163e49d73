import CableCore
import CablePlatform
import CableText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's output goes: standard output, or what `-o`/`--output` names.
///
/// ``OutputPath`` decides how a path is written: a regular file is replaced atomically under the
/// folder's lock, keeping its identity (``FileReplacement``), so a reader never sees half a
/// report and a failed write leaves the old file in place; a FIFO, character device or socket
/// is written in place; `/dev/stdout` and `/dev/stderr` are this process's own streams. Binary
/// documents (PDF) go to standard output when it is redirected (`> r.pdf`, a pipe), and are
/// refused when it is a terminal (``Terminal``) unless `-o -` (or `-o /dev/stdout`) forces it.
enum OutputFile {
    /// Whether a binary document would go to the terminal: no `-o`, and standard output is one.
    static func refusesBinary(_ arguments: Arguments) -> Bool {
        arguments.text(of: Options.output.spec) == nil && arguments.terminal.stdoutIsTerminal
    }

    /// The `--output` value: nil for standard output (no option, or `-`).
    static func path(_ arguments: Arguments) throws(CLIError) -> String? {
        guard let path = arguments.text(of: Options.output.spec) else { return nil }
        guard !path.isEmpty else {
            throw .usage(.output(.needsFileName), command: arguments.command.name)
        }
        return path == "-" ? nil : path
    }

    /// Text output: to the `-o` target when given, else to standard output.
    static func deliver(text: String, arguments: Arguments) throws(CLIError) -> CommandOutput {
        guard let path = try path(arguments) else { return CommandOutput(stdout: text) }
        return try write(Array(text.utf8), to: path, arguments: arguments)
    }

    /// Text for people, styled for a terminal (``StyledText``): to the `-o` target when given
    /// (plain), else to standard output with its marks.
    static func deliver(styled text: StyledText, arguments: Arguments) throws(CLIError) -> CommandOutput {
        guard let path = try path(arguments) else { return CommandOutput(stdout: text) }
        return try write(Array(text.text.utf8), to: path, arguments: arguments)
    }

    /// A command's finished output with its stdout sent to the `-o` target when given; its
    /// stderr and exit status are kept (`size` that finds no fuse writes the file and exits 1).
    static func deliver(_ output: CommandOutput, arguments: Arguments) throws(CLIError) -> CommandOutput {
        if try path(arguments) == nil { return output }  // standard output: as it is, colour marks too
        var delivered = try deliver(text: output.stdout, arguments: arguments)
        delivered.stderr = output.stderr + delivered.stderr
        delivered.status = output.status
        return delivered
    }

    /// A binary document (`kind` names it: "PDF"): to the `-o` target, to standard output when it
    /// is not a terminal or with `-o -`, otherwise a usage error. The bytes must be ASCII to pass
    /// through standard output, as ``PDFWriter``'s are.
    static func deliver(binary bytes: [UInt8], kind: String, arguments: Arguments) throws(CLIError) -> CommandOutput {
        guard !refusesBinary(arguments) else {
            throw .usage(.output(.binaryToTerminal(kind: kind)), command: arguments.command.name)
        }
        guard let path = try path(arguments) else {
            return CommandOutput(stdout: String(decoding: bytes, as: UTF8.self))
        }
        return try write(bytes, to: path, arguments: arguments)
    }

    /// A document written while it is made (`report` of a large system), a piece at a time
    /// through the ``TextSink`` `body` is given, so memory holds a piece rather than the whole:
    /// to standard output (made printable as ``CLI`` makes every text, piece by piece), or to
    /// where `-o` leads as ``write(_:to:arguments:)`` writes — a regular file through a temporary
    /// file renamed over it (``FileReplacement/stream(to:name:environment:_:)``, under the
    /// folder's lock), a FIFO, device or socket in place. The bytes, messages and exit codes are
    /// those of delivering the finished text. Two cases still hold the whole document: a file
    /// with other hard links (rewritten in place, as before) and `-o /dev/stderr`.
    /// - Parameter kind: names a binary document ("PDF"), refused on a terminal as
    ///   ``deliver(binary:kind:arguments:)`` refuses it.
    static func stream(
        arguments: Arguments, stdout: inout some ResultStream, binary kind: String? = nil, _ body: (inout TextSink) -> Void
    ) throws(CLIError) -> CommandOutput {
        if let kind, refusesBinary(arguments) {
            throw .usage(.output(.binaryToTerminal(kind: kind)), command: arguments.command.name)
        }
        guard let path = try path(arguments) else {
            TextSink.writing(to: &stdout, printable: true, body)
            return CommandOutput()
        }
        let resolved = try OutputPath.resolve(path)
        switch resolved {
        case .descriptor(1):
            TextSink.writing(to: &stdout, printable: true, body)
            return CommandOutput()
        case .descriptor(let descriptor) where descriptor != 2:
            try stream(to: descriptor, name: path, body)
            return written(path, in: arguments.language)
        case .node(let target, let kind):
            let descriptor = try openNode(target, kind: kind, name: path)
            defer { close(descriptor) }
            try stream(to: descriptor, name: path, body)
            return written(path, in: arguments.language)
        case .file(let target, let existing) where existing.map({ $0.links == 1 }) ?? true:
            if let existing { try refuseInput(existing, path: path, arguments: arguments) }
            try SystemFileStore.withLock(target) { () throws(CLIError) in
                try FileReplacement.stream(to: target, name: path, environment: arguments.environment) {
                    descriptor throws(CLIError) in
                    var output = FileHandleOutputStream(descriptor: descriptor)
                    TextSink.writing(to: &output, printable: false, body)
                    output.flush()
                    if let code = output.failure ?? (output.closed ? EPIPE : nil) {
                        throw Platform.writeFailure(code, .write(path))
                    }
                }
            }
            return written(path, in: arguments.language)
        default:
            // Standard error, or a file with other hard links: made whole, then written.
            var text = ""
            TextSink.writing(to: &text, printable: false, body)
            return try write(Array(text.utf8), to: resolved, name: path, arguments: arguments)
        }
    }

    /// Streams `body`'s pieces onto an open descriptor; a failed write, a closed pipe included,
    /// is the error ``send(_:to:name:)`` gives.
    private static func stream(to descriptor: Int32, name: String, _ body: (inout TextSink) -> Void) throws(CLIError) {
        var output = FileHandleOutputStream(descriptor: descriptor)
        TextSink.writing(to: &output, printable: false, body)
        output.flush()
        if let code = output.failure ?? (output.closed ? EPIPE : nil) {
            throw Platform.writeFailure(code, .write(name))
        }
    }

    /// The confirmation of a file or node written.
    private static func written(_ path: String, in language: Language) -> CommandOutput {
        CommandOutput(
            stderr: language.tr("wrote {file}", ["file": EchoedText.escapingAll(path)]) + "\n",
            changed: "\(EchoedText.escapingAll(path)) was written")
    }

    /// Writes `bytes` where `path` leads (``OutputPath``), never over the command's input file.
    /// - Returns: the confirmation (`wrote PATH`), or the bytes themselves for standard output
    ///   and standard error.
    static func write(_ bytes: [UInt8], to path: String, arguments: Arguments) throws(CLIError) -> CommandOutput {
        try write(bytes, to: try OutputPath.resolve(path), name: path, arguments: arguments)
    }

    /// Writes `bytes` to an output path already resolved from `path`.
    static func write(_ bytes: [UInt8], to resolved: OutputPath, name path: String, arguments: Arguments) throws(CLIError)
        -> CommandOutput
    {
        switch resolved {
        case .descriptor(1):
            return CommandOutput(stdout: String(decoding: bytes, as: UTF8.self))
        case .descriptor(2):
            return CommandOutput(stderr: String(decoding: bytes, as: UTF8.self))
        case .descriptor(let descriptor):
            try send(bytes, to: descriptor, name: path)
        case .node(let target, let kind):
            try writeInPlace(bytes, to: target, kind: kind, name: path)
        case .file(let target, let existing):
            if let existing { try refuseInput(existing, path: path, arguments: arguments) }
            try SystemFileStore.withLock(target) { () throws(CLIError) in
                try FileReplacement.write(bytes, to: target, name: path, environment: arguments.environment)
            }
        }
        return written(path, in: arguments.language)
    }

    /// Opens a FIFO, character device or socket and writes to it; the node stays as it is.
    private static func writeInPlace(_ bytes: [UInt8], to target: String, kind: OutputPath.NodeKind, name: String)
        throws(CLIError)
    {
        let descriptor = try openNode(target, kind: kind, name: name)
        defer { close(descriptor) }
        try send(bytes, to: descriptor, name: name)
    }

    /// A FIFO, character device or socket opened for writing in place: a socket connected, any
    /// other node opened to append without following a link. The caller closes it.
    static func openNode(_ target: String, kind: OutputPath.NodeKind, name: String) throws(CLIError) -> Int32 {
        let descriptor =
            kind == .socket ? cable_connect_unix(target) : open(target, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_APPEND)
        guard descriptor >= 0 else { throw Platform.writeFailure(errno, .write(name)) }
        return descriptor
    }

    private static func send(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(CLIError) {
        if let code = bytes.withUnsafeBytes({ Platform.writeAll(descriptor, $0) }) {
            throw Platform.writeFailure(code, .write(name))
        }
    }

    /// Refuses to replace the file the command reads (`report van.json -o van.json`).
    static func refuseInput(_ target: FileIdentity, path: String, arguments: Arguments) throws(CLIError) {
        var input = stat()
        guard let source = arguments.parsed.positionals.first, source != "-", stat(source, &input) == 0,
            target.isSameFile(as: input)
        else { return }
        throw .usage(.output(.overwritesInput(source)), command: arguments.command.name)
    }
}
