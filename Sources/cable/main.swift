#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CableCLI

exit(CLI.runProcess(arguments: Array(CommandLine.arguments.dropFirst())))
