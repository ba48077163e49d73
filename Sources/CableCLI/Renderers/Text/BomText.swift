import CableCore
import CableText

/// The bill of materials for people: a table, Markdown, CSV, and the rows the documents print.
///
/// CSV columns (a contract): `category` (`cable`, `pvCable`, `fuse`, `fuseBlock`, `fuseHolder`,
/// `batterySwitch`, `busBar`, `ringTerminal`, `ferrule`, `heatShrink`, `pvConnector`, `battery`, `charger`, `pvModule`,
/// `inverter`), `item`,
/// `quantity` (metres or feet for cable, pieces otherwise), `unit`, then `ratingAmperes`,
/// `currentAmperes` (what the part was chosen for), `stud` and `connections`, empty when they do not apply.
struct BomText {
    let bom: BillOfMaterials
    /// The system's name.
    let system: String
    let units: UnitSystem
    /// The resistance model the cable was sized with, in words (``Display/resistanceModel(_:series:in:)``);
    /// nil where the document states it elsewhere (the report's documents).
    var model: String?
    /// The language people read it in (the CSV is English whatever it is).
    let language: Language

    static func header(in language: Language) -> [String] {
        [language.tr("Category"), language.tr("Item"), language.tr("Quantity")]
    }

    /// What the cable lengths include, in a sentence.
    var caption: String {
        let spare = Display.percent(bom.spareFraction * 100, in: language)
        let lengths =
            units == .metric
            ? language.tr(
                "Cable: red (+) and black (−) runs of each circuit's one-way length, plus {spare} spare; lengths in metres.",
                ["spare": spare])
            : language.tr(
                "Cable: red (+) and black (−) runs of each circuit's one-way length, plus {spare} spare; lengths in feet.",
                ["spare": spare])
        return lengths + (model.map { " " + language.tr("Resistance model: {model}.", ["model": $0]) } ?? "")
    }

    /// One row per line, in ``header(in:)``'s columns.
    var rows: [[String]] {
        bom.lines.map { line in
            let (amount, unit) = quantity(line)
            return [Self.label(line.category, in: language), BomWords.item(line, in: language), "\(amount) \(unit)"]
        }
    }

    /// The table for people; fitted to `width` columns when given (a terminal's): the item
    /// column wraps, and nothing is left out.
    func table(width: Int? = nil) -> String {
        TextLayout.wrappedLines(language.tr("Bill of materials: {system}", ["system": system]) + "\n\(caption)", width: width)
            + "\n\n"
            + TextLayout.table(
                header: Self.header(in: language), rows: rows, rightAligned: [2], width: width,
                fit: TextLayout.Fit(wrapping: [1]), in: language)
    }

    func markdown() -> String {
        var text = "# " + language.tr("Bill of materials: {system}", ["system": MarkdownText.escaped(system)]) + "\n\n"
        text +=
            language.tr("Cable includes {spare} spare.", ["spare": Display.percent(bom.spareFraction * 100, in: language)])
            + "\n\n"
        if let model { text += language.tr("Resistance model: {model}.", ["model": model]) + "\n\n" }
        text += "| " + Self.header(in: language).joined(separator: " | ") + " |\n|---|---|---:|\n"
        for line in bom.lines {
            let (amount, unit) = quantity(line)
            text +=
                "| \(Self.label(line.category, in: language)) | \(MarkdownText.escaped(BomWords.item(line, in: language))) | \(amount) \(unit) |\n"
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
        CSVColumn.header(Self.csvColumns)
            + bom.lines.map { line in
                let (amount, unit) = quantity(line, machine: true)
                return CSVField.record([
                    line.category.rawValue, BomWords.english(line), amount, unit,
                    line.rating.map { Display.number($0.amperes, in: .en) } ?? "",
                    line.current.map { Display.number($0.amperes, in: .en) } ?? "", line.stud?.rawValue ?? "",
                    line.connections.map(String.init) ?? "",
                ])
            }.joined()
    }

    /// A line's quantity and unit for display: cable in metres or feet to 0.1, the rest in whole
    /// pieces — `1 pc`, `2 pcs` as the language's plural rule says (CSV keeps `pcs`: machine output).
    func quantity(_ line: BillOfMaterials.Line, machine: Bool = false) -> (String, String) {
        let language = machine ? Language.en : self.language
        guard line.unit == .meter else {
            let count = Display.number(line.quantity, decimals: 0, in: language)
            guard !machine else { return (count, line.unit.symbol) }
            return (count, Words(language).text(line.unit, count: line.quantity))
        }
        return units == .metric
            ? (Display.number(line.quantity, decimals: 1, in: language), "m")
            : (Display.number(Length.meters(line.quantity).feet, decimals: 1, in: language), "ft")
    }

    static func label(_ category: BillOfMaterials.Category, in language: Language) -> String {
        switch category {
        case .cable: language.tr("cable")
        case .pvCable: language.tr("PV cable")
        case .fuse: language.tr("fuse")
        case .fuseBlock: language.tr("fuse block")
        case .fuseHolder: language.tr("fuse holder")
        case .batterySwitch: language.tr("switch")
        case .busBar: language.tr("bus bar")
        case .ringTerminal: language.tr("terminal")
        case .ferrule: language.tr("ferrule")
        case .heatShrink: language.tr("heat-shrink")
        case .pvConnector: language.tr("connector")
        case .battery: language.tr("battery")
        case .charger: language.tr("charger")
        case .pvModule: language.tr("PV module")
        case .inverter: language.tr("inverter")
        }
    }
}
