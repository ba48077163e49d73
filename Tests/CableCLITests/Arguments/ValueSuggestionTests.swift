import CableCore
import Foundation
import Testing

@testable import CableCLI

/// A mistyped value of a closed set is answered with the nearest value, as a mistyped option is
/// (one similarity function, ``Suggestion/closest(to:among:)``); a setting spelled as an option
/// (`max-drop`) is refused with the key it spells.
struct ValueSuggestionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let circuit = ["size", "-c", "20", "-l", "5", "-v", "12"]

    static let cases: [Case] = [
        Case(
            arguments: circuit + ["-u", "imperal"],
            stderr: "error: --units: must be metric or imperial (did you mean 'imperial'?), got 'imperal'\n"),
        Case(
            arguments: circuit + ["--standard", "abyss"],
            stderr: "error: --standard: must be default or abyc (did you mean 'abyc'?), got 'abyss'\n"),
        Case(
            arguments: circuit + ["--material", "coper"],
            stderr: "error: --material: must be copper or aluminium (did you mean 'copper'?), got 'coper'\n"),
        Case(
            arguments: circuit + ["--resistance", "nominl"],
            stderr: "error: --resistance: must be real or nominal (did you mean 'nominal'?), got 'nominl'\n"),
        Case(
            arguments: circuit + ["--fuse-type", "blad"],
            stderr:
                "error: --fuse-type: must be one or more of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, "
                + "classT, dcMcb, separated by commas (did you mean 'blade'?), got 'blad'\n"),
        Case(
            arguments: circuit + ["-f", "jsn"],
            stderr: "error: --format: must be one of text, json (did you mean 'json'?), got 'jsn'\n"),
        Case(
            arguments: circuit + ["--color", "allways"],
            stderr: "error: --color: must be one of auto, always, never (did you mean 'always'?), got 'allways'\n"),
        Case(
            arguments: circuit + ["--insulation", "100C"],
            stderr:
                "error: --insulation: must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C (did you mean '105C'?), got '100C'\n"
        ),
        // Nothing near: the list only, as before.
        Case(
            arguments: circuit + ["-u", "furlongs"],
            stderr: "error: --units: must be metric or imperial, got 'furlongs'\n"),
        Case(
            arguments: circuit + ["--lang", "dee"],
            stderr:
                "error: unknown language 'dee' for '--lang'; languages are en, de, es, fr, nl. Did you mean 'de'?\n"
                + "See 'cable --help'.\n"),
    ]

    @Test(arguments: cases)
    func mistypedValue_namesTheNearestValue(_ example: Case) throws {
        let result = try CableProcess.run(example.arguments)
        #expect(result.stdout == "")
        #expect(result.stderr == example.stderr)
        #expect(result.status == (example.arguments.contains("--lang") ? 64 : 65))
    }

    @Test func batchInputFormat_namesTheNearestFormat() throws {
        let result = try CableProcess.run(["batch", "--input-format", "csvv"])
        #expect(result.stderr == "error: --input-format: must be ndjson or csv (did you mean 'csv'?), got 'csvv'\n")
        #expect(result.status == 65)
    }

    @Test func mistypedValue_isTranslated() throws {
        let result = try CableProcess.run(Self.circuit + ["-u", "imperal", "--lang", "de"])
        #expect(
            result.stderr == "Fehler: --units: muss metric oder imperial sein (meinten Sie 'imperial'?), erhalten: 'imperal'\n")
        #expect(result.status == 65)
    }

    @Test func configKey_inKebabOrSnakeCase_isAHintNotAKey() throws {
        let keys = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")
        for typed in ["max-drop", "max_drop_percent", "critical-max-drop"] {
            let result = try CableProcess.run(
                ["config", "set", typed, "3"], environment: ["CABLE_CONFIG": "/nonexistent-cable-test/config.json"])
            let expected = typed.hasPrefix("critical") ? "criticalMaxDropPercent" : "maxDropPercent"
            #expect(
                result.stderr
                    == "error: unknown key '\(typed)' (keys: \(keys)). Did you mean '\(expected)'?\nSee 'cable config --help'.\n")
            #expect(result.status == 64)
        }
    }

    @Test func suggestionIgnoringSeparators_usesTheOneSimilarityFunction() {
        let keys = ["units", "standard", "maxDropPercent", "criticalMaxDropPercent", "lang", "catalog"]
        #expect(Suggestion.closestIgnoringSeparators(to: "max-drop", among: keys) == "maxDropPercent")
        #expect(Suggestion.closestIgnoringSeparators(to: "MAX_DROP_PERCENT", among: keys) == "maxDropPercent")
        #expect(Suggestion.closestIgnoringSeparators(to: "unit", among: keys) == "units")
        #expect(Suggestion.closestIgnoringSeparators(to: "colour", among: keys) == nil)
    }

    /// Values of a system file's closed sets, given to an edit: the file's reader suggests them.
    @Test func editedValue_namesTheNearestValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-suggest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"),
            to: folder.appendingPathComponent("van.json"))
        let battery = try CableProcess.run(
            ["add", "battery", "van.json", "--name", "B2", "--chemistry", "lifepo", "--capacity", "100", "-l", "1"], in: folder)
        #expect(
            battery.stderr
                == "error: van.json: not changed: --chemistry: must be one of floodedLeadAcid, agm, gel, lifepo4, liIon "
                + "(did you mean 'lifepo4'?), got 'lifepo'\n")
        #expect(battery.status == 65)
        let charger = try CableProcess.run(
            ["add", "charger", "van.json", "--name", "C2", "--kind", "solr", "--output-current", "10", "-l", "1"], in: folder)
        #expect(
            charger.stderr
                == "error: van.json: not changed: --kind: must be one of shore, solar, alternator, dcdc, generator "
                + "(did you mean 'solar'?), got 'solr'\n")
        #expect(charger.status == 65)
        let standard = try CableProcess.run(["set", "system", "van.json", "--standard", "abyss"], in: folder)
        #expect(
            standard.stderr
                == "error: van.json: not changed: --standard: must be one of default, abyc (did you mean 'abyc'?), got 'abyss'\n")
        #expect(standard.status == 65)
    }

    @Test func addKind_mistyped_namesTheNearestKind() throws {
        let result = try CableProcess.run(["add", "lod", "van.json"])
        #expect(result.stderr == "error: unknown kind 'lod'. Did you mean 'load'?\nSee 'cable add --help'.\n")
        #expect(result.status == 64)
    }
}
