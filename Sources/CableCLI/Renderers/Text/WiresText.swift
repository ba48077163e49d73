import CableCore

/// `cable wires` for people: one row a size, resistance per km or per 1000 ft.
enum WiresText {
    static func render(_ table: WireTable, units: UnitSystem) -> String {
        let rows: [[String]] = table.rows.map { row in
            let area = row.size.area
            let resistance = units == .metric ? row.resistancePerKilometer : row.resistancePerThousandFeet
            return [
                row.size.label,
                Display.number(area.squareMillimeters, decimals: 3),
                Display.number(area.circularMils, decimals: 0),
                Display.fixed(resistance.ohms, decimals: 4),
                Display.ampacity(row.ampacity),
            ]
        }
        let heading =
            "\(table.series == .metric ? "IEC 60228 metric" : "AWG and kcmil") sizes, \(table.material.displayName) at "
            + "\(Display.temperature(table.temperature)); ampacity for \(Display.conditions(table.conditions))\n"
            + "Ampacity source: \(table.ampacitySource)\n\n"
        let body = TextLayout.table(
            header: ["Size", "Area mm²", "Area cmil", "Resistance \(units == .metric ? "Ω/km" : "Ω/1000 ft")", "Ampacity"],
            rows: rows, rightAligned: [1, 2, 3, 4])
        return heading + body
    }
}
