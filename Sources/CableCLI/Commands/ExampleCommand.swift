import CableCore
import CableText

/// The sample systems `cable example [NAME]` prints: each the same bytes as its fixture
/// (Fixtures/examples/van.json, sailboat.json and cabin.json; a test keeps them
/// identical). Without NAME, the van.
enum ExampleCommand: Command {
    static let list = Flag("list", "List the examples with a line about each.")

    /// The examples, by name, with a line about each (in the run's language: a `tr` literal the
    /// catalogue check finds) and their text.
    static let examples: [(name: String, about: @Sendable (Language) -> String, text: String)] = [
        (
            "van",
            { language in
                language.tr(
                    "12 V camper van, metric: fridge, lights, heater, LiFePO4 bank, solar, DC-DC and shore chargers, 2 kW inverter"
                )
            },
            sample
        ),
        (
            "sailboat",
            { language in
                language.tr(
                    "38 ft sailboat, 12 V, ABYC E-11, imperial: windlass, autopilot, navigation lights, fridge, bilge pump, VHF, plotter"
                )
            },
            ExampleSystems.sailboat
        ),
        (
            "cabin",
            { language in
                language.tr(
                    "off-grid cabin, 24 V, metric: LiFePO4 bank, solar MPPT, generator charger, 3 kW inverter for AC loads")
            },
            ExampleSystems.cabin
        ),
    ]

    static let spec = CommandSpec(
        name: "example",
        abstract: "Print a sample system file (van, sailboat or cabin) to start from.",
        usage: "cable example [van|sailboat|cabin] | cable example --list",
        discussion:
            "Prints a sample system on stdout (the van when no NAME is given), so a new system starts as: cable example sailboat > boat.json && cable report boat.json",
        options: [list.spec],
        examples: [
            "cable example > van.json && cable report van.json", "cable example --list", "cable example cabin > cabin.json",
        ],
        arguments: ["NAME"])

    /// NAME: the examples' names.
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        index == 0 ? .words(examples.map(\.name)) : .none
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let name = arguments.parsed.positionals.first
        if arguments.isSet(list) {
            guard name == nil else { throw .usage(.name(.exampleListAndName), command: spec.name) }
            return CommandOutput(
                stdout: TextLayout.keyValues(examples.map { ($0.name, $0.about(arguments.language)) }, indent: 0))
        }
        guard let name else { return CommandOutput(stdout: sample) }
        guard let example = examples.first(where: { $0.name == name.lowercased() }) else {
            let names = examples.map(\.name)
            let suggestion = Suggestion.closest(to: name, among: names)
            throw .usage(.name(.unknownExample(name, suggestion: suggestion, examples: names)), command: spec.name)
        }
        return CommandOutput(stdout: example.text)
    }

    static let sample = #"""
        {
          "schemaVersion": 1,
          "name": "Camper van",
          "nominalVoltage": "12V",
          "defaults": {
            "maxDropPercent": 3,
            "criticalMaxDropPercent": 2,
            "insulation": "105C",
            "material": "copper",
            "units": "metric"
          },
          "loads": [
            { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10, "feed": "Fuse block" },
            { "name": "LED lights", "power": "3W", "quantity": 8, "length": "6m", "hoursPerDay": 4, "feed": "Fuse block" },
            { "name": "Water pump", "current": "7A", "length": "3m", "hoursPerDay": 0.25, "feed": "Fuse block" },
            {
              "name": "Diesel heater",
              "power": "40W",
              "length": "2m",
              "hoursPerDay": 8,
              "critical": true,
              "surgeCurrent": "12.5A",
              "surgeSeconds": 180,
              "feed": "Fuse block"
            },
            { "name": "USB sockets", "power": "30W", "quantity": 2, "length": "3m", "hoursPerDay": 3, "feed": "Fuse block" },
            { "name": "Coffee maker", "power": "1000W", "hoursPerDay": 0.25, "inverter": "Inverter 2 kW" },
            { "name": "Laptop", "power": "65W", "hoursPerDay": 2, "inverter": "Inverter 2 kW" }
          ],
          "batteries": [
            { "name": "House bank", "chemistry": "lifepo4", "capacityAh": 280, "voltage": "12.8V", "count": 1, "length": "1m" }
          ],
          "chargers": [
            { "name": "Solar MPPT", "kind": "solar", "outputCurrent": "30A", "length": "1m", "maxInputVoltage": "100V", "maxInputCurrent": "35A" },
            {
              "name": "DC-DC charger",
              "kind": "dcdc",
              "outputCurrent": "30A",
              "hoursPerDay": 1.5,
              "length": "1m",
              "input": {
                "length": "4m",
                "voltage": "12.5V",
                "efficiency": 0.87
              }
            },
            { "name": "Shore charger", "kind": "shore", "outputCurrent": "25A", "length": "1m" }
          ],
          "inverters": [
            { "name": "Inverter 2 kW", "power": "2000W", "efficiency": 0.9, "idlePower": "8W", "surgePower": "4000W", "length": "1.5m" }
          ],
          "panels": [
            { "name": "Fuse block", "length": "1.5m" }
          ],
          "arrays": [
            {
              "name": "Roof array",
              "charger": "Solar MPPT",
              "module": {
                "voc": "24.3V",
                "isc": "5.21A",
                "vmp": "20.4V",
                "imp": "4.91A",
                "power": "100W",
                "vocTempCoefficient": -0.28,
                "maxSeriesFuse": "15A"
              },
              "series": 1,
              "parallel": 4,
              "length": "5m",
              "peakSunHours": 5
            }
          ]
        }

        """#
}
