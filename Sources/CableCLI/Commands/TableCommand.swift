import CableCore

/// `cable table`: conductor sizes by length and current, like ABYC E-11's published tables.
enum TableCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case table, csv, json, markdown
    }

    static let lengths = Option(
        "lengths", "<list>",
        "Lengths: 10,15,20ft or a range 10-170ft:10. Bare numbers are metres, or feet with --units imperial.",
        default: "2-50 m, or 10-170ft:10 with --units imperial; one-way unless --round-trip", numbers: .list,
        parseUnder: { text, field, units throws(ValidationError) in
            try QuantityParser.lengthList(text, field: field, units: units)
        })
    static let currents = Option(
        "currents", "<list>", "Currents: 5,10,15A or a range 5-100A:5.", default: "5-30A:5 then 40-100A:10",
        numbers: .list, parse: QuantityParser.currentList)
    static let withAmpacity = Flag(
        "with-ampacity", "Also require each size to carry the current (105C, free air unless set).", negatable: true)
    static let format = Options.format(
        Format.self, help: "Output format; without it, the one -o's extension names (.csv, .json, .md, .txt).",
        default: "table")
    static let requestOptions = [
        Options.voltage, Options.maxDrop, Options.critical, Options.standard, Options.roundTrip, Options.insulation,
        Options.engineRoom, Options.bundled, Options.material, Options.conductorTemperature, Options.resistance,
        Options.conductorClass, Options.tinned,
    ]

    static let spec = CommandSpec(
        name: "table",
        abstract: "Print a grid of wire sizes by length and current (drop-only, like the ABYC tables).",
        usage:
            "cable table --voltage <volts> [--max-drop <percent>] [--standard abyc] [--lengths <list>] [--currents <list>] "
            + "[--format table|csv|json|markdown] [-o FILE]",
        discussion: """
            Each cell is the smallest size that keeps the drop within the limit at that length and \
            current, chosen by voltage drop alone as the published tables are (--with-ampacity also \
            requires the size to carry the current). An empty cell means no single conductor of the \
            series suffices. Without --lengths the grid is 2 to 50 m (2, 3, 4, 5, 6, 8, 10, 12, 15, \
            20, 25, 30, 40, 50), or ABYC's 10 to 170 ft with --units imperial. Lengths, given or not, \
            are one-way runs unless --round-trip (ABYC's own tables are round trips: add --round-trip to \
            match them). Currents default to 5-30 A by 5 and 40-100 A by 10.
            """,
        options: [Options.voltage, Options.maxDrop, Options.critical, Options.standard].map(\.spec)
            + [lengths.spec, currents.spec, Options.roundTrip.spec, withAmpacity.spec]
            + [
                Options.insulation, Options.engineRoom, Options.bundled, Options.material, Options.conductorTemperature,
                Options.resistance, Options.conductorClass, Options.tinned,
            ].map(\.spec)
            + [Options.units.spec, format.spec, Options.json.spec, Options.output.spec, Options.wide.spec],
        examples: [
            "cable table --voltage 12 --max-drop 3 --standard abyc --units imperial",
            "cable table --voltage 24 --critical --standard abyc --format csv",
            "cable table --voltage 12 --lengths 2-20m:2 --currents 10,20,40,80A",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let units = try arguments.units()
        let format = try arguments.outputFormat(format, default: .table)
        let lengths = try arguments.value(lengths, units: units)
        let currents = try arguments.value(currents)
        let withAmpacity = arguments.isSet(withAmpacity)
        let table = try arguments.validatedAgainstDropLimits(requestOptions, units: units) {
            fields, dropLimits throws(ValidationError) in
            try SizingTable.make(
                fields, lengths: lengths, currents: currents, withAmpacity: withAmpacity, dropLimits: dropLimits)
        }
        let text = TableText(table: table, units: units, language: arguments.language)
        switch format {
        case .csv: return try OutputFile.deliver(text: text.csv(), arguments: arguments)
        case .json: return try OutputFile.deliver(text: TableJSON(table: table).indentedText, arguments: arguments)
        case .markdown: return try OutputFile.deliver(text: text.markdown(), arguments: arguments)
        case .table: return try OutputFile.deliver(text: text.text(width: arguments.textWidth()), arguments: arguments)
        }
    }
}
