/// A whole DC system as a system file describes it: loads, battery banks and chargers around
/// one bus at a nominal voltage. Built by ``SystemFile/decode(_:)``, which validates every field.
public struct ElectricalSystem: Hashable, Sendable {
    public var name: String
    public var nominalVoltage: Voltage
    /// The sizing method for every circuit (`"standard": "abyc"` in the file).
    public var standard: SizingStandard = .defaultMethod
    public var defaults: SystemDefaults
    public var loads: [SystemLoad]
    public var batteries: [BatteryBank]
    public var chargers: [Charger]

    public init(
        name: String, nominalVoltage: Voltage, defaults: SystemDefaults = SystemDefaults(),
        loads: [SystemLoad] = [], batteries: [BatteryBank] = [], chargers: [Charger] = []
    ) {
        self.name = name
        self.nominalVoltage = nominalVoltage
        self.defaults = defaults
        self.loads = loads
        self.batteries = batteries
        self.chargers = chargers
    }
}

/// Settings that apply to every circuit unless the circuit says otherwise.
public struct SystemDefaults: Hashable, Sendable {
    /// Drop limit for ordinary circuits, %; nil for the method's default (5 %, or 10 % under ABYC).
    public var maxDropPercent: Double?
    /// Drop limit for circuits marked critical, % (default 3 %).
    public var criticalMaxDropPercent: Double = DropLimits.criticalPercent
    public var conductorTemperature: Temperature = .celsius(20)
    public var insulation: InsulationRating = .c105
    public var material: ConductorMaterial = .copper
    /// The wire series circuits are chosen from and shown in: metric (mm²) or AWG.
    public var series: WireSeries?

    public init() {}

    /// The drop limits these defaults set (``DropLimits``).
    public var dropLimits: DropLimits { DropLimits(ordinary: maxDropPercent, critical: criticalMaxDropPercent) }

    /// The limit for ordinary circuits under a sizing method.
    public func ordinaryMaxDropPercent(for standard: SizingStandard) -> Double { dropLimits.ordinary(for: standard) }
}

/// A load: a device (or `quantity` identical devices) on one circuit from the bus.
public struct SystemLoad: Hashable, Sendable {
    public var name: String
    /// The draw of one device: a current, or a power at the load's voltage.
    public var demand: Circuit.Load
    /// Supply voltage of the circuit; the system's nominal voltage when nil.
    public var voltage: Voltage?
    /// One-way cable run from the bus.
    public var length: Length
    /// Identical devices sharing the circuit: the circuit carries `quantity` × one device's current.
    public var quantity: Int = 1
    /// Average hours per day the load runs, for the energy budget.
    public var hoursPerDay: Double = 0
    /// Critical circuits get the stricter drop limit (bilge pumps, navigation lights, electronics).
    public var critical = false
    /// A wire the user chose: checked, not chosen.
    public var wire: ConductorSize?
    /// A fuse rating the user chose: checked, not chosen.
    public var fuse: Current?
    /// This circuit's own drop limit, %.
    public var maxDropPercent: Double?

    public init(name: String, demand: Circuit.Load, length: Length) {
        self.name = name
        self.demand = demand
        self.length = length
    }
}

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
    /// One-way length of the main feed from the bank to the bus, sized for the peak current.
    public var length: Length?

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

/// A charging source feeding the bus.
public struct Charger: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case shore, solar, alternator, dcdc, generator
    }

    public var name: String
    public var kind: Kind
    /// Output as a current, or as a power at the charger's voltage.
    public var output: Circuit.Load
    /// Output voltage; the system's nominal voltage when nil.
    public var voltage: Voltage?
    /// Share of the output that reaches the bank as charge (wiring, controller, panel derating),
    /// default 1.
    public var efficiency: Double = 1
    /// Hours per day the charger delivers its output, for the energy budget.
    public var hoursPerDay: Double = 0
    /// One-way run from the charger to the bus, sized like a load.
    public var length: Length?

    public init(name: String, kind: Kind, output: Circuit.Load) {
        self.name = name
        self.kind = kind
        self.output = output
    }
}
