import CableCore
import CableText

/// `cable wires` for people: one row a size, resistance per km or per 1000 ft.
enum WiresText {
    /// The table; fitted to `width` columns when given (a terminal's) by leaving out the area in
    /// the other unit (circular mils in metric, mm² in imperial), then the other area.
    static func render(_ table: WireTable, units: UnitSystem, width: Int? = nil) -> String {
        let rows: [[String]] = table.rows.map { row in
            let area = row.size.area
            let resistance = units == .metric ? row.resistancePerKilometer : row.resistancePerThousandFeet
            return [
                Language.current.decimalsIn(row.size.label),
                Display.number(area.squareMillimeters, decimals: 3),
                Display.number(area.circularMils, decimals: 0),
                Display.fixed(resistance.ohms, decimals: 4),
                Display.ampacity(row.ampacity),
            ]
        }
        let heading =
            TextLayout.wrappedLines(
                tr(
                    "{series} sizes, {material} at {temperature}; ampacity for {conditions}",
                    [
                        "series": table.series == .metric ? tr("IEC 60228 metric") : tr("AWG and kcmil"),
                        "material": table.conductor.model == .real
                            ? Display.conductorKind(table.conductor, material: table.material, metric: table.series == .metric)
                            : CoreWords.material(table.material), "temperature": Display.temperature(table.temperature),
                        "conditions": Display.conditions(table.conditions),
                    ]) + "\n" + tr("Ampacity source: {source}", ["source": CoreWords.ampacitySource(table.series)]), width: width)
            + "\n\n"
        let resistance = tr("Resistance {unit}", ["unit": units == .metric ? "Ω/km" : "Ω/1000 ft"])
        let body = TextLayout.table(
            header: [tr("Size"), tr("Area mm²"), tr("Area cmil"), resistance, tr("Ampacity")],
            rows: rows, rightAligned: [1, 2, 3, 4], width: width,
            fit: TextLayout.Fit(dropOrder: units == .metric ? [2, 1] : [1, 2]))
        return heading + body
    }
}
