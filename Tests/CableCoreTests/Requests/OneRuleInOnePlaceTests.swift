import Testing

@testable import CableCore

/// The rules each front end used to write for itself, now written once in the core: drop-limit
/// defaults, the series a method sizes from, ABYC's copper-only and table-only rules, and the
/// check of a given wire. Each is asserted through its own API and through a request's fields,
/// so a batch row, an option and a system file get the same answer.
@Suite("One rule in one place: defaults, ABYC restrictions and wire checks")
struct OneRuleInOnePlaceTests {
    static func fields(_ members: [(String, SizingRequest.Value)]) -> SizingRequest.Fields {
        SizingRequest.Fields(members.map { (key: $0.0, value: $0.1) })
    }

    /// 20 A at 12 V over 5 m one-way: the README's first example, under the nominal resistance
    /// model (ρ = 0.017 Ω·mm²/m) the hand computations use.
    static let base: [(String, SizingRequest.Value)] = [
        ("current", .number(20)), ("voltage", .number(12)), ("length", .number(5)), ("resistance", .text("nominal")),
    ]

    // MARK: - Drop limits

    /// 5 % by default and 10 % under ABYC E-11 for ordinary circuits; 3 % for critical ones
    /// under both (ABYC E-11's limit for panel feeds, bilge pumps, navigation lights).
    @Test func dropLimits_byStandardAndCriticality() {
        let limits = DropLimits()
        #expect(limits.limit(critical: false, standard: .defaultMethod) == 5)
        #expect(limits.limit(critical: false, standard: .abyc) == 10)
        #expect(limits.limit(critical: true, standard: .defaultMethod) == 3)
        #expect(limits.limit(critical: true, standard: .abyc) == 3)
        #expect(limits.limit(own: 2.5, critical: true, standard: .abyc) == 2.5)
        let file = DropLimits(ordinary: 4, critical: 2)
        #expect(file.limit(critical: false, standard: .abyc) == 4)
        #expect(file.limit(critical: true, standard: .defaultMethod) == 2)
    }

    /// `cable drop` always judges a wire (#35), by the limit `size` sizes to, and says where
    /// that limit comes from.
    @Test func dropBasis_namesWhereTheLimitComesFrom() {
        let limits = DropLimits()
        #expect(limits.basis(own: nil, critical: false) == .methodDefault)
        #expect(limits.basis(own: nil, critical: true) == .critical)
        #expect(limits.basis(own: 7, critical: true) == .own)
        #expect(DropLimits(ordinary: 4).basis(own: nil, critical: false) == .preference)
    }

    /// Without `--max-drop`, `drop` fails a wire over the default 5 % (`size`'s limit):
    /// 1 mm² class 5 (IEC 60228 Table 3: 19.5 Ω/km at 20 °C) carrying 10 A over 30 m at 12 V
    /// drops ≥ 10 A × 60 m × 0.0195 Ω/m = 11.7 V (97.5 %, more when warm): far over 5 %.
    @Test func drop_withoutMaxDrop_judgesByTheDefaultLimit() throws {
        let fields = Self.fields([("current", .number(10)), ("length", .number(30)), ("voltage", .number(12))])
        let check = try DropCheck(wire: ConductorSize.parse("1", field: "wire", units: .metric), fields: fields)
        #expect(check.maxDropPercent == 5)
        #expect(check.maxDropBasis == .methodDefault)
        #expect(check.analysis.voltageDropPercent > 97)
        #expect(!check.isOK)
        #expect(check.violations.contains { $0.rule == .voltageDrop })
        let short = try DropCheck(
            wire: ConductorSize.parse("6", field: "wire", units: .metric),
            fields: Self.fields([("current", .number(10)), ("length", .number(3)), ("voltage", .number(12))]))
        // 6 mm²: 3.39 Ω/km → 10 A × 6 m × 0.00339 Ω/m ≈ 0.20 V, 1.7 % (< 5 %): ok.
        #expect(short.isOK)
        #expect(short.maxDropPercent == 5)
    }

    @Test func request_appliesTheSameLimits() throws {
        #expect(try SizingRequest(Self.fields(Self.base)).options.maxDropPercent == 5)
        #expect(try SizingRequest(Self.fields(Self.base + [("critical", .bool(true))])).options.maxDropPercent == 3)
        #expect(try SizingRequest(Self.fields(Self.base + [("standard", .text("abyc"))])).options.maxDropPercent == 10)
        let own = Self.base + [("standard", .text("abyc")), ("critical", .bool(true)), ("maxDrop", .text("4%"))]
        #expect(try SizingRequest(Self.fields(own)).options.maxDropPercent == 4)
    }

    // MARK: - Series

    @Test func series_byMethodAndUnits() throws {
        #expect(SizingStandard.defaultMethod.series(for: .metric) == .metric)
        #expect(SizingStandard.defaultMethod.series(for: .imperial) == .awg)
        #expect(SizingStandard.abyc.series(for: .metric) == .marine)
        #expect(SizingStandard.abyc.series(for: .imperial) == .marine)
        let imperial = try SizingRequest(Self.fields(Self.base + [("units", .text("imperial"))]))
        #expect(imperial.options.series == .awg)
        let abyc = try SizingRequest(Self.fields(Self.base + [("standard", .text("abyc"))]))
        #expect(abyc.options.series == .marine)
    }

    // MARK: - ABYC restrictions

    static let copperOnly = ValidationError(field: "material", rule: .abycCopper, actual: "'aluminium'")

    @Test func abyc_refusesAnotherMetalAndATemperature() throws {
        #expect(throws: Self.copperOnly) {
            try SizingStandard.abyc.checkConductor(material: .aluminium, temperature: nil)
        }
        let temperature = #expect(throws: ValidationError.self) {
            try SizingStandard.abyc.checkConductor(material: .copper, temperature: .celsius(60))
        }
        #expect(temperature?.field == "conductorTemperature")
        // A typed quantity, which CableText writes in the language's number format.
        #expect(temperature?.value == .quantity(.init(60, "°C")))
        try SizingStandard.abyc.checkConductor(material: .copper, temperature: nil)
        try SizingStandard.defaultMethod.checkConductor(material: .aluminium, temperature: .celsius(60))
    }

    /// A batch row, a command's options and a system file's circuit all refuse through the same
    /// rule, with the same error; naming copper is accepted.
    @Test func abyc_theSameErrorFromFieldsAndFromTypedValues() throws {
        #expect(throws: Self.copperOnly) {
            try SizingRequest(Self.fields(Self.base + [("standard", .text("abyc")), ("material", .text("aluminium"))]))
        }
        #expect(throws: Self.copperOnly) {
            try SizingRequest.Settings(material: .aluminium, standard: .abyc)
        }
        let copper = try SizingRequest(Self.fields(Self.base + [("standard", .text("abyc")), ("material", .text("copper"))]))
        #expect(copper.circuit.material == .copper)
    }

    /// ABYC checks only the sizes its table lists (SAE J1127 areas, 18 to 4/0 AWG).
    @Test func abyc_checksOnlyTheSizesItTabulates() throws {
        let error = #expect(throws: ValidationError.self) { try SizingStandard.abyc.checkWire(.metric(6)) }
        #expect(error?.field == "wire")
        #expect(error?.actual == "'6 mm²'")
        try SizingStandard.abyc.checkWire(.awg(10))
        try SizingStandard.defaultMethod.checkWire(.metric(6))
    }

    // MARK: - A given wire: DropCheck

    /// 4 mm² copper at 20 °C for 20 A at 12 V, 5 m one-way: R = 0.017 Ω·mm²/m × 10 m / 4 mm²
    /// = 0.0425 Ω, drop 0.85 V = 7.083 %; rated 45 A (ISO 10133, 105 °C).
    @Test func dropCheck_handComputedAndJudgedByTheLimitAskedFor() throws {
        let unlimited = try DropCheck(wire: .metric(4), fields: Self.fields(Self.base))
        expectClose(unlimited.analysis.resistance.ohms, 0.0425)
        expectClose(unlimited.analysis.voltageDrop.volts, 0.85)
        expectClose(unlimited.analysis.voltageDropPercent, 0.85 / 12 * 100)
        // No limit asked for: the default 5 % (#35), which 7.083 % exceeds.
        #expect(unlimited.maxDropPercent == 5)
        #expect(unlimited.maxDropBasis == .methodDefault)
        #expect(unlimited.violations.map(\.rule) == [.voltageDrop])
        #expect(!unlimited.isOK)

        let critical = try DropCheck(wire: .metric(4), fields: Self.fields(Self.base + [("critical", .bool(true))]))
        #expect(critical.maxDropPercent == 3)
        #expect(critical.violations.map(\.rule) == [.voltageDrop])
        expectClose(critical.violations.first?.actual ?? 0, 0.85 / 12 * 100)
        #expect(!critical.isOK)

        // 60 A through 4 mm² (45 A): the ampacity rule, whatever the drop limit.
        let overloaded = try DropCheck(
            wire: .metric(4),
            fields: Self.fields([("current", .number(60)), ("voltage", .number(12)), ("length", .number(0.1))]))
        #expect(overloaded.violations.map(\.rule) == [.ampacity])
        #expect(overloaded.violations.first?.limit == 45)
    }

    // MARK: - Why the next smaller size was not chosen

    @Test func nextSmallerShortfall_namesTheRuleItFails() throws {
        // 20 A, 12 V, 5 m: 6 mm² chosen; 4 mm² drops 7.08 % > 5 %.
        let drop = try Sizer.size(SizingRequest(Self.fields(Self.base)).circuit, options: SizingOptions())
        #expect(drop.recommended.size == .metric(6))
        #expect(drop.nextSmallerShortfall == .dropOverLimit)
        // 100 A, 24 V, 0.5 m: the drop allows a small size; 16 mm² is the first rated for
        // 100 A (130 A at 105 °C) and its ampacity takes the 125 A fuse (1.25 × 100 A, MIDI);
        // 10 mm² (90 A) does not carry the current.
        let ampacity = try Sizer.size(
            SizingRequest(Self.fields([("current", .number(100)), ("voltage", .number(24)), ("length", .number(0.5))]))
                .circuit, options: SizingOptions())
        #expect(ampacity.recommended.size == .metric(16))
        #expect(ampacity.limitedBy == .ampacity)
        #expect(ampacity.nextSmallerShortfall == .ampacityBelowCurrent)
        // 42 A over 0.1 m: 4 mm² (45 A) carries it, but the smallest fuse of 1.25 × 42 = 52.5 A
        // or more is 60 A, above 45 A: upsized to 6 mm² (60 A), and 4 mm² fails for the fuse.
        let fuse = try Sizer.size(
            SizingRequest(Self.fields([("current", .number(42)), ("voltage", .number(12)), ("length", .number(0.1))]))
                .circuit, options: SizingOptions())
        #expect(fuse.recommended.size == .metric(6))
        #expect(fuse.upsizedForFuseFrom == .metric(4))
        #expect(fuse.fuse?.rating == .amperes(60))
        #expect(fuse.nextSmallerShortfall == .noFuseFits)
    }

    // MARK: - cable wires: WireTable

    /// 2.5 mm² copper at 20 °C: 0.017 × 1000 / 2.5 = 6.8 Ω/km and 0.017 × 304.8 / 2.5 =
    /// 2.07264 Ω per 1000 ft; ISO 10133's 105 °C column rates it 35 A.
    @Test func wireTable_listsTheSeriesWithHandComputedFigures() throws {
        let table = try WireTable(Self.fields([("resistance", .text("nominal"))]))
        #expect(table.series == .metric)
        #expect(table.rows.map(\.size) == WireSeries.metric.sizes)
        let row = try #require(table.rows.first { $0.size == .metric(2.5) })
        expectClose(row.resistancePerKilometer.ohms, 6.8)
        expectClose(row.resistancePerThousandFeet.ohms, 2.07264)
        #expect(row.ampacity == AmpacityRating(current: .amperes(35), isLowerBound: false))

        let hot = try WireTable(Self.fields([("engineRoom", .bool(true)), ("insulation", .text("105C"))]))
        let hotRow = try #require(hot.rows.first { $0.size == .metric(2.5) })
        // ISO 10133 engine-room factor for 105 °C insulation: 0.85.
        expectClose(hotRow.ampacity?.current.amperes ?? 0, 35 * 0.85)
    }

    // MARK: - A bare temperature

    struct TemperatureCase: CustomTestStringConvertible, Sendable {
        let units: String
        let value: SizingRequest.Value
        /// °C, or nil for refused (``ValidationError/Rule/temperatureNeedsUnit``).
        let celsius: Double?
        var testDescription: String { "\(units) \(value)" }
    }

    /// A conductor temperature as `size`, `drop`, `table`, `wires` and a batch row give it: a bare
    /// number (typed, a JSON number or a CSV cell) is °C under metric units and refused under
    /// imperial ones; with its unit it means what it says (140 °F = (140 − 32) × 5/9 = 60 °C).
    static let temperatures = [
        TemperatureCase(units: "metric", value: .number(60), celsius: 60),
        TemperatureCase(units: "metric", value: .text("60"), celsius: 60),
        TemperatureCase(units: "metric", value: .text("140F"), celsius: 60),
        TemperatureCase(units: "imperial", value: .number(60), celsius: nil),
        TemperatureCase(units: "imperial", value: .text("60"), celsius: nil),
        TemperatureCase(units: "imperial", value: .text(" 60 "), celsius: nil),
        TemperatureCase(units: "imperial", value: .text("60C"), celsius: 60),
        TemperatureCase(units: "imperial", value: .text("140F"), celsius: 60),
        TemperatureCase(units: "imperial", value: .text("333.15K"), celsius: 60),
    ]

    /// The request, the settings `table` and `wires` take, and the parser a system file and
    /// `add`/`set` use give one answer.
    @Test(arguments: temperatures) func bareTemperature_isCelsiusUnderMetric_refusedUnderImperial(_ entry: TemperatureCase) {
        let fields = Self.fields(Self.base + [("units", .text(entry.units)), ("conductorTemperature", entry.value)])
        let units: UnitSystem = entry.units == "imperial" ? .imperial : .metric
        let parsed: Result<Double, ValidationError> =
            switch entry.value {
            case .number(let number):
                Result { () throws(ValidationError) in
                    try QuantityParser.bareTemperature(number, written: "60", field: "t", units: units).degreesCelsius
                }
            case .text(let text):
                Result { () throws(ValidationError) in
                    try QuantityParser.temperature(text, field: "t", units: units).degreesCelsius
                }
            case .bool: .failure(ValidationError(field: "t", rule: .trueOrFalse, actual: ""))
            }
        let request = Result { () throws(ValidationError) in
            try SizingRequest(fields).circuit.conductorTemperature.degreesCelsius
        }
        let settings = Result { () throws(ValidationError) in
            try SizingRequest.settings(fields).temperature.degreesCelsius
        }
        for (name, result) in [("parser", parsed), ("request", request), ("settings", settings)] {
            switch (result, entry.celsius) {
            case (.success(let celsius), let expected?): expectClose(celsius, expected)
            case (.failure(let error), nil): #expect(error.rule == .temperatureNeedsUnit, "\(name): \(error)")
            default: Issue.record("\(name): \(result), expected \(String(describing: entry.celsius))")
            }
        }
    }
}
