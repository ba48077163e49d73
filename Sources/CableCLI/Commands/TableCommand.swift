import CableCore

/// `cable table`: conductor sizes by length and current, like ABYC E-11's published tables.
enum TableCommand: Command {
    static let name = "table"
    static let spec = CommandSpec(
        name: name,
        abstract: "Print a grid of wire sizes by length and current (drop-only, like the ABYC tables).",
        usage:
            "cable table --voltage <volts> [--max-drop <percent>] [--standard abyc] [--lengths <list>] [--currents <list>] "
            + "[--format table|csv|json|markdown]",
        discussion: """
            Each cell is the smallest size that keeps the drop within the limit at that length and \
            current, chosen by voltage drop alone as the published tables are (--with-ampacity also \
            requires the size to carry the current). An empty cell means no single conductor of the \
            series suffices. Without --lengths the grid is ABYC's: 10 to 170 ft of round trip; with \
            --lengths the lengths are one-way unless --round-trip. Currents default to 5-30 A by 5 and \
            40-100 A by 10.
            """,
        options: [
            CommonOptions.voltage, CommonOptions.maxDrop, CommonOptions.critical, CommonOptions.standard,
            OptionSpec.value(
                "lengths", "<list>", "Lengths: 10,15,20ft or a range 10-170ft:10. Bare numbers are metres.",
                default: "10-170ft:10, round trip"),
            OptionSpec.value("currents", "<list>", "Currents: 5,10,15A or a range 5-100A:5.", default: "5-30A:5 then 40-100A:10"),
            CommonOptions.roundTrip,
            OptionSpec.flag("with-ampacity", "Also require each size to carry the current (105C, free air unless set)."),
            CommonOptions.insulation, CommonOptions.engineRoom, CommonOptions.bundled,
            CommonOptions.material, CommonOptions.temperature,
            CommonOptions.units,
            OptionSpec.value("format", "table|csv|json|markdown", "Output format.", default: "table"),
        ],
        examples: [
            "cable table --voltage 12 --max-drop 3 --standard abyc --units imperial",
            "cable table --voltage 24 --critical --standard abyc --format csv",
            "cable table --voltage 12 --lengths 2-20m:2 --currents 10,20,40,80A",
        ])

    enum Format: String, CaseIterable {
        case table, csv, json, markdown
    }

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let units = try options.units()
        let standard = try options.standard()
        let voltage = try options.required("voltage", QuantityParser.voltage)
        let maxDrop = try options.maxDrop(standard: standard)
        let givenLengths = try options.value("lengths", QuantityParser.lengthList)
        let currents = try options.value("currents", QuantityParser.currentList) ?? SizingTable.abycCurrents
        let material = try options.material()
        let temperature = try options.value("temperature", QuantityParser.temperature) ?? .celsius(20)
        let conditions = try options.conditions()
        let format = try options.format(Format.self) ?? .table
        if standard == .abyc, material != .copper || options.has("temperature") {
            throw .usage(
                "--standard abyc sizes copper with a fixed K = 10.75 Ω·cmil/ft; omit --material and --temperature",
                command: spec.name)
        }
        let table: SizingTable
        do {
            table = try SizingTable.make(
                voltage: voltage, maxDropPercent: maxDrop, lengths: givenLengths ?? SizingTable.abycLengths, currents: currents,
                lengthsAreRoundTrip: givenLengths == nil || options.flag("round-trip"), standard: standard,
                series: standard == .abyc ? .marine : units.series, material: material, conductorTemperature: temperature,
                conditions: conditions, withAmpacity: options.flag("with-ampacity"))
        } catch {
            throw options.named(error)
        }
        let lengthUnit = units == .metric ? "m" : "ft"
        func lengthValue(_ length: Length) -> String {
            Display.number(units == .metric ? length.meters : length.feet, decimals: 3)
        }
        let currentLabels = table.currents.map { Display.number($0.amperes) + "A" }
        switch format {
        case .csv:
            var lines = [(["length_\(lengthUnit)"] + currentLabels).joined(separator: ",")]
            for (row, length) in table.lengths.enumerated() {
                lines.append(([lengthValue(length)] + table.cells[row].map { $0?.shortLabel ?? "" }).joined(separator: ","))
            }
            return CommandOutput(stdout: lines.joined(separator: "\n") + "\n")
        case .json:
            let rows: [JSONValue] = table.lengths.enumerated().map { row, length in
                .object([
                    "lengthMeters": .number(length.meters),
                    "conductors": .array(table.cells[row].map { .optional($0, JSONFields.conductor) }),
                ])
            }
            let document: JSONValue = .object([
                "schemaVersion": JSONFields.schemaVersion,
                "standard": .string(table.standard.rawValue),
                "series": .string(table.series.rawValue),
                "voltageVolts": .number(table.voltage.volts),
                "maxDropPercent": .number(table.maxDropPercent),
                "lengthsAreRoundTrip": .bool(table.lengthsAreRoundTrip),
                "withAmpacity": .bool(table.withAmpacity),
                "currentsAmperes": .array(table.currents.map { .number($0.amperes) }),
                "rows": .array(rows),
            ])
            return CommandOutput(stdout: document.serialized() + "\n")
        case .table, .markdown:
            let sizeUnit = table.series == .metric ? "mm²" : "AWG"
            let lengthKind = table.lengthsAreRoundTrip ? "round trip" : "one-way"
            let method =
                table.standard == .abyc
                ? "ABYC E-11 (K = 10.75, SAE J1127 areas)" : "\(material.displayName) at \(Display.temperature(temperature))"
            let basis = table.withAmpacity ? "by voltage drop and ampacity" : "by voltage drop alone"
            let title =
                "Conductor sizes (\(sizeUnit)) \(basis) at \(Display.volts(table.voltage)), ≤ \(Display.percent(table.maxDropPercent)) drop; "
                + "\(method); lengths \(lengthKind) in \(lengthUnit == "m" ? "metres" : "feet"); empty: no single conductor suffices"
            let header = ["Length (\(lengthUnit))"] + currentLabels.map { $0.replacing("A", with: " A") }
            let rows = table.lengths.enumerated().map { row, length in
                [lengthValue(length)] + table.cells[row].map { $0?.shortLabel ?? "" }
            }
            if format == .markdown {
                var text = "\(title)\n\n| " + header.joined(separator: " | ") + " |\n"
                text += "|" + String(repeating: "---:|", count: header.count) + "\n"
                text += rows.map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
                return CommandOutput(stdout: text)
            }
            return CommandOutput(
                stdout: title + "\n\n" + TextLayout.table(header: header, rows: rows, rightAligned: Set(header.indices)))
        }
    }
}
