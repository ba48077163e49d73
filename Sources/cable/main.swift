#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

signal(SIGPIPE, SIG_IGN)  // a closed pipe is reported as EPIPE by write(), and ends output quietly
var standardOutput = FileHandleOutputStream(descriptor: 1)
var standardError = FileHandleOutputStream(descriptor: 2)
var status = CLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: Platform.environment(CLI.environmentVariables),
    stdout: &standardOutput,
    stderr: &standardError)
standardOutput.flush()
if let reason = standardOutput.failureDescription {
    standardError.write("error: cannot write the output: \(reason)\n")
    status = ExitCode.ioError.rawValue
}
standardError.flush()
exit(status)
