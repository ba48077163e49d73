import CableText
import Testing

@testable import CableCore

@Suite("QuantityParser: numbers with units as people type them")
struct QuantityParserTests {
    enum Kind: String, Sendable {
        case length, current, voltage, power, percent, temperature, number, ampereHours, hours

        /// Parses with the matching entry point and returns the value in the SI unit.
        func parse(_ text: String) throws(ValidationError) -> Double {
            switch self {
            case .length: try QuantityParser.length(text, field: rawValue).meters
            case .current: try QuantityParser.current(text, field: rawValue).amperes
            case .voltage: try QuantityParser.voltage(text, field: rawValue).volts
            case .power: try QuantityParser.power(text, field: rawValue).watts
            case .percent: try QuantityParser.percent(text, field: rawValue)
            case .temperature: try QuantityParser.temperature(text, field: rawValue).degreesCelsius
            case .number: try QuantityParser.number(text, field: rawValue)
            case .ampereHours: try QuantityParser.ampereHours(text, field: rawValue)
            case .hours: try QuantityParser.hours(text, field: rawValue)
            }
        }
    }

    struct AcceptCase: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let text: String
        let expected: Double
        init(_ kind: Kind, _ text: String, _ expected: Double) {
            self.kind = kind
            self.text = text
            self.expected = expected
        }
        var testDescription: String { "\(kind) '\(text)' = \(expected)" }
    }

    static let acceptCases: [AcceptCase] = [
        // the type's doc examples: 5m, 16 ft, 20A, 240W, 12V, 3%, 60C
        AcceptCase(.length, "5m", 5),
        AcceptCase(.length, "16 ft", 4.8768),  // 16 × 0.3048
        AcceptCase(.current, "20A", 20),
        AcceptCase(.power, "240W", 240),
        AcceptCase(.voltage, "12V", 12),
        AcceptCase(.percent, "3%", 3),
        AcceptCase(.temperature, "60C", 60),
        // bare numbers take the default unit
        AcceptCase(.length, "5", 5),
        AcceptCase(.current, "20", 20),
        AcceptCase(.voltage, "24", 24),
        AcceptCase(.power, "100", 100),
        AcceptCase(.percent, "3", 3),
        AcceptCase(.temperature, "90", 90),
        // length units
        AcceptCase(.length, "16ft", 4.8768),
        AcceptCase(.length, "10'", 3.048),
        AcceptCase(.length, "12in", 0.3048),  // 12 × 0.0254
        AcceptCase(.length, "12\"", 0.3048),
        AcceptCase(.length, "3 yd", 2.7432),  // 3 × 0.9144
        AcceptCase(.length, "250cm", 2.5),
        AcceptCase(.length, "1500mm", 1.5),
        AcceptCase(.length, "0.5km", 500),
        AcceptCase(.length, "5 metres", 5),
        AcceptCase(.length, "5 M", 5),
        AcceptCase(.length, "  5m  ", 5),
        AcceptCase(.length, "1e1m", 10),
        AcceptCase(.length, "+5m", 5),
        AcceptCase(.length, ".5m", 0.5),
        // current, voltage, power
        AcceptCase(.current, "20 amps", 20),
        AcceptCase(.current, "500mA", 0.5),
        AcceptCase(.current, "1.5kA", 1500),
        AcceptCase(.voltage, "12 volts", 12),
        AcceptCase(.voltage, "500mV", 0.5),
        AcceptCase(.voltage, "1kV", 1000),
        AcceptCase(.power, "1.2kW", 1200),
        AcceptCase(.power, "240 watts", 240),
        AcceptCase(.percent, "2.5 pct", 2.5),
        AcceptCase(.percent, "3 percent", 3),
        // temperature: (140 − 32) · 5/9 = 60 °C; 333.15 − 273.15 = 60 °C
        AcceptCase(.temperature, "60°C", 60),
        AcceptCase(.temperature, "60℃", 60),
        AcceptCase(.temperature, "60 degC", 60),
        AcceptCase(.temperature, "140F", 60),
        AcceptCase(.temperature, "140°F", 60),
        AcceptCase(.temperature, "-40F", -40),
        AcceptCase(.temperature, "333.15K", 60),
        // plain numbers
        AcceptCase(.number, "3", 3),
        AcceptCase(.number, "2.5e1", 25),
        AcceptCase(.number, "1e-3", 0.001),
        // battery capacity and duration: 500 mAh = 0.5 Ah; 90 min = 1.5 h
        AcceptCase(.ampereHours, "200", 200),
        AcceptCase(.ampereHours, "200Ah", 200),
        AcceptCase(.ampereHours, "500mAh", 0.5),
        AcceptCase(.hours, "10h", 10),
        AcceptCase(.hours, "10 hours", 10),
        AcceptCase(.hours, "90min", 1.5),
        // a decimal comma where it cannot be misread (issue #24): one comma between digits, no dot
        AcceptCase(.length, "5,5", 5.5),
        AcceptCase(.length, "1,5m", 1.5),
        AcceptCase(.length, "2,25 ft", 0.6858),  // 2.25 × 0.3048
        AcceptCase(.current, "-0,5A", -0.5),
        AcceptCase(.voltage, "12,8V", 12.8),
        AcceptCase(.length, "0,125", 0.125),  // three digits after a zero: no one groups a zero
        AcceptCase(.length, "1,5000", 1.5),  // four digits are never a thousands group
        AcceptCase(.number, "2,5e1", 25),
    ]

    @Test(arguments: acceptCases)
    func parse_acceptedSpelling_givesSIValue(_ testCase: AcceptCase) throws {
        expectClose(try testCase.kind.parse(testCase.text), testCase.expected, relative: 1e-12)
    }

    /// A bare length follows the unit system: feet under imperial (16 × 0.3048 = 4.8768 m),
    /// metres under metric; a length with its unit is the same under both.
    @Test func length_bareNumber_followsTheUnitSystem() throws {
        expectClose(try QuantityParser.length("16", field: "l", units: .imperial).meters, 4.8768, relative: 1e-12)
        expectClose(try QuantityParser.length("16", field: "l", units: .metric).meters, 16, relative: 1e-12)
        expectClose(try QuantityParser.length("16m", field: "l", units: .imperial).meters, 16, relative: 1e-12)
        expectClose(try QuantityParser.length("16ft", field: "l", units: .metric).meters, 4.8768, relative: 1e-12)
        expectClose(QuantityParser.bareLength(16, units: .imperial).meters, 4.8768, relative: 1e-12)
        expectClose(QuantityParser.bareLength(16, units: .metric).meters, 16, relative: 1e-12)
        let feet = try QuantityParser.lengthList("10,20", field: "l", units: .imperial).map(\.meters)
        try #require(feet.count == 2)
        expectClose(feet[0], 3.048, relative: 1e-12)
        expectClose(feet[1], 6.096, relative: 1e-12)
        let mixed = try QuantityParser.lengthList("10,20m", field: "l", units: .imperial).map(\.meters)
        #expect(mixed == [10, 20])
    }

    struct RefuseCase: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let text: String
        /// The exact rule text expected.
        let rule: String
        init(_ kind: Kind, _ text: String, _ rule: String) {
            self.kind = kind
            self.text = text
            self.rule = rule
        }
        var testDescription: String { "\(kind) '\(text)'" }
    }

    static let refuseCases: [RefuseCase] = [
        RefuseCase(.length, "", "must not be empty"),
        RefuseCase(.length, "   ", "must not be empty"),
        RefuseCase(.length, "nan", "must start with a number"),
        RefuseCase(.length, "inf", "must start with a number"),
        RefuseCase(.current, "-inf", "must start with a number"),
        RefuseCase(.voltage, "NaN V", "must start with a number"),
        RefuseCase(.length, "m", "must start with a number"),
        RefuseCase(.length, "−5", "must start with a number"),  // U+2212 minus sign
        // a decimal comma is refused where it could be misread (issue #24): more than one comma,
        // a comma beside a dot, a comma before exactly three digits (thousands in English)
        RefuseCase(.length, "1,2,3", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.length, "1,000.5", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.length, "1.000,5", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.length, "5,", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.length, ",5", "must start with a number"),
        RefuseCase(.length, "1,500", "is ambiguous (a comma before three digits may group thousands): write 1500 or 1.500"),
        RefuseCase(.current, "12,000A", "is ambiguous (a comma before three digits may group thousands): write 12000 or 12.000"),
        RefuseCase(.length, "1.2.3", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.current, "1 000", "must be a plain decimal number (use '.' or one ',' for decimals)"),
        RefuseCase(.length, "1e400", "must be a finite number"),
        RefuseCase(.length, "5e", "unknown length unit 'e' (use m, cm, mm, km, ft, in or yd)"),
        RefuseCase(.length, "5e+", "unknown length unit 'e+' (use m, cm, mm, km, ft, in or yd)"),
        RefuseCase(.length, "0x10", "unknown length unit 'x10' (use m, cm, mm, km, ft, in or yd)"),
        RefuseCase(.length, "5 parsecs", "unknown length unit 'parsecs' (use m, cm, mm, km, ft, in or yd)"),
        RefuseCase(.current, "20V", "unknown current unit 'V' (use A, mA or kA)"),
        RefuseCase(.voltage, "12A", "unknown voltage unit 'A' (use V, mV or kV)"),
        RefuseCase(.power, "1MW", "unknown power unit 'MW' (use W or kW)"),
        RefuseCase(.percent, "3 %%", "unknown percentage unit '%%' (use %)"),
        RefuseCase(.temperature, "60X", "unknown temperature unit 'X' (use C, F or K)"),
        RefuseCase(.number, "3x", "must be a plain number"),
        RefuseCase(.ampereHours, "200Wh", "unknown charge unit 'Wh' (use Ah or mAh)"),
        RefuseCase(.hours, "3 days", "unknown duration unit 'days' (use h or min)"),
        RefuseCase(.number, "3%", "must be a plain number"),
        RefuseCase(.length, String(repeating: "1", count: 101), "must be at most 100 characters"),
    ]

    @Test(arguments: refuseCases)
    func parse_refusedSpelling_throwsValidationErrorNamingField(_ testCase: RefuseCase) {
        let error = #expect(throws: ValidationError.self) { try testCase.kind.parse(testCase.text) }
        #expect(error?.field == testCase.kind.rawValue)
        #expect(error?.rule == testCase.rule)
        if testCase.text.count <= 100 {
            #expect(error?.actual == "'\(testCase.text)'")
        } else {
            #expect(error?.value == .characters(101))
            #expect(error.map { Words.english.text($0.value) } == "101 characters")
        }
    }

    @Test func parse_fieldName_isPassedThroughUnchanged() {
        let error = #expect(throws: ValidationError.self) {
            try QuantityParser.length("abc", field: "loads[2].length")
        }
        #expect(error?.field == "loads[2].length")
        #expect(error?.description == "loads[2].length: must start with a number, got 'abc'")
    }

    struct InsulationCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: InsulationRating?
        var testDescription: String { "'\(text)'" }
    }

    static let insulationCases: [InsulationCase] = [
        InsulationCase(text: "105", expected: .c105),
        InsulationCase(text: "105C", expected: .c105),
        InsulationCase(text: "105°C", expected: .c105),
        InsulationCase(text: "105.0", expected: .c105),
        InsulationCase(text: "60c", expected: .c60),
        InsulationCase(text: " 200 ", expected: .c200),
        InsulationCase(text: "75", expected: .c75),
        InsulationCase(text: "100", expected: nil),
        InsulationCase(text: "105F", expected: nil),
        InsulationCase(text: "105.5", expected: nil),
        InsulationCase(text: "hot", expected: nil),
    ]

    @Test(arguments: insulationCases)
    func insulation_readsKnownRatingsOnly(_ testCase: InsulationCase) throws {
        if let expected = testCase.expected {
            #expect(try QuantityParser.insulation(testCase.text, field: "insulation") == expected)
        } else {
            let error = #expect(throws: ValidationError.self) {
                try QuantityParser.insulation(testCase.text, field: "insulation")
            }
            #expect(error?.field == "insulation")
            #expect(error?.actual == "'\(testCase.text)'")
            if testCase.text.first?.isNumber == true {
                // A near miss of a rating (within two edits, Suggestion.closest) is named.
                let near = ["105F": " (did you mean '105C'?)", "105.5": " (did you mean '105C'?)"][testCase.text] ?? ""
                #expect(error?.rule == "must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C" + near)
            }
        }
    }

    @Test func splitNumber_separatesNumberAndLowercasedUnit() throws {
        // the doc comment's example: "16 ft" → 16 and "ft"
        let (value, unit) = try QuantityParser.splitNumber("16 ft", field: "length")
        #expect(value == 16)
        #expect(unit == "ft")
        let (kilo, kiloUnit) = try QuantityParser.splitNumber("1.5 KA", field: "current")
        #expect(kilo == 1.5)
        #expect(kiloUnit == "ka")
    }

    @Test func parse_valuesAreNotRangeChecked_negativeLengthParses() throws {
        // Range checks belong to Circuit/SizingOptions; the parser only reads the number.
        #expect(try QuantityParser.length("-3m", field: "length").meters == -3)
    }

    /// `resistanceModel` picks the one name of the text's length before comparing: every way of
    /// writing a model it read before is still read (either case, any letter case, a name made
    /// at run time rather than a literal), and a text of a name's length that is not that name
    /// — each letter of both names changed, one letter more or less — is still refused.
    @Test(arguments: [
        ("real", ResistanceModel.real), ("nominal", .nominal), ("REAL", .real), ("Nominal", .nominal),
        ("NOMINAL", .nominal), ("rEaL", .real),
    ])
    func resistanceModel_readsEveryWritingOfAName(_ text: String, _ expected: ResistanceModel) throws {
        #expect(try QuantityParser.resistanceModel(text, field: "resistance") == expected)
        // The same text as a native (not literal) string.
        let built = String(decoding: Array(text.utf8), as: UTF8.self)
        #expect(try QuantityParser.resistanceModel(built, field: "resistance") == expected)
    }

    @Test func resistanceModel_refusesEveryNearMiss() {
        var misses = ["", "rea", "reall", "nomina", "nominall", "abyc", "real ", " nominal"]
        for name in ["real", "nominal"] {
            for index in name.utf8.indices {
                var bytes = Array(name.utf8)
                bytes[name.utf8.distance(from: name.utf8.startIndex, to: index)] = UInt8(ascii: "x")
                misses.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for text in misses {
            #expect(throws: ValidationError.self, "\(text)") {
                try QuantityParser.resistanceModel(text, field: "resistance")
            }
        }
    }
}
