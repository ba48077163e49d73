import Foundation

signal(SIGPIPE, SIG_IGN)  // a closed pipe is reported as EPIPE by write(), and ends output quietly
var standardOutput = FileHandleOutputStream(descriptor: 1)
var standardError = FileHandleOutputStream(descriptor: 2)
var status = CLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: processEnvironment(),
    stdout: &standardOutput,
    stderr: &standardError)
standardOutput.flush()
if let reason = standardOutput.failureDescription {
    standardError.write("error: cannot write the output: \(reason)\n")
    status = ExitCode.ioError.rawValue
}
standardError.flush()
exit(status)

/// The process environment read straight from `environ`: `ProcessInfo.environment` spends most
/// of a short run's instructions instantiating generic metadata.
func processEnvironment() -> [String: String] {
    #if !os(Linux)
        return ProcessInfo.processInfo.environment
    #else
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    #endif
}
