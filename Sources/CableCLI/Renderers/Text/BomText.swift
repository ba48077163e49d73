import CableCore
import CableText

/// The bill of materials for people: a table, Markdown, CSV, and the rows the documents print.
///
/// CSV columns (a contract): `category` (`cable`, `fuse`, `fuseBlock`, `fuseHolder`,
/// `batterySwitch`, `busBar`, `ringTerminal`, `heatShrink`, `battery`, `charger`, `inverter`), `item`,
/// `quantity` (metres or feet for cable, pieces otherwise), `unit`, then `ratingAmperes`,
/// `currentAmperes` (what the part was chosen for), `stud` and `connections`, empty when they do not apply.
struct BomText {
    let bom: BillOfMaterials
    /// The system's name.
    let system: String
    let units: UnitSystem
    /// The resistance model the cable was sized with, in words (``Display/resistanceModel(_:series:)``);
    /// nil where the document states it elsewhere (the report's documents).
    var model: String?

    static var header: [String] { [tr("Category"), tr("Item"), tr("Quantity")] }

    /// What the cable lengths include, in a sentence.
    var caption: String {
        let spare = Display.percent(bom.spareFraction * 100)
        let lengths =
            units == .metric
            ? tr(
                "Cable: red (+) and black (−) runs of each circuit's one-way length, plus {spare} spare; lengths in metres.",
                ["spare": spare])
            : tr(
                "Cable: red (+) and black (−) runs of each circuit's one-way length, plus {spare} spare; lengths in feet.",
                ["spare": spare])
        return lengths + (model.map { " " + tr("Resistance model: {model}.", ["model": $0]) } ?? "")
    }

    /// One row per line, in ``header``'s columns.
    var rows: [[String]] {
        bom.lines.map { line in
            let (amount, unit) = quantity(line)
            return [Self.label(line.category), BomWords.item(line), "\(amount) \(unit)"]
        }
    }

    /// The table for people; fitted to `width` columns when given (a terminal's): the item
    /// column wraps, and nothing is left out.
    func table(width: Int? = nil) -> String {
        TextLayout.wrappedLines(tr("Bill of materials: {system}", ["system": system]) + "\n\(caption)", width: width)
            + "\n\n"
            + TextLayout.table(
                header: Self.header, rows: rows, rightAligned: [2], width: width, fit: TextLayout.Fit(wrapping: [1]))
    }

    func markdown() -> String {
        var text = "# " + tr("Bill of materials: {system}", ["system": MarkdownText.escaped(system)]) + "\n\n"
        text += tr("Cable includes {spare} spare.", ["spare": Display.percent(bom.spareFraction * 100)]) + "\n\n"
        if let model { text += tr("Resistance model: {model}.", ["model": model]) + "\n\n" }
        text += "| " + Self.header.joined(separator: " | ") + " |\n|---|---|---:|\n"
        for line in bom.lines {
            let (amount, unit) = quantity(line)
            text += "| \(Self.label(line.category)) | \(MarkdownText.escaped(BomWords.item(line))) | \(amount) \(unit) |\n"
        }
        return text
    }

    /// The columns of the CSV, in order.
    static let csvColumns = [
        CSVColumn("category", "string", "The kind of part (as bom --format json's category)."),
        CSVColumn("item", "string", "The part (English)."),
        CSVColumn("quantity", "number", unit: "(unit)", "How many: cable to 0.1 in metres or feet (--units), other parts whole."),
        CSVColumn("unit", "string", "The unit of quantity: m, ft or pcs."),
        CSVColumn("ratingAmperes", "number", unit: "A", "The part's rating; empty where it does not apply."),
        CSVColumn("currentAmperes", "number", unit: "A", "The current the part carries; empty where it does not apply."),
        CSVColumn("stud", "string", "The stud size of a lug or bus bar; empty otherwise."),
        CSVColumn("connections", "integer", "How many connections a bus bar has; empty otherwise."),
    ]

    /// The CSV, in English whatever the run's language: machine output.
    func csv() -> String {
        Language.english {
            CSVColumn.header(Self.csvColumns)
                + bom.lines.map { line in
                    let (amount, unit) = quantity(line, machine: true)
                    return CSVField.record([
                        line.category.rawValue, BomWords.english(line), amount, unit,
                        line.rating.map { Display.number($0.amperes) } ?? "",
                        line.current.map { Display.number($0.amperes) } ?? "", line.stud?.rawValue ?? "",
                        line.connections.map(String.init) ?? "",
                    ])
                }.joined()
        }
    }

    /// A line's quantity and unit for display: cable in metres or feet to 0.1, the rest in whole
    /// pieces — `1 pc`, `2 pcs` as the language's plural rule says (CSV keeps `pcs`: machine output).
    func quantity(_ line: BillOfMaterials.Line, machine: Bool = false) -> (String, String) {
        guard line.unit == .meter else {
            let count = Display.number(line.quantity, decimals: 0)
            guard !machine else { return (count, line.unit.symbol) }
            return (count, Words(Language.current).text(line.unit, count: line.quantity))
        }
        return units == .metric
            ? (Display.number(line.quantity, decimals: 1), "m")
            : (Display.number(Length.meters(line.quantity).feet, decimals: 1), "ft")
    }

    static func label(_ category: BillOfMaterials.Category) -> String {
        switch category {
        case .cable: tr("cable")
        case .fuse: tr("fuse")
        case .fuseBlock: tr("fuse block")
        case .fuseHolder: tr("fuse holder")
        case .batterySwitch: tr("switch")
        case .busBar: tr("bus bar")
        case .ringTerminal: tr("terminal")
        case .heatShrink: tr("heat-shrink")
        case .battery: tr("battery")
        case .charger: tr("charger")
        case .inverter: tr("inverter")
        }
    }
}
