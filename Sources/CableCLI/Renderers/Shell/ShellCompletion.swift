import CableCore
import CableText

/// `cable __complete WORD…`: what a shell may offer for the last WORD of a command line, given
/// the words before it (the words after `cable`; the last one is the word being completed, maybe
/// empty). The bash, zsh and fish scripts (``CompletionScript``) call it at each TAB, so what is
/// offered is decided once, here, from the option tables: commands, options before the command
/// (`--lang`), each command's options, their values (``CompletionWords/forValue(of:)``), and
/// positional arguments (``Command/completion(ofArgument:after:)``).
///
/// The words are read as ``ArgumentParser`` reads them: `--opt value`, `--opt=value` (bash hands
/// that over as `--opt`, `=`, `value`), `-o value`, `--` ending options, `--lang` before the
/// command. Nothing is validated and nothing is written: a system file on the line is read (a
/// regular file only, never standard input) for its entity names, the catalogue for its ids; a
/// file that cannot be read offers nothing. It is hidden: no help, man page or list names it.
///
/// The reply (``text(_:)``): a first line `files` (offer file names; for a value written with
/// its option in one word, `--output=rep`, a second line holds the part before the file name,
/// `--output=`, which the zsh and fish scripts keep), `words`, or `words-and-files` (offer file
/// names as well as the words: `cable list KIND|FILE`), then one candidate a line — the
/// word, and after a tab its description when it has one. A candidate with a control character
/// (a name in a file) is left out: no shell could insert it.
enum ShellCompletion {
    static let commandName = "__complete"

    struct Candidate: Equatable {
        let word: String
        var description = ""
    }

    enum Reply: Equatable {
        case words([Candidate])
        /// File names, after `prefix` (`--output=`; empty when the name is a word of its own).
        case files(prefix: String)
        /// These words and file names (a positional argument that is one or the other).
        case wordsAndFiles([Candidate])
    }

    /// The reply as the scripts read it.
    static func text(_ reply: Reply) -> String {
        var text: String
        let candidates: [Candidate]
        switch reply {
        case .files(let prefix): return prefix.isEmpty ? "files\n" : "files\n\(prefix)\n"
        case .words(let words): (text, candidates) = ("words\n", words)
        case .wordsAndFiles(let words): (text, candidates) = ("words-and-files\n", words)
        }
        for candidate in candidates where candidate.word.unicodeScalars.allSatisfy({ !EchoedText.isUnsafe($0) }) {
            let description = String(candidate.description.unicodeScalars.map { EchoedText.isUnsafe($0) ? " " : Character($0) })
            text += candidate.word + (description.isEmpty ? "" : "\t" + description) + "\n"
        }
        return text
    }

    /// What to offer for the last of `words`.
    static func reply(to words: [String], environment: Environment, in language: Language) -> Reply {
        var before = words.map(unquoted)
        let current = before.popLast() ?? ""
        let line = Line(before)
        if let option = line.pending {
            // bash hands `--units=` over as `--units`, `=`: the value is empty so far.
            return reply(
                CompletionWords.forValue(of: option), text: current == "=" ? "" : current, line: line, environment, in: language)
        }
        let options = line.options
        if !line.afterDashes, current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            // `--units=i` in one word (zsh, fish): the candidates keep the option's part.
            let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
            guard let option = options.first(where: { $0.name == name }), !option.isFlag else { return .words([]) }
            let prefix = String(current[...equals])
            return reply(
                CompletionWords.forValue(of: option), text: String(current[current.index(after: equals)...]), line: line,
                environment, prefix: prefix, in: language)
        }
        if !line.afterDashes, current.hasPrefix("-") {
            return .words(
                options.flatMap { option in
                    let summary = CompletionWords.firstSentence(Help.translated(option.help(), in: language))
                    return CompletionWords.spellings(of: option).map { Candidate(word: $0, description: summary) }
                }.filter { $0.word.hasPrefix(current) })
        }
        switch line.head {
        case .none: return reply(.commands, text: current, line: line, environment, in: language)
        case .help:
            return line.positionals.isEmpty ? reply(.commands, text: current, line: line, environment, in: language) : .words([])
        case .unknown: return .words([])
        case .command(let entry):
            let words = entry.completion(ofArgument: line.positionals.count, after: line.positionals)
            return reply(words, text: current, line: line, environment, in: language)
        }
    }

    /// The candidates `words` gives for a value typed so far as `text`, each after `prefix`.
    private static func reply(
        _ words: CompletionWords, text: String, line: Line, _ environment: Environment, prefix: String = "",
        in language: Language
    ) -> Reply {
        let candidates: [Candidate]
        switch words {
        case .none: candidates = []
        case .files: return .files(prefix: prefix)
        case .insulationRatings, .fuseTypes:
            return reply(words.listed, text: text, line: line, environment, prefix: prefix, in: language)
        case .words(let list): candidates = list.map { Candidate(word: $0) }
        case .wordsAndFiles(let list):
            // A positional argument: no option's part before it.
            return .wordsAndFiles(list.filter { $0.hasPrefix(text) }.map { Candidate(word: $0) })
        case .list(let list):
            // After the last comma, the words not yet in the list.
            let head = text.lastIndex(of: ",").map { String(text[...$0]) } ?? ""
            let chosen = head.split(separator: ",").map(String.init)
            return .words(
                list.filter { !chosen.contains($0) && (head + $0).hasPrefix(text) }.map { Candidate(word: prefix + head + $0) })
        case .commands:
            candidates =
                CLI.commands.map {
                    Candidate(word: $0.name, description: Help.translated($0.spec.abstract, in: language))
                }
                + [Candidate(word: "help", description: language.tr("Show a command's options and examples."))]
        case .names(let kinds): candidates = names(kinds, line: line, environment).map { Candidate(word: $0) }
        case .catalogIDs:
            // After `add KIND`, the entries that become that kind (`add array --from`: modules).
            let kind = line.argument("KIND").flatMap { EntityKind(rawValue: $0.lowercased()) }
            candidates = catalog(line: line, environment).filter { kind.map($0.becomes) ?? true }.map {
                Candidate(word: $0.id, description: $0.name)
            }
        }
        return .words(
            candidates.filter { $0.word.hasPrefix(text) }.map { Candidate(word: prefix + $0.word, description: $0.description) })
    }

    /// A word read as the shell will read it: bash hands words over as typed, quotes and
    /// backslashes included (`"my van.json"`, `my\ van.json`, an open `"Wat`); zsh and fish hand
    /// them over unquoted, and this leaves such a word as it is (unless it has a quote or a
    /// backslash of its own).
    static func unquoted(_ word: String) -> String {
        guard word.contains(where: { $0 == "\"" || $0 == "'" || $0 == "\\" }) else { return word }
        var result = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
            } else if let open = quote, character == open {
                quote = nil
            } else if quote == nil && (character == "\"" || character == "'") {
                quote = character
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The names of the entities of `kinds` (of the line's KIND when empty) in the line's FILE.
    private static func names(_ kinds: [EntityKind], line: Line, _ environment: Environment) -> [String] {
        let kinds =
            kinds.isEmpty
            ? line.argument("KIND").flatMap { EntityKind(rawValue: $0.lowercased()) }.map { [$0] } ?? [] : kinds
        guard !kinds.isEmpty, var path = line.argument("FILE"), path != "-" else { return [] }
        // bash hands the word over as typed: `~/van.json`.
        if path.hasPrefix("~/"), let home = environment["HOME"] { path = home + path.dropFirst() }
        guard let bytes = try? InputFile.readRegular(path), let root = try? JSONReader.parse(bytes) else { return [] }
        return FileEntities(root).names(of: kinds)
    }

    /// The catalogue the command would read (built-in, the user's folder, the config file's
    /// list, `--catalog FILE` on the line); the built-in one when one of those cannot be read.
    private static func catalog(line: Line, _ environment: Environment) -> [CatalogEntry] {
        let paths = (try? ConfigFile.preferences(environment))?.catalog ?? []
        let option = line.values[Options.catalog.name]
        let catalog =
            (try? CatalogFiles.load(environment: environment, extraPaths: paths, option: option))
            ?? (try? DeviceCatalog.builtIn())
        return catalog?.entries ?? []
    }

    /// The words before the one completed, read as the parser reads them.
    struct Line {
        enum Head {
            /// No command yet.
            case none
            /// `cable help`.
            case help
            case command(CommandEntry)
            /// A word that names no command: nothing to offer after it.
            case unknown
        }

        var head = Head.none
        var positionals: [String] = []
        /// The values of the options given, by option name (the last one given).
        var values: [String: String] = [:]
        /// The option whose value the word completed is.
        var pending: OptionSpec?
        var afterDashes = false

        init(_ words: [String]) {
            for word in words {
                if let option = pending {
                    if word == "=" { continue }  // bash's `--units`, `=`, `metric`
                    values[option.name] = word
                    pending = nil
                    continue
                }
                switch head {
                case .none: readFirst(word)
                case .help, .unknown: positionals.append(word)
                case .command(let entry): read(word, spec: entry.spec)
                }
            }
        }

        /// A word before the command: `--lang` and its value, `--help` or `--version`, or the
        /// command. Any other option there is refused by `cable` (options go after the command),
        /// so nothing after it is offered.
        private mutating func readFirst(_ word: String) {
            if word == "--" + Options.lang.name {
                pending = Options.lang.spec
            } else if word.hasPrefix("-") {
                let known = [Options.lang.spec, Help.helpOption, Help.versionOption].contains {
                    word == "--" + $0.name || $0.shortName.map { word == "-\($0)" } == true || word.hasPrefix("--\($0.name)=")
                }
                if !known { head = .unknown }
            } else {
                head = word == "help" ? .help : CLI.command(named: word).map { .command($0) } ?? .unknown
            }
        }

        /// A word after the command: an option (and whether its value follows), or an argument.
        private mutating func read(_ word: String, spec: CommandSpec) {
            if afterDashes || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
            } else if word == "--" {
                afterDashes = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                guard let option = spec.option(named: name), !option.isFlag else { return }
                if let equals = body.firstIndex(of: "=") {
                    values[option.name] = String(body[body.index(after: equals)...])
                } else {
                    pending = option
                }
            } else if word.count == 2, let letter = word.dropFirst().first, let option = spec.option(short: letter),
                !option.isFlag
            {
                pending = option  // `-u metric`; `-umetric` and `-u=metric` carry their value
            }
        }

        /// The options the command takes (with `-h, --help`); before a command, `--lang`,
        /// `--help` and `--version`.
        var options: [OptionSpec] {
            switch head {
            case .command(let entry): CompletionWords.options(of: entry.spec)
            case .none: [Options.lang.spec, Help.helpOption, Help.versionOption]
            case .help, .unknown: []
            }
        }

        /// The positional argument the command's table names `name` (`FILE`), if given.
        func argument(_ name: String) -> String? {
            guard case .command(let entry) = head, let index = entry.spec.arguments.firstIndex(of: name),
                index < positionals.count
            else { return nil }
            return positionals[index]
        }
    }
}
