import Testing

@testable import CableCore

/// `QuantityParser.lengthList` and `currentList`: `10,15,20ft` (a unit on any element applies
/// to the bare ones) or a range `from-to:step`, at most 200 values. Lengths come back in metres
/// (1 ft = 0.3048 m), currents in amperes.
@Suite("QuantityParser: lists and ranges of lengths and currents")
struct ListParsingTests {
    enum Kind: String, Sendable {
        case lengths, currents

        /// Parses with the matching entry point: metres or amperes.
        func parse(_ text: String) throws(ValidationError) -> [Double] {
            switch self {
            case .lengths: try QuantityParser.lengthList(text, field: rawValue).map(\.meters)
            case .currents: try QuantityParser.currentList(text, field: rawValue).map(\.amperes)
            }
        }
    }

    struct AcceptCase: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let text: String
        let expected: [Double]
        init(_ kind: Kind, _ text: String, _ expected: [Double]) {
            self.kind = kind
            self.text = text
            self.expected = expected
        }
        var testDescription: String { "\(kind) '\(text)'" }
    }

    static let acceptCases: [AcceptCase] = [
        // the doc examples
        AcceptCase(.lengths, "10,15,20ft", [3.048, 4.572, 6.096]),
        AcceptCase(.lengths, "10-170ft:10", (1...17).map { Double($0) * 3.048 }),
        AcceptCase(.currents, "5,10,15A", [5, 10, 15]),
        AcceptCase(.currents, "5-100A:5", (1...20).map { Double($0) * 5 }),
        // the unit may sit on any element, or nowhere (metres, amperes)
        AcceptCase(.lengths, "10ft,15,20", [3.048, 4.572, 6.096]),
        AcceptCase(.lengths, "10,15ft,20", [3.048, 4.572, 6.096]),
        AcceptCase(.lengths, "10ft,15ft,20ft", [3.048, 4.572, 6.096]),
        AcceptCase(.lengths, "10ft,15feet", [3.048, 4.572]),
        AcceptCase(.lengths, "10, 15 ,20 ft", [3.048, 4.572, 6.096]),
        AcceptCase(.lengths, "2,4,6", [2, 4, 6]),
        AcceptCase(.lengths, "2.5", [2.5]),
        AcceptCase(.lengths, "250,500cm", [2.5, 5]),
        AcceptCase(.currents, "500mA,1500", [0.5, 1.5]),
        AcceptCase(.currents, "20", [20]),
        // ranges: the unit on any of from, to and step
        AcceptCase(.lengths, "2-10m:2", [2, 4, 6, 8, 10]),
        AcceptCase(.lengths, "2-10:2", [2, 4, 6, 8, 10]),
        AcceptCase(.lengths, "10ft-30:10", [3.048, 6.096, 9.144]),
        AcceptCase(.lengths, "10-30:10ft", [3.048, 6.096, 9.144]),
        AcceptCase(.lengths, "500-1500mm:500", [0.5, 1, 1.5]),
        AcceptCase(.currents, "5-30:5", [5, 10, 15, 20, 25, 30]),
        // a range stops at the last step not past `to`
        AcceptCase(.lengths, "10-25:10", [10, 20]),
        AcceptCase(.currents, "5-5:1", [5]),
        // decimal steps reach `to` despite binary rounding (0.1 + 2 × 0.1 = 0.30000000000000004)
        AcceptCase(.lengths, "0.1-0.3:0.1", [0.1, 0.2, 0.3]),
        AcceptCase(.currents, "0.5-2A:0.5", [0.5, 1, 1.5, 2]),
    ]

    @Test(arguments: acceptCases)
    func list_valid_parsesToSIValues(_ testCase: AcceptCase) throws {
        let values = try testCase.kind.parse(testCase.text)
        #expect(values.count == testCase.expected.count, "\(values)")
        for (value, expected) in zip(values, testCase.expected) {
            expectClose(value, expected, relative: 1e-12)
        }
    }

    @Test func list_200Values_areAccepted() throws {
        let list = (1...200).map(String.init).joined(separator: ",")
        #expect(try QuantityParser.currentList(list, field: "currents").count == 200)
        let range = try QuantityParser.lengthList("1-200:1", field: "lengths")
        #expect(range.count == 200)
        #expect(range.last?.meters == 200)
        #expect(try QuantityParser.lengthList("0.1-20:0.1", field: "lengths").count == 200)
    }

    struct RejectCase: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let text: String
        /// The exact rule text expected.
        let rule: String
        init(_ kind: Kind, _ text: String, _ rule: String) {
            self.kind = kind
            self.text = text
            self.rule = rule
        }
        var testDescription: String { "\(kind) '\(text.prefix(40))' → \(rule)" }
    }

    static let oneUnit = "must use one unit throughout"
    static let upwards = "must run upwards with a step above 0"
    static let atMost200 = "must give at most 200 values"
    static let shape = "must be a list such as 10,15,20 or a range such as 10-170:10"
    static let lengthUnits = "(use m, cm, mm, km, ft, in or yd)"

    static let rejectCases: [RejectCase] = [
        // mixed units
        RejectCase(.lengths, "10m,15ft", oneUnit),
        RejectCase(.currents, "5A,500mA", oneUnit),
        RejectCase(.lengths, "10m-50ft:10", oneUnit),
        RejectCase(.lengths, "10-170ft:10m", oneUnit),
        // bad steps and directions
        RejectCase(.lengths, "10-170:0", upwards),
        RejectCase(.lengths, "10-170:-10", upwards),
        RejectCase(.lengths, "170-10:10", upwards),
        RejectCase(.currents, "5-100A:0A", upwards),
        // more than 200 values
        RejectCase(.lengths, "1-201:1", atMost200),
        RejectCase(.currents, "1-300:1", atMost200),
        RejectCase(.currents, "0.05-10.05:0.05", atMost200),
        RejectCase(.currents, (1...201).map(String.init).joined(separator: ","), atMost200),
        // malformed
        RejectCase(.lengths, "", "must not be empty"),
        RejectCase(.lengths, "10,,20", "must not be empty"),
        RejectCase(.lengths, "10,20,", "must not be empty"),
        RejectCase(.lengths, "10-:5", "must not be empty"),
        RejectCase(.lengths, "10-170:", "must not be empty"),
        RejectCase(.lengths, "abc", "must start with a number"),
        RejectCase(.lengths, "10,20,ft", "must start with a number"),
        RejectCase(.lengths, "10-170:10:5", shape),
        RejectCase(.lengths, "10:5", shape),
        RejectCase(.lengths, "10-170", "unknown length unit '-170' \(lengthUnits)"),
        RejectCase(.lengths, "10,15parsecs", "unknown length unit 'parsecs' \(lengthUnits)"),
        RejectCase(.lengths, "10-170furlongs:10", "unknown length unit 'furlongs' \(lengthUnits)"),
        RejectCase(.currents, "5,10V", "unknown current unit 'V' (use A, mA or kA)"),
        RejectCase(.lengths, "1e999,2", "must be a finite number"),
        RejectCase(.lengths, "10;20", "unknown length unit ';20' \(lengthUnits)"),
        RejectCase(.lengths, String(repeating: "1,", count: 1000) + "1", "must be at most 2000 characters"),
    ]

    @Test(arguments: rejectCases)
    func list_invalid_isRefusedNamingTheFieldAndRule(_ testCase: RejectCase) {
        let error = #expect(throws: ValidationError.self) { try testCase.kind.parse(testCase.text) }
        #expect(error?.field == testCase.kind.rawValue)
        #expect(error?.rule == testCase.rule)
    }

    /// The doc promises at most 200 values. A range whose `to` falls a hair short of the 201st
    /// step passes the count check ((to − from) / step = 199.9999999999 < 200) but the loop's
    /// 1e-9 tolerance on `to` then admits that 201st value (1 + 200 = 201 ≤ 200.9999999999 ×
    /// (1 + 1e-9)).
    @Test func range_endJustShortOfThe201stStep_givesAtMost200Values() {
        do throws(ValidationError) {
            let values = try QuantityParser.lengthList("1-200.9999999999:1", field: "lengths")
            #expect(values.count <= 200, "got \(values.count) values, last \(values.last?.meters ?? 0)")
        } catch {
            #expect(error.rule == "must give at most 200 values")
        }
    }
}
