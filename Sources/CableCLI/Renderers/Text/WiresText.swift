import CableCore
import CableText

/// `cable wires` for people: one row a size, resistance per km or per 1000 ft.
enum WiresText {
    /// The table; fitted to `width` columns when given (a terminal's) by leaving out the area in
    /// the other unit (circular mils in metric, mm² in imperial), then the other area.
    static func render(_ table: WireTable, units: UnitSystem, width: Int? = nil, in language: Language) -> String {
        let rows: [[String]] = table.rows.map { row in
            let area = row.size.area
            let resistance = units == .metric ? row.resistancePerKilometer : row.resistancePerThousandFeet
            return [
                language.decimalsIn(row.size.label),
                Display.number(area.squareMillimeters, decimals: 3, in: language),
                Display.number(area.circularMils, decimals: 0, in: language),
                Display.fixed(resistance.ohms, decimals: 4, in: language),
                Display.ampacity(row.ampacity, in: language),
            ]
        }
        let heading =
            TextLayout.wrappedLines(
                language.tr(
                    "{series} sizes, {material} at {temperature}; ampacity for {conditions}",
                    [
                        "series": table.series == .metric ? language.tr("IEC 60228 metric") : language.tr("AWG and kcmil"),
                        "material": table.conductor.model == .real
                            ? Display.conductorKind(
                                table.conductor, material: table.material, metric: table.series == .metric, in: language)
                            : CoreWords.material(table.material, in: language),
                        "temperature": Display.temperature(table.temperature, in: language),
                        "conditions": Display.conditions(table.conditions, in: language),
                    ]) + "\n"
                    + language.tr("Ampacity source: {source}", ["source": CoreWords.ampacitySource(table.series, in: language)]),
                width: width)
            + "\n\n"
        let resistance = language.tr("Resistance {unit}", ["unit": units == .metric ? "Ω/km" : "Ω/1000 ft"])
        let body = TextLayout.table(
            header: [
                language.tr("Size"), language.tr("Area mm²"), language.tr("Area cmil"), resistance, language.tr("Ampacity"),
            ],
            rows: rows, rightAligned: [1, 2, 3, 4], width: width,
            fit: TextLayout.Fit(dropOrder: units == .metric ? [2, 1] : [1, 2]), in: language)
        return heading + body
    }
}
