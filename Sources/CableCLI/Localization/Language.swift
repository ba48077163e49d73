import CableCore
import CableText

/// The command line's side of CableText's ``Language``: which language a run speaks.
///
/// One is resolved per invocation (``resolve(flag:environment:configured:)``) and passed on
/// explicitly — in ``Arguments/language``, to the help texts and in each renderer's ``Display`` —
/// so runs in parallel in one process each speak their own; there is no global or task-local.
extension Language {
    /// The variables read, in the order POSIX gives them precedence for messages
    /// (XBD 8.2, "Internationalization Variables").
    static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language of a run: `--lang`, else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is
    /// set to something other than empty, `C` or `POSIX`, else the configured default, else
    /// English. A locale in a language cable does not speak (`ja_JP.UTF-8`) gives English without
    /// a word, as other command-line tools do; an unknown `--lang` is a usage error listing the five,
    /// because the user asked for it explicitly.
    /// - Parameters:
    ///   - flag: the value of `--lang`, as typed, if given.
    ///   - environment: the process environment (only the variables above are read).
    ///   - configured: the configuration file's `lang`, if any (a code or a locale name).
    static func resolve(
        flag: String?, environment: Environment, configured: @autoclosure () -> String? = nil
    ) throws(CLIError) -> Language {
        if let flag {
            guard let language = Language(rawValue: flag.lowercased()) else {
                let suggestion = Suggestion.closest(to: flag, among: allCases.map(\.rawValue))
                throw .usage(.commandLine(.unknownLanguage(flag, suggestion: suggestion)), command: nil)
            }
            return language
        }
        for name in environmentVariables {
            if let value = environment[name], let language = locale(value) { return language }
        }
        if let configured = configured(), let language = locale(configured) { return language }
        return .en
    }

    /// The language a locale name selects: `de_DE.UTF-8`, `de`, `fr_CA@euro` → its language;
    /// nil for unset (`""`, `C`, `POSIX`, `C.UTF-8`), English for a language cable does not speak.
    static func locale(_ value: String) -> Language? {
        let name = value.prefix { $0 != "." && $0 != "@" }
        if name.isEmpty || name == "C" || name == "POSIX" { return nil }
        let code = name.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return Language(rawValue: code) ?? .en
    }
}
