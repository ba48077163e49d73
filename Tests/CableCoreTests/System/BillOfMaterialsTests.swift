import Testing

@testable import CableCore

/// The bill of materials: red and black cable per size (Σ one-way lengths × (1 + spare)), fuses
/// and holders by family, four ring terminals per circuit, batteries, chargers and inverters.
@Suite("BillOfMaterials: quantities from a report")
struct BillOfMaterialsTests {
    /// A line as expected: category, item, quantity, unit.
    struct Expected: Equatable, CustomStringConvertible {
        let category: BillOfMaterials.Category
        let item: String
        let quantity: Double
        let unit: String
        var description: String { "\(category.rawValue) \(item) \(quantity) \(unit)" }

        init(_ category: BillOfMaterials.Category, _ item: String, _ quantity: Double, _ unit: String = "pcs") {
            self.category = category
            self.item = item
            self.quantity = quantity
            self.unit = unit
        }
    }

    static func expectLines(
        _ lines: [BillOfMaterials.Line], _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(lines.map(\.item) == expected.map(\.item), sourceLocation: sourceLocation)
        for (line, want) in zip(lines, expected) {
            #expect(line.category == want.category, "\(want.item)", sourceLocation: sourceLocation)
            #expect(line.unit == want.unit, "\(want.item)", sourceLocation: sourceLocation)
            expectClose(line.quantity, want.quantity, relative: 1e-12, "\(want.item)", sourceLocation: sourceLocation)
        }
    }

    // Van runs (one-way, m): 1 mm² heater 2; 1.5 mm² LED 6 + USB 3 = 9; 2.5 mm² fridge 4 + pump 3 + shore 1 = 8;
    // 4 mm² DC-DC 1; 16 mm² solar 5; 70 mm² inverter feed 1.5 + bank feed 1 = 2.5. Ten circuits: the AC
    // loads on the inverter have no DC cable.
    static let vanCable: [(String, Double)] = [
        ("1 mm²", 2), ("1.5 mm²", 9), ("2.5 mm²", 8), ("4 mm²", 1), ("16 mm²", 5), ("70 mm²", 2.5),
    ]

    static func vanCableLines(spare: Double) -> [Expected] {
        vanCable.flatMap { size, meters in
            ["red", "black"].map { Expected(.cable, "\(size) \($0)", meters * (1 + spare), "m") }
        }
    }

    static let vanOtherLines: [Expected] = [
        Expected(.fuse, "3 A ATO/ATC blade", 1),
        Expected(.fuse, "5 A ATO/ATC blade", 1),
        Expected(.fuse, "7.5 A ATO/ATC blade", 2),
        Expected(.fuse, "10 A ATO/ATC blade", 1),
        Expected(.fuse, "35 A ATO/ATC blade", 1),
        Expected(.fuse, "40 A ATO/ATC blade", 1),
        Expected(.fuse, "40 A MAXI blade", 1),
        Expected(.fuse, "300 A Class T", 1),
        Expected(.fuse, "300 A MEGA", 1),
        Expected(.fuseHolder, "ATO/ATC blade holder", 7),
        Expected(.fuseHolder, "Class T holder", 1),
        Expected(.fuseHolder, "MAXI blade holder", 1),
        Expected(.fuseHolder, "MEGA holder", 1),
        Expected(.ringTerminal, "ring terminal 1 mm²", 4),
        Expected(.ringTerminal, "ring terminal 1.5 mm²", 8),
        Expected(.ringTerminal, "ring terminal 2.5 mm²", 12),
        Expected(.ringTerminal, "ring terminal 4 mm²", 4),
        Expected(.ringTerminal, "ring terminal 16 mm²", 4),
        Expected(.ringTerminal, "ring terminal 70 mm²", 8),
        Expected(.battery, "House bank: LiFePO4 280 Ah 12.8 V (1S1P)", 1),
        Expected(.charger, "Solar MPPT: solar, 30 A", 1),
        Expected(.charger, "DC-DC charger: dcdc, 30 A", 1),
        Expected(.charger, "Shore charger: shore, 25 A", 1),
        Expected(.inverter, "Inverter 2 kW: 2000 W continuous, 4000 W surge", 1),
    ]

    @Test func van_defaultSpare_listsEveryLine() throws {
        let bom = try BillOfMaterials.make(from: try SystemFixtures.report("van"))
        #expect(bom.spareFraction == 0.1)
        Self.expectLines(bom.lines, Self.vanCableLines(spare: 0.1) + Self.vanOtherLines)
        let cable = bom.lines.filter { $0.category == .cable }
        #expect(cable.map(\.colour) == Array(repeating: ["red", "black"], count: 6).flatMap { $0 })
        #expect(cable.map(\.conductor) == Self.vanCable.flatMap { size, _ in [size, size] }.map(Self.metric))
        #expect(bom.lines.filter { $0.category == .ringTerminal }.map(\.conductor) == Self.vanCable.map { Self.metric($0.0) })
        #expect(bom.lines.filter { $0.category != .cable }.allSatisfy { $0.colour == nil && $0.unit == "pcs" })
    }

    static func metric(_ label: String) -> ConductorSize? {
        WireSeries.metric.sizes.first { $0.label == label }
    }

    @Test(arguments: [0.0, 0.25, 1.0])
    func van_spare_scalesOnlyTheCable(_ spare: Double) throws {
        let bom = try BillOfMaterials.make(from: try SystemFixtures.report("van"), spareFraction: spare)
        Self.expectLines(bom.lines, Self.vanCableLines(spare: spare) + Self.vanOtherLines)
    }

    @Test(arguments: [(1.5, "150 %"), (-0.1, "-10 %"), (Double.infinity, "inf %")])
    func spare_outsideZeroToOne_isRefused(_ spare: Double, _ shown: String) throws {
        let report = try SystemFixtures.report("van")
        #expect(throws: ValidationError(field: "spare", rule: "must be between 0 % and 100 %", actual: shown)) {
            try BillOfMaterials.make(from: report, spareFraction: spare)
        }
    }

    @Test func sailboat_givenFuse_isListedWithoutAFamily_andCableIsInMetres() throws {
        let bom = try BillOfMaterials.make(from: try SystemFixtures.report("sailboat"))
        let foot = 0.3048
        // 16 AWG (the minimum): nav 50 + plotter 15 + bilge 20 + cabin lights 20 + solar 15 ft; 14 AWG:
        // 25 ft; 12 AWG: autopilot 30 + shore 6 ft; 8 AWG: alternator 8 ft; 4 AWG: windlass 40 + bank 6 ft.
        let cable: [(String, Double)] = [
            ("16 AWG", 120), ("14 AWG", 25), ("12 AWG", 36), ("8 AWG", 8), ("4 AWG", 46),
        ]
        let expected =
            cable.flatMap { size, feet in ["red", "black"].map { Expected(.cable, "\(size) \($0)", feet * foot * 1.1, "m") } }
            + [
                Expected(.fuse, "2 A ATO/ATC blade", 2),
                Expected(.fuse, "5 A fuse (type not given)", 1),
                Expected(.fuse, "5 A ATO/ATC blade", 2),
                Expected(.fuse, "7.5 A ATO/ATC blade", 1),
                Expected(.fuse, "20 A ATO/ATC blade", 1),
                Expected(.fuse, "40 A ATO/ATC blade", 1),
                Expected(.fuse, "80 A MAXI blade", 1),
                Expected(.fuse, "100 A MIDI", 1),
                Expected(.fuse, "150 A ANL", 1),
                Expected(.fuseHolder, "ANL holder", 1),
                Expected(.fuseHolder, "ATO/ATC blade holder", 7),
                Expected(.fuseHolder, "MAXI blade holder", 1),
                Expected(.fuseHolder, "MIDI holder", 1),
                Expected(.fuseHolder, "fuse (type not given) holder", 1),
                Expected(.ringTerminal, "ring terminal 16 AWG", 20),
                Expected(.ringTerminal, "ring terminal 14 AWG", 4),
                Expected(.ringTerminal, "ring terminal 12 AWG", 8),
                Expected(.ringTerminal, "ring terminal 8 AWG", 4),
                Expected(.ringTerminal, "ring terminal 4 AWG", 8),
                Expected(.battery, "House bank: AGM 220 Ah 12 V (2S2P)", 4),
                Expected(.charger, "Alternator: alternator, 60 A", 1),
                Expected(.charger, "Solar arch: solar, 15 A", 1),
                Expected(.charger, "Shore charger: shore, 30 A", 1),
            ]
        Self.expectLines(bom.lines, expected)
    }

    @Test func circuitWithNoStandardSize_isLeftOut() throws {
        // The 600 A welder has no size; only the 5 A lamp on 1 mm² (2 m) is bought.
        var system = ElectricalSystem(name: "Shop", nominalVoltage: .volts(12))
        system.loads = [
            SystemLoad(name: "Welder", demand: .current(.amperes(600)), length: .meters(1)),
            SystemLoad(name: "Lamp", demand: .current(.amperes(5)), length: .meters(2)),
        ]
        let bom = try BillOfMaterials.make(from: try SystemAnalyzer.analyze(system), spareFraction: 0)
        // Lamp: 0.017 · 4 · 5 / 0.6 = 0.567 mm² → 0.75 mm² by drop and current, but the minimum for a
        // separately run conductor is 1 mm²; fuse ≥ 6.25 A → 7.5 A blade.
        Self.expectLines(
            bom.lines,
            [
                Expected(.cable, "1 mm² red", 2, "m"),
                Expected(.cable, "1 mm² black", 2, "m"),
                Expected(.fuse, "7.5 A ATO/ATC blade", 1),
                Expected(.fuseHolder, "ATO/ATC blade holder", 1),
                Expected(.ringTerminal, "ring terminal 1 mm²", 4),
            ])
    }
}
