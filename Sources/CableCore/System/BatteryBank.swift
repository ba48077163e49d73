/// Batteries of one kind wired together into a bank.
public struct BatteryBank: Hashable, Sendable {
    public struct Arrangement: Hashable, Sendable {
        public var series: Int
        public var parallel: Int
        public init(series: Int, parallel: Int) {
            self.series = series
            self.parallel = parallel
        }
    }

    public var name: String
    public var chemistry: BatteryChemistry
    /// Capacity of one battery in Ah (20-hour rate for lead-acid).
    public var capacityAh: Double
    /// Voltage of one battery.
    public var voltage: Voltage
    public var count: Int = 1
    /// Series × parallel; derived from the system voltage by the decoder when the file omits it.
    public var arrangement: Arrangement
    public var usableFraction: Double?
    /// Largest continuous discharge current of the bank; chemistry C-rate × bank Ah when nil.
    public var maxDischargeCurrent: Current?
    public var peukertExponent: Double?
    /// One-way length of the main feed from the bank to the bus, sized for the larger of the
    /// loads' peak and the chargers' total current.
    public var length: Length?
    /// How the main feed is installed, where it differs from the file's defaults.
    public var installation = CircuitInstallation()
    /// The main feed's own drop limit, %; the critical limit when nil.
    public var maxDropPercent: Double?
    /// The highest voltage the bank is charged to; from the chemistry when nil
    /// (``maxChargeVoltage``).
    public var chargeVoltage: Voltage?
    /// One battery's short-circuit current as its maker states it (``ShortCircuitEstimate``).
    public var shortCircuitCurrent: Current?
    /// One battery's cold-cranking amps (lead-acid; ``ShortCircuitEstimate``).
    public var coldCrankingAmps: Current?
    /// The main fuse's family when the file names it: checked, not chosen.
    public var fuseType: FuseType?

    public init(
        name: String, chemistry: BatteryChemistry, capacityAh: Double, voltage: Voltage, count: Int = 1, arrangement: Arrangement
    ) {
        self.name = name
        self.chemistry = chemistry
        self.capacityAh = capacityAh
        self.voltage = voltage
        self.count = count
        self.arrangement = arrangement
    }

    /// Bank capacity: one battery's Ah × strings in parallel.
    public var bankCapacityAh: Double { capacityAh * Double(arrangement.parallel) }
    /// Bank voltage: one battery's voltage × batteries in series.
    public var bankVoltage: Voltage { voltage * Double(arrangement.series) }
    /// Stored energy at nominal voltage: Ah × V × count.
    public var nominalEnergyWattHours: Double { capacityAh * voltage.volts * Double(count) }
    public var effectiveUsableFraction: Double { usableFraction ?? chemistry.usableFraction }
    public var effectivePeukertExponent: Double { peukertExponent ?? chemistry.peukertExponent }
    public var effectiveMaxDischargeCurrent: Current {
        maxDischargeCurrent ?? .amperes(chemistry.maxDischargeCRate * bankCapacityAh)
    }
    public var maxChargeCurrent: Current { .amperes(chemistry.maxChargeCRate * bankCapacityAh) }
}
