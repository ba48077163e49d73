import CableCore
import Testing

@testable import CableCLI

struct ArgumentParserTests {
    let spec = SizeCommand.spec

    @Test func optionNames_areTheKeysInKebabCase() {
        #expect(SizingRequest.Key.maxDrop.optionName == "max-drop")
        #expect(SizingRequest.Key.roundTrip.optionName == "round-trip")
        #expect(SizingRequest.Key.current.optionName == "current")
        #expect(SizingRequest.Key.fuseType.optionName == "fuse-type")
        #expect(SizingRequest.Key.optionName(of: "conductorTemperature") == "conductor-temperature")
        #expect(SizingRequest.Key.optionName(of: "temperature") == "temperature")
        // The written-out names (`optionName`) are the keys' kebab case, made by `optionName(of:)`.
        for key in SizingRequest.Key.allCases {
            #expect(key.optionName == SizingRequest.Key.optionName(of: key.rawValue), "\(key)")
        }
    }

    @Test func parse_spaceAndEqualsForms_giveTheSameValues() throws {
        let spaced = try ArgumentParser.parse(["--current", "20", "--length", "5m"], for: spec, in: .en)
        let equals = try ArgumentParser.parse(["--current=20", "--length=5m"], for: spec, in: .en)
        #expect(spaced == equals)
        #expect(spaced.values == [.init(name: "current", text: "20"), .init(name: "length", text: "5m")])
    }

    @Test func parse_negativeNumber_isTakenAsAValue() throws {
        let parsed = try ArgumentParser.parse(["--length", "-3", "--current", "-.5"], for: spec, in: .en)
        #expect(parsed.value("length") == "-3")
        #expect(parsed.value("current") == "-.5")
    }

    @Test func parse_flags_areRecordedWithoutValues() throws {
        let parsed = try ArgumentParser.parse(["--round-trip", "--json", "--engine-room"], for: spec, in: .en)
        #expect(parsed.flags == ["round-trip", "json", "engine-room"])
        #expect(parsed.values.isEmpty)
    }

    @Test func parse_helpAnywhere_requestsHelp() throws {
        #expect(try ArgumentParser.parse(["--current", "5", "-h"], for: spec, in: .en).helpRequested)
        #expect(try ArgumentParser.parse(["--help", "--current", "5"], for: spec, in: .en).helpRequested)
    }

    @Test func parse_doubleDashAlone_endsOptions() throws {
        #expect(try ArgumentParser.parse(["--current", "5", "--"], for: spec, in: .en).value("current") == "5")
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Failure(arguments: ["--lenght", "5"], message: "unknown option '--lenght'. Did you mean '--length'?"),
        Failure(arguments: ["--curent=5"], message: "unknown option '--curent'. Did you mean '--current'?"),
        Failure(arguments: ["--frobnicate"], message: "unknown option '--frobnicate' for 'size'"),
        Failure(arguments: ["--length"], message: "option '--length' needs a value <length>"),
        Failure(arguments: ["--length", "--json"], message: "option '--length' needs a value <length>"),
        Failure(arguments: ["--json=yes"], message: "option '--json' takes no value"),
        Failure(arguments: ["--length", "5", "--length", "6"], message: "option '--length' given more than once"),
        Failure(arguments: ["5"], message: "unexpected argument '5'; 'size' takes only options such as --current"),
        Failure(
            arguments: ["-x", "5"],
            message:
                "unknown option '-x'; 'size' takes -c (--current), -p (--power), -v (--voltage), -l (--length), -u (--units), "
                + "-f (--format), -o (--output), -h"),
        Failure(arguments: ["-length", "5"], message: "unknown option '-length'; long options take two dashes: --length"),
        Failure(arguments: ["--critical", "--no-critical"], message: "give either --critical or --no-critical, not both"),
        Failure(arguments: ["--no-critical", "--no-critical"], message: "option '--critical' given more than once"),
        Failure(arguments: ["--no-json"], message: "unknown option '--no-json' for 'size'"),
        Failure(
            arguments: ["--no-round-trip=yes"],
            message: "option '--no-round-trip' takes no value (write --round-trip or --no-round-trip)"),
        Failure(arguments: ["-c", "5", "--current", "6"], message: "option '--current' given more than once"),
        Failure(arguments: ["--", "x"], message: "unexpected argument 'x'; 'size' takes only options such as --current"),
    ])
    func parse_malformedArguments_isAUsageError(_ failure: Failure) {
        do {
            _ = try ArgumentParser.parse(failure.arguments, for: spec, in: .en)
            Issue.record("\(failure.arguments) was accepted")
        } catch {
            guard case .usage(_, let command) = error else {
                Issue.record("not a usage error: \(error)")
                return
            }
            #expect(command == "size")
            #expect(error.text(in: .en) == failure.message)
        }
    }

    @Test func parse_unknownOption_isTypedWithTheNearestOption() {
        #expect(throws: CLIError.usage(.option(.unknown("--lenght", suggestion: "--length")), command: "size")) {
            try ArgumentParser.parse(["--lenght", "5"], for: spec, in: .en)
        }
    }

    @Test func optionKey_isCamelCaseOfTheName() {
        #expect(Arguments.camelCase("max-drop") == "maxDrop")
        #expect(Arguments.camelCase("fuse-factor") == "fuseFactor")
        #expect(Arguments.camelCase("length") == "length")
        // Each request option's name is its key's, so errors about a key name the option typed.
        for option in SizeCommand.requestOptions {
            #expect(Arguments.camelCase(option.name) == option.key.rawValue)
        }
    }

    @Test func suggestion_findsNearMisses_andNothingFar() {
        #expect(Suggestion.closest(to: "--lenght", among: ["--length", "--current"]) == "--length")
        #expect(Suggestion.closest(to: "sise", among: ["size", "drop", "fuse", "wires"]) == "size")
        #expect(Suggestion.closest(to: "zzzzzz", among: ["size", "drop"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
    }

    @Test func run_inProcess_capturesStreamsAndStatus() {
        var out = ""
        var err = ""
        let status = CLI.run(arguments: ["fuse", "--current", "20"], environment: [:], stdout: &out, stderr: &err)
        #expect(status == 0)
        #expect(out.contains("Fuse        25 A ATO/ATC blade"))
        #expect(err.isEmpty)
    }

    @Test func jsonWriter_writesNullsAndFullPrecision() {
        var json = JSONWriter(layout: .compact, sortedKeys: true)
        json.beginObject()
        json.key("a")
        json.null()
        json.key("b")
        json.number(0.1 + 0.2)
        json.key("c")
        json.beginArray()
        json.integer(1)
        json.bool(true)
        json.endArray()
        json.key("d")
        json.string("q\"\n")
        json.endObject()
        #expect(json.text == #"{"a":null,"b":0.30000000000000004,"c":[1,true],"d":"q\"\n"}"#)
        func number(_ value: Double) -> String {
            var json = JSONWriter(layout: .indented)
            json.number(value)
            return json.text
        }
        #expect(number(20) == "20")
        #expect(number(1e-7) == "1e-07")
    }

    @Test func display_roundsOnlyForPeople() {
        #expect(Display.number(4.7222222, in: .en) == "4.72")
        #expect(Display.number(5, in: .en) == "5")
        #expect(Display.number(0.1049, decimals: 1, in: .en) == "0.1")
        #expect(Display.number(-4.7233, in: .en) == "-4.72")
        #expect(Display.number(-0.001, in: .en) == "0")
        #expect(Display.number(1234.5, decimals: 0, in: .en) == "1234")
        #expect(Display.number(0.5, decimals: 3, in: .en) == "0.5")
        #expect(Display.fixed(5, decimals: 2, in: .en) == "5.00")
        #expect(Display.fixed(0.05, decimals: 2, in: .en) == "0.05")
        #expect(Display.fixed(-0.001, decimals: 2, in: .en) == "0.00")
        #expect(Display.fixed(-12.345, decimals: 1, in: .en) == "-12.3")
        #expect(Display.fixed(7, decimals: 0, in: .en) == "7")
        #expect(Display(units: .imperial, language: .en).length(.meters(5)) == "16.4 ft")
        #expect(Display(units: .metric, language: .en).conductor(.awg(-3)) == "4/0 AWG (107.22 mm²)")
    }

    /// Two help texts list enum cases; they must name every case, in order.
    @Test func helpLists_nameEveryInsulationRatingAndFuseType() {
        let ratings = InsulationRating.allCases.map(\.label).joined(separator: ", ")
        let fuseTypes = FuseType.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(Options.insulation.help() == "Insulation temperature rating: \(ratings).")
        #expect(
            Options.fuseType.help()
                == "Fuse families to choose from, comma-separated: \(fuseTypes). dcMcb (DIN-rail DC breakers) only when named.")
    }
}
