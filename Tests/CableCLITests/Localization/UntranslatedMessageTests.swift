import CableText
import Foundation
import Testing

/// A corpus of command lines that fail — every family of error: values, units, options, system
/// files (keys, values, JSON syntax), editing, output paths, configuration, catalogues — run in
/// all five languages. Each fails the same way in every language (exit code, a message), and no
/// translated message keeps a sentence of the English one.
///
/// The check: the English message is cut into phrases — runs of words separated by spaces only,
/// so lists of names (`m, cm, mm`), paths and ids fall apart — without what it quotes (input,
/// file names, commands to type) and without the system's I/O reasons. The words of each phrase
/// are taken three at a time; three that appear, in order, in a phrase of a translation are
/// English left untranslated — unless one of them is allowed: a word of the command line (option
/// names, input values, file names), of the files the case reads, or a name such as `cable`,
/// `JSON` or `AWG`. Words are compared ignoring case.
struct UntranslatedMessageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        var environment: [String: String] = [:]
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: String..., environment: [String: String] = [:]) {
            self.arguments = arguments
            self.environment = environment
        }
    }

    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-corpus-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: folder.appendingPathComponent("data/cable/catalog"), withIntermediateDirectories: true)
        let minimal = #"{"schemaVersion": 1, "name": "T", "nominalVoltage": 12, "#
        let files: [String: String] = [
            "syntax.json": #"{"schemaVersion": 1, "name": "T" "nominalVoltage": 12}"#,
            "trailing.json": minimal + #""loads": []} x"#,
            "literal.json": minimal + #""loads": [{"name": "A", "current": 5, "length": 3, "critical": tru}]}"#,
            "number.json": minimal + #""loads": [{"name": "A", "current": 05, "length": 3}]}"#,
            "escape.json": minimal + #""loads": [{"name": "A\q", "current": 5, "length": 3}]}"#,
            "duplicatekey.json": #"{"schemaVersion": 1, "name": "T", "name": "U", "nominalVoltage": 12}"#,
            "typo.json": minimal + #""loads": [{"name": "Fridge", "current": 5, "lenght": 3}]}"#,
            "negative.json": minimal + #""loads": [{"name": "Fridge", "current": 5, "length": -3}]}"#,
            "unit.json": minimal + #""loads": [{"name": "Fridge", "current": "5 furlongs", "length": 3}]}"#,
            "duplicate.json": minimal
                + #""loads": [{"name": "Fridge", "current": 5, "length": 3}, {"name": "fridge", "current": 2, "length": 3}]}"#,
            "inverter.json": minimal + #""loads": [{"name": "TV", "power": 100, "voltage": "230V", "inverter": "Nope"}]}"#,
            "both.json": minimal + #""loads": [{"name": "TV", "power": 100, "current": 3, "length": 3}]}"#,
            "kind.json": minimal + #""chargers": [{"name": "Sun", "kind": "solr", "outputCurrent": 10, "length": 2}]}"#,
            "version.json": #"{"schemaVersion": 7, "name": "T", "nominalVoltage": 12}"#,
            "notobject.json": "[1, 2]",
            "bank.json": minimal
                + #""batteries": [{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 6, "count": 3, "length": 1}]}"#,
            "van.json":
                (try? String(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8))
                ?? "",
            "config.json": #"{"units": "furlongs"}"#,
            "configsyntax.json": #"{"units": "metric",}"#,
            "data/cable/catalog/mine.json": #"{"schemaVersion": 1, "entries": [{"id": "Bad Id", "name": "x"}]}"#,
            "batch.csv": "current,lenght,voltage\n20,5,12\n",
        ]
        for (name, text) in files {
            try? Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        try? Data([0xEF, 0xBB, 0xBF] + Array((minimal + #""loads": []}"#).utf8)).write(
            to: folder.appendingPathComponent("bom.json"))
        return folder
    }()

    static let catalogue = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]

    static let corpus: [Case] = [
        // Values and units
        Case("size", "-c", "abc", "-l", "5", "-v", "12"),
        Case("size", "-c", "", "-l", "5", "-v", "12"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--max-drop", "70"),
        Case("size", "-c", "20", "-l", "5x", "-v", "12"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--wire", "7mm2"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--wire", "30awg"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--wire", "10.5awg"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--wire", "thick"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--wire", "260kcmil"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--material", "gold"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--standard", "iso"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--units", "furlongs"),
        Case("size", "-c", "1,000.5", "-l", "5", "-v", "12"),
        Case("size", "-c", "1,5,5", "-l", "5", "-v", "12"),
        Case("size", "-c", "2e400", "-l", "5", "-v", "12"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--temperature", "300"),
        Case("size", "-c", "20", "-p", "100", "-l", "5", "-v", "12"),
        Case("size", "-l", "5", "-v", "12"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--bundled", "0"),
        Case("size", "-c", "20000", "-l", "5", "-v", "12"),
        Case("size", "-c", "20", "-l", "5", "-v", "0.01"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--fuse-factor", "5"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--fuse-type", "glass"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--charge-voltage", "10"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--insulation", "100"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--standard", "abyc", "--material", "aluminium"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--standard", "abyc", "--temperature", "60"),
        Case("size", "-p", "200000", "-l", "5", "-v", "12"),
        Case("size", "-c", String(repeating: "9", count: 101), "-l", "5", "-v", "12"),
        Case("drop", "-w", "6mm2", "-c", "20", "-l", "5", "-v", "12", "--max-drop", "0"),
        Case("table", "-v", "12", "-l", "10-5:1"),
        Case("table", "-v", "12", "-l", "5m,10ft"),
        Case("fuse", "-c", "20", "--wire", "30awg"),
        // Options and commands
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--lenght", "5"),
        Case("size", "--current"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "-f", "xml"),
        Case("size", "-c", "20", "-c", "30", "-l", "5", "-v", "12"),
        Case("frobnicate"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--color", "sometimes"),
        Case("completions", "tcsh"),
        Case("example", "yacht"),
        // Output paths
        Case("wires", "-o", "w.svg"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "-o", "s.csv"),
        Case("report", "van.json", "--format", "csv", "-o", "r.pdf"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "-o", "missing/dir/out.txt"),
        // System files
        Case("check", "nothing-here.json"),
        Case("report", "syntax.json"),
        Case("report", "trailing.json"),
        Case("report", "literal.json"),
        Case("report", "number.json"),
        Case("report", "escape.json"),
        Case("check", "duplicatekey.json"),
        Case("check", "bom.json"),
        Case("check", "typo.json"),
        Case("check", "negative.json"),
        Case("check", "unit.json"),
        Case("check", "duplicate.json"),
        Case("check", "inverter.json"),
        Case("check", "both.json"),
        Case("check", "kind.json"),
        Case("check", "version.json"),
        Case("check", "notobject.json"),
        Case("check", "bank.json"),
        Case("bom", "van.json", "--spare", "150"),
        // Editing
        Case("add", "load", "van.json", "--name", "Fridge", "-p", "10W", "-l", "2m"),
        Case("remove", "load", "van.json", "xyzzy"),
        Case("set", "load", "van.json", "Fridge", "--length", "-3"),
        Case("add", "thing", "van.json"),
        Case("add", "load", "van.json", "--name", "Mixer", "--from", "no-such-entry"),
        Case("add", "load", "van.json", "--name", "Alt", "--from", "alternator-high-output"),
        Case("add", "load", "van.json", "--name", "Ice", "--from", "ice-maker-ac"),
        Case("add", "inverter", "van.json", "--name", "Big", "--from", "inverter-2000w-24v"),
        Case("new", "van.json", "--voltage", "12"),
        Case("add", "load", "van.json", "--name", "Pump", "-c", "5", "-l", "2", "--surge-seconds", "2"),
        // Configuration
        Case("size", "-c", "20", "-l", "5", "-v", "12", environment: ["CABLE_CONFIG": "config.json"]),
        Case("size", "-c", "20", "-l", "5", "-v", "12", environment: ["CABLE_CONFIG": "configsyntax.json"]),
        Case("config", "set", "units", "furlongs", environment: ["CABLE_CONFIG": "new-config.json"]),
        Case("config", "set", "colour", "blue", environment: ["CABLE_CONFIG": "new-config.json"]),
        // Catalogues
        Case("catalog", "show", "no-such-entry"),
        Case("catalog", "list", environment: catalogue),
        // Batch
        Case("batch", "--input-format", "xml"),
        Case("batch", "--input-format", "csvv"),
        // Value suggestions and typed usage errors (#30, #35)
        Case("size", "-c", "20", "-l", "5", "-v", "12", "-u", "imperal"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--standard", "abyss"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--fuse-type", "blad"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--material", "coper"),
        Case("size", "-c", "20", "-l", "5", "-v", "12", "--insulation", "150"),
        Case("config", "set", "max-drop", "3", environment: ["CABLE_CONFIG": "new-config.json"]),
        Case("add", "lod", "van.json"),
        Case("set", "system", "van.json", "--unset", "colour"),
        Case("catalog", "lst"),
        Case("schema", "sytem"),
        Case("help", "size", "drop"),
    ]

    static let languages = ["de", "es", "fr", "nl"]

    /// Names that stay as they are in every language.
    static let allowed: Set<String> = [
        "cable", "json", "csv", "ndjson", "pdf", "svg", "txt", "utf", "awg", "kcmil", "mcm", "abyc", "iec", "sae", "ac",
        "dc", "bom", "e", "k", "x", "a", "v", "w", "m", "mm", "ah", "h", "ka", "ma", "kw", "s", "u",
    ]

    @Test func corpus_coversEveryFamily_withAtLeastSixtyCommandLines() {
        #expect(Self.corpus.count >= 60)
    }

    @Test(arguments: corpus)
    func errorMessage_isTranslatedInEveryLanguage(_ example: Case) throws {
        let environment = ["HOME": Self.folder.path].merging(example.environment) { _, given in given }
        let english = try CableProcess.run(example.arguments + ["--lang", "en"], environment: environment, in: Self.folder)
        #expect(english.status != 0, "not an error: \(english.stdout)")
        #expect(!english.stderr.isEmpty)
        var allowed = Self.allowed
        for argument in example.arguments + example.environment.values.map({ $0 }) { allowed.formUnion(Self.words(argument)) }
        for file in example.arguments + example.environment.values.map({ $0 }) {
            if let text = try? String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8) {
                allowed.formUnion(Self.words(text))
            }
        }
        allowed.formUnion(Self.words(Self.folder.path))
        let sentences = Self.trigrams(english.stderr).filter { $0.allSatisfy { !allowed.contains($0) } }
        for language in Self.languages {
            let translated = try CableProcess.run(
                example.arguments + ["--lang", language], environment: environment, in: Self.folder)
            #expect(translated.status == english.status, "\(language): exit code")
            #expect(!translated.stderr.isEmpty, "\(language): no message")
            let found = Set(Self.trigrams(translated.stderr))
            let left = sentences.filter { found.contains($0) }
            #expect(
                left.isEmpty,
                "\(language): English left in \"\(translated.stderr)\": \(left.map { $0.joined(separator: " ") })")
        }
    }

    /// The words of a text: runs of letters, lower-cased.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isLetter {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }

    /// The system's reasons for a failed call (strerror), which stay as the system words them.
    static let systemReasons = ["No such file or directory", "Permission denied", "Is a directory", "Not a directory"]

    /// Every three consecutive words of each phrase of `text`, quoted parts and system reasons left out.
    static func trigrams(_ text: String) -> [[String]] {
        var text = text
        for reason in systemReasons { text = text.replacingOccurrences(of: reason, with: ".") }
        var phrases: [String] = []
        var phrase = ""
        var quoted = false
        var previous: Character = " "
        for character in text {
            if character == "'" && !(previous.isLetter) || (character == "'" && quoted) {
                quoted.toggle()
                phrases.append(phrase)
                phrase = ""
            } else if !quoted {
                if character.isLetter || character == " " || character == "'" {
                    phrase.append(character)
                } else {
                    phrases.append(phrase)
                    phrase = ""
                }
            }
            previous = character
        }
        phrases.append(phrase)
        var result: [[String]] = []
        for phrase in phrases {
            let words = Self.words(phrase)
            guard words.count >= 3 else { continue }
            result += (0...(words.count - 3)).map { Array(words[$0..<($0 + 3)]) }
        }
        return result
    }
}
