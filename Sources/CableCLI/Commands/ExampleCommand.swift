/// The sample van system `cable example` prints: the same bytes as Fixtures/systems/van.json
/// (a test keeps them identical).
enum ExampleCommand: Command {
    static let spec = CommandSpec(
        name: "example",
        abstract: "Print a sample system file (a 12 V camper van) to start from.",
        usage: "cable example",
        discussion:
            "Prints the sample system on stdout, so a new system starts as: cable example > van.json && cable report van.json",
        options: [],
        examples: ["cable example > van.json && cable report van.json"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        CommandOutput(stdout: sample)
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
            { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10 },
            { "name": "LED lights", "power": "3W", "quantity": 8, "length": "6m", "hoursPerDay": 4 },
            { "name": "Water pump", "current": "7A", "length": "3m", "hoursPerDay": 0.25 },
            { "name": "Diesel heater", "power": "40W", "length": "2m", "hoursPerDay": 8, "critical": true },
            { "name": "USB sockets", "power": "30W", "quantity": 2, "length": "3m", "hoursPerDay": 3 },
            { "name": "Coffee maker", "power": "1000W", "hoursPerDay": 0.25, "inverter": "Inverter 2 kW" },
            { "name": "Laptop", "power": "65W", "hoursPerDay": 2, "inverter": "Inverter 2 kW" }
          ],
          "batteries": [
            { "name": "House bank", "chemistry": "lifepo4", "capacityAh": 280, "voltage": "12.8V", "count": 1, "length": "1m" }
          ],
          "chargers": [
            { "name": "Solar MPPT", "kind": "solar", "outputCurrent": "30A", "efficiency": 0.75, "hoursPerDay": 5, "length": "5m" },
            { "name": "DC-DC charger", "kind": "dcdc", "outputCurrent": "30A", "hoursPerDay": 1.5, "length": "1m" },
            { "name": "Shore charger", "kind": "shore", "outputCurrent": "25A", "length": "1m" }
          ],
          "inverters": [
            { "name": "Inverter 2 kW", "power": "2000W", "efficiency": 0.9, "idlePower": "8W", "surgePower": "4000W", "length": "1.5m" }
          ]
        }

        """#
}
