import Foundation

var standardOutput = FileHandleOutputStream(.standardOutput)
var standardError = FileHandleOutputStream(.standardError)
let status = CLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    stdout: &standardOutput,
    stderr: &standardError)
standardOutput.flush()
standardError.flush()
exit(status)
