import CableCore
import Testing

@testable import CableText

/// A warning quotes every name it takes from input through ``EchoedText/quoted(_:)``, the one
/// quoting of input: escaped (an escape sequence or a direction override cannot drive a terminal
/// or reorder a line) and cut at 80 characters. A file refuses such a name (`EntityName`), so the
/// warnings are built here with one, as a name reaching them any other way would be.
@Suite("Warning words: names from input quoted and escaped")
struct WarningWordsTests {
    /// A name that would turn a terminal's text red: ESC [ 3 1 m.
    static let red = "Heater\u{1B}[31m"

    struct WarningCase: CustomTestStringConvertible, Sendable {
        let warning: SystemWarning
        let quoted: String
        let testDescription: String
    }

    /// Each warning that names an entity, with the name as it must appear.
    static let cases = [
        WarningCase(
            warning: .surgeWithoutDuration(kind: .load, name: red, surge: .amperes(12.5)), quoted: "'Heater\\u001b[31m': its",
            testDescription: "surge without duration"),
        WarningCase(
            warning: .inverterOverloaded(inverter: red, acPower: .watts(2500), rating: .watts(2000)),
            quoted: "inverter 'Heater\\u001b[31m' add up", testDescription: "inverter overloaded"),
        WarningCase(
            warning: .loadsWithoutHours([red, "Fridge"]), quoted: "loads 'Heater\\u001b[31m', 'Fridge': taken",
            testDescription: "loads without hours"),
        WarningCase(
            warning: .stringFusesUnchecked([red]), quoted: "array 'Heater\\u001b[31m': its string fuses",
            testDescription: "string fuses unchecked"),
        WarningCase(
            warning: .minTemperatureAssumed([red]), quoted: "array 'Heater\\u001b[31m': −10 °C",
            testDescription: "coldest ambient assumed"),
        WarningCase(
            warning: .arrayBelowStartVoltage(array: red, openCircuit: .volts(24.3), chargeVoltage: .volts(28.4)),
            quoted: "array 'Heater\\u001b[31m' cannot", testDescription: "array below start voltage"),
        WarningCase(
            warning: .modulePowerMismatch(array: red, power: .watts(100), maximumPower: .watts(90)),
            quoted: "array 'Heater\\u001b[31m': its module's", testDescription: "module power mismatch"),
        WarningCase(
            warning: .stringsMismatched(charger: red, arrays: ["A\u{202E}B", "C"], low: .volts(36), high: .volts(72)),
            quoted: "charger 'Heater\\u001b[31m': the strings of arrays 'A\\u202eB', 'C' differ",
            testDescription: "strings mismatched"),
        WarningCase(
            warning: .controllerLimitsUnknown(charger: red, voltage: .volts(50), current: nil),
            quoted: "charger 'Heater\\u001b[31m' gives", testDescription: "controller limits unknown"),
        WarningCase(
            warning: .inputFaultUnknown(charger: red), quoted: "DC-DC charger 'Heater\\u001b[31m' draws",
            testDescription: "input fault unknown"),
        WarningCase(
            warning: .inputVoltageAssumed(charger: red, voltage: .volts(12)), quoted: "DC-DC charger 'Heater\\u001b[31m': its",
            testDescription: "input voltage assumed"),
        WarningCase(
            warning: .mixedChemistries([
                HouseBankChemistry(bank: red, chemistry: .agm), HouseBankChemistry(bank: "Lithium", chemistry: .lifepo4),
            ]), quoted: "('Heater\\u001b[31m' ", testDescription: "mixed chemistries"),
    ]

    @Test(arguments: cases) func english_quotesTheNameEscaped(_ entry: WarningCase) {
        let text = Words(.en).text(entry.warning, units: .metric)
        #expect(text.contains(entry.quoted), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(text)")
    }

    /// The same in every language: the name is the placeholder's, quoted once.
    @Test(arguments: Language.allCases) func everyLanguage_quotesTheNameOnce(_ language: Language) {
        let text = Words(language).text(SystemWarning.inputFaultUnknown(charger: Self.red), units: .metric)
        #expect(text.contains("'Heater\\u001b[31m'"), "\(text)")
        #expect(!text.contains("''"), "\(text)")
    }

    /// The whole sentence once, exactly.
    @Test func inputFaultUnknown_exactSentence() {
        #expect(
            Words(.en).text(SystemWarning.inputFaultUnknown(charger: Self.red), units: .metric)
                == "DC-DC charger 'Heater\\u001b[31m' draws from a battery outside this file: the fault current at its "
                + "input fuse is unknown and the fuse's interrupting rating is not checked (add that battery and name it "
                + "in input.feed)")
    }

    /// A name over 80 characters is cut, as every quoted input is: 100 × "x" shows 80 and its length.
    @Test func longName_isCutAt80Characters() {
        let name = String(repeating: "x", count: 100)
        let text = Words(.en).text(SystemWarning.inputFaultUnknown(charger: name), units: .metric)
        #expect(text.hasPrefix("DC-DC charger '" + String(repeating: "x", count: 80) + "… (100 characters)' draws"), "\(text)")
    }
}
