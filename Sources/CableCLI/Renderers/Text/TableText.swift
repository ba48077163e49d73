import CableCore
import CableText

/// `cable table`'s grid as text, Markdown and CSV.
///
/// The CSV is a contract for tools that read it: a header whose first cell names the length
/// column (`length_ft` or `length_m`) and whose other cells are the currents (`5A,10A,…`); then
/// one row per length — the length in the display unit, then per current the conductor's short
/// label (`18`, `1/0`, `2.5`), empty where nothing suffices.
struct TableText {
    let table: SizingTable
    let units: UnitSystem
    /// The language people read it in (the CSV is English whatever it is).
    let language: Language

    private var lengthUnit: String { units == .metric ? "m" : "ft" }
    private var currentLabels: [String] { table.currents.map { Display.number($0.amperes, in: language) + "A" } }

    private func lengthValue(_ length: Length) -> String {
        Display.number(units == .metric ? length.meters : length.feet, decimals: 3, in: language)
    }

    private func rows() -> [[String]] {
        table.lengths.enumerated().map { row, length in
            [lengthValue(length)] + table.cells[row].map { $0.map { language.decimalsIn($0.shortLabel) } ?? "" }
        }
    }

    /// The columns of the CSV: the length, then one per current, named by it (`5A`, `10A`…).
    static let csvColumns = [
        CSVColumn("length_m", "number", unit: "m", "The row's length (length_ft, in feet, with --units imperial)."),
        CSVColumn(
            "<current>A", "string",
            "One column per current (5A, 10A…): the size for that length and current (mm², or the AWG gauge), empty where none fits."
        ),
    ]

    /// The CSV, in English whatever the run's language: machine output.
    func csv() -> String {
        let english = TableText(table: table, units: units, language: .en)
        return CSVField.record(["length_\(lengthUnit)"] + english.currentLabels) + english.rows().map(CSVField.record).joined()
    }

    /// What the grid shows, in one line.
    private var title: String {
        let sizeUnit = table.series == .metric ? "mm²" : "AWG"
        let material =
            table.conductor.model == .real
            ? Display.conductorKind(table.conductor, material: table.material, metric: table.series == .metric, in: language)
            : CoreWords.material(table.material, in: language)
        let method =
            table.standard == .abyc
            ? language.tr("ABYC E-11 (K = 10.75, SAE J1127 areas)")
            : table.conductor.model == .real && table.givenConductorTemperature == nil
                ? language.tr("{material} at each cell's load temperature (estimated)", ["material": material])
                : language.tr(
                    "{material} at {temperature}",
                    ["material": material, "temperature": Display.temperature(table.conductorTemperature, in: language)])
        let basis = table.withAmpacity ? language.tr("by voltage drop and ampacity") : language.tr("by voltage drop alone")
        let lengths: String
        switch (table.lengthsAreRoundTrip, units) {
        case (true, .metric): lengths = language.tr("lengths round trip in metres")
        case (true, .imperial): lengths = language.tr("lengths round trip in feet")
        case (false, .metric): lengths = language.tr("lengths one-way in metres")
        case (false, .imperial): lengths = language.tr("lengths one-way in feet")
        }
        return language.tr(
            "Conductor sizes ({unit}) {basis} at {voltage}, ≤ {limit} drop; {method}; {lengths}; empty: no single conductor suffices",
            [
                "unit": sizeUnit, "basis": basis, "voltage": Display.volts(table.voltage, in: language),
                "limit": Display.percent(table.maxDropPercent, in: language), "method": method, "lengths": lengths,
            ])
    }

    private var header: [String] {
        [language.tr("Length ({unit})", ["unit": lengthUnit])] + currentLabels.map { $0.replacing("A", with: " A") }
    }

    func markdown() -> String {
        var text = "\(title)\n\n| " + header.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---:|", count: header.count) + "\n"
        text += rows().map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
        return text
    }

    /// The grid for people; fitted to `width` columns when given (a terminal's) by leaving out
    /// the largest currents' columns first (the length column always stays).
    func text(width: Int? = nil) -> String {
        TextLayout.wrappedLines(title, width: width) + "\n\n"
            + TextLayout.table(
                header: header, rows: rows(), rightAligned: Set(header.indices), width: width,
                fit: TextLayout.Fit(dropOrder: Array(header.indices.dropFirst().reversed())), in: language)
    }
}
