import CableCore

/// `cable bom FILE`: the bill of materials.
enum BomCommand: Command {
    static let name = "bom"
    static let spec = CommandSpec(
        name: name,
        abstract: "Bill of materials for a system file: cable, fuses, holders, terminals, batteries, chargers.",
        usage: "cable bom FILE [--format table|csv|json|markdown|pdf] [-o FILE] [--spare <percent>] [--units metric|imperial]",
        discussion: """
            Cable is listed by size and colour: red for the positive and black for the negative run, each \
            the one-way length plus the spare allowance. Each circuit also takes four ring terminals of \
            its size and, when fused, one fuse and holder of the chosen family. --format pdf writes an A4 \
            page to the file -o names; -o FILE also writes the other formats to a file.
            """,
        options: [
            OptionSpec.value("format", "table|csv|json|markdown|pdf", "Output format; pdf needs -o FILE.", default: "table"),
            OptionSpec.output,
            OptionSpec.value("spare", "<percent>", "Extra cable on top of the measured runs: 10, 10%.", default: "10%"),
            CommonOptions.units,
        ],
        examples: [
            "cable bom van.json", "cable bom van.json --format csv --spare 15%", "cable bom boat.json --format markdown",
            "cable bom van.json --format pdf -o van-bom.pdf",
        ],
        arguments: ["FILE"])

    enum Format: String, CaseIterable {
        case table, csv, json, markdown, pdf
    }

    static let header = ["Category", "Item", "Quantity"]

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let format = try options.format(Format.self) ?? .table
        if format == .pdf, !options.has("output") {
            throw .usage(OutputFile.refusal("PDF"), command: spec.name)
        }
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
        func quantity(_ line: BillOfMaterials.Line) -> (String, String) { Self.quantity(line, units: units) }
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
            return try OutputFile.deliver(text: document.serialized() + "\n", options: options)
        case .csv:
            let rows = bom.lines.map { line -> String in
                let (amount, unit) = quantity(line)
                return [line.category.rawValue, line.item, amount, unit].map(csvField).joined(separator: ",")
            }
            return try OutputFile.deliver(
                text: (["category,item,quantity,unit"] + rows).joined(separator: "\n") + "\n", options: options)
        case .markdown:
            var text = "# Bill of materials: \(system.name)\n\n"
            text += "Cable includes \(Display.number(bom.spareFraction * 100)) % spare.\n\n"
            text += "| Category | Item | Quantity |\n|---|---|---:|\n"
            for line in bom.lines {
                let (amount, unit) = quantity(line)
                text +=
                    "| \(label(line.category)) | \(line.item.replacing("|", with: "\\|")) | \(amount) \(unit) |\n"
            }
            return try OutputFile.deliver(text: text, options: options)
        case .table:
            let heading = "Bill of materials: \(system.name)\n\(caption(bom, units: units))\n\n"
            let table = TextLayout.table(header: header, rows: rows(bom, units: units), rightAligned: [2])
            return try OutputFile.deliver(text: heading + table, options: options)
        case .pdf:
            var document = PDFDocumentBuilder(title: "\(system.name) — bill of materials")
            document.title("Bill of materials: \(system.name)", subtitle: caption(bom, units: units))
            document.table(
                PDFTable(
                    header: header, rows: rows(bom, units: units), rightAligned: [2], flexible: [1],
                    continuedCaption: "Bill of materials (continued)"))
            return try OutputFile.deliver(binary: document.pdf(), kind: "PDF", options: options)
        }
    }

    /// What the cable lengths include, in a sentence.
    static func caption(_ bom: BillOfMaterials, units: UnitSystem) -> String {
        "Cable: red (+) and black (−) runs of each circuit's one-way length, "
            + "plus \(Display.number(bom.spareFraction * 100)) % spare; lengths in \(units == .metric ? "metres" : "feet")."
    }

    /// One row per line, in ``header``'s columns.
    static func rows(_ bom: BillOfMaterials, units: UnitSystem) -> [[String]] {
        bom.lines.map { line in
            let (amount, unit) = quantity(line, units: units)
            return [label(line.category), line.item, "\(amount) \(unit)"]
        }
    }

    /// A line's quantity and unit for display: cable in metres or feet to 0.1, the rest in whole pieces.
    static func quantity(_ line: BillOfMaterials.Line, units: UnitSystem) -> (String, String) {
        guard line.category == .cable else { return (Display.number(line.quantity, decimals: 0), line.unit) }
        return units == .metric
            ? (Display.number(line.quantity, decimals: 1), "m")
            : (Display.number(Length.meters(line.quantity).feet, decimals: 1), "ft")
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
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
