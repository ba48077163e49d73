import CableText
import Testing

@testable import CableCore

/// Issue #34's loose ends in the model: a battery off the house bus (`bus` separate) refuses
/// every key of a main feed it does not have (``SystemField/isMainFeed``), is no part of the
/// bill of materials, and a load's surge of the other kind than its running draw is held to that
/// draw at the circuit's voltage, as one of the same kind is.
@Suite("A separate battery's main-feed keys, its bill of materials, a surge against the running draw")
struct SeparateBatteryAndSurgeTests {
    /// The refusal without a DC-DC input key to point at (no `input` key says it for the input run).
    static let noMainFeed = "a battery off the house bus (bus separate) has no main feed in this file"

    struct SeparateCase: CustomTestStringConvertible, Sendable {
        let key: String
        let length: Length?
        let maxDropPercent: Double?
        let installation: CircuitInstallation
        let expected: Worded
        var testDescription: String { key }

        init(
            _ key: String, length: Length? = nil, maxDropPercent: Double? = nil,
            installation: CircuitInstallation = CircuitInstallation(), rule: String = noMainFeed, actual: String = ""
        ) {
            self.key = key
            self.length = length
            self.maxDropPercent = maxDropPercent
            self.installation = installation
            expected = Worded(field: key, rule: rule, actual: actual)
        }
    }

    /// Each main-feed key on a start battery off the house bus, as Swift gives it; the input key
    /// named where the DC-DC input has one (every key but `maxDropPercent`: since rev34e F12 the
    /// input takes `engineRoom`, `bundled`, `parallel`, `fuseDistance` and `sheathed` too).
    static let separateCases: [SeparateCase] = [
        SeparateCase(
            "length", length: .meters(0.5), rule: noMainFeed + ": its run is the DC-DC charger's input (input.length)",
            actual: "0.5 m"),
        SeparateCase(
            "fuseType", installation: CircuitInstallation(fuseType: .anl),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.fuseType)"),
        SeparateCase("maxDropPercent", maxDropPercent: 2),
        SeparateCase(
            "engineRoom", installation: CircuitInstallation(engineRoom: true),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.engineRoom)"),
        SeparateCase(
            "bundled", installation: CircuitInstallation(bundledConductors: 3),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.bundled)"),
        SeparateCase(
            "insulation", installation: CircuitInstallation(insulation: .c90),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.insulation)"),
        SeparateCase(
            "parallel", installation: CircuitInstallation(parallelConductors: 2),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.parallel)"),
        SeparateCase(
            "fuseDistance", installation: CircuitInstallation(fuseDistance: .meters(0.1)),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.fuseDistance)"),
        SeparateCase(
            "sheathed", installation: CircuitInstallation(sheathed: true),
            rule: noMainFeed + ": its run is the DC-DC charger's input (input.sheathed)"),
    ]

    @Test(arguments: separateCases)
    func separateBattery_refusesEachMainFeedKey(_ item: SeparateCase) throws {
        expectThrows(item.expected) {
            _ = try BatteryBank(
                name: "Start", chemistry: .agm, capacityAh: 70, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
                length: item.length, installation: item.installation, maxDropPercent: item.maxDropPercent,
                coldCrankingAmps: .amperes(800), bus: .separate)
        }
        // On the house bus the same values are the main feed's.
        _ = try BatteryBank(
            name: "House", chemistry: .agm, capacityAh: 70, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
            length: item.length, installation: item.installation, maxDropPercent: item.maxDropPercent, bus: .house)
    }

    /// The field table marks the keys; the battery's own figures stay (they describe the battery:
    /// its fault current, the input fuse's voltage).
    @Test func mainFeedKeys_comeFromTheTable() {
        #expect(
            SystemSchema.keys(of: .battery).filter(\.isMainFeed).map(\.key) == [
                "length", "fuseType", "maxDropPercent", "engineRoom", "bundled", "insulation", "parallel", "fuseDistance",
                "sheathed",
            ])
    }

    /// In a file a key is refused even when it says what the default says (`"engineRoom": false`,
    /// which Swift cannot tell from no key), at the key's position; the battery's own figures
    /// (capacity, CCA, short-circuit current, charge voltage, count, usable share) are kept.
    @Test func file_refusesAMainFeedKey_evenAtItsDefault() throws {
        let start = """
            {"schemaVersion": 1, "name": "S", "nominalVoltage": 12,
             "batteries": [{"name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": 12.8},
              {"name": "Start", "chemistry": "agm", "capacityAh": 70, "voltage": 12, "count": 2, "bus": "separate",
               "coldCrankingAmps": 800, "shortCircuitCurrent": 2500, "chargeVoltage": 14.4, "usableFraction": 0.5
            """
        expectThrows(
            WordedFile(
                error: Worded(
                    field: "batteries[1].engineRoom",
                    rule: Self.noMainFeed + ": its run is the DC-DC charger's input (input.engineRoom)", actual: ""),
                position: JSONPosition(line: 4, column: 118))
        ) {
            _ = try SystemFile.decode(Array((start + ", \"engineRoom\": false}]}").utf8))
        }
        let kept = try SystemFile.decode(Array((start + "}]}").utf8))
        #expect(kept.batteries[1].bus == .separate)
        #expect(kept.batteries[1].coldCrankingAmps == .amperes(800))
    }

    /// The bill of materials lists the house bank, not the start battery the input draws from; the
    /// input run's own fuse stays (the van's Orion input, fed from the 800 CCA start AGM).
    @Test func billOfMaterials_leavesOutABatteryOffTheHouseBus() throws {
        let system = try ChargerInputSourceTests.system(
            nominal: 12, output: 30, input: try ChargerInput(length: .meters(4), feed: "Start battery"),
            extra: [try ChargerInputSourceTests.startBattery()])
        let report = try SystemAnalyzer.analyze(system)
        let bill = try BillOfMaterials.make(from: report)
        let banks = bill.lines.compactMap { line -> String? in
            if case .battery(let name, _, _, _, _, _) = line.part { return name }
            return nil
        }
        #expect(banks == ["House"])
        let input = try ChargerInputSourceTests.input(report)
        let fuse = try #require(input.fuse)
        #expect(
            bill.lines.contains { line in
                if case .fuse(let rating, _, _, _, _) = line.part { return rating == fuse.rating }
                return false
            })
    }

    struct SurgeCase: CustomTestStringConvertible, Sendable {
        let why: String
        let demand: Circuit.Load
        let surge: Circuit.Load
        let voltage: Voltage?
        let expected: Worded?
        var testDescription: String { why }
    }

    /// A surge of the other kind than the running draw, at the load's voltage (hand figures:
    /// 40 W / 12 V = 3.333 A, shown 3.33 A; 10 A × 12 V = 120 W).
    static let surgeCases: [SurgeCase] = [
        SurgeCase(
            why: "3 A below 40 W at 12 V", demand: .power(.watts(40)), surge: .current(.amperes(3)), voltage: .volts(12),
            expected: Worded(field: "surgeCurrent", rule: "must be between 3.33 A and 10000 A", actual: "3 A")),
        SurgeCase(
            why: "3.33 A, 40 W at 12 V as shown", demand: .power(.watts(40)), surge: .current(.amperes(3.33)),
            voltage: .volts(12), expected: nil),
        SurgeCase(
            why: "the heater's 12.5 A over 40 W", demand: .power(.watts(40)), surge: .current(.amperes(12.5)),
            voltage: .volts(12), expected: nil),
        SurgeCase(
            why: "100 W below 10 A at 12 V", demand: .current(.amperes(10)), surge: .power(.watts(100)), voltage: .volts(12),
            expected: Worded(field: "surgePower", rule: "must be between 120 W and 1000000 W", actual: "100 W")),
        SurgeCase(
            why: "120 W, 10 A at 12 V", demand: .current(.amperes(10)), surge: .power(.watts(120)), voltage: .volts(12),
            expected: nil),
        SurgeCase(
            why: "no voltage: the system's rule", demand: .power(.watts(40)), surge: .current(.amperes(1)), voltage: nil,
            expected: nil),
    ]

    @Test(arguments: surgeCases)
    func load_surgeOfTheOtherKind_againstTheRunningDraw(_ item: SurgeCase) throws {
        let build = { () throws(ValidationError) in
            _ = try SystemLoad(
                name: "Heater", demand: item.demand, voltage: item.voltage, length: .meters(3), surge: item.surge,
                surgeSeconds: 180)
        }
        if let expected = item.expected { expectThrows(expected, build) } else { try build() }
    }

    /// Without its own voltage the load draws at the system's nominal: 40 W at 24 V = 1.67 A, so a
    /// 1.5 A surge is refused there (path `loads[0].surgeCurrent`) and 2 A passes.
    @Test func systemWithoutLoadVoltage_checksAtNominal() throws {
        func system(_ amperes: Double) throws(ValidationError) -> ElectricalSystem {
            try ElectricalSystem(
                name: "S", nominalVoltage: .volts(24),
                loads: [
                    try SystemLoad(
                        name: "Heater", demand: .power(.watts(40)), length: .meters(3), surge: .current(.amperes(amperes)))
                ])
        }
        expectThrows(Worded(field: "loads[0].surgeCurrent", rule: "must be between 1.67 A and 10000 A", actual: "1.5 A")) {
            _ = try system(1.5)
        }
        _ = try system(2)
    }

    /// rev34d F10g: an inverter's `surgeSeconds` without its `surgePower` is refused as a load's
    /// is (it timed a surge equal to the continuous rating the file never gave).
    @Test func inverter_surgeSecondsWithoutSurgePower_isRefused() throws {
        // Since rev34e F6 an inverter takes `surgeCurrent` too, so both keys are named.
        expectThrows(
            Worded(
                field: "surgeSeconds", rule: "needs the surge it lasts for: surgeCurrent (A) or surgePower (W)", actual: "")
        ) {
            _ = try Inverter(name: "Inverter 2 kW", power: .watts(2000), surgeSeconds: 5)
        }
        _ = try Inverter(name: "Inverter 2 kW", power: .watts(2000), surgePower: .watts(4000), surgeSeconds: 5)
    }

    /// Both surge keys in a file name the two keys (it said "surgeCurrent or power").
    @Test func file_bothSurgeKeys_nameBoth() {
        let error = ValidationError(
            field: "loads[3]", rule: .currentKeyOrPowerNotBoth(currentKey: "surgeCurrent", powerKey: "surgePower"),
            value: .both)
        #expect(Words.english.text(error) == "loads[3]: must give surgeCurrent or surgePower, not both, got both")
        #expect(Words(.de).text(error.rule) == "muss surgeCurrent oder surgePower angeben, nicht beides")
    }
}
