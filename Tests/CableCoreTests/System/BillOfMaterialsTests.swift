import CableText
import Testing

@testable import CableCore

/// The bill of materials: red and black cable per size (Σ one-way lengths × (1 + spare)), fuses
/// by rating and family, blade fuses to 30 A in 6/12-way blocks and a holder for every other fuse,
/// a battery switch per bank and two bus bars rated for the main feed, four ring terminals per
/// circuit by stud, heat-shrink for each, batteries, chargers and inverters.
@Suite("BillOfMaterials: quantities from a report")
struct BillOfMaterialsTests {
    /// A line as expected: category, item, quantity, unit, and the figures it was chosen for.
    struct Expected: CustomStringConvertible {
        let category: BillOfMaterials.Category
        let item: String
        let quantity: Double
        let unit: String
        var rating: Double?
        var current: Double?
        var stud: StudSize?
        var connections: Int?
        var description: String { "\(category.rawValue) \(item) \(quantity) \(unit)" }

        init(
            _ category: BillOfMaterials.Category, _ item: String, _ quantity: Double, _ unit: String = "pcs",
            rating: Double? = nil, current: Double? = nil, stud: StudSize? = nil, connections: Int? = nil
        ) {
            self.category = category
            self.item = item
            self.quantity = quantity
            self.unit = unit
            self.rating = rating
            self.current = current
            self.stud = stud
            self.connections = connections
        }
    }

    static func expectLines(
        _ lines: [BillOfMaterials.Line], _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // The items as the JSON and CSV carry them (a charger's kind as its id).
        #expect(lines.map { Words.english.machineText($0.part) } == expected.map(\.item), sourceLocation: sourceLocation)
        for (line, want) in zip(lines, expected) {
            #expect(line.category == want.category, "\(want.item)", sourceLocation: sourceLocation)
            #expect(line.unit.symbol == want.unit, "\(want.item)", sourceLocation: sourceLocation)
            expectClose(line.quantity, want.quantity, relative: 1e-12, "\(want.item)", sourceLocation: sourceLocation)
            #expect(line.rating?.amperes == want.rating, "\(want.item)", sourceLocation: sourceLocation)
            #expect((line.current == nil) == (want.current == nil), "\(want.item)", sourceLocation: sourceLocation)
            if let current = line.current, let expected = want.current {
                expectClose(current.amperes, expected, relative: 1e-12, "\(want.item)", sourceLocation: sourceLocation)
            }
            #expect(line.stud == want.stud, "\(want.item)", sourceLocation: sourceLocation)
            #expect(line.connections == want.connections, "\(want.item)", sourceLocation: sourceLocation)
        }
    }

    // Van runs (one-way, m), sized for their paths (bank run → fuse block → branch, PathDropTests;
    // SystemFixtureReportTests has the sizes by hand): 2.5 mm² LED 6 + USB 3 + heater 2 = 11; 4 mm²
    // fridge 4 + pump 3 = 7; 6 mm² shore 1; 10 mm² DC-DC 1; 16 mm² the fuse block's feeder 1.5;
    // 35 mm² solar 5; 70 mm² inverter feed 1.5; 120 mm² bank feed 1.
    static let vanCable: [(String, Double)] = [
        ("2.5 mm²", 11), ("4 mm²", 7), ("6 mm²", 1), ("10 mm²", 1), ("16 mm²", 1.5), ("35 mm²", 5), ("70 mm²", 1.5),
        ("120 mm²", 1),
    ]

    static func vanCableLines(spare: Double) -> [Expected] {
        vanCable.flatMap { size, meters in
            ["red", "black"].map { Expected(.cable, "\(size) \($0)", meters * (1 + spare), "m") }
        }
    }

    // Van circuits (report, SystemFixtureReportTests): the fuse block's branches see 3.13 kA through
    // its feeder (blade, MIDI, MEGA out), and each takes the lowest rating that interrupts it: fridge
    // 5 A, USB 5 A and pump 7 A a 10 A Class T (not a 40 A ANL); LED 2 A a 3 A Class T; the heater
    // 15 A Class T (its 12.5 A surge for 180 s). At the bus (18.7 kA): all Class T — the feeder 35 A
    // (22.33 A plus the heater's 12.5 − 3.33 A surge excess for 180 s = 31.5 A),
    // solar and DC-DC 40 A, shore 35 A, the inverter 2000 / (0.9 × 9.3) = 238.95 A on 70 mm², 300 A;
    // the bank feed 22 + 1/3 + 238.95 = 261.28 A on 120 mm², 350 A.
    static let inverterAmps = 2000 / (0.9 * 9.3)
    static let vanFeed = 22 + 1.0 / 3 + inverterAmps

    static let vanOtherLines: [Expected] = [
        Expected(.fuse, "3 A Class T, for up to 2 A", 1, rating: 3, current: 2),
        Expected(.fuse, "10 A Class T, for up to 7 A", 3, rating: 10, current: 7),
        // The heater's 12.5 A glow-plug start for 180 s set the fuse (1.25 × 3.33 A would take 5 A).
        Expected(
            .fuse, "15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s", 1, rating: 15,
            current: 3.3333333333333335),
        Expected(.fuse, "35 A Class T, for up to 25 A", 1, rating: 35, current: 25),
        // The Fuse block feeder carries its 22.33 A and, for 180 s, the heater's surge above its
        // running current: 22.33 + (12.5 − 3.33) = 31.5 A, which only a 35 A Class T carries.
        Expected(
            .fuse, "35 A Class T, for up to 22.33 A; carries the 31.5 A surge for 180 s", 1, rating: 35,
            current: 22.333333333333332),
        Expected(.fuse, "40 A Class T, for up to 30 A", 2, rating: 40, current: 30),
        Expected(.fuse, "300 A Class T, for up to 238.95 A", 1, rating: 300, current: 238.9486260454002),
        Expected(.fuse, "350 A Class T, for up to 261.28 A", 1, rating: 350, current: 261.2819593787335),
        // Class T holders by body size (UL 248-15 dimension groups, Bussmann JJN / Littelfuse JLLN):
        // 3, 3 × 10 and 15 A take the 1–30 A body; the 35 A and 40 A fuses the 35–60 A one.
        Expected(.fuseHolder, "Class T fuse holder for 1–30 A fuses, for up to 7 A", 5, current: 7),
        Expected(.fuseHolder, "Class T fuse holder for 35–60 A fuses, for up to 30 A", 4, current: 30),
        Expected(
            .fuseHolder, "Class T fuse holder for 225–400 A fuses, 3/8\" (M10) studs, for up to 261.28 A", 2,
            current: 261.2819593787335, stud: .m10),
        Expected(
            .batterySwitch,
            // rev34e F8: rated for the 350 A main fuse above the 261.28 A feed (the m-Series' 300 A is below it).
            "battery switch, 350 A continuous, 48 V DC, 3/8\" (M10) studs (Blue Sea e-Series), main feed 261.28 A; "
                + "rated for the 350 A main fuse that protects it", 1,
            rating: 350, current: 261.2819593787335, stud: .m10),
        Expected(
            .busBar, "positive bus bar, 600 A, 6 connections, main feed 261.28 A", 1, rating: 600, current: 261.2819593787335,
            connections: 6),
        Expected(
            .busBar, "negative bus bar, 600 A, 6 connections, main feed 261.28 A", 1, rating: 600, current: 261.2819593787335,
            connections: 6),
        Expected(
            .busBar, "Fuse block: positive bus bar, 150 A, 6 connections, feeder 22.33 A", 1, rating: 150,
            current: 22.333333333333332, connections: 6),
        Expected(
            .busBar, "Fuse block: negative bus bar, 150 A, 6 connections, feeder 22.33 A", 1, rating: 150,
            current: 22.333333333333332, connections: 6),
        Expected(.ringTerminal, "ring terminal 2.5 mm², stud size not given", 12),
        Expected(.ringTerminal, "ring terminal 4 mm², stud size not given", 8),
        Expected(.ringTerminal, "ring terminal 6 mm², stud size not given", 4),
        Expected(.ringTerminal, "ring terminal 10 mm², stud size not given", 4),
        Expected(.ringTerminal, "ring terminal 16 mm², stud size not given", 4),
        Expected(.ringTerminal, "ring terminal 35 mm², stud size not given", 4),
        Expected(.ringTerminal, "ring terminal 70 mm², stud size not given", 3),
        Expected(.ringTerminal, "ring terminal 70 mm², 3/8\" (M10) stud", 1, stud: .m10),
        Expected(.ringTerminal, "ring terminal 120 mm², stud size not given", 2),
        Expected(.ringTerminal, "ring terminal 120 mm², 3/8\" (M10) stud", 2, stud: .m10),
        Expected(.heatShrink, "heat-shrink for 2.5 mm², one per ring terminal", 12),
        Expected(.heatShrink, "heat-shrink for 4 mm², one per ring terminal", 8),
        Expected(.heatShrink, "heat-shrink for 6 mm², one per ring terminal", 4),
        Expected(.heatShrink, "heat-shrink for 10 mm², one per ring terminal", 4),
        Expected(.heatShrink, "heat-shrink for 16 mm², one per ring terminal", 4),
        Expected(.heatShrink, "heat-shrink for 35 mm², one per ring terminal", 4),
        Expected(.heatShrink, "heat-shrink for 70 mm², one per ring terminal", 4),
        Expected(.heatShrink, "heat-shrink for 120 mm², one per ring terminal", 4),
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
        #expect(cable.map(\.colour) == Array(repeating: ["red", "black"], count: Self.vanCable.count).flatMap { $0 })
        #expect(cable.map(\.conductor) == Self.vanCable.flatMap { size, _ in [size, size] }.map(Self.metric))
        #expect(
            bom.lines.filter { $0.category == .heatShrink }.map(\.conductor) == Self.vanCable.map { Self.metric($0.0) })
        #expect(bom.lines.filter { $0.category != .cable }.allSatisfy { $0.colour == nil && $0.unit == .piece })
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
        expectThrows(Worded(field: "spare", rule: "must be between 0 % and 100 %", actual: shown)) {
            try BillOfMaterials.make(from: report, spareFraction: spare)
        }
    }

    /// The cabin lights' 6 A fuse is named by the file without a family: on 16 AWG at 29.4 V, behind
    /// a 5.8 kA fault (the 20 kA AGM estimate through the bank's 4 AWG run), the first family making
    /// 6 A that breaks it is Class T, so it joins the bilge pumps' 6 A Class T fuses.
    @Test func sailboat_givenFuse_takesTheFamilyThatMakesIt_andCableIsInMetres() throws {
        let bom = try BillOfMaterials.make(from: try SystemFixtures.report("sailboat"))
        // 16 AWG: plotter 15 + cabin lights 20 ft; 14 AWG: nav 50 + bilge forward 20 ft; 12 AWG: bilge
        // aft 25 ft; 10 AWG: autopilot 30 + shore 6 ft; 8 AWG: solar 15 ft; 6 AWG: alternator 8 ft;
        // 4 AWG: windlass 40 + bank 6 ft; × 0.3048 × 1.1. The sizes by hand: SystemFixtureReportTests.
        let expected: [Expected] = [
            Expected(.cable, "16 AWG red", 11.7348, "m"),
            Expected(.cable, "16 AWG black", 11.7348, "m"),
            Expected(.cable, "14 AWG red", 23.4696, "m"),
            Expected(.cable, "14 AWG black", 23.4696, "m"),
            Expected(.cable, "12 AWG red", 8.382000000000001, "m"),
            Expected(.cable, "12 AWG black", 8.382000000000001, "m"),
            Expected(.cable, "10 AWG red", 12.07008, "m"),
            Expected(.cable, "10 AWG black", 12.07008, "m"),
            Expected(.cable, "8 AWG red", 5.0292, "m"),
            Expected(.cable, "8 AWG black", 5.0292, "m"),
            Expected(.cable, "6 AWG red", 2.68224, "m"),
            Expected(.cable, "6 AWG black", 2.68224, "m"),
            Expected(.cable, "4 AWG red", 15.422880000000003, "m"),
            Expected(.cable, "4 AWG black", 15.422880000000003, "m"),
            Expected(.fuse, "3 A Class T, for up to 1.04 A", 2, rating: 3, current: 1.0416666666666667),
            Expected(.fuse, "6 A Class T, for up to 4 A", 3, rating: 6, current: 4),
            Expected(.fuse, "10 A Class T, for up to 6 A", 1, rating: 10, current: 6),
            Expected(.fuse, "20 A Class T, for up to 15 A", 1, rating: 20, current: 15),
            Expected(.fuse, "40 A ANL, for up to 30 A", 1, rating: 40, current: 30),
            Expected(.fuse, "80 A ANL, for up to 60 A", 1, rating: 80, current: 60),
            Expected(.fuse, "100 A ANL, for up to 80 A", 1, rating: 100, current: 80),
            Expected(.fuse, "150 A Class T, for up to 105 A", 1, rating: 150, current: 105),
            Expected(.fuseHolder, "ANL fuse holder, 5/16\" (M8) studs, for up to 80 A", 3, current: 80, stud: .m8),
            Expected(.fuseHolder, "Class T fuse holder for 1–30 A fuses, for up to 15 A", 7, current: 15),
            Expected(
                .fuseHolder, "Class T fuse holder for 110–200 A fuses, 5/16\" (M8) studs, for up to 105 A", 1, current: 105,
                stud: .m8),
            Expected(
                .batterySwitch,
                "battery switch, 300 A continuous, 48 V DC, 3/8\" (M10) studs (Blue Sea m-Series), main feed 105 A", 1,
                rating: 300, current: 105, stud: .m10),
            Expected(
                .busBar, "positive bus bar, 150 A, 11 connections, main feed 105 A", 1, rating: 150, current: 105, connections: 11
            ),
            Expected(
                .busBar, "negative bus bar, 150 A, 11 connections, main feed 105 A", 1, rating: 150, current: 105, connections: 11
            ),
            Expected(.ringTerminal, "ring terminal 16 AWG, stud size not given", 8),
            Expected(.ringTerminal, "ring terminal 14 AWG, stud size not given", 8),
            Expected(.ringTerminal, "ring terminal 12 AWG, stud size not given", 4),
            Expected(.ringTerminal, "ring terminal 10 AWG, stud size not given", 7),
            Expected(.ringTerminal, "ring terminal 10 AWG, 5/16\" (M8) stud", 1, stud: .m8),
            Expected(.ringTerminal, "ring terminal 8 AWG, stud size not given", 4),
            Expected(.ringTerminal, "ring terminal 6 AWG, stud size not given", 3),
            Expected(.ringTerminal, "ring terminal 6 AWG, 5/16\" (M8) stud", 1, stud: .m8),
            Expected(.ringTerminal, "ring terminal 4 AWG, stud size not given", 5),
            Expected(.ringTerminal, "ring terminal 4 AWG, 5/16\" (M8) stud", 2, stud: .m8),
            Expected(.ringTerminal, "ring terminal 4 AWG, 3/8\" (M10) stud", 1, stud: .m10),
            Expected(.heatShrink, "heat-shrink for 16 AWG, one per ring terminal", 8),
            Expected(.heatShrink, "heat-shrink for 14 AWG, one per ring terminal", 8),
            Expected(.heatShrink, "heat-shrink for 12 AWG, one per ring terminal", 4),
            Expected(.heatShrink, "heat-shrink for 10 AWG, one per ring terminal", 8),
            Expected(.heatShrink, "heat-shrink for 8 AWG, one per ring terminal", 4),
            Expected(.heatShrink, "heat-shrink for 6 AWG, one per ring terminal", 4),
            Expected(.heatShrink, "heat-shrink for 4 AWG, one per ring terminal", 8),
            Expected(.battery, "House bank: AGM 220 Ah 12 V (2S2P)", 4),
            Expected(.charger, "Alternator: alternator, 60 A", 1),
            Expected(.charger, "Solar arch: solar, 15 A", 1),
            Expected(.charger, "Shore charger: shore, 30 A", 1),
        ]
        Self.expectLines(bom.lines, expected)
    }

    /// A 48 V LiFePO4 rack charges to 16 × 3.55 = 56.8 V, above every switch in the list (48 V at
    /// most): the line names what is needed and has no rating. Feed: the loads' peak, pump 750/48 +
    /// lighting 60/48 + router 15/48 + inverter 5000 / (0.9 × 37.2) = 166.53 A (chargers 143.33 A).
    /// Every fuse is a Class T: the bus sees 27.7 kA (SystemFixtureReportTests), past the 58 V
    /// families' 1–2 kA; the main fuse 225 A takes a 3/8" holder, the inverter's 200 A a 5/16" one.
    @Test func cabin_48V_hasNoSwitchInTheList_andClassTHoldersByStud() throws {
        let bom = try BillOfMaterials.make(from: try SystemFixtures.report("cabin"))
        let expected: [Expected] = [
            Expected(.fuse, "1 A Class T, for up to 0.31 A", 1, rating: 1, current: 0.3125),
            Expected(.fuse, "3 A Class T, for up to 1.25 A", 1, rating: 3, current: 1.25),
            Expected(.fuse, "20 A Class T, for up to 15.63 A", 1, rating: 20, current: 15.625),
            Expected(.fuse, "80 A Class T, for up to 60 A", 1, rating: 80, current: 60),
            Expected(.fuse, "110 A Class T, for up to 83.33 A", 1, rating: 110, current: 83.33333333333333),
            Expected(.fuse, "200 A Class T, for up to 149.34 A", 1, rating: 200, current: 149.34289127837513),
            Expected(.fuse, "225 A Class T, for up to 166.53 A", 1, rating: 225, current: 166.53039127837513),
            // By body size: 1, 3 and 20 A; 80 A; 110 and 200 A (5/16" studs); 225 A (3/8" studs).
            Expected(.fuseHolder, "Class T fuse holder for 1–30 A fuses, for up to 15.63 A", 3, current: 15.625),
            Expected(.fuseHolder, "Class T fuse holder for 70–100 A fuses, for up to 60 A", 1, current: 60),
            Expected(
                .fuseHolder, "Class T fuse holder for 110–200 A fuses, 5/16\" (M8) studs, for up to 149.34 A", 2,
                current: 149.34289127837513, stud: .m8),
            Expected(
                .fuseHolder, "Class T fuse holder for 225–400 A fuses, 3/8\" (M10) studs, for up to 166.53 A", 1,
                current: 166.53039127837513, stud: .m10),
            Expected(
                // rev34e F8: the 225 A main fuse, not the 166.53 A feed, is what it must carry.
                .batterySwitch,
                "battery switch for 225 A continuous at 56.8 V DC (none in cable's list); rated for the 225 A main fuse "
                    + "that protects it", 1,
                current: 166.53039127837513),
            Expected(
                .busBar, "positive bus bar, 250 A, 7 connections, main feed 166.53 A", 1, rating: 250,
                current: 166.53039127837513, connections: 7),
            Expected(
                .busBar, "negative bus bar, 250 A, 7 connections, main feed 166.53 A", 1, rating: 250,
                current: 166.53039127837513, connections: 7),
            Expected(.ringTerminal, "ring terminal 1 mm², stud size not given", 8),
            Expected(.ringTerminal, "ring terminal 25 mm², stud size not given", 8),
            Expected(.ringTerminal, "ring terminal 35 mm², stud size not given", 3),
            Expected(.ringTerminal, "ring terminal 35 mm², 5/16\" (M8) stud", 1, stud: .m8),
            Expected(.ringTerminal, "ring terminal 50 mm², stud size not given", 6),
            Expected(.ringTerminal, "ring terminal 50 mm², 5/16\" (M8) stud", 1, stud: .m8),
            Expected(.ringTerminal, "ring terminal 50 mm², 3/8\" (M10) stud", 1, stud: .m10),
            Expected(.heatShrink, "heat-shrink for 1 mm², one per ring terminal", 8),
            Expected(.heatShrink, "heat-shrink for 25 mm², one per ring terminal", 8),
            Expected(.heatShrink, "heat-shrink for 35 mm², one per ring terminal", 4),
            Expected(.heatShrink, "heat-shrink for 50 mm², one per ring terminal", 8),
            Expected(.battery, "Server-rack bank: LiFePO4 280 Ah 51.2 V (1S2P)", 2),
            Expected(.charger, "Solar array: solar, 4000 W", 1),
            Expected(.charger, "Backup generator: generator, 60 A", 1),
            Expected(.inverter, "Inverter 5 kW: 5000 W continuous, 10000 W surge", 1),
        ]
        Self.expectLines(bom.lines.filter { $0.category != .cable }, expected)
    }

    @Test func circuitWithNoStandardSize_isLeftOut() throws {
        // The 600 A welder has no size; only the 5 A lamp on 1 mm² (2 m) is bought.
        let system = try ElectricalSystem(
            name: "Shop", nominalVoltage: .volts(12),
            loads: [
                try SystemLoad(
                    name: "Welder", demand: .current(.amperes(600)), length: .meters(1),
                    installation: CircuitInstallation(parallelConductors: 1)),
                try SystemLoad(name: "Lamp", demand: .current(.amperes(5)), length: .meters(2)),
            ])
        let bom = try BillOfMaterials.make(from: try SystemAnalyzer.analyze(system), spareFraction: 0)
        // Lamp: 0.017 · 4 · 5 / 0.6 = 0.567 mm² → 0.75 mm² by drop and current, but the minimum for a
        // separately run conductor is 1 mm²; fuse ≥ 6.25 A → 7.5 A blade, in a 6-way block. No bank:
        // no switch. The welder still draws from the bus: 605 A is above the 600 A bus bar.
        Self.expectLines(
            bom.lines,
            [
                Expected(.cable, "1 mm² red", 2, "m"),
                Expected(.cable, "1 mm² black", 2, "m"),
                Expected(.fuse, "7.5 A ATO/ATC blade, for up to 5 A", 1, rating: 7.5, current: 5),
                Expected(
                    .fuseBlock, "ATO/ATC blade fuse block, 6 ways (1 used), #10 (M5) screws, carries 5 A", 1, current: 5,
                    stud: .m5, connections: 6),
                Expected(
                    .busBar, "positive bus bar, for 605 A (above cable's 600 A list), 1 connection, main feed 605 A", 1,
                    current: 605, connections: 1),
                Expected(
                    .busBar, "negative bus bar, for 605 A (above cable's 600 A list), 1 connection, main feed 605 A", 1,
                    current: 605, connections: 1),
                Expected(.ringTerminal, "ring terminal 1 mm², stud size not given", 3),
                Expected(.ringTerminal, "ring terminal 1 mm², #10 (M5) stud", 1, stud: .m5),
                Expected(.heatShrink, "heat-shrink for 1 mm², one per ring terminal", 4),
            ])
    }

    /// Blocks: 12 ways, and 6 for a last group of 6 or fewer (Blue Sea ST Blade sizes).
    @Test(arguments: [
        (0, [Int]()), (1, [6]), (6, [6]), (7, [12]), (12, [12]), (13, [12, 6]), (19, [12, 12]), (30, [12, 12, 6]),
    ])
    func bladeBlocks_fillTwelveWaysThenSix(_ count: Int, _ ways: [Int]) {
        let blocks = FuseHolder.blocks(for: count)
        #expect(blocks.map(\.ways) == ways)
        #expect(blocks.map(\.fuses).reduce(0, +) == count)
    }

    /// The switch: the smallest continuous rating at or above the feed, rated for the voltage.
    @Test(
        arguments: [
            (100.0, 14.6, 300.0), (300, 29.2, 300), (301, 29.2, 350), (351, 29.2, 600), (351, 58.4, nil), (601, 14.6, nil),
        ] as [(Double, Double, Double?)])
    func batterySwitch_smallestRatingForCurrentAndVoltage(_ amperes: Double, _ volts: Double, _ rating: Double?) {
        #expect(BatterySwitch.choose(current: .amperes(amperes), voltage: .volts(volts))?.continuous.amperes == rating)
    }

    /// A fuse named by rating alone takes the first family that makes it on the conductor at the voltage.
    @Test func fuseFamily_ofANamedRating() {
        #expect(FuseHolder.family(of: .amperes(5), conductor: .awg(16), voltage: .volts(29.4)) == .blade)
        // 40 A on 16 mm²: blade is out (6 mm²), MAXI makes 40 A.
        #expect(FuseHolder.family(of: .amperes(40), conductor: .metric(16), voltage: .volts(14.6)) == .maxi)
        // 45 A is only a Class T rating; at 58.4 V only Class T is rated anyway.
        #expect(FuseHolder.family(of: .amperes(45), conductor: .metric(10), voltage: .volts(14.6)) == .classT)
        #expect(FuseHolder.family(of: .amperes(7.5), conductor: .metric(1), voltage: .volts(58.4)) == nil)
    }

    /// Three strings in parallel need a fuse in each (NEC 690.9(A)): Renogy-class 100 W modules,
    /// Isc 5.21 A: 1.5625 × 5.21 = 8.14 A → a 10 A gPV fuse (≤ the module's 15 A maximum series
    /// fuse), one per string, each carrying up to 1.25 × 5.21 = 6.5125 A, in a PV-rated holder.
    /// Two strings need none.
    @Test func arrayWithThreeStrings_getsAStringFuseAndHolderPerString() throws {
        func system(parallel: Int) throws -> ElectricalSystem {
            try SystemFixtures.decode(
                """
                {"schemaVersion": 1, "name": "PV", "nominalVoltage": "12V",
                 "batteries": [{"name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "12.8V", "length": "1m"}],
                 "chargers": [{"name": "MPPT", "kind": "solar", "outputCurrent": "30A", "length": "1m",
                   "maxInputVoltage": "100V", "maxInputCurrent": "35A"}],
                 "arrays": [{"name": "Roof", "charger": "MPPT", "series": 2, "parallel": \(parallel), "length": "5m",
                   "module": {"voc": "24.3V", "isc": "5.21A", "vmp": "20.4V", "imp": "4.91A", "power": "100W",
                     "vocTempCoefficient": -0.28, "maxSeriesFuse": "15A"}}]}
                """)
        }
        let bom = try BillOfMaterials.make(from: try SystemAnalyzer.analyze(try system(parallel: 3)))
        let strings = bom.lines.filter(Self.isStringFusePart)
        Self.expectLines(
            strings,
            [
                Expected(.fuse, "10 A gPV string fuse, 10 × 38 mm, 1000 V DC, for up to 6.51 A", 3, rating: 10, current: 6.5125),
                Expected(
                    .fuseHolder, "PV fuse holder for 10 × 38 mm gPV fuses, 1000 V DC, 10 A string fuse, for up to 6.51 A", 3,
                    rating: 10, current: 6.5125),
            ])
        let two = try BillOfMaterials.make(from: try SystemAnalyzer.analyze(try system(parallel: 2)))
        #expect(!two.lines.contains(where: Self.isStringFusePart))
    }

    /// The reviewer's 45 modules in series × 4 (cold Voc 45 × 24.3 × 1.098 = 1200.663 V): the
    /// string fuses and their holders are of the 1500 V DC class (10 × 85 mm), not 1000 V.
    @Test func stringFuses_aboveThe1000VClass_are1500V() throws {
        let report = try SystemAnalyzer.analyze(
            try SystemFixtures.decode(
                """
                {"schemaVersion": 1, "name": "PV", "nominalVoltage": "12V",
                 "batteries": [{"name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "12.8V", "length": "1m"}],
                 "chargers": [{"name": "MPPT", "kind": "solar", "outputCurrent": "30A", "length": "1m",
                   "maxInputVoltage": "1500V", "maxInputCurrent": "35A"}],
                 "arrays": [{"name": "Roof", "charger": "MPPT", "series": 45, "parallel": 4, "length": "5m",
                   "module": {"voc": "24.3V", "isc": "5.21A", "vmp": "20.4V", "imp": "4.91A", "power": "100W",
                     "vocTempCoefficient": -0.28, "maxSeriesFuse": "15A"}}]}
                """))
        let bom = try BillOfMaterials.make(from: report)
        Self.expectLines(
            bom.lines.filter(Self.isStringFusePart),
            [
                Expected(.fuse, "10 A gPV string fuse, 10 × 85 mm, 1500 V DC, for up to 6.51 A", 4, rating: 10, current: 6.5125),
                Expected(
                    .fuseHolder, "PV fuse holder for 10 × 85 mm gPV fuses, 1500 V DC, 10 A string fuse, for up to 6.51 A", 4,
                    rating: 10, current: 6.5125),
            ])
    }

    static func isStringFusePart(_ line: BillOfMaterials.Line) -> Bool {
        switch line.part {
        case .stringFuse, .stringFuseHolder: true
        default: false
        }
    }
}
