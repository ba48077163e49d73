import CableText
import Foundation
import Testing

@testable import CableCLI

/// The language mechanism: which language a run speaks, how it writes numbers, and the
/// catalogue (every text translated, with the English placeholders, compiled as the PO files say).
struct LocalizationTests {
    struct ResolutionCase: Sendable, CustomTestStringConvertible {
        let flag: String?
        let environment: [String: String]
        let configured: String?
        let expected: Language
        var testDescription: String { "\(flag ?? "-") \(environment) \(configured ?? "-") → \(expected)" }
    }

    // POSIX XBD 8.2: LC_ALL over LC_MESSAGES over LANG; C/POSIX/empty count as unset here.
    static let resolutionCases: [ResolutionCase] = [
        .init(flag: nil, environment: [:], configured: nil, expected: .en),
        .init(flag: nil, environment: ["LANG": "de_DE.UTF-8"], configured: nil, expected: .de),
        .init(flag: nil, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], configured: nil, expected: .fr),
        .init(
            flag: nil, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "nl_NL.UTF-8"], configured: nil,
            expected: .nl),
        .init(flag: nil, environment: ["LC_ALL": "C", "LANG": "es_ES.UTF-8"], configured: nil, expected: .es),
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "POSIX", "LANG": "nl_BE"], configured: nil, expected: .nl),
        .init(flag: nil, environment: ["LANG": "C.UTF-8"], configured: "de", expected: .de),
        .init(flag: nil, environment: ["LANG": "ja_JP.UTF-8"], configured: "de", expected: .en),
        .init(flag: nil, environment: ["LANG": "fr_CA@euro"], configured: nil, expected: .fr),
        .init(flag: nil, environment: [:], configured: "es", expected: .es),
        .init(flag: nil, environment: [:], configured: "xx", expected: .en),
        .init(flag: "FR", environment: ["LC_ALL": "de_DE.UTF-8"], configured: "nl", expected: .fr),
        .init(flag: "en", environment: ["LANG": "de_DE.UTF-8"], configured: nil, expected: .en),
    ]

    @Test(arguments: resolutionCases)
    func resolve_followsFlagThenPOSIXOrderThenConfiguration(_ example: ResolutionCase) throws {
        let language = try Language.resolve(
            flag: example.flag, environment: Environment(example.environment), configured: example.configured)
        #expect(language == example.expected)
    }

    @Test func resolve_unknownFlag_isAUsageErrorListingTheLanguages() {
        #expect(throws: CLIError.usage(.commandLine(.unknownLanguage("xx", suggestion: nil)), command: nil)) {
            try Language.resolve(flag: "xx", environment: [:])
        }
        #expect(
            CLIError.usage(.commandLine(.unknownLanguage("xx", suggestion: nil)), command: nil).text(in: .en)
                == "unknown language 'xx' for '--lang'; languages are en, de, es, fr, nl")
        // A near miss is named.
        #expect(throws: CLIError.usage(.commandLine(.unknownLanguage("dee", suggestion: "de")), command: nil)) {
            try Language.resolve(flag: "dee", environment: [:])
        }
    }

    @Test func globalOptions_takeTheLanguageOutBeforeDoubleDash() throws {
        let options = GlobalOptions(["size", "--lang", "de", "--current", "20", "--", "--lang=fr"])
        #expect(options.arguments == ["size", "--current", "20", "--", "--lang=fr"])
        #expect(options.language == "de")
        #expect(options.languageFailure == nil)
        let inline = GlobalOptions(["--lang=nl", "--help"])
        #expect(inline.arguments == ["--help"] && inline.language == "nl")
        #expect(
            GlobalOptions(["size", "--lang"]).languageFailure
                == .usage(.option(.needsValue("--lang", valueName: "<language>")), command: nil))
        let twice = GlobalOptions(["size", "--lang", "de", "--lang", "fr"])
        #expect(twice.languageFailure == .usage(.option(.givenTwice("--lang")), command: nil))
        #expect(twice.languageFailure?.text(in: .en) == "option '--lang' given more than once")
        #expect(twice.arguments == ["size", "--lang", "de", "--lang", "fr"] && twice.language == nil)
    }

    struct NumberCase: Sendable {
        let language: Language
        let english: String
        let expected: String
    }

    // Grouping by language (see Language.number): de/nl "." from 4 digits, es from 5, fr U+202F.
    static let numberCases: [NumberCase] = [
        .init(language: .en, english: "1234.5", expected: "1234.5"),
        .init(language: .de, english: "1234.5", expected: "1\u{202F}234,5"),
        .init(language: .de, english: "-1234567.25", expected: "-1\u{202F}234\u{202F}567,25"),
        .init(language: .de, english: "4.72", expected: "4,72"),
        .init(language: .de, english: "600", expected: "600"),
        .init(language: .nl, english: "10380", expected: "10\u{202F}380"),
        .init(language: .es, english: "1234.5", expected: "1234,5"),
        .init(language: .es, english: "12345.5", expected: "12\u{202F}345,5"),
        .init(language: .fr, english: "1234.5", expected: "1\u{202F}234,5"),
        .init(language: .fr, english: "0.5", expected: "0,5"),
    ]

    @Test(arguments: numberCases)
    func number_followsTheLanguage(_ example: NumberCase) {
        #expect(example.language.number(example.english) == example.expected)
    }

    @Test func decimalsIn_changesOnlyADecimalPoint() {
        #expect(Language.de.decimalsIn("2.5 mm²") == "2,5 mm²")
        #expect(Language.de.decimalsIn("2/0 AWG") == "2/0 AWG")
        #expect(Language.de.decimalsIn("ISO 8820.") == "ISO 8820.")
        #expect(Language.en.decimalsIn("2.5 mm²") == "2.5 mm²")
    }

    @Test func fill_replacesNamedPlaceholdersInAnyOrder() {
        #expect(Language.fill("{b} then {a}", ["a": "1", "b": "2"]) == "2 then 1")
        #expect(Language.fill("{a} and {unknown} and {", ["a": "x"]) == "x and {unknown} and {")
    }

    /// `fill` cuts the template's bytes at the braces and matches names byte for byte: text
    /// beyond ASCII on either side, values beyond ASCII or empty, a placeholder at either end, a
    /// name that is the start of another, a brace inside a name and one never closed.
    @Test func fill_copiesTheBytesAroundPlaceholdersWhole() {
        #expect(Language.fill("{a}", ["a": "ü"]) == "ü")
        #expect(Language.fill("{a}", ["a": ""]) == "")
        #expect(Language.fill("Ø {size} mm² — {a}", ["a": "Größe", "size": "2,5"]) == "Ø 2,5 mm² — Größe")
        #expect(Language.fill("{ab}{a}", ["a": "1", "ab": "2"]) == "21")
        #expect(Language.fill("{x{a}}", ["a": "é"]) == "{xé}")
        #expect(Language.fill("ö{a", ["a": "1"]) == "ö{a")
        #expect(Language.fill("{}", ["": "empty"]) == "empty")
    }

    @Test func tr_speaksTheLanguageItIsGiven() {
        #expect(Language.en.tr("Voltage drop") == "Voltage drop")
        #expect(Language.de.tr("Voltage drop") == "Spannungsfall")
        #expect(Language.de.tr("limit {limit}", ["limit": "5 %"]) == "Grenze 5 %")
        #expect(Display.number(1234.567, in: .de) == "1\u{202F}234,57")
        #expect(Display.number(1234.567, in: .en) == "1234.57")
    }

    // MARK: - The catalogue

    static let translated: [Language] = [.de, .es, .fr, .nl]

    @Test(arguments: translated)
    func catalogue_everyTextIsTranslatedWithTheSamePlaceholders(_ language: Language) throws {
        let entries = try POFile.read(language)
        #expect(entries.count > 50)
        let english = try Set(POFile.read(.de).map(\.msgid))
        #expect(Set(entries.map(\.msgid)) == english, "\(language).po holds other texts than de.po")
        for entry in entries {
            #expect(!entry.msgstr.isEmpty && !entry.fuzzy, "\(language).po: no translation of \"\(entry.msgid)\"")
            #expect(
                POFile.placeholders(entry.msgstr) == POFile.placeholders(entry.msgid),
                "\(language).po: \"\(entry.msgstr)\" has other placeholders than \"\(entry.msgid)\"")
        }
    }

    @Test(arguments: translated)
    func catalogue_compiledTablesMatchThePOFiles(_ language: Language) throws {
        let entries = try POFile.read(language)
        var expected: [String: String] = [:]
        for entry in entries where !entry.msgstr.isEmpty && !entry.fuzzy && expected[entry.msgid] == nil {
            expected[entry.msgid] = entry.msgstr
        }
        #expect(
            Catalogue.table(for: language) == expected,
            "Catalogue+Generated.swift is stale: run Scripts/generate-messages.py")
    }

    /// The generated tables are in the order `Catalogue.translation(of:in:)` binary-searches:
    /// strictly increasing by the English text's UTF-8 bytes (so no English text twice).
    @Test(arguments: translated)
    func catalogue_pairsAreSortedByUTF8BytesWithoutRepeats(_ language: Language) {
        let keys = Catalogue.pairs(for: language).map { Array($0.english.description.utf8) }
        #expect(keys.count > 50)
        for (left, right) in zip(keys, keys.dropFirst()) {
            #expect(
                left.lexicographicallyPrecedes(right), "\(language): out of order at \(String(decoding: right, as: UTF8.self))")
        }
    }

    /// The binary search finds every English text of the table, and only those: a prefix, an
    /// extension, a text sorting before the first or after the last, and the empty text stay English.
    @Test(arguments: translated)
    func catalogue_translationFindsEveryTextAndNothingElse(_ language: Language) throws {
        let table = Catalogue.table(for: language)
        for (english, translation) in table {
            #expect(Catalogue.translation(of: english, in: language) == translation)
        }
        #expect(Catalogue.translation(of: "Voltage", in: .de) == "Spannung")
        #expect(Catalogue.translation(of: "Voltag", in: .de) == nil)
        #expect(Catalogue.translation(of: "Voltage ", in: .de) == nil)
        #expect(Catalogue.translation(of: "", in: language) == nil)
        #expect(Catalogue.translation(of: "\u{0}", in: language) == nil)
        #expect(Catalogue.translation(of: "\u{10FFFF}", in: language) == nil)
        #expect(Catalogue.translation(of: "Voltage", in: .en) == nil)
        #expect(Language.de.translate("Voltag") == "Voltag")
    }

    /// Every `tr("…")` literal in the sources is in the catalogue: how texts added without a
    /// translation are found (run `Scripts/generate-messages.py --extract`, translate, regenerate).
    @Test func catalogue_holdsEveryTextTheSourcesLookUp() throws {
        let texts = try SourceTexts.lookedUp()
        #expect(texts.count > 50)
        let catalogue = Catalogue.table(for: .de)
        let missing = texts.filter { catalogue[$0] == nil }
        #expect(missing.isEmpty, "not in the catalogue: \(missing)")
    }

    /// Every text is looked up as a literal — `language.tr("…")`, `display.language.tr("…")` —
    /// so the scan above and `generate-messages.py --extract` see them all: a call handing `tr`
    /// anything else (a variable, a computed string) is listed here.
    @Test func everyLookUp_takesALiteral() throws {
        let calls = try SourceTexts.callsWithoutLiteral()
        #expect(calls.isEmpty, "tr( without a literal: \(calls)")
    }

    /// No failure is built from an English literal: every `CLIError` case carries a typed
    /// payload (a literal cannot compile there), worded by its switch through `language.tr`, so
    /// the catalogue test above finds it; and every `Platform.writeFailure` context goes through
    /// `tr` too.
    @Test func cliErrors_areWordedThroughTheCatalogue() throws {
        let literal = try NSRegularExpression(pattern: #"writeFailure\([^,]+,\s*""#)
        var found: [String] = []
        let folder = PackagePaths.root.appendingPathComponent("Sources/CableCLI")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            for match in literal.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                guard let range = Range(match.range, in: source) else { continue }
                found.append("\(url.lastPathComponent): \(source[range])")
            }
        }
        #expect(found.isEmpty, "failures worded without tr: \(found)")
    }

    /// Every command's abstract, discussion and option help is in the catalogue (Help translates
    /// them as they are). Missing ones are written to a file for `generate-messages.py --extract --from`.
    @Test func catalogue_holdsEveryCommandsHelp() throws {
        var texts: [String] = []
        for command in CLI.commands {
            texts += [command.spec.abstract, command.spec.discussion] + command.spec.options.map { $0.help() }
        }
        let catalogue = Catalogue.table(for: .de)
        var missing: [String] = []
        for text in texts where catalogue[text] == nil && !missing.contains(text) { missing.append(text) }
        if !missing.isEmpty {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cable-missing-help.json")
            try JSONSerialization.data(withJSONObject: missing).write(to: file)
            Issue.record(
                "\(missing.count) help texts are not in the catalogue: Scripts/generate-messages.py --extract --from \(file.path)"
            )
        }
    }

    /// Every text the CLI hands the catalogue: the `tr` literals of the sources and each
    /// command's help (abstract, discussion, option help, and `--help`'s and `--version`'s own).
    static func usedTexts() throws -> Set<String> {
        var used = Set(try SourceTexts.lookedUp())
        used.formUnion([Help.helpOption.help(), Help.versionOption.help()])
        for command in CLI.commands {
            used.formUnion([command.spec.abstract, command.spec.discussion] + command.spec.options.map { $0.help() })
        }
        return used
    }

    /// No PO entry is a text nothing uses any more (a reworded message's old English stays in
    /// every PO file otherwise, and a translator keeps two). The ones found are written to a
    /// file for `Scripts/generate-messages.py --remove`.
    @Test func catalogue_holdsOnlyTextsTheCLIUses() throws {
        let used = try Self.usedTexts()
        var unused: [String] = []
        for language in Self.translated {
            for entry in try POFile.read(language) where !used.contains(entry.msgid) && !unused.contains(entry.msgid) {
                unused.append(entry.msgid)
            }
        }
        if !unused.isEmpty {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cable-unused-texts.json")
            try JSONSerialization.data(withJSONObject: unused).write(to: file)
            Issue.record(
                "\(unused.count) catalogue texts are used nowhere: Scripts/generate-messages.py --remove \(file.path)")
        }
    }
}

/// A PO file of the catalogue, read as `Scripts/generate-messages.py` reads it.
enum POFile {
    struct Entry {
        var msgid: String
        var msgstr: String
        var fuzzy: Bool
    }

    static func read(_ language: Language) throws -> [Entry] {
        let url = PackagePaths.root.appendingPathComponent("Sources/CableText/Localization/po/\(language.rawValue).po")
        let text = try String(contentsOf: url, encoding: .utf8)
        var entries: [Entry] = []
        var current: Entry?
        var field = ""
        var fuzzy = false
        func flush() {
            if let entry = current, !entry.msgid.isEmpty { entries.append(entry) }
            current = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#,"), line.contains("fuzzy") {
                fuzzy = true
            } else if line.hasPrefix("msgid ") {
                flush()
                current = Entry(msgid: unquote(line.dropFirst(6)), msgstr: "", fuzzy: fuzzy)
                fuzzy = false
                field = "id"
            } else if line.hasPrefix("msgstr ") {
                current?.msgstr = unquote(line.dropFirst(7))
                field = "str"
            } else if line.hasPrefix("\"") {
                if field == "id" { current?.msgid += unquote(line[...]) }
                if field == "str" { current?.msgstr += unquote(line[...]) }
            } else if line.isEmpty {
                field = ""
            }
        }
        flush()
        return entries
    }

    /// A PO string's value: `"a\"b\n"` → `a"b` and a line feed.
    static func unquote(_ quoted: Substring) -> String {
        var text = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// The `{name}` placeholders of a text, as a sorted list (repeats count).
    static func placeholders(_ text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names.sorted()
    }
}

/// The English texts the sources hand to `tr`: each `tr("…")` literal (with `+` joining
/// literals), as `Scripts/generate-messages.py --extract` finds them.
enum SourceTexts {
    static func lookedUp() throws -> [String] {
        let folders = ["Sources/CableCLI", "Sources/CableText"].map { PackagePaths.root.appendingPathComponent($0) }
        let call = try NSRegularExpression(pattern: #"\btr\(\s*((?:"(?:[^"\\\n]|\\.)*"(?:\s*\+\s*)?)+)"#)
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)""#)
        var texts: [String] = []
        let walkers = folders.compactMap { FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil) }
        for walker in walkers {
            for case let url as URL in walker
            where url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix("+Generated.swift") {
                let source = try String(contentsOf: url, encoding: .utf8)
                let whole = NSRange(source.startIndex..., in: source)
                for match in call.matches(in: source, range: whole) {
                    guard let range = Range(match.range(at: 1), in: source) else { continue }
                    let group = String(source[range])
                    let parts = literal.matches(in: group, range: NSRange(group.startIndex..., in: group)).compactMap {
                        Range($0.range(at: 1), in: group).map { unescape(group[$0]) }
                    }
                    texts.append(parts.joined())
                }
            }
        }
        return texts
    }

    /// Each `tr(` in the sources (`func tr(` aside) whose argument is not a string literal, as
    /// `file:offset`.
    static func callsWithoutLiteral() throws -> [String] {
        let folders = ["Sources/CableCLI", "Sources/CableText"].map { PackagePaths.root.appendingPathComponent($0) }
        let call = try NSRegularExpression(pattern: #"(?<!func )\btr\((?!\s*")"#)
        var found: [String] = []
        let walkers = folders.compactMap { FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil) }
        for walker in walkers {
            for case let url as URL in walker
            where url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix("+Generated.swift") {
                let source = try String(contentsOf: url, encoding: .utf8)
                for match in call.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                    found.append("\(url.lastPathComponent):\(match.range.location)")
                }
            }
        }
        return found
    }

    /// A Swift literal's value (the escapes used in messages: `\"`, `\\`, `\n`, `\t`, `\u{…}`).
    static func unescape(_ text: Substring) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "\\", index < text.endIndex else {
                result.append(character)
                continue
            }
            let next = text[index]
            index = text.index(after: index)
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "u":
                if let close = text[index...].firstIndex(of: "}"),
                    let scalar = UInt32(text[text.index(after: index)..<close], radix: 16).flatMap(Unicode.Scalar.init)
                {
                    result.unicodeScalars.append(scalar)
                    index = text.index(after: close)
                }
            default: result.append(next)
            }
        }
        return result
    }
}
