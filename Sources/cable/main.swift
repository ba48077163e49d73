import CableCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(CLI.runProcess(arguments: Array(CommandLine.arguments.dropFirst())))
