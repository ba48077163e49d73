import CableText

/// The options that decide how a run itself speaks — `--lang`, `--json` (or `--format json`) and
/// `--color` — read once from the raw command line, before the command's parser sees it.
///
/// They are read raw because a failure to parse the command line is itself written in the
/// language, as JSON and in the colours the line asks for. One pass reads all three in the
/// grammar ``ArgumentParser`` reads (``value(of:next:long:short:)``), up to `--`:
/// - `--lang CODE` / `--lang=CODE`, anywhere (before the command too: `cable --lang de --help`),
///   is taken out of the line so that no command declares it; its value must not start with `-`.
/// - `--json`, or `--format json` in any spelling (`--format=json`, `-f json`, `-f=json`,
///   `-fjson`; the value in any case, and the name too when written in one argument with it, as
///   `--FORMAT=json`), after the command name: a failure is then also printed as ``ErrorJSON``.
/// - `--color MODE` / `--color=MODE` after the command name, the last one read that is a mode
///   (in any case), or `--no-color` (`never`) when it comes later; the parser refuses a value
///   that is not a mode. ``ColourMode/colours(terminal:environment:)``
///   then weighs `NO_COLOR` and `TERM`.
struct GlobalOptions: Sendable {
    /// The command line without `--lang` and its value; as given when `--lang` is malformed.
    let arguments: [String]
    /// The value of `--lang` as typed, if given.
    let language: String?
    /// Why `--lang` could not be read: its value is missing, or it is given twice.
    let languageFailure: CLIError?
    /// Whether the command line asks for JSON.
    let json: Bool
    /// The colour mode the command line asks for; `auto` without `--color`.
    let colour: ColourMode
    /// `--no-pager` is given after the command name (``Pager``).
    let noPager: Bool

    init(_ commandLine: [String]) {
        var arguments: [String] = []
        arguments.reserveCapacity(commandLine.count)
        var language: String?
        var failure: CLIError?
        var index = 0
        while index < commandLine.count {
            let argument = commandLine[index]
            index += 1
            if argument == "--" {
                arguments += commandLine[(index - 1)...]
                break
            }
            guard let value = Self.value(of: argument, next: nil, long: "lang") else {
                arguments.append(argument)
                continue
            }
            if language != nil, failure == nil {
                failure = .usage(.option(.givenTwice("--lang")), command: nil)
            }
            if let value {
                language = language ?? String(value)
            } else if index < commandLine.count, !commandLine[index].hasPrefix("-") {
                language = language ?? commandLine[index]
                index += 1
            } else if failure == nil {
                failure = .usage(.option(.needsValue("--lang", valueName: "<language>")), command: nil)
            }
        }
        if failure == nil {
            (self.arguments, self.language) = (arguments, language)
        } else {
            (self.arguments, self.language) = (commandLine, nil)
        }
        languageFailure = failure
        (json, colour, noPager) = Self.output(self.arguments)
    }

    /// `--json`/`--format json`, `--color` and `--no-pager` in a command line without `--lang`,
    /// after the command name and before `--`.
    private static func output(_ arguments: [String]) -> (json: Bool, colour: ColourMode, noPager: Bool) {
        var json = false
        var noPager = false
        var colour = ColourMode.auto
        var index = 1
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            index += 1
            guard argument.hasPrefix("-") else { continue }  // a value: read with the option before it
            if argument == "--json" { json = true }
            if argument == "--no-color" { colour = .never }
            if argument == "--no-pager" { noPager = true }
            // Written in one argument with its value, the name is read in any case too (`--FORMAT=json`).
            let inline = value(of: lowercased(argument), next: nil, long: "format", short: "f") ?? nil
            let format = inline ?? value(of: argument, next: next, long: "format", short: "f") ?? nil
            if format?.lowercased() == "json" { json = true }
            if let mode = value(of: argument, next: next, long: "color"), let mode {
                colour = ColourMode(rawValue: mode.lowercased()) ?? colour
            }
        }
        return (json, colour, noPager)
    }

    /// `argument.lowercased()`, without its Unicode case mapping when there is nothing to lower
    /// (ASCII without capitals: `-c`, `--length`), as for most arguments.
    private static func lowercased(_ argument: String) -> String {
        argument.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 }
            ? argument.lowercased() : argument
    }

    /// The value `argument` gives the option `--long` (or `-short`) in the parser's grammar:
    /// nil when it does not name the option; `.some(next)` for `--long` and `-s` (the value is
    /// the next argument, `nil` when there is none); the rest for `--long=value`, `-s=value` and
    /// `-svalue`. (The name is matched with `String`'s own `hasPrefix`, dashes included: the
    /// generic one a `Substring` has walks both as `Character`s, about 8 000 instructions at every
    /// start-up for the three names asked of each option.)
    static func value(of argument: String, next: String?, long: String, short: Character? = nil) -> Substring?? {
        if argument.hasPrefix("--") {
            guard argument.hasPrefix("--" + long) else { return nil }
            let rest = argument.dropFirst(2 + long.count)
            if rest.isEmpty { return .some(next.map { Substring($0) }) }
            return rest.first == "=" ? .some(Substring(rest.dropFirst())) : nil
        }
        guard let short, argument.hasPrefix("-"), argument.dropFirst().first == short else { return nil }
        let rest = argument.dropFirst(2)
        if rest.isEmpty { return .some(next.map { Substring($0) }) }
        return .some(Substring(rest.first == "=" ? rest.dropFirst() : rest))
    }
}
