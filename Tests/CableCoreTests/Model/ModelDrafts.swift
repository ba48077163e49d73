@testable import CableCore

// Mutable drafts of the immutable model, for tests that build many systems differing in one
// value: set what the test is about, then `build()` goes through the model's validating
// initialiser (so a draft cannot smuggle an invalid value past it).

struct LoadDraft {
    var name: String
    var demand: Circuit.Load
    var voltage: Voltage?
    var length: Length?
    var inverter: String?
    var quantity = 1
    var hoursPerDay: Double?
    var critical = false
    var wire: ConductorSize?
    var fuse: Current?
    var maxDropPercent: Double?
    var installation = CircuitInstallation()
    var catalogId: String?

    init(name: String, demand: Circuit.Load, length: Length?) {
        self.name = name
        self.demand = demand
        self.length = length
    }

    func build() throws(ValidationError) -> SystemLoad {
        try SystemLoad(
            name: name, demand: demand, voltage: voltage, length: length, inverter: inverter.map(InverterReference.init),
            quantity: quantity, hoursPerDay: hoursPerDay, critical: critical, wire: wire, fuse: fuse,
            maxDropPercent: maxDropPercent, installation: installation, catalogId: catalogId)
    }
}

struct BankDraft {
    var name: String
    var chemistry: BatteryChemistry
    var capacityAh: Double
    var voltage: Voltage
    var count = 1
    var series = 1
    var parallel = 1
    var usableFraction: Double?
    var maxDischargeCurrent: Current?
    var peukertExponent: Double?
    var length: Length?
    var installation = CircuitInstallation()
    var maxDropPercent: Double?
    var chargeVoltage: Voltage?
    var shortCircuitCurrent: Current?
    var coldCrankingAmps: Current?
    var fuseType: FuseType?

    init(
        name: String, chemistry: BatteryChemistry, capacityAh: Double, voltage: Voltage, count: Int = 1, series: Int,
        parallel: Int
    ) {
        self.name = name
        self.chemistry = chemistry
        self.capacityAh = capacityAh
        self.voltage = voltage
        self.count = count
        self.series = series
        self.parallel = parallel
    }

    init(_ bank: BatteryBank) {
        self.init(
            name: bank.name, chemistry: bank.chemistry, capacityAh: bank.capacityAh, voltage: bank.voltage, count: bank.count,
            series: bank.arrangement.series, parallel: bank.arrangement.parallel)
        usableFraction = bank.usableFraction
        maxDischargeCurrent = bank.maxDischargeCurrent
        peukertExponent = bank.peukertExponent
        length = bank.length
        installation = bank.installation
        maxDropPercent = bank.maxDropPercent
        chargeVoltage = bank.chargeVoltage
        shortCircuitCurrent = bank.shortCircuitCurrent
        coldCrankingAmps = bank.coldCrankingAmps
        fuseType = bank.fuseType
    }

    func build() throws(ValidationError) -> BatteryBank {
        try BatteryBank(
            name: name, chemistry: chemistry, capacityAh: capacityAh, voltage: voltage, count: count,
            arrangement: BatteryBank.Arrangement(series: series, parallel: parallel), usableFraction: usableFraction,
            maxDischargeCurrent: maxDischargeCurrent, peukertExponent: peukertExponent, length: length,
            installation: installation, maxDropPercent: maxDropPercent, chargeVoltage: chargeVoltage,
            shortCircuitCurrent: shortCircuitCurrent, coldCrankingAmps: coldCrankingAmps, fuseType: fuseType)
    }
}

struct ChargerDraft {
    var name: String
    var kind: Charger.Kind
    var output: Circuit.Load
    var voltage: Voltage?
    var efficiency = 1.0
    var hoursPerDay = 0.0
    var length: Length?
    var installation = CircuitInstallation()
    var maxDropPercent: Double?
    var catalogId: String?

    init(name: String, kind: Charger.Kind, output: Circuit.Load) {
        self.name = name
        self.kind = kind
        self.output = output
    }

    func build() throws(ValidationError) -> Charger {
        try Charger(
            name: name, kind: kind, output: output, voltage: voltage, efficiency: efficiency, hoursPerDay: hoursPerDay,
            length: length, installation: installation, maxDropPercent: maxDropPercent, catalogId: catalogId)
    }
}

struct InverterDraft {
    var name: String
    var power: Power
    var efficiency: Double?
    var idlePower = Power.zero
    var cutoffVoltage: Voltage?
    var surgePower: Power?
    var length: Length?
    var installation = CircuitInstallation()
    var maxDropPercent: Double?
    var catalogId: String?

    init(name: String, power: Power) {
        self.name = name
        self.power = power
    }

    init(_ inverter: Inverter) {
        self.init(name: inverter.name, power: inverter.power)
        efficiency = inverter.efficiency
        idlePower = inverter.idlePower
        cutoffVoltage = inverter.cutoffVoltage
        surgePower = inverter.surgePower
        length = inverter.length
        installation = inverter.installation
        maxDropPercent = inverter.maxDropPercent
        catalogId = inverter.catalogId
    }

    func build() throws(ValidationError) -> Inverter {
        try Inverter(
            name: name, power: power, efficiency: efficiency, idlePower: idlePower, cutoffVoltage: cutoffVoltage,
            surgePower: surgePower, length: length, installation: installation, maxDropPercent: maxDropPercent,
            catalogId: catalogId)
    }
}

struct DefaultsDraft {
    var maxDropPercent: Double?
    var criticalMaxDropPercent: Double?
    var conductorTemperature: Temperature?
    var insulation = InsulationRating.c105
    var material = ConductorMaterial.copper
    var series: WireSeries?
    /// Nominal: the drafts' tests hand-compute with ρ = 0.017 Ω·mm²/m over the nominal area.
    var conductor = ConductorResistance.nominal

    func build() throws(ValidationError) -> SystemDefaults {
        try SystemDefaults(
            maxDropPercent: maxDropPercent, criticalMaxDropPercent: criticalMaxDropPercent,
            conductorTemperature: conductorTemperature, insulation: insulation, material: material, series: series,
            conductor: conductor)
    }
}

struct SystemDraft {
    var name: String
    var nominalVoltage: Voltage
    var standard = SizingStandard.defaultMethod
    var defaults = DefaultsDraft()
    var loads: [SystemLoad] = []
    var batteries: [BatteryBank] = []
    var chargers: [Charger] = []
    var inverters: [Inverter] = []
    var panels: [DistributionPanel] = []
    var arrays: [SolarArray] = []

    init(
        name: String, nominalVoltage: Voltage, loads: [SystemLoad] = [], batteries: [BatteryBank] = [],
        chargers: [Charger] = [], inverters: [Inverter] = []
    ) {
        self.name = name
        self.nominalVoltage = nominalVoltage
        self.loads = loads
        self.batteries = batteries
        self.chargers = chargers
        self.inverters = inverters
    }

    func build() throws(ValidationError) -> ElectricalSystem {
        try ElectricalSystem(
            name: name, nominalVoltage: nominalVoltage, standard: standard, defaults: try defaults.build(), loads: loads,
            batteries: batteries, chargers: chargers, inverters: inverters, panels: panels, arrays: arrays)
    }
}
