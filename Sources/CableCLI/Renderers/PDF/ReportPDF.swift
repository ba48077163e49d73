import CableCore

/// `cable report --format pdf`: the A4 report — summary, circuits, energy budget, warnings, bill
/// of materials and the wiring diagram.
enum ReportPDF {
    static func render(_ report: SystemReport, bom: BillOfMaterials, display: Display) -> [UInt8] {
        let system = report.system
        var document = PDFDocumentBuilder(title: "\(system.name) — system report")
        document.title(system.name, subtitle: "System report: every circuit sized, energy budget, materials and wiring")
        let defaults = system.defaults
        let method =
            system.standard == .abyc
            ? "ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)"
            : "\(defaults.material.displayName) at \(Display.temperature(defaults.conductorTemperature)), nominal areas"
        let kinds = Dictionary(grouping: report.circuits, by: \.kind.rawValue)
        document.keyValues([
            ("System", system.name),
            ("Voltage", "\(Display.volts(system.nominalVoltage)) nominal"),
            ("Method", method),
            ("Wire series", report.series == .metric ? "metric (mm²)" : "AWG"),
            (
                "Drop limits",
                "\(Display.percent(defaults.ordinaryMaxDropPercent(for: system.standard))) ordinary, "
                    + "\(Display.percent(defaults.criticalMaxDropPercent)) critical circuits"
            ),
            (
                "Circuits",
                [("load", "loads"), ("inverter", "inverter feeds"), ("charger", "chargers"), ("battery", "battery feeds")]
                    .filter { kind, _ in kind != "inverter" || kinds[kind] != nil }.map { kind, plural in
                        let count = kinds[kind]?.count ?? 0
                        return "\(count) \(count == 1 ? String(plural.dropLast()) : plural)"
                    }.joined(separator: ", ")
            ),
        ])
        document.heading("Circuits")
        document.paragraph("Lengths are one-way runs; drop is over the round trip (out and back).", size: 8.5, colour: .grey)
        document.table(
            PDFTable(
                header: ReportText.circuitHeader, rows: ReportText.circuitRows(report, display: display),
                rightAligned: ReportText.circuitNumberColumns,
                flexible: [1, 8, 9], continuedCaption: "Circuits (continued)"))
        if !report.inverters.isEmpty {
            document.heading("Inverters")
            document.paragraph(ReportText.inverterCaption, size: 8.5, colour: .grey)
            document.table(
                PDFTable(
                    header: ReportText.inverterHeader, rows: ReportText.inverterRows(report),
                    rightAligned: ReportText.inverterNumberColumns, flexible: [0], continuedCaption: "Inverters (continued)"))
        }
        if !report.acLoads.isEmpty {
            document.heading("AC loads")
            document.paragraph(ReportText.acLoadCaption, size: 8.5, colour: .grey)
            document.table(
                PDFTable(
                    header: ReportText.acLoadHeader, rows: ReportText.acLoadRows(report),
                    rightAligned: ReportText.acLoadNumberColumns, flexible: [0, 1], continuedCaption: "AC loads (continued)"))
        }
        document.heading("Energy budget")
        document.keyValues(ReportText.energyRows(report))
        document.heading("Protection")
        document.keyValues(ReportText.protectionRows(report))
        document.heading("Warnings", keepWithNext: 20)
        // Rule violations the warnings do not already state, as `cable check` finds them.
        let warnings =
            report.warnings.map { WarningText.message($0, display: display) }
            + report.violationsBeyondWarnings.map { "\($0.circuit): \(ViolationText.message($0, display: display))" }
        if warnings.isEmpty {
            document.paragraph("None.")
        } else {
            document.bullets(warnings)
        }
        document.heading("Bill of materials")
        let materials = BomText(bom: bom, system: system.name, units: display.units)
        document.paragraph(materials.caption, size: 8.5, colour: .grey)
        document.table(
            PDFTable(
                header: BomText.header, rows: materials.rows, rightAligned: [2], flexible: [1],
                continuedCaption: "Bill of materials (continued)"))
        let diagram = WiringDiagram.layout(report, display: display)
        document.drawing(diagram, heading: "Wiring diagram", continuedCaption: "Wiring diagram (continued)")
        return document.pdf()
    }
}
