import CableCore

/// `cable bom FILE`: the bill of materials.
enum BomCommand: Command {
    static let spec = CommandSpec(
        name: "bom",
        abstract: "Bill of materials for a system file: cable, fuses, holders, terminals, batteries, chargers.",
        usage: "cable bom FILE [--format table|csv|json|markdown] [--spare <percent>] [--units metric|imperial]",
        discussion: """
            Cable is listed by size and colour: red for the positive and black for the negative run, each \
            the one-way length plus the spare allowance. Each circuit also takes four ring terminals of \
            its size and, when fused, one fuse and holder of the chosen family.
            """,
        options: [
            OptionSpec.value("format", "table|csv|json|markdown", "Output format.", default: "table"),
            OptionSpec.value("spare", "<percent>", "Extra cable on top of the measured runs: 10, 10%.", default: "10%"),
            CommonOptions.units,
        ],
        examples: ["cable bom van.json", "cable bom van.json --format csv --spare 15%", "cable bom boat.json --format markdown"],
        arguments: ["FILE"])

    enum Format: String, CaseIterable {
        case table, csv, json, markdown
    }

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let format = try options.format(Format.self) ?? .table
        let spare = try options.value("spare", QuantityParser.percent) ?? BillOfMaterials.defaultSpareFraction * 100
        let (path, system) = try options.systemFile()
        let units = try options.units(for: system)
        let report = try SystemCommands.analyze(system, units: units, path: path)
        let bom: BillOfMaterials
        do {
            bom = try BillOfMaterials.make(from: report, spareFraction: spare / 100)
        } catch {
            throw options.named(error)
        }
        let display = Display(units: units)
        func quantity(_ line: BillOfMaterials.Line) -> (String, String) {
            guard line.category == .cable else { return (Display.number(line.quantity, decimals: 0), line.unit) }
            return units == .metric
                ? (Display.number(line.quantity, decimals: 1), "m")
                : (Display.number(Length.meters(line.quantity).feet, decimals: 1), "ft")
        }
        switch format {
        case .json:
            let lines: [JSONValue] = bom.lines.map { line in
                .object([
                    "category": .string(line.category.rawValue),
                    "item": .string(line.item),
                    "quantity": .number(line.quantity),
                    "unit": .string(line.unit),
                    "conductor": .optional(line.conductor, JSONFields.conductor),
                    "colour": .optional(line.colour, JSONValue.string),
                ])
            }
            let document: JSONValue = .object([
                "schemaVersion": JSONFields.schemaVersion,
                "system": .string(system.name),
                "spareFraction": .number(bom.spareFraction),
                "lines": .array(lines),
            ])
            return CommandOutput(stdout: document.serialized() + "\n")
        case .csv:
            let rows = bom.lines.map { line -> String in
                let (amount, unit) = quantity(line)
                return [line.category.rawValue, line.item, amount, unit].map(csvField).joined(separator: ",")
            }
            return CommandOutput(stdout: (["category,item,quantity,unit"] + rows).joined(separator: "\n") + "\n")
        case .markdown:
            var text = "# Bill of materials: \(system.name)\n\n"
            text += "Cable includes \(Display.number(bom.spareFraction * 100)) % spare.\n\n"
            text += "| Category | Item | Quantity |\n|---|---|---:|\n"
            for line in bom.lines {
                let (amount, unit) = quantity(line)
                text +=
                    "| \(label(line.category)) | \(line.item.replacingOccurrences(of: "|", with: "\\|")) | \(amount) \(unit) |\n"
            }
            return CommandOutput(stdout: text)
        case .table:
            let rows = bom.lines.map { line -> [String] in
                let (amount, unit) = quantity(line)
                return [label(line.category), line.item, "\(amount) \(unit)"]
            }
            let heading =
                "Bill of materials: \(system.name)\nCable: red (+) and black (−) runs of each circuit's one-way length, "
                + "plus \(Display.number(bom.spareFraction * 100)) % spare; lengths in \(display.units == .metric ? "metres" : "feet").\n\n"
            return CommandOutput(
                stdout: heading + TextLayout.table(header: ["Category", "Item", "Quantity"], rows: rows, rightAligned: [2]))
        }
    }

    static func label(_ category: BillOfMaterials.Category) -> String {
        switch category {
        case .cable: "cable"
        case .fuse: "fuse"
        case .fuseHolder: "fuse holder"
        case .ringTerminal: "terminal"
        case .battery: "battery"
        case .charger: "charger"
        }
    }

    /// RFC 4180 quoting: fields with commas, quotes or line breaks are quoted, quotes doubled.
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
