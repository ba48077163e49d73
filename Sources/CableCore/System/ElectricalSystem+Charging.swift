extension ElectricalSystem {
    /// The highest voltage the system reaches, which every fuse on it must be rated for: the
    /// highest of its house banks' charge voltages (``BatteryBank/maxChargeVoltage``; a battery
    /// on a separate bus is not on it) and of the
    /// voltages its chargers give; without either, the nominal voltage × the highest charge
    /// ratio of any chemistry (``BatteryChemistry/highestChargeVoltage(nominal:)``).
    public var maxChargeVoltage: Voltage {
        let known = houseBanks.map(\.maxChargeVoltage) + chargers.compactMap(\.voltage)
        return known.max() ?? BatteryChemistry.highestChargeVoltage(nominal: nominalVoltage)
    }
}

/// The battery a DC-DC charger's input draws from, as far as the file says
/// (``ElectricalSystem/inputSource(of:)``).
public struct InputSource: Hashable, Sendable {
    /// The source's nominal voltage: the input run's drop is a share of it, and without
    /// `input.voltage` the input current is drawn at it
    /// (``Charger/minimumInputVoltage(sourceVoltage:)``).
    public let voltage: Voltage
    /// The highest voltage the source reaches, which the input fuse must be rated for.
    public let maxVoltage: Voltage
    /// The bank of the file it draws from (`input.feed`); nil for a battery outside the file.
    public let bank: BatteryBank?
    /// Neither `input.voltage` nor `input.feed` is given: the voltages are the house bus's
    /// (``SystemWarning/inputVoltageAssumed(charger:voltage:)`` says so).
    public let isAssumed: Bool
}

extension ElectricalSystem {
    /// The source of a DC-DC charger's input run, never silently the house bus when the file
    /// says otherwise (a 12 V start battery feeding a 12/24 V charger on a 24 V house bus, a 48 V
    /// bank feeding a 48/12 V one):
    ///
    /// - nominal voltage (the drop's reference): the `input.feed` bank's voltage, else the
    ///   nominal class `input.voltage` belongs to (``InputSource/sourceNominal(around:)``: 12.5 V
    ///   → 12 V, 28 V → 24 V), else the house bus's nominal voltage (assumed, and warned about);
    ///   the input current is drawn at `input.voltage` (the lowest input voltage the charger gives
    ///   its full output at) when given, else at this;
    /// - highest voltage, for the input fuse's voltage rating: the feed bank's charge voltage
    ///   (``BatteryBank/maxChargeVoltage``), else the highest charge voltage of any chemistry on
    ///   the nominal class `input.voltage` belongs to (``InputSource/sourceMaxVoltage(around:)``:
    ///   28 V → 24 V → 30.96 V, 42 V → 48 V → 61.92 V), else the house system's (``maxChargeVoltage``).
    /// - Returns: nil for a charger without an input.
    public func inputSource(of charger: Charger) -> InputSource? {
        guard let input = charger.input else { return nil }
        let bank = feed(of: input)
        let voltage = bank?.bankVoltage ?? input.voltage.map(InputSource.sourceNominal(around:))
        let maxVoltage =
            bank?.maxChargeVoltage
            ?? input.voltage.map(InputSource.sourceMaxVoltage(around:))
        return InputSource(
            voltage: voltage ?? nominalVoltage, maxVoltage: maxVoltage ?? maxChargeVoltage, bank: bank,
            isAssumed: voltage == nil)
    }
}

extension InputSource {
    /// The nominal battery voltages a source outside the file is taken from: 12, 24, 36 and 48 V.
    public static let nominalClasses: [Voltage] = [.volts(12), .volts(24), .volts(36), .volts(48)]

    /// The classes a source whose input voltage is `voltage` may belong to: the one of
    /// ``nominalClasses`` nearest it among those it is within ``Voltage/nominalTolerance`` of, or
    /// both at an exact midpoint (30 V: 24 V and 36 V; 42 V: 36 V and 48 V), lowest first; else
    /// `voltage` itself. The bands overlap (27–30 V is within 25 % of both 24 V and 36 V), and a
    /// 24 V truck whose alternator holds 28 V is a 24 V source, not a 36 V one.
    public static func nearestClasses(around voltage: Voltage) -> [Voltage] {
        let candidates = nominalClasses.filter { voltage.isNominally($0) }
        guard let nearest = candidates.map({ abs($0.volts - voltage.volts) }).min() else { return [voltage] }
        return candidates.filter { abs($0.volts - voltage.volts) == nearest }
    }

    /// The nominal class of a source whose input voltage is `voltage`, the drop's reference: the
    /// nearest class (``nearestClasses(around:)``; 28 V → 24 V, 38 V → 36 V, 12.5 V → 12 V), the
    /// higher one at an exact midpoint (42 V → 48 V: a 48/12 V charger's lowest input, as
    /// before), else `voltage` itself.
    public static func sourceNominal(around voltage: Voltage) -> Voltage {
        nearestClasses(around: voltage).last ?? voltage
    }

    /// The highest voltage a source whose input voltage is `voltage` reaches, which the input fuse
    /// must be rated for: the highest charge voltage of any chemistry on its class
    /// (``sourceNominal(around:)``, ``BatteryChemistry/highestChargeVoltage(nominal:)``), never
    /// below `voltage` itself: 28 V → 24 V → 30.96 V; 42 V → 48 V → 61.92 V.
    public static func sourceMaxVoltage(around voltage: Voltage) -> Voltage {
        max(BatteryChemistry.highestChargeVoltage(nominal: sourceNominal(around: voltage)), voltage)
    }

    /// Whether a battery of `bankVoltage` can be the source of an input whose voltage is
    /// `inputVoltage`: it is nominally (``Voltage/isNominally(_:)``) one of the input's nearest
    /// classes (``nearestClasses(around:)``): a 25.6 V truck bank for 28 V, a 48 V bank for 42 V
    /// (a midpoint: a 36 V one too), not a 36 V one for 28 V nor a 24 V one for 12.5 V.
    public static func admits(bankVoltage: Voltage, inputVoltage: Voltage) -> Bool {
        nearestClasses(around: inputVoltage).contains { bankVoltage.isNominally($0) }
    }
}
