extension ElectricalSystem {
    /// The highest voltage the system reaches, which every fuse on it must be rated for: the
    /// highest of its banks' charge voltages (``BatteryBank/maxChargeVoltage``) and of the
    /// voltages its chargers give; without either, the nominal voltage × the highest charge
    /// ratio of any chemistry (``BatteryChemistry/highestChargeVoltage(nominal:)``).
    public var maxChargeVoltage: Voltage {
        let known = batteries.map(\.maxChargeVoltage) + chargers.compactMap(\.voltage)
        return known.max() ?? BatteryChemistry.highestChargeVoltage(nominal: nominalVoltage)
    }
}
