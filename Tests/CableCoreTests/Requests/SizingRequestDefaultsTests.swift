import Testing

@testable import CableCore

/// The defaults a request takes at once when it gives no key of a group (#36, vl37): the
/// conductor settings when it gives no conductor key but `resistance`
/// (``SizingRequest/Key/conductorKeysButResistance``), the options when it gives no option key
/// (``SizingRequest/Key/optionKeys``). The oracle is the plain path: the same request with every
/// default given explicitly, which reads and checks each key, and the public initialisers the
/// shortcuts stand for. A key left out of its group's mask would be ignored, silently: every key
/// is given alone and must change the request.
@Suite("SizingRequest: the defaults taken at once")
struct SizingRequestDefaultsTests {
    typealias Fields = [(key: String, value: SizingRequest.Value)]

    /// What a validated request holds, comparable.
    struct Validated: Equatable {
        let circuit: Circuit
        let options: SizingOptions
        let units: UnitSystem

        init(_ request: SizingRequest) {
            (circuit, options, units) = (request.circuit, request.options, request.units)
        }
    }

    static func outcome(_ fields: Fields, dropLimits: DropLimits = DropLimits()) -> Result<Validated, ValidationError> {
        do {
            return .success(Validated(try SizingRequest(SizingRequest.Fields(fields), dropLimits: dropLimits)))
        } catch {
            return .failure(error)
        }
    }

    /// Every default written out, each read and checked by the plain path (the highest charge
    /// voltage of `voltage`: 1.29 × V, the flooded lead-acid equalising ratio; left out above
    /// 1 500 V, where a charge voltage given is refused and the default one is not checked).
    static func explicitDefaults(voltage: Double) -> Fields {
        let charge = voltage * BatteryChemistry.highestChargeVoltageRatio
        return [
            ("material", .text("copper")), ("insulation", .number(105)), ("engineRoom", .bool(false)),
            ("bundled", .number(1)), ("standard", .text("default")), ("roundTrip", .bool(false)),
            ("conductorClass", .number(5)), ("tinned", .bool(false)), ("critical", .bool(false)),
            ("fuseFactor", .number(1.25)),
            ("fuseType", .text(FuseType.defaultFamilies.map(\.rawValue).joined(separator: ","))),
        ] + (charge <= Limits.voltage.upperBound ? [("chargeVoltage", .number(charge))] : [])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let load: SizingRequest.Value
        let loadKey: String
        let voltage: Double
        let length: SizingRequest.Value
        let extra: [(key: String, value: SizingRequest.Value)]
        var testDescription: String { "\(loadKey) \(load) at \(voltage) V over \(length) \(extra.map(\.key))" }

        var fields: Fields { [(loadKey, load), ("voltage", .number(voltage)), ("length", length)] + extra }
    }

    /// Loads, voltages (on both sides of the fuse families' 32, 48, 58 and 125 V ratings ÷ 1.29)
    /// and lengths, with and without `resistance` and `units`; good and bad values alike.
    static let cases: [Case] = {
        var cases: [Case] = []
        let voltages = [0.1, 12, 24, 24.8, 24.81, 37.2, 44.9, 45, 48, 96, 96.9, 97, 230, 1500]
        for voltage in voltages {
            for extra: [(key: String, value: SizingRequest.Value)] in [
                [], [("resistance", .text("nominal"))], [("resistance", .text("real"))], [("units", .text("imperial"))],
                [("resistance", .text("Nominal")), ("units", .text("metric"))],
            ] {
                cases.append(Case(load: .number(20), loadKey: "current", voltage: voltage, length: .number(5), extra: extra))
            }
            cases.append(Case(load: .text("240W"), loadKey: "power", voltage: voltage, length: .text("16ft"), extra: []))
        }
        // Errors the circuit's own checks and the keys read before the defaults find.
        for (loadKey, load, voltage, length) in [
            ("current", SizingRequest.Value.number(0), 12.0, SizingRequest.Value.number(5)),
            ("current", .number(20_000), 12, .number(5)), ("current", .text("20 furlongs"), 12, .number(5)),
            ("power", .number(2_000_000), 12, .number(5)), ("power", .number(900_000), 12, .number(5)),
            ("current", .number(20), 0, .number(5)), ("current", .number(20), 2_000, .number(5)),
            ("current", .number(20), 12, .number(0)), ("current", .number(20), 12, .number(20_000)),
            ("current", .number(20), 12, .text("5 parsecs")), ("current", .bool(true), 12, .number(5)),
        ] {
            cases.append(Case(load: load, loadKey: loadKey, voltage: voltage, length: length, extra: []))
            cases.append(
                Case(load: load, loadKey: loadKey, voltage: voltage, length: length, extra: [("resistance", .text("ohm"))]))
        }
        return cases
    }()

    /// A request that gives no conductor or option key is the one that gives every default
    /// explicitly (or fails the same way, with the same first error).
    @Test(arguments: cases)
    func defaultsTakenAtOnce_equalTheDefaultsGiven(_ test: Case) {
        let taken = Self.outcome(test.fields)
        let given = Self.outcome(test.fields + Self.explicitDefaults(voltage: test.voltage))
        #expect(taken == given)
        // Only the conductor's defaults, or only the options', taken at once.
        let explicit = Self.explicitDefaults(voltage: test.voltage)
        let conductorGiven = explicit.filter { SizingRequest.Key(named: $0.key)!.bit & SizingRequest.Key.optionKeys == 0 }
        let optionsGiven = explicit.filter { SizingRequest.Key(named: $0.key)!.bit & SizingRequest.Key.optionKeys != 0 }
        #expect(Self.outcome(test.fields + conductorGiven) == given)
        #expect(Self.outcome(test.fields + optionsGiven) == given)
    }

    /// The drop limits a person's preferences give (an ordinary limit, out of range too) apply
    /// alike, and fail alike.
    @Test(arguments: [DropLimits(), DropLimits(ordinary: 7), DropLimits(ordinary: 60), DropLimits(ordinary: 0)])
    func dropLimits_applyAlike(_ limits: DropLimits) {
        let fields: Fields = [("current", .number(20)), ("voltage", .number(24)), ("length", .number(5))]
        for standard in ["default", "abyc"] {
            let taken = Self.outcome(fields + [("standard", .text(standard))], dropLimits: limits)
            let given = Self.outcome(
                fields + [("standard", .text(standard)), ("critical", .bool(false))], dropLimits: limits)
            #expect(taken == given, "\(standard)")
        }
        #expect(Self.outcome(fields, dropLimits: limits) == Self.outcome(fields + [("tinned", .number(0))], dropLimits: limits))
    }

    /// A value unlike its default for every key but the load, voltage and length.
    static let otherThanDefault: [SizingRequest.Key: SizingRequest.Value] = [
        .units: .text("imperial"), .roundTrip: .bool(true), .material: .text("aluminium"),
        .conductorTemperature: .number(60), .resistance: .text("nominal"), .conductorClass: .number(2),
        .tinned: .bool(true), .insulation: .number(90), .engineRoom: .bool(true), .bundled: .number(3),
        .maxDrop: .number(2), .critical: .bool(true), .standard: .text("abyc"), .fuseFactor: .number(1.5),
        .fuseType: .text("anl"), .chargeVoltage: .number(14),
    ]

    /// Every key but the load, voltage and length given alone changes the request: none is
    /// ignored by a group's defaults (a key missing from its mask would be).
    @Test func everyKeyGivenAlone_changesTheRequest() throws {
        let base: Fields = [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5))]
        let plain = try Self.outcome(base).get()
        for key in SizingRequest.Key.allCases where ![.current, .power, .voltage, .length].contains(key) {
            let value = try #require(Self.otherThanDefault[key], "\(key)")
            let given = try Self.outcome(base + [(key.rawValue, value)]).get()
            #expect(given != plain, "\(key)")
        }
    }

    /// The groups: every key is the load, voltage or length, `units`, `resistance`, a conductor
    /// key or an option key, once.
    @Test func keyGroups_coverEveryKeyOnce() {
        let groups: [UInt32] = [
            SizingRequest.Key.current.bit | SizingRequest.Key.power.bit | SizingRequest.Key.voltage.bit
                | SizingRequest.Key.length.bit,
            SizingRequest.Key.units.bit, SizingRequest.Key.resistance.bit, SizingRequest.Key.conductorKeysButResistance,
            SizingRequest.Key.optionKeys,
        ]
        var seen: UInt32 = 0
        for group in groups {
            #expect(seen & group == 0)
            seen |= group
        }
        #expect(seen == (1 << UInt32(SizingRequest.Key.allCases.count)) - 1)
    }

    /// The default settings are the public initialiser's, with every conductor.
    @Test func defaultSettings_equalThePublicInitialisers() throws {
        for model in [ResistanceModel.real, .nominal] {
            for conductorClass in [ConductorClass.class2, .class5, .class6] {
                for tinned in [false, true] {
                    let conductor = ConductorResistance(model: model, conductorClass: conductorClass, tinned: tinned)
                    #expect(SizingRequest.Settings(defaultsWith: conductor) == (try SizingRequest.Settings(conductor: conductor)))
                }
            }
        }
    }

    /// The rule of every default family is the public initialiser's at voltages on both sides of
    /// every family's rating (32, 48, 58, 125 V; none above 125 V), its usable families too.
    @Test(arguments: [
        0.1, 12, 15.48, 31.99, 32, 32.000_000_01, 32.01, 47.9, 48, 57.99, 58, 58.01, 61.92, 124.9, 125, 125.01, 1935,
    ])
    func defaultFuseRule_equalsThePublicInitialisers(_ volts: Double) throws {
        let rule = FuseRule(defaultFamiliesRatedFor: .volts(volts))
        let plain = try FuseRule(factor: 1.25, types: FuseType.defaultFamilies, maximumVoltage: .volts(volts))
        #expect(rule == plain)
        #expect(rule.families == plain.families)
    }

    /// What `cable batch` sizes a line with (`SizingRequest.size(_:read:)`) is the
    /// request the fields make, sized by `Sizer.size`: the same result, the same sizing error
    /// with the same circuit, units and drop limit, or the same validation error.
    @Test(
        arguments: cases + [
            Case(load: .number(1_000), loadKey: "current", voltage: 12, length: .number(5_000), extra: []),
            Case(
                load: .number(3_000), loadKey: "current", voltage: 12, length: .number(5), extra: [("fuseType", .text("blade"))]),
            Case(load: .number(20), loadKey: "current", voltage: 48, length: .number(5), extra: [("maxDrop", .number(0.1))]),
            Case(load: .number(20), loadKey: "current", voltage: 12, length: .number(5), extra: [("standard", .text("abyc"))]),
        ])
    func batchEntry_sizesTheRequestTheFieldsMake(_ test: Case) {
        enum Outcome: Equatable {
            case invalid(ValidationError)
            case sized(SizingResult)
            case unsized(SizingError, Circuit, UnitSystem, Double)
        }
        let fields = SizingRequest.Fields(test.fields)
        var entry: Outcome?
        do {
            try SizingRequest.size(fields) { entry = .sized(copy $0) }
        } catch {
            #expect(entry == nil)
            switch error {
            case .invalid(let error): entry = .invalid(error)
            case .unsizable(let error, let circuit, let units, let maxDropPercent):
                entry = .unsized(error, circuit, units, maxDropPercent)
            }
        }
        let plain: Outcome
        do {
            let request = try SizingRequest(fields)
            do {
                plain = .sized(try Sizer.size(request.circuit, options: request.options))
            } catch {
                plain = .unsized(error, request.circuit, request.units, request.options.maxDropPercent)
            }
        } catch {
            plain = .invalid(error)
        }
        #expect(entry == plain)
    }

    /// The circuit of checked settings is the public initialiser's, with its errors, for settings
    /// of every kind.
    @Test(arguments: [
        (Circuit.Load.current(.amperes(20)), 12.0, 5.0), (.current(.amperes(0)), 12, 5), (.current(.amperes(-1)), 12, 5),
        (.current(.amperes(10_001)), 12, 5), (.power(.watts(240)), 24, 5),
        (.power(.watts(1_000_001)), 24, 5), (.power(.watts(900_000)), 12, 5), (.current(.amperes(20)), 0, 5),
        (.current(.amperes(20)), 1_501, 5), (.current(.amperes(20)), .infinity, 5), (.current(.amperes(20)), 12, 0),
        (.current(.amperes(20)), 12, 10_001), (.current(.amperes(20)), 12, -3),
        // A current is checked in line (round 2): the first failing check is the call's, in order.
        (.current(.amperes(0)), 0, 0), (.current(.amperes(.infinity)), 12, 5), (.current(.amperes(10_000)), 0.1, 5),
        (.current(.amperes(0.000_9)), 1_500, 5), (.current(.amperes(20)), 0.09, 0), (.power(.watts(240)), 0, 5),
        (.power(.watts(0)), 0, 0),
    ])
    func circuitOfCheckedSettings_equalsThePublicInitialisers(_ load: Circuit.Load, _ volts: Double, _ meters: Double) throws {
        let settings = [
            SizingRequest.Settings(defaultsWith: .nominal),
            try SizingRequest.Settings(
                material: .aluminium, temperature: .celsius(60),
                conditions: InstallationConditions(insulation: .c90, engineRoom: true, bundledConductors: 3),
                lengthIsRoundTrip: true, conductor: ConductorResistance(model: .real, conductorClass: .class2, tinned: true)),
            try SizingRequest.Settings(standard: .abyc),
        ]
        for settings in settings {
            let checked = Result { () throws(ValidationError) in
                try Circuit(load: load, supplyVoltage: .volts(volts), length: .meters(meters), settings: settings)
            }
            let plain = Result { () throws(ValidationError) in
                try Circuit(
                    load: load, supplyVoltage: .volts(volts), length: .meters(meters),
                    lengthIsRoundTrip: settings.lengthIsRoundTrip, material: settings.material,
                    conductorTemperature: settings.givenTemperature, conditions: settings.conditions,
                    standard: settings.standard, conductor: settings.conductor)
            }
            #expect(checked == plain, "\(settings)")
        }
    }
}
