/// Process exit statuses, after BSD sysexits where one fits.
enum ExitCode: Int32 {
    /// Success.
    case ok = 0
    /// A check or requirement failed: no standard size meets it, a limit is exceeded.
    case checkFailed = 1
    /// The command line is wrong: unknown command or option, missing value (EX_USAGE).
    case usage = 64
    /// A value is malformed or out of range (EX_DATAERR).
    case dataError = 65
    /// An input file is missing (EX_NOINPUT).
    case noInput = 66
    /// An internal error: a bug in cable (EX_SOFTWARE).
    case software = 70
    /// An output file cannot be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading or writing failed (EX_IOERR).
    case ioError = 74
}
