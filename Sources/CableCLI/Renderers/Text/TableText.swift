import CableCore

/// `cable table`'s grid as text, Markdown and CSV.
///
/// The CSV is a contract for tools that read it: a header whose first cell names the length
/// column (`length_ft` or `length_m`) and whose other cells are the currents (`5A,10A,…`); then
/// one row per length — the length in the display unit, then per current the conductor's short
/// label (`18`, `1/0`, `2.5`), empty where nothing suffices.
struct TableText {
    let table: SizingTable
    let units: UnitSystem

    private var lengthUnit: String { units == .metric ? "m" : "ft" }
    private var currentLabels: [String] { table.currents.map { Display.number($0.amperes) + "A" } }

    private func lengthValue(_ length: Length) -> String {
        Display.number(units == .metric ? length.meters : length.feet, decimals: 3)
    }

    private func rows() -> [[String]] {
        table.lengths.enumerated().map { row, length in
            [lengthValue(length)] + table.cells[row].map { $0?.shortLabel ?? "" }
        }
    }

    func csv() -> String {
        CSVField.record(["length_\(lengthUnit)"] + currentLabels) + rows().map(CSVField.record).joined()
    }

    /// What the grid shows, in one line.
    private var title: String {
        let sizeUnit = table.series == .metric ? "mm²" : "AWG"
        let lengthKind = table.lengthsAreRoundTrip ? "round trip" : "one-way"
        let method =
            table.standard == .abyc
            ? "ABYC E-11 (K = 10.75, SAE J1127 areas)"
            : "\(table.material.displayName) at \(Display.temperature(table.conductorTemperature))"
        let basis = table.withAmpacity ? "by voltage drop and ampacity" : "by voltage drop alone"
        return
            "Conductor sizes (\(sizeUnit)) \(basis) at \(Display.volts(table.voltage)), ≤ \(Display.percent(table.maxDropPercent)) drop; "
            + "\(method); lengths \(lengthKind) in \(lengthUnit == "m" ? "metres" : "feet"); empty: no single conductor suffices"
    }

    private var header: [String] { ["Length (\(lengthUnit))"] + currentLabels.map { $0.replacing("A", with: " A") } }

    func markdown() -> String {
        var text = "\(title)\n\n| " + header.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---:|", count: header.count) + "\n"
        text += rows().map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
        return text
    }

    func text() -> String {
        title + "\n\n" + TextLayout.table(header: header, rows: rows(), rightAligned: Set(header.indices))
    }
}
