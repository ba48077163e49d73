import Testing

@testable import CableCore

@Suite("Validation: Circuit and SizingOptions refuse out-of-range input")
struct ValidationTests {
    struct CircuitCase: Sendable, CustomTestStringConvertible {
        let name: String
        var load: Circuit.Load = .current(.amperes(10))
        var volts: Double = 12
        var meters: Double = 5
        var celsius: Double = 20
        var bundled: Int = 1
        let field: String
        let rule: String
        let actual: String
        var testDescription: String { name }
    }

    static let circuitCases: [CircuitCase] = [
        CircuitCase(
            name: "zero current", load: .current(.amperes(0)),
            field: "current", rule: "must be > 0 A", actual: "0 A"),
        CircuitCase(
            name: "negative current", load: .current(.amperes(-5)),
            field: "current", rule: "must be > 0 A", actual: "-5 A"),
        CircuitCase(
            name: "current above 10 kA", load: .current(.amperes(10_001)),
            field: "current", rule: "must be ≤ 10000 A", actual: "10001 A"),
        CircuitCase(
            name: "NaN current", load: .current(.amperes(.nan)),
            field: "current", rule: "must be a finite number", actual: "nan A"),
        CircuitCase(
            name: "zero power", load: .power(.watts(0)),
            field: "power", rule: "must be > 0 W", actual: "0 W"),
        CircuitCase(
            name: "power above 1 MW", load: .power(.watts(2_000_000)),
            field: "power", rule: "must be ≤ 1000000 W", actual: "2000000 W"),
        // 200 kW at 12 V draws 16 667 A > 10 kA
        CircuitCase(
            name: "power drawing more than 10 kA at the supply", load: .power(.watts(200_000)),
            field: "power", rule: "must draw at most 10000 A at the supply voltage", actual: "200000 W at 12 V"),
        CircuitCase(
            name: "zero voltage", volts: 0,
            field: "voltage", rule: "must be > 0 V", actual: "0 V"),
        CircuitCase(
            name: "voltage above 1500 V", volts: 1501,
            field: "voltage", rule: "must be ≤ 1500 V", actual: "1501 V"),
        CircuitCase(
            name: "infinite voltage", volts: .infinity,
            field: "voltage", rule: "must be a finite number", actual: "inf V"),
        CircuitCase(
            name: "negative length", meters: -3,
            field: "length", rule: "must be > 0 m", actual: "-3 m"),
        CircuitCase(
            name: "length above 10 km", meters: 10_000.5,
            field: "length", rule: "must be ≤ 10000 m", actual: "10000.5 m"),
        CircuitCase(
            name: "temperature below -50 °C", celsius: -51,
            field: "conductorTemperature", rule: "must be between -50 °C and 200 °C", actual: "-51 °C"),
        CircuitCase(
            name: "temperature above 200 °C", celsius: 200.5,
            field: "conductorTemperature", rule: "must be between -50 °C and 200 °C", actual: "200.5 °C"),
        CircuitCase(
            name: "NaN temperature", celsius: .nan,
            field: "conductorTemperature", rule: "must be between -50 °C and 200 °C", actual: "nan °C"),
        CircuitCase(
            name: "zero bundled conductors", bundled: 0,
            field: "bundled", rule: "must be between 1 and 1000 conductors", actual: "0"),
        CircuitCase(
            name: "1001 bundled conductors", bundled: 1001,
            field: "bundled", rule: "must be between 1 and 1000 conductors", actual: "1001"),
    ]

    @Test(arguments: circuitCases)
    func circuit_outOfRangeInput_throwsValidationError(_ testCase: CircuitCase) {
        let error = #expect(throws: ValidationError.self) {
            try Circuit(
                load: testCase.load, supplyVoltage: .volts(testCase.volts), length: .meters(testCase.meters),
                conductorTemperature: .celsius(testCase.celsius),
                conditions: InstallationConditions(bundledConductors: testCase.bundled))
        }
        #expect(error == Worded(field: testCase.field, rule: testCase.rule, actual: testCase.actual))
    }

    @Test func circuit_valuesExactlyAtUpperLimits_areAccepted() throws {
        _ = try Circuit(
            load: .current(.amperes(10_000)), supplyVoltage: .volts(1500), length: .meters(10_000),
            conductorTemperature: .celsius(200), conditions: InstallationConditions(bundledConductors: 1000))
        _ = try Circuit(
            load: .power(.watts(1_000_000)), supplyVoltage: .volts(1500), length: .meters(1),
            conductorTemperature: .celsius(-50))
        // 120 kW at 12 V draws exactly 10 000 A
        _ = try Circuit(load: .power(.watts(120_000)), supplyVoltage: .volts(12), length: .meters(1))
    }

    struct OptionsCase: Sendable, CustomTestStringConvertible {
        let name: String
        var maxDrop: Double = 5
        var fuseFactor: Double = 1.25
        var fuseTypes: [FuseType] = FuseType.allCases
        let field: String
        let rule: String
        let actual: String
        var testDescription: String { name }
    }

    static let optionsCases: [OptionsCase] = [
        OptionsCase(name: "zero max drop", maxDrop: 0, field: "maxDrop", rule: "must be > 0 %", actual: "0 %"),
        OptionsCase(name: "negative max drop", maxDrop: -1, field: "maxDrop", rule: "must be > 0 %", actual: "-1 %"),
        OptionsCase(name: "max drop above 50 %", maxDrop: 50.1, field: "maxDrop", rule: "must be ≤ 50 %", actual: "50.1 %"),
        OptionsCase(name: "NaN max drop", maxDrop: .nan, field: "maxDrop", rule: "must be a finite number", actual: "nan %"),
        OptionsCase(
            name: "fuse factor below 1", fuseFactor: 0.9,
            field: "fuseFactor", rule: "must be between 1 and 3", actual: "0.9"),
        OptionsCase(
            name: "fuse factor above 3", fuseFactor: 3.01,
            field: "fuseFactor", rule: "must be between 1 and 3", actual: "3.01"),
        OptionsCase(
            name: "no fuse types", fuseTypes: [],
            field: "fuseType", rule: "must name at least one fuse type", actual: "none"),
    ]

    @Test(arguments: optionsCases)
    func sizingOptions_outOfRangeInput_throwsValidationError(_ testCase: OptionsCase) {
        let error = #expect(throws: ValidationError.self) {
            try SizingOptions(
                maxDropPercent: testCase.maxDrop, fuseFactor: testCase.fuseFactor, fuseTypes: testCase.fuseTypes)
        }
        #expect(error == Worded(field: testCase.field, rule: testCase.rule, actual: testCase.actual))
    }

    @Test func sizingOptions_defaultsAndLimits() throws {
        let defaults = try SizingOptions()
        #expect(defaults.maxDropPercent == 5)
        #expect(defaults.series == .metric)
        #expect(defaults.fuseFactor == 1.25)
        #expect(defaults.fuseTypes == FuseType.defaultFamilies)
        _ = try SizingOptions(maxDropPercent: 50, fuseFactor: 3)
        // The floor is 0.1 % (Limits.maxDropPercent, issue #31): 0.099 % is refused.
        _ = try SizingOptions(maxDropPercent: 0.1, fuseFactor: 1)
        #expect(throws: ValidationError.self) { try SizingOptions(maxDropPercent: 0.099) }
    }

    @Test func validationError_description_namesFieldRuleAndValue() {
        // the doc comment's example
        let error = ValidationError(field: "length", rule: .greaterThan(.init(0, "m")), actual: "-3 m")
        #expect(error.description == "length: must be > 0 m, got -3 m")
        #expect(error.renamingField { "--\($0)" }.description == "--length: must be > 0 m, got -3 m")
    }

    @Test func limitsFormat_writesNumbersWithUnits() {
        #expect(Limits.format(-3, "m") == "-3 m")
        #expect(Limits.format(12, "V") == "12 V")
        #expect(Limits.format(5, "%") == "5 %")
        #expect(Limits.format(2.5, "") == "2.5")
    }
}

/// How a number is shown in a message: as typed, unless it is a computation's long tail.
@Suite("Limits.format: numbers in messages")
struct LimitsFormatTests {
    @Test(arguments: [
        (12233.973544973544, "12233.97 A"),  // a sum of currents: 16 significant digits
        (0.1, "0.1 A"),  // typed: as typed
        (-3, "-3 A"),
        (123456.789012, "123456.789012 A"),  // 12 digits: still as typed
        (1e-7, "1e-07 A"),
    ])
    func format_keepsTypedValues_andRoundsLongComputedOnes(_ value: Double, _ shown: String) {
        #expect(Limits.format(value, "A") == shown)
    }
}
