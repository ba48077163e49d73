import Testing

@testable import CableCore

/// A batch request's named fields validated into a circuit and sizing options, as `cable size`
/// validates its options. Expected values are worked out by hand from the documented defaults
/// (copper, 20 °C, 105 °C insulation, 5 % drop, 3 % when critical, 10 % under ABYC, fuse
/// factor 1.25, every fuse family).
@Suite("SizingRequest: batch fields to a circuit")
struct SizingRequestTests {
    typealias Fields = [(key: String, value: SizingRequest.Value)]

    /// 20 A at 12 V over 5 m: the smallest complete request.
    static let base: Fields = [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5))]

    static func request(_ fields: Fields) throws(ValidationError) -> SizingRequest { try SizingRequest(fields) }

    /// The validation error for the fields, or nil when they are accepted.
    static func validationError(_ fields: Fields) -> ValidationError? {
        do {
            _ = try SizingRequest(fields)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Accepted requests

    @Test func minimalRequest_takesTheDocumentedDefaults() throws {
        let request = try Self.request(Self.base)
        let expected = try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5))
        #expect(request.circuit == expected)
        #expect(request.circuit.lengthIsRoundTrip == false)
        #expect(request.circuit.material == .copper)
        #expect(request.circuit.conductorTemperature.degreesCelsius == 20)
        #expect(request.circuit.conditions == InstallationConditions(insulation: .c105, engineRoom: false, bundledConductors: 1))
        #expect(request.circuit.standard == .defaultMethod)
        #expect(request.options.maxDropPercent == 5)
        #expect(request.options.series == .metric)
        #expect(request.options.fuseFactor == 1.25)
        #expect(request.options.fuseTypes == [.blade, .maxi, .midi, .mega, .anl, .blade58, .midi58, .mega58, .breaker, .classT])
        #expect(request.imperial == false)
    }

    @Test func fieldOrder_doesNotMatter() throws {
        let reversed = try Self.request(Array(Self.base.reversed()))
        #expect(reversed.circuit == (try Self.request(Self.base)).circuit)
    }

    @Test func textsWithUnits_areConvertedToSIUnits() throws {
        let request = try Self.request([
            ("power", .text("1.2kW")), ("voltage", .text("48V")), ("length", .text("30ft")), ("temperature", .text("140F")),
        ])
        #expect(request.circuit.load == .power(.watts(1200)))
        #expect(request.circuit.supplyVoltage.volts == 48)
        expectClose(request.circuit.length.meters, 9.144)  // 30 × 0.3048
        expectClose(request.circuit.conductorTemperature.degreesCelsius, 60)  // (140 − 32) × 5/9
        expectClose(request.circuit.current.amperes, 25)  // 1200 W / 48 V
    }

    @Test func milliamperesAndCentimetres_areScaled() throws {
        let request = try Self.request([("current", .text("500mA")), ("voltage", .text("5 V")), ("length", .text("150cm"))])
        #expect(request.circuit.load == .current(.amperes(0.5)))
        expectClose(request.circuit.length.meters, 1.5)
    }

    @Test func numbersAsTextWithoutUnit_takeTheDefaultUnit() throws {
        let request = try Self.request([("current", .text("20")), ("voltage", .text("12")), ("length", .text("5"))])
        #expect(request.circuit == (try Self.request(Self.base)).circuit)
    }

    struct DropCase: Sendable, CustomTestStringConvertible {
        let extra: [(String, SizingRequest.Value)]
        let maxDrop: Double
        let series: WireSeries
        let imperial: Bool
        var testDescription: String { extra.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
    }

    static let dropCases: [DropCase] = [
        DropCase(extra: [], maxDrop: 5, series: .metric, imperial: false),
        DropCase(extra: [("critical", .bool(true))], maxDrop: 3, series: .metric, imperial: false),
        DropCase(extra: [("critical", .bool(false))], maxDrop: 5, series: .metric, imperial: false),
        DropCase(extra: [("standard", .text("abyc"))], maxDrop: 10, series: .marine, imperial: false),
        DropCase(extra: [("standard", .text("ABYC")), ("critical", .bool(true))], maxDrop: 3, series: .marine, imperial: false),
        DropCase(extra: [("standard", .text("default"))], maxDrop: 5, series: .metric, imperial: false),
        // an explicit maxDrop wins over critical and the standard
        DropCase(extra: [("maxDrop", .text("2.5%")), ("critical", .bool(true))], maxDrop: 2.5, series: .metric, imperial: false),
        DropCase(extra: [("maxDrop", .number(7)), ("standard", .text("abyc"))], maxDrop: 7, series: .marine, imperial: false),
        DropCase(extra: [("maxDrop", .text("4 percent"))], maxDrop: 4, series: .metric, imperial: false),
        // units choose the series, except under ABYC (always marine AWG)
        DropCase(extra: [("units", .text("imperial"))], maxDrop: 5, series: .awg, imperial: true),
        DropCase(extra: [("units", .text("Metric"))], maxDrop: 5, series: .metric, imperial: false),
        DropCase(
            extra: [("units", .text("imperial")), ("standard", .text("abyc"))], maxDrop: 10, series: .marine, imperial: true),
    ]

    @Test(arguments: dropCases)
    func dropLimitAndSeries_followCriticalStandardAndUnits(_ testCase: DropCase) throws {
        let request = try Self.request(Self.base + testCase.extra.map { (key: $0.0, value: $0.1) })
        #expect(request.options.maxDropPercent == testCase.maxDrop)
        #expect(request.options.series == testCase.series)
        #expect(request.imperial == testCase.imperial)
    }

    struct FlagCase: Sendable, CustomTestStringConvertible {
        let value: SizingRequest.Value
        let expected: Bool
        var testDescription: String { "\(value)" }
    }

    static let flagCases: [FlagCase] = [
        FlagCase(value: .bool(true), expected: true),
        FlagCase(value: .bool(false), expected: false),
        FlagCase(value: .number(1), expected: true),
        FlagCase(value: .number(0), expected: false),
        FlagCase(value: .text("yes"), expected: true),
        FlagCase(value: .text("no"), expected: false),
        FlagCase(value: .text("TRUE"), expected: true),
        FlagCase(value: .text("0"), expected: false),
    ]

    @Test(arguments: flagCases)
    func flags_acceptBooleansNumbersAndWords(_ testCase: FlagCase) throws {
        let roundTrip = try Self.request(Self.base + [("roundTrip", testCase.value)])
        #expect(roundTrip.circuit.lengthIsRoundTrip == testCase.expected)
        // the conductor path is the length as given on a round trip, else twice it
        #expect(roundTrip.circuit.conductorLength.meters == (testCase.expected ? 5 : 10))
        let engineRoom = try Self.request(Self.base + [("engineRoom", testCase.value)])
        #expect(engineRoom.circuit.conditions.engineRoom == testCase.expected)
        let critical = try Self.request(Self.base + [("critical", testCase.value)])
        #expect(critical.options.maxDropPercent == (testCase.expected ? 3 : 5))
    }

    @Test func installationAndFuseFields_reachTheCircuitAndOptions() throws {
        let request = try Self.request(
            Self.base + [
                ("material", .text("aluminum")), ("temperature", .number(-10)), ("insulation", .number(90)),
                ("bundled", .number(4)), ("fuseFactor", .number(1.5)), ("fuseType", .text("maxi, midi,maxi")),
            ])
        #expect(request.circuit.material == .aluminium)
        #expect(request.circuit.conductorTemperature.degreesCelsius == -10)
        #expect(request.circuit.conditions == InstallationConditions(insulation: .c90, engineRoom: false, bundledConductors: 4))
        #expect(request.options.fuseFactor == 1.5)
        #expect(request.options.fuseTypes == [.maxi, .midi])
    }

    @Test func insulationAndBundledAsText_areParsed() throws {
        let request = try Self.request(Self.base + [("insulation", .text("60C")), ("bundled", .text("3"))])
        #expect(request.circuit.conditions.insulation == .c60)
        #expect(request.circuit.conditions.bundledConductors == 3)
    }

    // MARK: - Refused requests

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let fields: Fields
        let field: String
        let rule: String
        let actual: String
        /// How front ends word it: a missing or conflicting field is a usage error on the command line.
        var kind: ValidationError.Kind = .invalid
        var testDescription: String { "\(field): \(rule)" }
    }

    static let errorCases: [ErrorCase] = [
        // keys
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("lenght", .number(5))],
            field: "lenght", rule: "unknown key. Did you mean 'length'?", actual: ""),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5)), ("maxdrop", .number(3))],
            field: "maxdrop", rule: "unknown key. Did you mean 'maxDrop'?", actual: ""),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5)), ("colour", .text("red"))],
            field: "colour", rule: "unknown key", actual: ""),
        // `max-drop` is the option's spelling, not the key's (one edit from `maxDrop`)
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5)), ("max-drop", .number(3))],
            field: "max-drop", rule: "unknown key. Did you mean 'maxDrop'?", actual: ""),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5)), ("voltage", .number(24))],
            field: "voltage", rule: "given more than once", actual: ""),
        // the load
        ErrorCase(
            fields: [("current", .number(20)), ("power", .number(240)), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "give current or power, not both", actual: "", kind: .conflict(other: "power")),
        ErrorCase(
            fields: [("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "missing the load: give current (A) or power (W)", actual: "",
            kind: .missingEither(alternative: "power")),
        ErrorCase(
            fields: [], field: "current", rule: "missing the load: give current (A) or power (W)", actual: "",
            kind: .missingEither(alternative: "power")),
        ErrorCase(
            fields: [("current", .bool(true)), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "must be a number or a string with a unit", actual: "a boolean"),
        ErrorCase(
            fields: [("current", .number(-5)), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "must be > 0 A", actual: "-5 A"),
        ErrorCase(
            fields: [("current", .number(0)), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "must be > 0 A", actual: "0 A"),
        ErrorCase(
            fields: [("current", .number(20_000)), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "must be ≤ 10000 A", actual: "20000 A"),
        ErrorCase(
            fields: [("current", .text("20 volts")), ("voltage", .number(12)), ("length", .number(5))],
            field: "current", rule: "unknown current unit 'volts' (use A, mA or kA)", actual: "'20 volts'"),
        // 1 MW at 12 V would draw 83 333 A
        ErrorCase(
            fields: [("power", .number(1_000_000)), ("voltage", .number(12)), ("length", .number(5))],
            field: "power", rule: "must draw at most 10000 A at the supply voltage", actual: "1000000 W at 12 V"),
        // voltage and length
        ErrorCase(
            fields: [("current", .number(20)), ("length", .number(5))], field: "voltage", rule: "is required", actual: "",
            kind: .missing),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12))], field: "length", rule: "is required", actual: "",
            kind: .missing),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(2000)), ("length", .number(5))],
            field: "voltage", rule: "must be ≤ 1500 V", actual: "2000 V"),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(-3))],
            field: "length", rule: "must be > 0 m", actual: "-3 m"),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(-0.0))],
            field: "length", rule: "must be > 0 m", actual: "0 m"),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .text("5 parsecs"))],
            field: "length", rule: "unknown length unit 'parsecs' (use m, cm, mm, km, ft, in or yd)", actual: "'5 parsecs'"),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .text(""))],
            field: "length", rule: "must not be empty", actual: "''"),
        ErrorCase(
            fields: [("current", .number(20)), ("voltage", .number(12)), ("length", .number(.infinity))],
            field: "length", rule: "must be a finite number", actual: "inf m"),
        // the conductor
        ErrorCase(
            fields: base + [("material", .text("gold"))], field: "material", rule: "must be copper or aluminium",
            actual: "'gold'"),
        ErrorCase(
            fields: base + [("temperature", .number(300))], field: "conductorTemperature",
            rule: "must be between -50 °C and 200 °C", actual: "300 °C"),
        ErrorCase(
            fields: base + [("temperature", .text("hot"))], field: "conductorTemperature", rule: "must start with a number",
            actual: "'hot'"),
        ErrorCase(
            fields: base + [("insulation", .number(95))], field: "insulation",
            rule: "must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C", actual: "'95'"),
        ErrorCase(
            fields: base + [("bundled", .number(0))], field: "bundled",
            rule: "must be a whole number of conductors from 1 to 1000", actual: "'0'"),
        ErrorCase(
            fields: base + [("bundled", .number(2.5))], field: "bundled",
            rule: "must be a whole number of conductors from 1 to 1000", actual: "'2.5'"),
        ErrorCase(
            fields: base + [("standard", .text("nec"))], field: "standard", rule: "must be default or abyc", actual: "'nec'"),
        // ABYC's copper-only rule, as every front end applies it
        ErrorCase(
            fields: base + [("standard", .text("abyc")), ("material", .text("aluminium"))], field: "material",
            rule: "must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft)", actual: "'aluminium'"),
        ErrorCase(
            fields: base + [("standard", .text("abyc")), ("temperature", .number(60))], field: "conductorTemperature",
            rule: "cannot be set with standard abyc (ABYC E-11 uses a fixed K = 10.75 Ω·cmil/ft)", actual: "60 °C"),
        // flags
        ErrorCase(
            fields: base + [("roundTrip", .number(2))], field: "roundTrip", rule: "must be true or false", actual: "2"),
        ErrorCase(
            fields: base + [("engineRoom", .text("maybe"))], field: "engineRoom", rule: "must be true or false",
            actual: "'maybe'"),
        // options
        ErrorCase(
            fields: base + [("units", .text("furlongs"))], field: "units", rule: "must be metric or imperial",
            actual: "'furlongs'"),
        ErrorCase(
            fields: base + [("maxDrop", .number(60))], field: "maxDrop", rule: "must be ≤ 50 %", actual: "60 %"),
        ErrorCase(fields: base + [("maxDrop", .text("0%"))], field: "maxDrop", rule: "must be > 0 %", actual: "0 %"),
        ErrorCase(
            fields: base + [("maxDrop", .text("3V"))], field: "maxDrop", rule: "unknown percentage unit 'V' (use %)",
            actual: "'3V'"),
        ErrorCase(
            fields: base + [("fuseFactor", .number(5))], field: "fuseFactor", rule: "must be between 1 and 3", actual: "5"),
        ErrorCase(
            fields: base + [("fuseFactor", .text("1.5x"))], field: "fuseFactor", rule: "must be a plain number",
            actual: "'1.5x'"),
        ErrorCase(
            fields: base + [("fuseType", .text("glass"))], field: "fuseType",
            rule:
                "must be one or more of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, classT, dcMcb, separated by commas"
                + " (did you mean 'classT'?)",
            actual: "'glass'"),
        ErrorCase(
            fields: base + [("fuseType", .text("maxi,blad"))], field: "fuseType",
            rule:
                "must be one or more of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, classT, dcMcb, separated by commas"
                + " (did you mean 'blade'?)",
            actual: "'maxi,blad'"),
        ErrorCase(
            fields: base + [("fuseType", .text("xyz"))], field: "fuseType",
            rule:
                "must be one or more of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, classT, dcMcb, separated by commas",
            actual: "'xyz'"),
    ]

    @Test(arguments: errorCases)
    func invalidFields_throwNamingTheKeyAndTheRule(_ testCase: ErrorCase) {
        let error = Self.validationError(testCase.fields)
        #expect(
            error == Worded(field: testCase.field, rule: testCase.rule, actual: testCase.actual, kind: testCase.kind))
    }

    @Test func unknownKey_description_readsAsOneSentence() throws {
        let error = try #require(Self.validationError(Self.base + [("lenght", .number(5))]))
        #expect(error.description == "lenght: unknown key. Did you mean 'length'?")
    }

    @Test func everyKey_isASizeOptionInCamelCase() {
        #expect(
            Set(SizingRequest.keys) == [
                "current", "power", "voltage", "length", "roundTrip", "material", "conductorTemperature", "resistance",
                "conductorClass", "tinned", "insulation", "engineRoom", "bundled", "maxDrop", "critical", "standard",
                "fuseFactor", "fuseType", "units", "chargeVoltage",
            ])
        #expect(SizingRequest.keys.count == 20)
    }

    // MARK: - Fields by name

    @Test func everyKeyName_fillsItsOwnSlot() throws {
        for name in SizingRequest.keys {
            var fields = SizingRequest.Fields()
            fields.set(name, .number(1))
            let filled = SizingRequest.Key.allCases.filter { fields[$0] != nil }
            #expect(filled.map(\.rawValue) == [name])
            #expect(fields.keyProblem == nil)
            // The batch reader's match on bytes finds the same key.
            let key = Array(name.utf8).withUnsafeBufferPointer { SizingRequest.Key(utf8: $0) }
            #expect(key?.rawValue == name)
        }
    }

    /// A name that differs from a key in any one byte, or is a key with a byte more or less, is
    /// unknown.
    @Test func nearMissNames_areUnknownKeys() throws {
        for name in SizingRequest.keys {
            let spelling = Array(name.utf8)
            var nearMisses = [Array(spelling.dropLast()), spelling + [UInt8(ascii: "s")], spelling.map { $0 ^ 0x20 }]
            for position in spelling.indices {
                var changed = spelling
                changed[position] ^= 0x01
                nearMisses.append(changed)
            }
            for nearMiss in nearMisses {
                var fields = SizingRequest.Fields()
                let text = String(decoding: nearMiss, as: UTF8.self)
                fields.set(text, .number(1))
                #expect(SizingRequest.Key.allCases.allSatisfy { fields[$0] == nil }, "\(text)")
                #expect(fields.keyProblem?.field == text)
                #expect(nearMiss.withUnsafeBufferPointer { SizingRequest.Key(utf8: $0) } == nil, "\(text)")
            }
        }
    }

    @Test func everyKindOfValue_readsBackAsSet_andASecondValueIsAProblem() throws {
        let values: [SizingRequest.Value] = [.number(-0.5), .text("6 mm2"), .bool(true), .bool(false)]
        var fields = SizingRequest.Fields()
        for (index, key) in SizingRequest.Key.allCases.enumerated() {
            fields.set(key.rawValue, values[index % values.count])
        }
        for (index, key) in SizingRequest.Key.allCases.enumerated() {
            #expect(fields[key] == values[index % values.count], "\(key.rawValue)")
        }
        #expect(fields.keyProblem == nil)
        // A field set again keeps its first value, and the repetition is the request's problem.
        #expect(fields[.power] == .text("6 mm2"))
        fields.set("power", .number(8))
        #expect(fields[.power] == .text("6 mm2"))
        #expect(fields.keyProblem == Worded(field: "power", rule: "given more than once", actual: ""))
    }
}
