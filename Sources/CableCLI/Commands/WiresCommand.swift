import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cable wires`: the standard series with area, resistance and ampacity.
enum WiresCommand: Command {
    static let name = "wires"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the standard wire sizes with area, resistance and ampacity.",
        usage: "cable wires [--units metric|imperial] [options]",
        discussion: """
            Metric lists the IEC 60228 series (0.5–300 mm²) with resistance per km; imperial lists \
            AWG 24–4/0 and 250–500 kcmil with resistance per 1000 ft. Ampacity is derated for the \
            given installation conditions; "not rated" sizes are never chosen to carry a current.
            """,
        options: [
            CommonOptions.material, CommonOptions.temperature, CommonOptions.insulation,
            CommonOptions.engineRoom, CommonOptions.bundled, CommonOptions.units, CommonOptions.json,
        ],
        examples: ["cable wires", "cable wires --units imperial --insulation 90C --engine-room"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let units = try options.units()
        let material = try options.material()
        let temperature = try options.value("temperature", QuantityParser.temperature) ?? .celsius(20)
        do {
            try Limits.requireWithin(temperature.degreesCelsius, Limits.temperature, field: "--temperature", unit: "°C")
        } catch {
            throw .invalidValue(error)
        }
        let conditions = try options.conditions()
        let series = units.series
        let table = AmpacityTable.forSeries(series)
        let sizes = series.sizes

        if options.flag("json") {
            let wires: [JSONValue] = sizes.map { size in
                var object = JSONFields.conductor(size)
                if case .object(var members) = object {
                    members["resistanceOhmsPerKilometer"] = .number(
                        material.resistance(of: size, length: .meters(1000), at: temperature).ohms)
                    members["ampacityAmperes"] = JSONFields.ampacity(
                        table.rating(of: size, conditions: conditions, material: material))
                    members["ampacityIsLowerBound"] = .optional(
                        table.rating(of: size, conditions: conditions, material: material)
                    ) {
                        .bool($0.isLowerBound)
                    }
                    object = .object(members)
                }
                return object
            }
            let document: [String: JSONValue] = [
                "schemaVersion": JSONFields.schemaVersion,
                "series": .string(series.rawValue),
                "material": .string(material.rawValue),
                "conductorTemperatureCelsius": .number(temperature.degreesCelsius),
                "ampacitySource": .string(table.source),
                "conditions": .object(JSONFields.conditions(conditions)),
                "wires": .array(wires),
            ]
            return CommandOutput(stdout: JSONValue.object(document).serialized() + "\n")
        }

        let resistanceHeader = units == .metric ? "Ω/km" : "Ω/1000 ft"
        let perLength = units == .metric ? 1000.0 : 1000 * Length.metersPerFoot
        let rows: [[String]] = sizes.map { size in
            let area = size.area
            return [
                size.label,
                Display.number(area.squareMillimeters, decimals: 3),
                Display.number(area.circularMils, decimals: 0),
                Display.fixed(material.resistance(of: size, length: .meters(perLength), at: temperature).ohms, decimals: 4),
                Display.ampacity(table.rating(of: size, conditions: conditions, material: material)),
            ]
        }
        let heading =
            "\(series == .metric ? "IEC 60228 metric" : "AWG and kcmil") sizes, \(material.displayName) at "
            + "\(Display.temperature(temperature)); ampacity for \(Display.conditions(conditions))\n"
            + "Ampacity source: \(table.source)\n\n"
        let body = TextLayout.table(
            header: ["Size", "Area mm²", "Area cmil", "Resistance \(resistanceHeader)", "Ampacity"],
            rows: rows, rightAligned: [1, 2, 3, 4])
        return CommandOutput(stdout: heading + body)
    }
}
