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
    ///   → 12 V, 42 V → 48 V), else the house bus's nominal voltage (assumed, and warned about);
    ///   the input current is drawn at `input.voltage` (the lowest input voltage the charger gives
    ///   its full output at) when given, else at this;
    /// - highest voltage, for the input fuse's voltage rating: the feed bank's charge voltage
    ///   (``BatteryBank/maxChargeVoltage``), else the highest charge voltage of any chemistry on
    ///   the nominal class `input.voltage` belongs to (``InputSource/sourceNominal(around:)``:
    ///   42 V → 48 V → 61.92 V), else the house system's (``maxChargeVoltage``).
    /// - Returns: nil for a charger without an input.
    public func inputSource(of charger: Charger) -> InputSource? {
        guard let input = charger.input else { return nil }
        let bank = feed(of: input)
        let voltage = bank?.bankVoltage ?? input.voltage.map(InputSource.sourceNominal(around:))
        let maxVoltage =
            bank?.maxChargeVoltage
            ?? input.voltage.map { BatteryChemistry.highestChargeVoltage(nominal: InputSource.sourceNominal(around: $0)) }
        return InputSource(
            voltage: voltage ?? nominalVoltage, maxVoltage: maxVoltage ?? maxChargeVoltage, bank: bank,
            isAssumed: voltage == nil)
    }
}

extension InputSource {
    /// The nominal battery voltages a source outside the file is taken from: 12, 24, 36 and 48 V.
    public static let nominalClasses: [Voltage] = [.volts(12), .volts(24), .volts(36), .volts(48)]

    /// The nominal class of a source whose input voltage is `voltage`: the highest of
    /// ``nominalClasses`` it is within ``Voltage/nominalTolerance`` of (so the fuse errs on the
    /// higher rating: 42 V is taken as 48 V, not 36 V), else `voltage` itself.
    public static func sourceNominal(around voltage: Voltage) -> Voltage {
        nominalClasses.last { voltage.isNominally($0) } ?? voltage
    }
}
