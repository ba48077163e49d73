import CableCore
import CableText
import Testing

/// The help of the editing commands names every kind they take — panels and PV arrays too — in
/// English and in German, run on the built binary; the usage line and the kind errors list the
/// kinds of ``EntityKind`` (derived, so a new kind reaches them without an edit).
@Suite("add, set, remove --help name every kind")
struct EditHelpTests {
    /// The first line of each command's help: the abstract, as the PO files translate it.
    static let abstracts: [(command: String, english: String, german: String)] = [
        (
            "add", "cable add — Add a load, battery, charger, inverter, panel or PV array to a system file.",
            "cable add — Einen Verbraucher, eine Batterie, ein Ladegerät, einen Wechselrichter, einen Verteiler oder einen PV-Generator zu einer Anlagendatei hinzufügen."
        ),
        (
            "set",
            "cable set — Change fields of a load, battery, charger, inverter, panel or PV array, or of the system, in a system file.",
            "cable set — Felder eines Verbrauchers, einer Batterie, eines Ladegeräts, Wechselrichters, Verteilers oder PV-Generators oder der Anlage in einer Anlagendatei ändern."
        ),
        (
            "remove", "cable remove — Remove a load, battery, charger, inverter, panel or PV array from a system file.",
            "cable remove — Einen Verbraucher, eine Batterie, ein Ladegerät, einen Wechselrichter, einen Verteiler oder einen PV-Generator aus einer Anlagendatei entfernen."
        ),
    ]

    @Test(arguments: abstracts.map(\.command))
    func help_namesPanelsAndArrays_inEnglishAndGerman(_ command: String) throws {
        let expected = try #require(Self.abstracts.first { $0.command == command })
        let english = try CableProcess.run([command, "--help"])
        #expect(english.status == 0)
        #expect(english.stderr == "")
        let lines = english.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == expected.english)
        #expect(lines.count > 2 && lines[2].hasPrefix("Usage: cable \(command) load|battery|charger|inverter|panel|array FILE"))

        let german = try CableProcess.run([command, "--help", "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stderr == "")
        let deLines = german.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(deLines.first.map(String.init) == expected.german)
        #expect(
            deLines.count > 2 && deLines[2].hasPrefix("Aufruf: cable \(command) load|battery|charger|inverter|panel|array FILE"))
    }

    /// The guard the hand-written abstracts need: each names every ``EntityKind`` by the word
    /// `list` and the errors use for it (`Words.text(_:)`), so adding a kind fails here until
    /// the abstracts and their translations say it too.
    @Test(arguments: [Language.en, .de])
    func abstracts_nameEveryEntityKind(_ language: Language) throws {
        for (command, english, german) in Self.abstracts {
            let abstract = language == .en ? english : german
            for kind in EntityKind.allCases {
                let word = Words(language).text(kind)
                #expect(abstract.localizedLowercase.contains(word.localizedLowercase), "\(command) lacks \(word)")
            }
        }
    }

    @Test func unknownAndMissingKind_listEveryKind_joinedInTheLanguage() throws {
        let english = try CableProcess.run(["remove", "xyzzy", "f.json", "Fridge"])
        #expect(english.status == 64)
        #expect(english.stderr.hasPrefix("error: unknown kind 'xyzzy'; use load, battery, charger, inverter, panel or array\n"))
        let german = try CableProcess.run(["add", "--lang", "de"])
        #expect(german.status == 64)
        #expect(german.stderr.hasPrefix("Fehler: KIND fehlt (load, battery, charger, inverter, panel oder array)\n"))
    }
}
