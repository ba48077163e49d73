import Foundation
import Testing

/// Runs of `cable table` on the built binary, checked against grids worked out by hand.
///
/// ABYC cells: CM = K × I × L / E, K = 10.75 Ω·cmil/ft, L the round-trip length in feet,
/// E = V × limit / 100; the smallest marine AWG whose SAE J1127 minimum area (18: 1537,
/// 16: 2336, 14: 3702, 12: 5833, 10: 9343, 8: 14810, 6: 24538, 4: 37360, 2: 62450, 1: 77790,
/// 1/0: 98980, 2/0: 125100, 3/0: 158600, 4/0: 205500 cmil) is ≥ CM; empty above 4/0.
struct TableCommandTests {
    /// CSV output split into rows of cells; empty cells stay empty strings.
    static func csv(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    static let abycHeader = "length_ft,5A,10A,15A,20A,25A,30A,40A,50A,60A,70A,80A,90A,100A"
    static let abycCurrents: [Double] = [5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100]

    struct GridCase: Sendable, CustomTestStringConvertible {
        let name: String
        /// Options after `table --format csv --units imperial --standard abyc`.
        let options: [String]
        /// (round-trip feet, amperes, expected cell); "" for an empty cell.
        let cells: [(feet: Int, amperes: Double, label: String)]
        var testDescription: String { name }
    }

    static let gridCases: [GridCase] = [
        GridCase(
            name: "12 V 3 % (E = 0.36 V)", options: ["--voltage", "12", "--max-drop", "3"],
            cells: [
                (10, 5, "18"),  // CM 1493 ≤ 1537
                (10, 100, "4"),  // 29861
                (50, 25, "4"),  // 37326, 0.09 % under 37360
                (60, 100, "4/0"),  // 179167
                (70, 100, ""),  // 209028 > 205500
                (170, 5, "4"),  // 25382 > 24538
                (170, 40, "4/0"),  // 203056
                (170, 50, ""),  // 253819
                (170, 100, ""),
            ]),
        GridCase(
            name: "12 V 10 % by default under ABYC (E = 1.2 V)", options: ["--voltage", "12"],
            cells: [
                (10, 5, "18"),  // 448
                (10, 100, "10"),  // 8958
                (90, 100, "1/0"),  // 80625 > 77790
                (170, 5, "10"),  // 7615
                (170, 100, "3/0"),  // 152292
            ]),
        GridCase(
            name: "24 V 3 % by --critical (E = 0.72 V)", options: ["--voltage", "24", "--critical"],
            cells: [
                (10, 5, "18"),  // 747
                (10, 100, "6"),  // 14931 > 14810
                (100, 25, "4"),  // 37326
                (130, 100, "4/0"),  // 194097
                (140, 100, ""),  // 209028
                (170, 80, "4/0"),  // 203056
                (170, 90, ""),  // 228438
                (170, 100, ""),
            ]),
        GridCase(
            name: "24 V 10 % (E = 2.4 V)", options: ["--voltage", "24V", "--max-drop", "10%"],
            cells: [
                (10, 5, "18"),  // 224
                (10, 100, "12"),  // 4479
                (170, 5, "12"),  // 3807
                (170, 100, "1"),  // 76146
            ]),
        GridCase(
            name: "32 V 3 % (E = 0.96 V)", options: ["--voltage", "32", "--max-drop", "3"],
            cells: [
                (10, 5, "18"),  // 560
                (10, 100, "8"),  // 11198
                (170, 5, "8"),  // 9518 > 9343
                (170, 100, "4/0"),  // 190365
            ]),
        GridCase(
            name: "32 V 10 % (E = 3.2 V)", options: ["--voltage", "32"],
            cells: [
                (10, 5, "18"),  // 168
                (90, 5, "18"),  // 1512
                (100, 5, "16"),  // 1680
                (170, 100, "2"),  // 57109
            ]),
    ]

    @Test(arguments: gridCases)
    func tableCSV_abycGrid_hasTheHeaderAndHandComputedCells(_ testCase: GridCase) throws {
        let result = try CableProcess.run(
            ["table", "--round-trip", "--resistance", "nominal", "--format", "csv", "--units", "imperial", "--standard", "abyc"]
                + testCase.options)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let rows = Self.csv(result.stdout)
        #expect(rows.count == 18)
        #expect(rows.first?.joined(separator: ",") == Self.abycHeader)
        #expect(rows.dropFirst().map { $0.first ?? "" } == (1...17).map { String($0 * 10) })
        #expect(rows.allSatisfy { $0.count == 14 })
        for cell in testCase.cells {
            let column = try #require(Self.abycCurrents.firstIndex(of: cell.amperes)) + 1
            let row = try #require(rows.first { $0.first == String(cell.feet) })
            #expect(row[column] == cell.label, "\(cell.feet) ft, \(cell.amperes) A")
        }
    }

    /// Cells above 205500 cmil, counted by hand: 48 at 12 V 3 %, 6 at 24 V 3 %, none at 32 V 3 %.
    @Test(arguments: [("12", 48), ("24", 6), ("32", 0)])
    func tableCSV_abyc3Percent_emptyCellsAreEmptyStrings(volts: String, empties: Int) throws {
        let result = try CableProcess.run(
            [
                "table", "--round-trip", "--resistance", "nominal", "--voltage", volts, "--critical", "--standard", "abyc",
                "--format", "csv",
                "--units", "imperial",
            ])
        let cells = Self.csv(result.stdout).dropFirst().flatMap { $0.dropFirst() }
        #expect(cells.count == 17 * 13)
        #expect(cells.filter(\.isEmpty).count == empties)
        #expect(!result.stdout.contains("nil") && !result.stdout.contains("-"))
    }

    /// ABYC E-11's published 3 % table at 12 V, first rows (checked by hand: see
    /// `ABYCSizingTableTests.abycGrid_12V3Percent_reproducesThePublishedFirstRows`).
    @Test func tableCSV_abyc12V3Percent_reproducesThePublishedFirstRows() throws {
        let result = try CableProcess.run(
            [
                "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc",
                "--format", "csv",
                "--units", "imperial",
            ])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 18)
        #expect(lines.prefix(3) == [Self.abycHeader, "10,18,14,12,10,10,10,8,6,6,6,6,4,4", "20,14,10,10,8,6,6,6,4,4,2,2,2,2"])
        // 170 ft: 4, 2, 1, 2/0, 3/0, 3/0, 4/0 and six empty cells.
        #expect(lines.last == "170,4,2,1,2/0,3/0,3/0,4/0,,,,,,")
    }

    /// The whole 12 V 3 % grid, every cell worked out as CM = 10.75 × I × L / 0.36 against the
    /// SAE areas (the same grid as docs/guide.md's text example).
    @Test func tableCSV_abyc12V3Percent_wholeGridMatchesHandComputation() throws {
        let result = try CableProcess.run(
            [
                "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc",
                "--format", "csv",
                "--units", "imperial",
            ])
        let expected = [
            Self.abycHeader,
            "10,18,14,12,10,10,10,8,6,6,6,6,4,4",
            "20,14,10,10,8,6,6,6,4,4,2,2,2,2",
            "30,12,10,8,6,6,4,4,2,2,1,1,1/0,1/0",
            "40,10,8,6,6,4,4,2,2,1,1/0,1/0,2/0,2/0",
            "50,10,6,6,4,4,2,2,1,1/0,2/0,2/0,3/0,3/0",
            "60,10,6,4,4,2,2,1,1/0,2/0,3/0,3/0,4/0,4/0",
            "70,8,6,4,2,2,1,1/0,2/0,3/0,3/0,4/0,4/0,",
            "80,8,6,4,2,2,1,1/0,2/0,3/0,4/0,4/0,,",
            "90,8,4,2,2,1,1/0,2/0,3/0,4/0,4/0,,,",
            "100,6,4,2,2,1,1/0,2/0,3/0,4/0,,,,",
            "110,6,4,2,1,1/0,1/0,3/0,4/0,4/0,,,,",
            "120,6,4,2,1,1/0,2/0,3/0,4/0,,,,,",
            "130,6,2,2,1,1/0,2/0,3/0,4/0,,,,,",
            "140,6,2,1,1/0,2/0,3/0,4/0,,,,,,",
            "150,6,2,1,1/0,2/0,3/0,4/0,,,,,,",
            "160,6,2,1,1/0,2/0,3/0,4/0,,,,,,",
            "170,4,2,1,2/0,3/0,3/0,4/0,,,,,,",
        ]
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
    }

    /// docs/guide.md's metric example: 12 V at 5 % (0.6 V), one-way metres, A = 0.017 × 2L × I / 0.6:
    /// 2 m: 1.13 → 1.5, 2.27 → 2.5, 4.53 → 6, 9.07 → 10; 4 m: 2.27 → 2.5, 4.53 → 6, 9.07 → 10,
    /// 18.1 → 25; 6 m: 3.4 → 4, 6.8 → 10, 13.6 → 16, 27.2 → 35; 8 m: 4.53 → 6, 9.07 → 10,
    /// 18.1 → 25, 36.3 → 50; 10 m: 5.67 → 6, 11.3 → 16, 22.7 → 25, 45.3 → 50.
    @Test func tableText_readmeMetricExample_matchesHandComputation() throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", "--lengths", "2-10m:2", "--currents", "10,20,40,80A",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines == [
                "Conductor sizes (mm²) by voltage drop alone at 12 V, ≤ 5 % drop; copper at 20 °C; lengths one-way in metres; "
                    + "empty: no single conductor suffices",
                "",
                "Length (m)  10 A  20 A  40 A  80 A",
                "         2   1.5   2.5     6    10",
                "         4   2.5     6    10    25",
                "         6     4    10    16    35",
                "         8     6    10    25    50",
                "        10     6    16    25    50",
                "",
            ])
    }

    /// 12 V at 4.3 % (E = 0.516 V), 10 A: a round trip of CM × 0.0048 ft gives exactly CM.
    /// 44.8464 ft is 9343 cmil, 10 AWG's SAE area: 10 AWG. 44.847 ft is 9343.1 cmil: 8 AWG.
    /// 986.4 ft is 205500 cmil, 4/0's: 4/0; 986.5 ft is beyond it: empty.
    @Test func tableCSV_cellOnAnSAEArea_choosesThatSizeAndJustAboveTheNext() throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", "--max-drop", "4.3", "--standard", "abyc", "--lengths",
            "44.8464,44.847,986.4,986.5ft", "--round-trip", "--currents", "10", "--format", "csv", "--units", "imperial",
        ])
        #expect(result.status == 0)
        #expect(
            Self.csv(result.stdout) == [
                ["length_ft", "10A"], ["44.846", "10"], ["44.847", "8"], ["986.4", "4/0"], ["986.5", ""],
            ])
    }

    /// 10 ft one-way at 10 A, 12 V 3 %: doubled to 20 ft, CM = 5972 → 10 AWG; as the whole path
    /// (--round-trip) CM = 2986 → 14 AWG. Lengths given are shown as given.
    @Test func tableCSV_givenLengths_areOneWayUnlessRoundTrip() throws {
        let base = [
            "table", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc", "--lengths", "10ft",
            "--currents", "10A",
            "--format", "csv", "--units", "imperial",
        ]
        #expect(Self.csv(try CableProcess.run(base).stdout) == [["length_ft", "10A"], ["10", "10"]])
        #expect(Self.csv(try CableProcess.run(base + ["--round-trip"]).stdout) == [["length_ft", "10A"], ["10", "14"]])
    }

    /// A range: 10, 20, 30 ft round trip at 12 V 3 %, 5 and 10 A (see the published rows; 30 ft:
    /// 10.75 × 5 × 30 / 0.36 = 4479 → 12, 8958 → 10).
    @Test func tableCSV_lengthRange_givesOneRowPerStep() throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", "--critical", "--standard", "abyc", "--lengths", "10-30ft:10",
            "--round-trip",
            "--currents", "5-10A:5", "--format", "csv", "--units", "imperial",
        ])
        #expect(
            Self.csv(result.stdout) == [
                ["length_ft", "5A", "10A"], ["10", "18", "14"], ["20", "14", "10"], ["30", "12", "10"],
            ])
    }

    /// In metric units the grid's default lengths are round metres (SizingTable.metricLengths:
    /// 2 … 50 m of round trip), not ABYC's feet converted (3.048, 6.096 … 51.816 m); the header
    /// names `length_m` and ABYC's cells stay marine AWG. 2 m = 6.5617 ft at 12 V, 3 % (0.36 V):
    /// CM = 10.75 × I × 6.5617 / 0.36 = 195.9 × I. 5 A: 980 → 18 AWG (1537 cmil, SAE J1127);
    /// 10 A: 1959 → 16 (2336); 20 A: 3919 → 12 (5833); 30 A: 5878 → 10 (9343).
    @Test func tableCSV_abycInMetricUnits_defaultsToRoundMetresWithAWGCells() throws {
        let result = try CableProcess.run([
            "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc",
            "--format", "csv",
            "--units", "metric",
        ])
        #expect(result.status == 0)
        let rows = Self.csv(result.stdout)
        #expect(rows.first?.first == "length_m")
        #expect(rows.dropFirst().map(\.first) == ["2", "3", "4", "5", "6", "8", "10", "12", "15", "20", "25", "30", "40", "50"])
        let header = try #require(rows.first)
        let cells = Dictionary(uniqueKeysWithValues: zip(header, rows[1]))
        #expect(cells["5A"] == "18")
        #expect(cells["10A"] == "16")
        #expect(cells["20A"] == "12")
        #expect(cells["30A"] == "10")
    }

    /// Without --units the grid follows CABLE_UNITS: imperial gives ABYC's 10 … 170 ft.
    @Test func tableCSV_cableUnitsImperial_defaultsToABYCFeet() throws {
        let result = try CableProcess.run(
            ["table", "--resistance", "nominal", "--voltage", "12", "--format", "csv", "--currents", "5"],
            environment: ["CABLE_UNITS": "imperial"])
        #expect(result.status == 0)
        let rows = Self.csv(result.stdout)
        #expect(rows.first == ["length_ft", "5A"])
        #expect(rows.dropFirst().map(\.first) == stride(from: 10, through: 170, by: 10).map { String($0) })
    }

    /// Default method, metric, 12 V at 5 % (0.6 V), one-way metres: A = 0.017 × 2L × I / 0.6.
    /// 1 m: 5 A 0.283 → 0.5; 10 A 0.567 → 0.75; 20 A 1.133 → 1.5; 100 A 5.667 → 6.
    /// 2 m: 0.567 → 0.75; 1.133 → 1.5; 2.267 → 2.5; 11.33 → 16.
    /// 4 m: 1.133 → 1.5; 2.267 → 2.5; 4.533 → 6; 22.67 → 25.
    /// 100 m: 28.33 → 35; 56.67 → 70; 113.3 → 120; 566.7 → nothing up to 300 mm².
    @Test func tableCSV_metricDefaultMethod_cellsAreSquareMillimetreNumbers() throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", "--lengths", "1,2,4,100", "--currents", "5,10,20,100",
            "--units", "metric",
            "--format", "csv",
        ])
        #expect(result.status == 0)
        #expect(
            Self.csv(result.stdout) == [
                ["length_m", "5A", "10A", "20A", "100A"],
                ["1", "0.5", "0.75", "1.5", "6"],
                ["2", "0.75", "1.5", "2.5", "16"],
                ["4", "1.5", "2.5", "6", "25"],
                ["100", "35", "70", "120", ""],
            ])
    }

    /// 12 V at 10 %, 10 ft round trip: 100 A needs 8958 cmil → 10 AWG by drop; 10 AWG carries
    /// 60 A and 8 AWG 80 A (105 °C, outside engine spaces), 6 AWG 120 A. 5 A stays 18 AWG (20 A).
    @Test func tableCSV_withAmpacity_raisesTheCellWhereAmpacityDominates() throws {
        let base = [
            "table", "--resistance", "nominal", "--voltage", "12", "--standard", "abyc", "--lengths", "10ft", "--round-trip",
            "--currents", "5,100",
            "--format", "csv", "--units", "imperial",
        ]
        #expect(Self.csv(try CableProcess.run(base).stdout) == [["length_ft", "5A", "100A"], ["10", "18", "10"]])
        #expect(
            Self.csv(try CableProcess.run(base + ["--with-ampacity"]).stdout) == [
                ["length_ft", "5A", "100A"], ["10", "18", "6"],
            ])
    }

    @Test func tableJSON_hasTheDocumentedShape() throws {
        let result = try CableProcess.run([
            "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--critical", "--standard", "abyc",
            "--currents", "5,100",
            "--format", "json",
            "--units", "imperial",
        ])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let json = try #require(object)
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["standard"] as? String == "abyc")
        #expect(json["series"] as? String == "marine")
        #expect(json["voltageVolts"] as? Double == 12)
        #expect(json["maxDropPercent"] as? Double == 3)
        #expect(json["lengthsAreRoundTrip"] as? Bool == true)
        #expect(json["withAmpacity"] as? Bool == false)
        #expect((json["currentsAmperes"] as? [Any])?.compactMap { $0 as? Double } == [5, 100])
        let rows = try #require(json["rows"] as? [[String: Any]])
        try #require(rows.count == 17)
        expectClose(rows[0]["lengthMeters"] as? Double, 3.048, tolerance: 1e-12)
        expectClose(rows[16]["lengthMeters"] as? Double, 51.816, tolerance: 1e-12)
        // 10 ft: 5 A → 18 AWG, 100 A (29861 cmil) → 4 AWG; 70 ft, 100 A (209028 cmil): null.
        let first = try #require(rows[0]["conductors"] as? [Any])
        #expect(first.count == 2)
        #expect((first[0] as? [String: Any])?["awg"] as? String == "18")
        #expect((first[1] as? [String: Any])?["label"] as? String == "4 AWG")
        let seventy = try #require(rows[6]["conductors"] as? [Any])
        #expect((seventy[0] as? [String: Any])?["awg"] as? String == "8")
        #expect(seventy[1] is NSNull)
    }

    @Test func tableJSON_givenLengths_areOneWay() throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", "--standard", "abyc", "--lengths", "3m", "--currents", "5",
            "--format", "json",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let json = try #require(object)
        #expect(json["lengthsAreRoundTrip"] as? Bool == false)
        #expect(json["maxDropPercent"] as? Double == 10)
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.first?["lengthMeters"] as? Double == 3)
    }

    @Test func tableMarkdown_hasTitleHeaderAlignmentRowAndCells() throws {
        let result = try CableProcess.run([
            "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc",
            "--currents", "5,100",
            "--format", "markdown",
            "--units", "imperial",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("Conductor sizes (AWG) by voltage drop alone at 12 V, ≤ 3 % drop; ABYC E-11"))
        #expect(lines[1].isEmpty)
        #expect(lines[2] == "| Length (ft) | 5 A | 100 A |")
        #expect(lines[3] == "|---:|---:|---:|")
        #expect(lines[4] == "| 10 | 18 | 4 |")
        #expect(lines[5] == "| 20 | 14 | 2 |")
        // 70 ft, 100 A: 209028 cmil, above 4/0.
        #expect(lines[10] == "| 70 | 8 |  |")
        #expect(lines.count == 4 + 17 + 1)
        #expect(lines.last?.isEmpty == true)
    }

    @Test func tableText_hasTheTitleAndAlignedRows() throws {
        let result = try CableProcess.run([
            "table", "--round-trip", "--resistance", "nominal", "--voltage", "12", "--max-drop", "3", "--standard", "abyc",
            "--currents", "5,100",
            "--units", "imperial",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("ABYC E-11 (K = 10.75, SAE J1127 areas); lengths round trip in feet") == true)
        #expect(lines.contains { $0.hasSuffix("10   18      4") })
    }

    struct BadListCase: Sendable, CustomTestStringConvertible {
        let option: String
        let value: String
        let message: String
        var testDescription: String { "\(option) \(value)" }
    }

    static let badListCases: [BadListCase] = [
        BadListCase(
            option: "--lengths", value: "10m,15ft", message: "error: --lengths: must use one unit throughout, got '10m,15ft'"),
        BadListCase(
            option: "--lengths", value: "10-170:0",
            message: "error: --lengths: must run upwards with a step above 0, got '10-170:0'"),
        BadListCase(
            option: "--currents", value: "1-300:1", message: "error: --currents: must give at most 200 values, got '1-300:1'"),
        // The empty element is what is quoted, not the whole list.
        BadListCase(option: "--currents", value: "5,,10", message: "error: --currents: must not be empty, got ''"),
        BadListCase(option: "--lengths", value: "0,10", message: "error: --lengths: must be > 0 m, got 0 m"),
    ]

    @Test(arguments: badListCases)
    func table_badList_exits65NamingTheOption(_ testCase: BadListCase) throws {
        let result = try CableProcess.run([
            "table", "--resistance", "nominal", "--voltage", "12", testCase.option, testCase.value,
        ])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == testCase.message + "\n")
    }

    @Test func table_missingVoltage_isAUsageError() throws {
        let result = try CableProcess.run(["table", "--resistance", "nominal", "--standard", "abyc"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("missing required option '--voltage'"))
    }
}
