#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test hooks in the file writer, driven by `CABLE_FAULT_INJECT`, so tests can stop a write at
/// the one moment that matters. Unset (as for every user), they do nothing; and they are
/// compiled into debug builds only (`#if DEBUG`): a release binary ignores the variable, so
/// nobody can make a shipped `cable` die or stall mid-write through its environment. Tests
/// that use them run only against the debug build beside them (`CableProcess.hasFaultInjection`).
///
/// - `before-rename`: die as a killed writer would (exit 137) after writing and flushing the
///   temporary file, before renaming it.
/// - `pause-before-rename`: at that moment create the file `CABLE_FAULT_PAUSE_FILE` names and wait
///   (up to 10 s) until the test removes it, so the test can change the file being edited.
enum FaultInjection {
    static func beforeRename(_ environment: Environment) throws(CLIError) {
        #if DEBUG
            hook(environment)
        #endif
    }

    #if DEBUG
        private static func hook(_ environment: Environment) {
            switch environment["CABLE_FAULT_INJECT"] {
            case "before-rename":
                _exit(137)
            case "pause-before-rename":
                guard let marker = environment["CABLE_FAULT_PAUSE_FILE"] else { return }
                let descriptor = open(marker, O_WRONLY | O_CREAT, 0o600)
                if descriptor >= 0 { close(descriptor) }
                for _ in 0..<1000 where access(marker, F_OK) == 0 { usleep(10_000) }
            default:
                return
            }
        }
    #endif
}
