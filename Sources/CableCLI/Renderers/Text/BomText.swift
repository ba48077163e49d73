import CableCore

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

    static let header = ["Category", "Item", "Quantity"]

    /// What the cable lengths include, in a sentence.
    var caption: String {
        "Cable: red (+) and black (−) runs of each circuit's one-way length, "
            + "plus \(Display.number(bom.spareFraction * 100)) % spare; lengths in \(units == .metric ? "metres" : "feet")."
    }

    /// One row per line, in ``header``'s columns.
    var rows: [[String]] {
        bom.lines.map { line in
            let (amount, unit) = quantity(line)
            return [Self.label(line.category), line.item, "\(amount) \(unit)"]
        }
    }

    func table() -> String {
        "Bill of materials: \(system)\n\(caption)\n\n" + TextLayout.table(header: Self.header, rows: rows, rightAligned: [2])
    }

    func markdown() -> String {
        var text = "# Bill of materials: \(MarkdownText.escaped(system))\n\n"
        text += "Cable includes \(Display.number(bom.spareFraction * 100)) % spare.\n\n"
        text += "| Category | Item | Quantity |\n|---|---|---:|\n"
        for line in bom.lines {
            let (amount, unit) = quantity(line)
            text += "| \(Self.label(line.category)) | \(MarkdownText.escaped(line.item)) | \(amount) \(unit) |\n"
        }
        return text
    }

    func csv() -> String {
        "category,item,quantity,unit,ratingAmperes,currentAmperes,stud,connections\n"
            + bom.lines.map { line in
                let (amount, unit) = quantity(line)
                return CSVField.record([
                    line.category.rawValue, line.item, amount, unit, line.rating.map { Display.number($0.amperes) } ?? "",
                    line.current.map { Display.number($0.amperes) } ?? "", line.stud?.rawValue ?? "",
                    line.connections.map(String.init) ?? "",
                ])
            }.joined()
    }

    /// A line's quantity and unit for display: cable in metres or feet to 0.1, the rest in whole pieces.
    func quantity(_ line: BillOfMaterials.Line) -> (String, String) {
        guard line.category == .cable else { return (Display.number(line.quantity, decimals: 0), line.unit) }
        return units == .metric
            ? (Display.number(line.quantity, decimals: 1), "m")
            : (Display.number(Length.meters(line.quantity).feet, decimals: 1), "ft")
    }

    static func label(_ category: BillOfMaterials.Category) -> String {
        switch category {
        case .cable: "cable"
        case .fuse: "fuse"
        case .fuseBlock: "fuse block"
        case .fuseHolder: "fuse holder"
        case .batterySwitch: "switch"
        case .busBar: "bus bar"
        case .ringTerminal: "terminal"
        case .heatShrink: "heat-shrink"
        case .battery: "battery"
        case .charger: "charger"
        case .inverter: "inverter"
        }
    }
}
