import Testing

@testable import CableCore

/// `SizingTable` under ABYC E-11, checked against grids worked out by hand.
///
/// CM = K × I × L / E with K = 10.75 Ω·cmil/ft, L the round-trip length in feet and
/// E = V × limit / 100. A cell is the smallest marine AWG whose SAE J1127 minimum area is at least
/// CM (18: 1537, 16: 2336, 14: 3702, 12: 5833, 10: 9343, 8: 14810, 6: 24538, 4: 37360, 2: 62450,
/// 1: 77790, 1/0: 98980, 2/0: 125100, 3/0: 158600, 4/0: 205500 cmil), empty above 205500.
///
/// Example, 12 V at 3 % (E = 0.36 V), 10 ft round trip, 50 A: CM = 10.75 × 50 × 10 / 0.36 =
/// 14931 cmil, just above 8 AWG's 14810, so 6 AWG (24538).
@Suite("SizingTable: ABYC E-11 grids computed by hand")
struct ABYCSizingTableTests {
    /// ABYC's grid (10 to 170 ft round trip, 5 to 100 A) at one voltage and limit.
    static func abycGrid(volts: Double, percent: Double) throws -> SizingTable {
        try SizingTable.make(
            voltage: .volts(volts), maxDropPercent: percent, lengths: SizingTable.abycLengths,
            currents: SizingTable.abycCurrents, lengthsAreRoundTrip: true, standard: .abyc, series: .marine)
    }

    /// The cell for a round-trip length in feet and a current in amperes.
    static func cell(_ table: SizingTable, feet: Double, amperes: Double) throws -> ConductorSize? {
        let row = try #require(table.lengths.firstIndex { abs($0.feet - feet) < 1e-9 }, "no row for \(feet) ft")
        let column = try #require(table.currents.firstIndex { $0.amperes == amperes }, "no column for \(amperes) A")
        return table.cells[row][column]
    }

    // MARK: - Single cells

    struct CellCase: Sendable, CustomTestStringConvertible {
        let volts: Double
        let percent: Double
        /// Round-trip length in feet.
        let feet: Double
        let amperes: Double
        /// CM = 10.75 × I × L / E, worked out by hand, for the test's description.
        let circularMils: Double
        /// The expected short label ("18", "1/0"); empty where nothing up to 4/0 suffices.
        let expected: String
        init(_ volts: Double, _ percent: Double, _ feet: Double, _ amperes: Double, cm: Double, _ expected: String) {
            self.volts = volts
            self.percent = percent
            self.feet = feet
            self.amperes = amperes
            self.circularMils = cm
            self.expected = expected
        }
        var testDescription: String {
            "\(volts) V \(percent) % \(feet) ft \(amperes) A: CM \(circularMils) → \(expected.isEmpty ? "empty" : expected)"
        }
    }

    static let cellCases: [CellCase] = [
        // 12 V, 3 %: E = 0.36 V.
        CellCase(12, 3, 10, 5, cm: 1493.06, "18"),  // ≤ 1537
        CellCase(12, 3, 50, 25, cm: 37326.39, "4"),  // 0.09 % under 4 AWG's 37360
        CellCase(12, 3, 60, 100, cm: 179166.67, "4/0"),
        CellCase(12, 3, 70, 100, cm: 209027.78, ""),  // above 4/0's 205500
        CellCase(12, 3, 170, 5, cm: 25381.94, "4"),  // just above 6 AWG's 24538
        CellCase(12, 3, 170, 40, cm: 203055.56, "4/0"),
        CellCase(12, 3, 170, 50, cm: 253819.44, ""),
        // 12 V, 10 %: E = 1.2 V.
        CellCase(12, 10, 10, 5, cm: 447.92, "18"),
        CellCase(12, 10, 90, 100, cm: 80625, "1/0"),  // above 1 AWG's 77790
        CellCase(12, 10, 170, 5, cm: 7614.58, "10"),
        CellCase(12, 10, 170, 100, cm: 152291.67, "3/0"),
        // 24 V, 3 %: E = 0.72 V.
        CellCase(24, 3, 10, 5, cm: 746.53, "18"),
        CellCase(24, 3, 10, 100, cm: 14930.56, "6"),  // above 8 AWG's 14810
        CellCase(24, 3, 50, 50, cm: 37326.39, "4"),
        CellCase(24, 3, 100, 25, cm: 37326.39, "4"),
        CellCase(24, 3, 130, 100, cm: 194097.22, "4/0"),
        CellCase(24, 3, 140, 100, cm: 209027.78, ""),
        CellCase(24, 3, 170, 80, cm: 203055.56, "4/0"),
        CellCase(24, 3, 170, 90, cm: 228437.5, ""),
        // 24 V, 10 %: E = 2.4 V.
        CellCase(24, 10, 10, 5, cm: 223.96, "18"),
        CellCase(24, 10, 10, 100, cm: 4479.17, "12"),
        CellCase(24, 10, 170, 100, cm: 76145.83, "1"),
        // 32 V, 3 %: E = 0.96 V.
        CellCase(32, 3, 10, 5, cm: 559.9, "18"),
        CellCase(32, 3, 10, 100, cm: 11197.92, "8"),
        CellCase(32, 3, 170, 5, cm: 9518.23, "8"),  // just above 10 AWG's 9343
        CellCase(32, 3, 170, 100, cm: 190364.58, "4/0"),
        // 32 V, 10 %: E = 3.2 V.
        CellCase(32, 10, 10, 5, cm: 167.97, "18"),
        CellCase(32, 10, 90, 5, cm: 1511.72, "18"),
        CellCase(32, 10, 100, 5, cm: 1679.69, "16"),
        CellCase(32, 10, 170, 100, cm: 57109.38, "2"),
    ]

    @Test(arguments: cellCases)
    func abycGrid_handComputedCell_matches(_ testCase: CellCase) throws {
        let table = try Self.abycGrid(volts: testCase.volts, percent: testCase.percent)
        let size = try Self.cell(table, feet: testCase.feet, amperes: testCase.amperes)
        #expect((size?.shortLabel ?? "") == testCase.expected)
        // The hand-computed CM is what the engine requires, to the two decimals written above.
        let circuit = try Circuit(
            load: .current(.amperes(testCase.amperes)), supplyVoltage: .volts(testCase.volts),
            length: .feet(testCase.feet), lengthIsRoundTrip: true, standard: .abyc)
        expectClose(circuit.requiredArea(maxDropPercent: testCase.percent).circularMils, testCase.circularMils, absolute: 0.006)
    }

    // MARK: - Whole rows

    struct RowCase: Sendable, CustomTestStringConvertible {
        let volts: Double
        let percent: Double
        let feet: Double
        /// One short label per ABYC current (5 … 100 A); "" for an empty cell.
        let labels: [String]
        init(_ volts: Double, _ percent: Double, _ feet: Double, _ row: String) {
            self.volts = volts
            self.percent = percent
            self.feet = feet
            self.labels = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        var testDescription: String { "\(volts) V \(percent) % \(feet) ft: \(labels.joined(separator: ","))" }
    }

    /// First and last rows of each grid, worked out cell by cell with CM = 10.75 × I × L / E.
    static let rowCases: [RowCase] = [
        RowCase(12, 3, 10, "18,14,12,10,10,10,8,6,6,6,6,4,4"),
        RowCase(12, 3, 170, "4,2,1,2/0,3/0,3/0,4/0,,,,,,"),
        RowCase(12, 10, 10, "18,18,18,16,16,14,14,12,12,10,10,10,10"),
        RowCase(12, 10, 170, "10,6,6,4,2,2,2,1,1/0,2/0,2/0,3/0,3/0"),
        RowCase(24, 3, 10, "18,18,16,14,12,12,10,10,10,8,8,8,6"),
        RowCase(24, 3, 160, "8,6,4,2,2,1,1/0,2/0,3/0,4/0,4/0,,"),
        RowCase(24, 3, 170, "8,4,2,2,1,1,2/0,3/0,3/0,4/0,4/0,,"),
        RowCase(24, 10, 10, "18,18,18,18,18,18,16,16,14,14,14,12,12"),
        RowCase(24, 10, 170, "12,10,8,6,6,6,4,2,2,2,2,1,1"),
        RowCase(32, 3, 10, "18,18,16,16,14,14,12,12,10,10,10,8,8"),
        RowCase(32, 3, 170, "8,6,4,2,2,2,1,1/0,2/0,3/0,3/0,4/0,4/0"),
        RowCase(32, 10, 10, "18,18,18,18,18,18,18,16,16,14,14,14,14"),
        RowCase(32, 10, 170, "14,12,10,8,8,6,6,4,4,2,2,2,2"),
    ]

    @Test(arguments: rowCases)
    func abycGrid_handComputedRow_matches(_ testCase: RowCase) throws {
        let table = try Self.abycGrid(volts: testCase.volts, percent: testCase.percent)
        let row = try #require(table.lengths.firstIndex { abs($0.feet - testCase.feet) < 1e-9 })
        #expect(table.cells[row].map { $0?.shortLabel ?? "" } == testCase.labels)
    }

    /// Cells above 205500 cmil, counted by hand over the 17 × 13 grid: 12 V at 3 % has 48
    /// (first at 70 ft 100 A), 24 V at 3 % has 6 (140 and 150 ft at 100 A, 160 and 170 ft at 90
    /// and 100 A); the others none (the largest, 12 V 10 % at 170 ft 100 A, is 152292 cmil).
    @Test(arguments: [(12.0, 3.0, 48), (12, 10, 0), (24, 3, 6), (24, 10, 0), (32, 3, 0), (32, 10, 0)])
    func abycGrid_emptyCells_countMatchesHandCount(volts: Double, percent: Double, empties: Int) throws {
        let table = try Self.abycGrid(volts: volts, percent: percent)
        #expect(table.cells.count == 17)
        #expect(table.cells.allSatisfy { $0.count == 13 })
        #expect(table.cells.joined().filter { $0 == nil }.count == empties)
    }

    /// The published ABYC E-11 table for 3 % at 12 V, first two rows.
    ///
    /// 10 ft: CM = 10.75 × I × 10 / 0.36 = 298.6 × I: 5 A 1493 → 18; 10 A 2986 → 14; 15 A 4479
    /// → 12; 20 A 5972 (above 12's 5833) → 10; 25 A 7465, 30 A 8958 → 10; 40 A 11944 → 8; 50 A
    /// 14931 (above 8's 14810) → 6; 60 A 17917, 70 A 20903, 80 A 23889 → 6; 90 A 26875, 100 A
    /// 29861 → 4.
    /// 20 ft: 597.2 × I: 2986 → 14; 5972 → 10; 8958 → 10; 11944 → 8; 14931 → 6; 17917 → 6;
    /// 23889 → 6; 29861 → 4; 35833 → 4; 41806, 47778, 53750, 59722 → 2.
    @Test func abycGrid_12V3Percent_reproducesThePublishedFirstRows() throws {
        let table = try Self.abycGrid(volts: 12, percent: 3)
        let published: [[String]] = [
            ["18", "14", "12", "10", "10", "10", "8", "6", "6", "6", "6", "4", "4"],
            ["14", "10", "10", "8", "6", "6", "6", "4", "4", "2", "2", "2", "2"],
        ]
        #expect(table.cells[0].map { $0?.shortLabel ?? "" } == published[0])
        #expect(table.cells[1].map { $0?.shortLabel ?? "" } == published[1])
        expectClose(table.lengths[0].feet, 10)
        expectClose(table.lengths[1].feet, 20)
    }

    @Test func abycLayout_isTenTo170FeetAndFiveTo100Amperes() {
        #expect(SizingTable.abycLengths.count == 17)
        for (index, length) in SizingTable.abycLengths.enumerated() {
            expectClose(length.feet, Double(10 * (index + 1)))
        }
        #expect(SizingTable.abycCurrents.map(\.amperes) == [5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100])
    }

    // MARK: - Boundaries

    /// The SAE J1127 minimum areas, smallest first, with the size that follows each.
    static let saeSteps: [(size: ConductorSize, circularMils: Double, next: ConductorSize?)] = [
        (.awg(18), 1537, .awg(16)), (.awg(16), 2336, .awg(14)), (.awg(14), 3702, .awg(12)),
        (.awg(12), 5833, .awg(10)), (.awg(10), 9343, .awg(8)), (.awg(8), 14810, .awg(6)),
        (.awg(6), 24538, .awg(4)), (.awg(4), 37360, .awg(2)), (.awg(2), 62450, .awg(1)),
        (.awg(1), 77790, .awg(0)), (.awg(0), 98980, .awg(-1)), (.awg(-1), 125_100, .awg(-2)),
        (.awg(-2), 158_600, .awg(-3)), (.awg(-3), 205_500, nil),
    ]

    /// 12 V at 4.3 % allows E = 0.516 V; at 10 A, K × I = 107.5, so a round trip of
    /// CM × 0.516 / 107.5 = CM × 0.0048 ft gives exactly that CM (10 AWG: 44.8464 ft → 9343).
    /// That size is chosen; 1 ppm longer needs the next size (none after 4/0).
    @Test(arguments: 0..<14)
    func abycCell_exactlyOnAnSAEArea_choosesThatSize(_ index: Int) throws {
        let step = Self.saeSteps[index]
        let feet = step.circularMils * 0.0048
        let table = try SizingTable.make(
            voltage: .volts(12), maxDropPercent: 4.3, lengths: [.feet(feet), .feet(feet * 1.000001)],
            currents: [.amperes(10)], lengthsAreRoundTrip: true, standard: .abyc, series: .marine)
        #expect(table.cells[0][0] == step.size)
        #expect(table.cells[1][0] == step.next)
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .feet(feet), lengthIsRoundTrip: true,
            standard: .abyc)
        expectClose(circuit.requiredArea(maxDropPercent: 4.3).circularMils, step.circularMils, relative: 1e-12)
        // On the boundary the drop is the whole allowance: K × I × L / CM = E.
        expectClose(circuit.analyze(step.size).voltageDrop.volts, 0.516, relative: 1e-12)
    }

    /// 10 AWG at the 3 % limit of 12 V (E = 0.36 V) with 20 A: L = 9343 × 0.36 / (10.75 × 20) =
    /// 15.644093… ft round trip; a one-way length of half that is doubled to the same path.
    @Test func abycCell_oneWayLengthOnTheBoundary_isDoubledAndStillFits() throws {
        let roundTripFeet = 9343 * 0.36 / 215
        let table = try SizingTable.make(
            voltage: .volts(12), maxDropPercent: 3, lengths: [.feet(roundTripFeet / 2), .feet(roundTripFeet / 2 * 1.000001)],
            currents: [.amperes(20)], lengthsAreRoundTrip: false, standard: .abyc, series: .marine)
        #expect(table.cells.map { $0[0] } == [.awg(10), .awg(8)])
    }

    // MARK: - Options

    /// One-way lengths are doubled: 10 ft one-way at 10 A, 12 V, 3 % is CM = 10.75 × 10 × 20 /
    /// 0.36 = 5972 → 10 AWG; as the whole path it is 2986 → 14 AWG.
    @Test func abycTable_oneWayLengths_areDoubled() throws {
        func size(roundTrip: Bool) throws -> ConductorSize? {
            try SizingTable.make(
                voltage: .volts(12), maxDropPercent: 3, lengths: [.feet(10)], currents: [.amperes(10)],
                lengthsAreRoundTrip: roundTrip, standard: .abyc, series: .marine
            ).cells[0][0]
        }
        #expect(try size(roundTrip: false) == .awg(10))
        #expect(try size(roundTrip: true) == .awg(14))
    }

    /// 12 V at 10 %, 10 ft round trip: 100 A needs CM = 10.75 × 100 × 10 / 1.2 = 8958 → 10 AWG by
    /// drop, but 10 AWG carries 60 A (105 °C, outside engine spaces) and 8 AWG 80 A; 6 AWG carries
    /// 120 A. 5 A (448 cmil) stays 18 AWG, rated 20 A.
    @Test func abycTable_withAmpacity_raisesTheCellWhereAmpacityDominates() throws {
        func row(withAmpacity: Bool) throws -> [ConductorSize?] {
            try SizingTable.make(
                voltage: .volts(12), maxDropPercent: 10, lengths: [.feet(10)], currents: [.amperes(5), .amperes(100)],
                lengthsAreRoundTrip: true, standard: .abyc, series: .marine, withAmpacity: withAmpacity
            ).cells[0]
        }
        #expect(try row(withAmpacity: false) == [.awg(18), .awg(10)])
        #expect(try row(withAmpacity: true) == [.awg(18), .awg(6)])
    }

    struct InvalidCase: Sendable, CustomTestStringConvertible {
        let name: String
        let lengths: [Double]
        let currents: [Double]
        let maxDrop: Double
        let field: String
        var testDescription: String { name }
    }

    static let invalidCases: [InvalidCase] = [
        InvalidCase(name: "no lengths", lengths: [], currents: [10], maxDrop: 3, field: "lengths"),
        InvalidCase(
            name: "201 lengths", lengths: (1...201).map(Double.init), currents: [10], maxDrop: 3, field: "lengths"),
        InvalidCase(name: "no currents", lengths: [10], currents: [], maxDrop: 3, field: "currents"),
        InvalidCase(
            name: "201 currents", lengths: [10], currents: (1...201).map(Double.init), maxDrop: 3, field: "currents"),
        InvalidCase(name: "zero length", lengths: [10, 0], currents: [10], maxDrop: 3, field: "lengths"),
        InvalidCase(name: "negative current", lengths: [10], currents: [-5], maxDrop: 3, field: "currents"),
        InvalidCase(name: "zero drop limit", lengths: [10], currents: [10], maxDrop: 0, field: "maxDrop"),
        InvalidCase(name: "drop limit above 50 %", lengths: [10], currents: [10], maxDrop: 51, field: "maxDrop"),
    ]

    @Test(arguments: invalidCases)
    func abycTable_outOfRangeInput_isRefusedNamingTheField(_ testCase: InvalidCase) {
        let error = #expect(throws: ValidationError.self) {
            try SizingTable.make(
                voltage: .volts(12), maxDropPercent: testCase.maxDrop, lengths: testCase.lengths.map(Length.feet),
                currents: testCase.currents.map(Current.amperes), lengthsAreRoundTrip: true, standard: .abyc,
                series: .marine)
        }
        #expect(error?.field == testCase.field)
    }

    @Test func abycTable_200LengthsAnd200Currents_areAccepted() throws {
        let table = try SizingTable.make(
            voltage: .volts(12), maxDropPercent: 10, lengths: (1...200).map { Length.feet(Double($0)) },
            currents: (1...200).map { Current.amperes(Double($0)) }, lengthsAreRoundTrip: true, standard: .abyc,
            series: .marine)
        #expect(table.cells.count == 200)
        #expect(table.cells[0].count == 200)
    }
}
