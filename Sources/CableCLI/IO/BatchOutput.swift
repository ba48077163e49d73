import CableCore
import CablePlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `batch -o FILE` streams its records, by what ``OutputPath`` finds at the path: a regular
/// file is replaced atomically through a temporary file in its folder
/// (``FileReplacement/stream(to:name:environment:_:)``, under the folder's lock), so memory stays
/// flat however many records there are and a failed run leaves the old file as it was; a FIFO,
/// character device or socket is written in place; `/dev/stdout` and `/dev/stderr` are the
/// process's own streams. The command's input file is never overwritten.
enum BatchOutput {
    /// Runs `body` with a stream onto `path`'s target and finishes the write.
    /// - Returns: the confirmation (`wrote PATH`) for a file or node; nothing for a stream.
    static func write(
        to path: String, arguments: Arguments, _ body: (inout FileHandleOutputStream) throws(CLIError) -> Void
    ) throws(CLIError) -> CommandOutput {
        let resolved = try OutputPath.resolve(path)
        switch resolved {
        case .descriptor(let descriptor):
            try stream(to: descriptor, name: path, body)
            return CommandOutput()
        case .node(let target, let kind):
            let descriptor = try OutputFile.openNode(target, kind: kind, name: path)
            defer { close(descriptor) }
            try stream(to: descriptor, name: path, body)
        case .file(let target, let existing):
            if let existing { try OutputFile.refuseInput(existing, path: path, arguments: arguments) }
            try SystemFileStore.withLock(target) { () throws(CLIError) in
                try FileReplacement.stream(to: target, name: path, environment: arguments.environment) {
                    descriptor throws(CLIError) in
                    try stream(to: descriptor, name: path, body)
                }
            }
        }
        return CommandOutput(
            stderr: "wrote \(EchoedText.escapingAll(path))\n", changed: "\(EchoedText.escapingAll(path)) was written")
    }

    /// Runs `body` on a buffered stream onto `descriptor`; a failed write is an I/O error.
    private static func stream(
        to descriptor: Int32, name: String, _ body: (inout FileHandleOutputStream) throws(CLIError) -> Void
    ) throws(CLIError) {
        var output = FileHandleOutputStream(descriptor: descriptor)
        try body(&output)
        output.flush()
        if let reason = output.failureDescription {
            throw .ioError(.writeFailed(name, reason: reason))
        }
    }
}
