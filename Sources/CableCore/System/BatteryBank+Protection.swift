/// What a bank asks of the fuses around it: the voltage it is charged to and the current it
/// delivers into a short circuit.
extension BatteryBank {
    /// Cells in one battery: its voltage over the chemistry's nominal cell voltage, rounded
    /// (a 12.8 V LiFePO4 battery has 4, a 12 V lead-acid one 6), at least 1.
    public var cellsPerBattery: Int {
        max(1, Int((voltage.volts / chemistry.nominalCellVoltage.volts).rounded()))
    }

    /// The highest voltage the bank is charged to: `chargeVoltage` when the file gives it, else
    /// cells per battery × the chemistry's highest cell voltage × batteries in series
    /// (``BatteryChemistry/maxChargeCellVoltage``): 4 × 3.55 V = 14.2 V for a 12.8 V LiFePO4
    /// battery, 16S 56.8 V for a 51.2 V bank, 2 × 6 × 2.45 V = 29.4 V for two 12 V AGM in series.
    public var maxChargeVoltage: Voltage {
        chargeVoltage
            ?? .volts(
                Double(cellsPerBattery) * chemistry.maxChargeCellVoltage.volts * Double(arrangement.series))
    }

    /// The bank's prospective short-circuit current and the interrupting rating its main fuse
    /// needs (``ShortCircuitEstimate/make(for:)``).
    public var shortCircuit: ShortCircuitEstimate { ShortCircuitEstimate.make(for: self) }
}
