/// The field table of the system file format: every key of every object, once.
///
/// Each key is a ``SystemField`` (where it applies, its value and range, its default, its
/// editing option and help line). The per-object lists (``keys(of:)``) give the order the format
/// documents and `cable` writes members in. Readers of the table: ``SystemFile`` (which keys an
/// object may have, which are required, what an AC load may not have), the model's
/// initialisers (ranges: ``ElectricalSystem``, ``SystemLoad``, ``BatteryBank``, ``Charger``,
/// ``Inverter``, ``SystemDefaults``), the editing document (member order), the `add`/`set`/`new`
/// options and their completions (CableCLI) and `Fixtures/system.schema.json` (``json()``).
public enum SystemSchema {
    /// A row of the table.
    public typealias Field = SystemField
    /// An editing option of a row.
    public typealias Option = SystemField.Option

    static let entities: Set<SystemField.Owner> = [.load, .battery, .charger, .inverter, .panel, .array]
    /// Kinds whose circuit has its own drop limit and installation conditions.
    static let circuits: Set<SystemField.Owner> = [.load, .battery, .charger, .inverter, .panel]

    // MARK: - Top level and defaults

    /// `$schema`: the JSON Schema a file names for editors; ignored.
    public static let schemaURL = Field("$schema", [.system], .string)
    /// `schemaVersion`: the format's version, 1.
    public static let schemaVersion = Field("schemaVersion", [.system], .version, required: [.system])
    /// `name`: of the system or of an entity.
    public static let name = Field(
        "name", [.system, .load, .battery, .charger, .inverter, .panel, .array], .name,
        required: [.system, .load, .battery, .charger, .inverter, .panel, .array],
        option: Option("name", "<name>", "Name (unique in the file, compared ignoring case)."))
    /// `nominalVoltage`: the bus voltage.
    public static let nominalVoltage = Field(
        "nominalVoltage", [.system], .quantity(unit: "V", range: Limits.voltage, positive: true), required: [.system],
        option: Option("voltage", "<volts>", "Nominal voltage: 12V, 24, 48V.", short: "v"))
    /// `standard`: the sizing method of every circuit.
    public static let standard = Field(
        "standard", [.system], .choice(SizingStandard.allCases.map(\.rawValue)), default: "default",
        option: Option("standard", "default|abyc", "Sizing method for every circuit (the file's standard)."),
        summary:
            "Sizing method: default (material resistivity, nominal areas) or abyc (ABYC E-11: K = 10.75, SAE J1127 areas, marine AWG, 10 %/3 % limits)."
    )
    /// `defaults`: settings every circuit takes unless it says otherwise.
    public static let defaults = Field("defaults", [.system], .object(.defaults))
    /// `loads`, `batteries`, `chargers`, `inverters`: the entities.
    public static let loads = Field("loads", [.system], .list(.load))
    /// The battery banks.
    public static let batteries = Field("batteries", [.system], .list(.battery))
    /// The chargers.
    public static let chargers = Field("chargers", [.system], .list(.charger))
    /// The inverters.
    public static let inverters = Field("inverters", [.system], .list(.inverter))
    /// The distribution panels, fuse blocks and bus bars, each with its feeder.
    public static let panels = Field("panels", [.system], .list(.panel))
    /// The PV arrays, each on a solar charger (its MPPT controller).
    public static let arrays = Field("arrays", [.system], .list(.array))

    /// `defaults.maxDropPercent`: the drop limit of ordinary circuits.
    public static let defaultMaxDrop = Field(
        "maxDropPercent", [.defaults], .quantity(unit: "%", range: Limits.maxDropPercent, positive: true),
        default: "5 (10 under ABYC)",
        option: Option("max-drop", "<percent>", "Drop limit for ordinary circuits (defaults.maxDropPercent): 3, 3%."),
        summary: "Drop limit for ordinary circuits; default 5.")
    /// `defaults.criticalMaxDropPercent`: the drop limit of critical circuits.
    public static let criticalMaxDrop = Field(
        "criticalMaxDropPercent", [.defaults], .quantity(unit: "%", range: Limits.maxDropPercent, positive: true),
        default: "3",
        option: Option(
            "critical-max-drop", "<percent>", "Drop limit for critical circuits (defaults.criticalMaxDropPercent): 2%."),
        summary: "Drop limit for critical circuits; default 3.")
    /// `defaults.conductorTemperature`: the temperature resistance is computed at.
    public static let conductorTemperature = Field(
        "conductorTemperature", [.defaults], .quantity(unit: "°C", range: Limits.temperature, positive: false),
        default: "estimated from the load (20 with resistance nominal)",
        option: Option(
            "conductor-temperature", "<temp>", "Conductor temperature for resistance (defaults.conductorTemperature): 30C."),
        summary: "Default: estimated from each circuit's load; 20 °C with resistance nominal.")
    /// `defaults.resistance`: the resistance model.
    public static let resistance = Field(
        "resistance", [.defaults], .choice(ResistanceModel.allCases.map(\.rawValue)), default: "real",
        option: Option(
            "resistance", "real|nominal",
            "Resistance model (defaults.resistance): real (IEC 60228 / NEC Table 8 at operating temperature) or nominal (0.017 Ω·mm²/m at 20 °C)."
        ),
        summary:
            "Resistance model: real (IEC 60228 or NEC Chapter 9 Table 8 at the operating temperature) or nominal (ρ = 0.017 Ω·mm²/m over the nominal area at 20 °C)."
    )
    /// `defaults.conductorClass`: the IEC 60228 class of metric conductors.
    public static let conductorClass = Field(
        "conductorClass", [.defaults], .integer(range: 2...6), default: "5",
        option: Option("conductor-class", "2|5|6", "IEC 60228 conductor class (defaults.conductorClass): 2, 5 or 6."),
        summary: "IEC 60228 class of metric conductors: 2 (stranded), 5 (flexible) or 6 (extra flexible); default 5.")
    /// `defaults.tinned`: tinned (metal-coated) strands.
    public static let tinned = Field(
        "tinned", [.defaults], .bool, default: "false",
        option: Option("tinned", nil, "Tinned (metal-coated) strands (defaults.tinned); --no-tinned: plain copper."))
    /// `defaults.insulation`: the insulation rating of every circuit.
    public static let defaultInsulation = Field(
        "insulation", [.defaults], .insulation, default: "105C",
        option: Option("insulation", "<rating>", "Insulation temperature rating (defaults.insulation): 90C, 105C."),
        summary: "Insulation temperature rating; default 105C.")
    /// `defaults.material`: the conductor metal.
    public static let material = Field(
        "material", [.defaults], .choice(ConductorMaterial.allCases.map(\.rawValue)), default: "copper",
        option: Option("material", "copper|aluminium", "Conductor metal (defaults.material)."))
    /// `defaults.units`: the file's wire series and what its bare lengths and sizes mean.
    public static let units = Field(
        "units", [.defaults], .choice(["metric", "imperial"]), default: "metric",
        option: Option(
            "units", "metric|imperial",
            "The file's wire series and units (defaults.units); with set KIND FILE NAME, what a bare --length or --wire means.",
            short: "u"),
        summary: "Wire series and display units: mm² and metres, or AWG and feet.")

    // MARK: - Entities

    /// `power`: a load's (AC watts on an inverter), a charger's output, an inverter's rating.
    public static let power = Field(
        "power", [.load, .charger, .inverter, .module], .quantity(unit: "W", range: Limits.power, positive: true),
        required: [.inverter, .module],
        option: Option(
            "power", "<watts>",
            "Load: power of one device (AC watts on an inverter); charger: output power; inverter: continuous AC rating (60W).",
            short: "p"))
    /// `current`: a load's current of one device.
    public static let current = Field(
        "current", [.load], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option("current", "<amps>", "Load: current of one device (5A).", short: "c"))
    /// `voltage`: a load's or charger's supply voltage, one battery's voltage.
    public static let voltage = Field(
        "voltage", [.load, .battery, .charger, .chargerInput], .quantity(unit: "V", range: Limits.voltage, positive: true),
        required: [.battery],
        option: Option(
            "voltage", "<volts>", "Voltage (load, charger; an AC load's AC voltage) or one battery's voltage.", short: "v"))
    /// `length`: the one-way run to the bus (a file's bare number follows its `defaults.units`).
    public static let length = Field(
        "length", circuits.union([.array, .chargerInput, .panel]), .quantity(unit: "m", range: Limits.length, positive: true),
        mainFeed: true,
        option: Option(
            "length", "<length>",
            "One-way cable run to the bus (4m, 13ft). Bare numbers are metres, or feet with --units imperial.", short: "l"))
    /// `quantity`: identical devices on a load's circuit.
    public static let quantity = Field(
        "quantity", [.load], .integer(range: 1...1000), default: "1",
        option: Option("quantity", "<count>", "Load: identical devices on the circuit."))
    /// `hoursPerDay`: hours a day a load runs or a charger charges.
    public static let hoursPerDay = Field(
        "hoursPerDay", [.load, .charger], .quantity(unit: "h", range: 0...24, positive: false), default: "0",
        option: Option("hours-per-day", "<hours>", "Hours per day running (load) or charging (charger)."))
    /// `critical`: a load's circuit takes the critical drop limit.
    public static let critical = Field(
        "critical", [.load], .bool, default: "false", dcOnly: true,
        option: Option(
            "critical", nil, "Load: critical circuit (stricter drop limit); --no-critical makes it an ordinary one."))
    /// `wire`: a wire already chosen, checked.
    public static let wire = Field(
        "wire", [.load, .panel, .array], .wireSize, dcOnly: true,
        option: Option(
            "wire", "<size>",
            "Load, panel, array: a wire already chosen (6mm2, 10awg). A bare number is mm², or AWG with --units imperial."))
    /// `fuse`: a fuse rating already chosen, checked.
    public static let fuse = Field(
        "fuse", [.load, .panel], .quantity(unit: "A", range: Limits.current, positive: true), dcOnly: true,
        option: Option("fuse", "<amps>", "Load, panel: a fuse rating already chosen (30A)."))
    /// `maxDropPercent`: a circuit's own drop limit.
    public static let maxDrop = Field(
        "maxDropPercent", circuits, .quantity(unit: "%", range: Limits.maxDropPercent, positive: true), dcOnly: true,
        mainFeed: true,
        option: Option("max-drop", "<percent>", "This circuit's own drop limit (3%); a battery's main feed."))
    /// `engineRoom`: the run goes through an engine room.
    public static let engineRoom = Field(
        "engineRoom", circuits, .bool, default: "false (true for an alternator charger)", dcOnly: true, mainFeed: true,
        option: Option(
            "engine-room", nil,
            "The circuit runs through an engine room (derates its ampacity); --no-engine-room: it does not."))
    /// `bundled`: current-carrying conductors bundled along the run.
    public static let bundled = Field(
        "bundled", circuits, .integer(range: Limits.bundledConductors), default: "1", dcOnly: true, mainFeed: true,
        option: Option("bundled", "<count>", "Current-carrying conductors bundled with it (derates its ampacity)."))
    /// `parallel`: equal conductors in parallel per pole.
    public static let parallelConductors = Field(
        "parallel", circuits, .integer(range: 1...Circuit.maxParallelConductors), dcOnly: true, mainFeed: true,
        option: Option(
            "parallel-conductors", "<count>",
            "Equal conductors in parallel per pole, 1 to 4 (same size, length and terminations); cable chooses when not given."),
        summary:
            "Equal conductors in parallel per pole (1 to 4): resistance / n, ampacity n × one conductor's, derated for the bundle. When absent, one, or more when no single size will do."
    )
    /// `fuseDistance`: the conductor length from the source terminal to the circuit's fuse.
    public static let fuseDistance = Field(
        "fuseDistance", circuits, .quantity(unit: "m", range: 0...Limits.length.upperBound, positive: false), dcOnly: true,
        mainFeed: true,
        option: Option(
            "fuse-distance", "<length>",
            "Conductor length from the source terminal to the circuit's fuse (5in, 0.15m); checked against 7 in (40 in sheathed)."
        ),
        summary:
            "Conductor length from the source terminal (a battery's for its main feed, else the bus) to the circuit's fuse; checked against 33 CFR 183.455 / ABYC E-11: 7 in, 40 in when sheathed, 72 in for a sheathed battery feed."
    )
    /// `sheathed`: the conductor up to the fuse is contained in a sheath or enclosure.
    public static let sheathed = Field(
        "sheathed", circuits, .bool, default: "false", dcOnly: true, mainFeed: true,
        option: Option(
            "sheathed", nil,
            "The conductor from the source to the fuse is contained throughout in a sheath or enclosure (longer fuse distance allowed)."
        ),
        summary:
            "The conductor from the source to its fuse is contained throughout in a sheath or enclosure (conduit, junction box, enclosed panel): the fuse may be 40 in away, 72 in on a battery's main feed."
    )
    /// `insulation`: the circuit's own insulation rating.
    public static let insulation = Field(
        "insulation", circuits.union([.array]), .insulation, dcOnly: true, mainFeed: true,
        option: Option(
            "insulation", "<rating>", "The circuit's insulation rating (90C, 105C); the file's default if not given."))
    /// `inverter`: the inverter that feeds an AC load.
    public static let inverter = Field(
        "inverter", [.load], .reference(.inverter),
        option: Option("inverter", "<name>", "Load: the inverter that feeds this AC load (its power is then AC watts)."))
    /// `feed`: the panel (or bank) a circuit is fed from; the system's first bank when absent.
    public static let feed = Field(
        "feed", [.load, .charger, .inverter, .panel], .reference(.panel), dcOnly: true,
        option: Option(
            "feed", "<name>",
            "The panel (or battery bank) that feeds it; the first bank when not given (a star from the bank)."),
        summary:
            "The name of the panel or battery bank that feeds this circuit; default the system's first bank (every circuit wired straight from it)."
    )
    /// `diversity`: the share of a panel's downstream design currents its feeder is sized for.
    public static let diversity = Field(
        "diversity", [.panel], .fraction(range: 0...1), default: "1",
        option: Option(
            "diversity", "<fraction>",
            "Panel: share of the downstream design currents that run at once, sizing its feeder (0.8 or 80%)."))
    /// `catalogId`: the catalogue entry the figures came from.
    public static let catalogId = Field("catalogId", [.load, .charger, .inverter, .array], .catalogId)

    /// `chemistry`: the batteries' chemistry.
    public static let chemistry = Field(
        "chemistry", [.battery], .choice(BatteryChemistry.allCases.map(\.rawValue)), required: [.battery],
        option: Option("chemistry", "<chemistry>", "Battery: floodedLeadAcid, agm, gel, lifepo4 or liIon."))
    /// `capacityAh`: one battery's capacity.
    public static let capacity = Field(
        "capacityAh", [.battery], .quantity(unit: "Ah", range: Limits.capacity, positive: true), required: [.battery],
        option: Option("capacity", "<Ah>", "Battery: capacity of one battery (200Ah)."))
    /// `count`: batteries in the bank.
    public static let count = Field(
        "count", [.battery], .integer(range: 1...1000), default: "1",
        option: Option("count", "<count>", "Battery: number of batteries."))
    /// `arrangement`: series × parallel.
    public static let arrangement = Field("arrangement", [.battery], .object(.arrangement))
    /// `arrangement.series`: batteries in series; an array's modules in series in each string.
    public static let series = Field(
        "series", [.arrangement, .array], .integer(range: 1...1000), required: [.array], default: "1 (battery)",
        option: Option(
            "series", "<count>", "Battery: batteries in series (with --parallel); array: modules in series in each string."))
    /// `arrangement.parallel`: a bank's strings in parallel; an array's strings.
    public static let parallel = Field(
        "parallel", [.arrangement, .array], .integer(range: 1...1000), required: [.array], default: "1 (battery)",
        option: Option("parallel", "<count>", "Battery: strings in parallel (with --series); array: strings in parallel."))
    /// `usableFraction`: the share of capacity that may be used.
    public static let usableFraction = Field(
        "usableFraction", [.battery], .fraction(range: 0...1),
        option: Option("usable-fraction", "<fraction>", "Battery: usable share of capacity (0.8 or 80%)."))
    /// `maxDischargeCurrent`: the bank's largest continuous discharge.
    public static let maxDischargeCurrent = Field(
        "maxDischargeCurrent", [.battery], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option("max-discharge-current", "<amps>", "Battery: largest continuous discharge of the bank."))
    /// `peukertExponent`: 1 to 2.
    public static let peukertExponent = Field(
        "peukertExponent", [.battery], .number(range: 1...2),
        option: Option("peukert-exponent", "<k>", "Battery: Peukert exponent (1 to 2)."))
    /// `chargeVoltage`: the bank's highest charging voltage.
    public static let chargeVoltage = Field(
        "chargeVoltage", [.battery], .quantity(unit: "V", range: Limits.voltage, positive: true),
        option: Option("charge-voltage", "<volts>", "Battery: highest charging voltage of the bank (58.4V)."))
    /// `shortCircuitCurrent`: one battery's, from its maker.
    public static let shortCircuitCurrent = Field(
        "shortCircuitCurrent", [.battery], .quantity(unit: "A", range: 1...1_000_000, positive: true),
        option: Option("short-circuit-current", "<amps>", "Battery: one battery's short-circuit current, from its maker."))
    /// `coldCrankingAmps`: one lead-acid battery's CCA.
    public static let coldCrankingAmps = Field(
        "coldCrankingAmps", [.battery], .quantity(unit: "A", range: 1...100_000, positive: true),
        option: Option("cold-cranking-amps", "<amps>", "Battery: one lead-acid battery's CCA (800A)."))
    /// `fuseType`: the family of the circuit's protective device — a battery's main fuse, a
    /// load's, charger's or inverter's branch fuse or breaker, a panel's feeder fuse: the device
    /// is chosen from that family alone, and `check` fails when it cannot protect the circuit.
    public static let fuseType = Field(
        "fuseType", [.battery, .load, .charger, .inverter, .panel], .choice(FuseType.allCases.map(\.rawValue)),
        dcOnly: true, mainFeed: true,
        option: Option(
            "fuse-type", "<family>",
            "The circuit's protection family, chosen from alone (dcMcb, midi58, classT …); a battery: its main fuse's."),
        summary:
            "The family of the circuit's fuse or breaker (a battery's main fuse): the rating is chosen from it alone, and check fails when it cannot protect the circuit (voltage, interrupting rating, ratings, terminals)."
    )
    /// `input.fuseType`: the family of the fuse or breaker at the source of a DC-DC charger's
    /// input run (``fuseType``'s value; a row of `input` alone).
    public static let inputFuseType = Field(
        fuseType.key, [.chargerInput], fuseType.value,
        option: Option(
            "input-fuse-type", "<family>", "DC-DC charger: the input run's protection family at the source (dcMcb, midi58 …)."
        ),
        summary: "DC-DC charger: the family of the input run's fuse or breaker at the source, chosen from alone.")
    /// `bus`: the house bus, or a separate one (a source off the house bus for a DC-DC charger's
    /// `input.feed`: ``BatteryBank/Bus``).
    public static let bus = Field(
        "bus", [.battery], .choice(BatteryBank.Bus.allCases.map(\.rawValue)), default: "house",
        option: Option(
            "bus", "house|separate",
            "Battery: house (default), or separate: off the house bus, a source for a DC-DC charger's input (a start battery)."),
        summary:
            "house (default): on the house bus. separate: a battery off the house bus that a DC-DC charger's input.feed draws from (a start battery); no main feed (length, fuseType and the run's installation keys are refused), not in the house bank's energy or fault current, not in the bill of materials."
    )

    /// `kind`: what a charger is.
    public static let chargerKind = Field(
        "kind", [.charger], .choice(Charger.Kind.allCases.map(\.rawValue)), required: [.charger],
        option: Option("kind", "<kind>", "Charger: shore, solar, alternator, dcdc or generator."))
    /// `outputCurrent`: a charger's output current.
    public static let outputCurrent = Field(
        "outputCurrent", [.charger], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option("output-current", "<amps>", "Charger: output current (30A)."))
    /// `efficiency`: a charger's share reaching the bank; an inverter's DC to AC (0.5 to 1).
    /// The inverter's figures are ``Inverter/defaultEfficiency`` and
    /// ``Inverter/ratedPowerEfficiencyCeiling`` (the help's msgid follows them: a changed constant
    /// is a help text the catalogue lacks, which LocalizationTests reports).
    public static let efficiency = Field(
        "efficiency", [.charger, .inverter], .fraction(range: 0...1),
        default: "1 (charger), \(Limits.format(Inverter.defaultEfficiency, "")) (inverter)",
        option: Option(
            "efficiency", "<fraction>",
            "Charger: share of output reaching the bank (0.75); inverter: DC to AC "
                + "(\(Limits.format(Inverter.defaultEfficiency, "")); its feed's current takes at most "
                + "\(Limits.format(Inverter.ratedPowerEfficiencyCeiling, ""))).")
    )
    /// `idlePower`: an inverter's zero-load power.
    public static let idlePower = Field(
        "idlePower", [.inverter], .quantity(unit: "W", range: 0...Limits.power.upperBound, positive: false), default: "0",
        option: Option("idle-power", "<watts>", "Inverter: power drawn with no load (its data sheet's zero-load power)."))
    /// `cutoffVoltage`: the lowest battery voltage an inverter runs at.
    public static let cutoffVoltage = Field(
        "cutoffVoltage", [.inverter], .quantity(unit: "V", range: Limits.voltage, positive: true),
        default: "77.5 % of nominal",
        option: Option(
            "cutoff-voltage", "<volts>", "Inverter: lowest battery voltage it runs at (default 77.5 % of nominal: 9.3V on 12V)."))
    /// `surgePower`: an inverter's short-time rating; a load's power of one device while it
    /// starts (at the load's voltage).
    public static let surgePower = Field(
        "surgePower", [.load, .inverter], .quantity(unit: "W", range: Limits.power, positive: true), dcOnly: true,
        option: Option(
            "surge-power", "<watts>",
            "Inverter: short-time surge rating (4000W); load: power of one device while it starts (120W)."))
    /// `surgeCurrent`: a load's current of one device while it starts (inrush, glow plug); an
    /// inverter's DC surge current, used as given instead of the one its `surgePower` gives.
    public static let surgeCurrent = Field(
        "surgeCurrent", [.load, .inverter], .quantity(unit: "A", range: Limits.current, positive: true), dcOnly: true,
        option: Option(
            "surge-current", "<amps>",
            "Load: current of one device while it starts (12.5A); inverter: its DC surge current (480A)."))
    /// `chargeCurrent`: an inverter/charger's (MultiPlus, Quattro) charge current into the bank:
    /// with it, the inverter's DC feed is a charging circuit held to the critical drop limit and
    /// sized for the larger of its inverting and charging currents.
    public static let chargeCurrent = Field(
        "chargeCurrent", [.inverter], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option(
            "charge-current", "<amps>",
            "Inverter/charger: the current it charges the bank with (70A); its DC feed is then a charging circuit (3 % drop limit)."
        ),
        summary:
            "An inverter/charger's charge current (data sheet): its DC feed is a charging circuit, held to the critical drop limit."
    )

    /// `surgeSeconds`: how long the surge lasts; with it, the surge sets a floor under the fuse.
    public static let surgeSeconds = Field(
        "surgeSeconds", [.load, .inverter], .number(range: Limits.surgeSeconds), dcOnly: true,
        option: Option(
            "surge-seconds", "<seconds>",
            "Load or inverter: how long the surge lasts, seconds (180); the fuse must carry it that long."))

    /// `maxInputVoltage`: a solar charger's (or a DC-DC charger's solar input's) highest PV input
    /// voltage (its data sheet's limit); on a DC-DC charger it gives the charger a solar input.
    public static let maxInputVoltage = Field(
        "maxInputVoltage", [.charger], .quantity(unit: "V", range: Limits.voltage, positive: true),
        option: Option(
            "max-input-voltage", "<volts>",
            "Solar charger, or a DC-DC charger's solar input: highest PV open-circuit voltage it takes (100V)."),
        summary:
            "Solar charger, or a DC-DC charger's solar input: the highest PV open-circuit voltage it takes (data sheet), "
            + "checked against the array's cold Voc."
    )
    /// `maxInputCurrent`: a solar charger's (or a DC-DC charger's solar input's) highest PV input
    /// current.
    public static let maxInputCurrent = Field(
        "maxInputCurrent", [.charger], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option(
            "max-input-current", "<amps>",
            "Solar charger, or a DC-DC charger's solar input: highest PV short-circuit current it takes (20A)."),
        summary:
            "Solar charger, or a DC-DC charger's solar input: the highest PV short-circuit current it takes (data sheet), "
            + "checked against 1.25 × Isc × parallel."
    )
    /// `maxInputPower`: a solar charger's highest PV array power (STC), for a controller its
    /// maker rates by input power, not current (Renogy Rover: it limits its output instead).
    public static let maxInputPower = Field(
        "maxInputPower", [.charger], .quantity(unit: "W", range: Limits.power, positive: true),
        option: Option(
            "max-input-power", "<watts>",
            "Solar charger, or a DC-DC charger's solar input: highest PV array power it takes (260W), for one rated by "
                + "power, not current."),
        summary:
            "Solar charger, or a DC-DC charger's solar input, rated by PV input power, not current (data sheet): the arrays' "
            + "STC power above it is a warning (it clips)."
    )
    /// `input`: a DC-DC charger's run from its source battery.
    public static let chargerInput = Field(
        "input", [.charger], .object(.chargerInput),
        summary: "DC-DC charger: the run from its source battery, sized, fused at the source and checked.")
    /// `input.feed`: the battery bank of the file a DC-DC charger draws from.
    public static let inputFeed = Field(
        "feed", [.chargerInput], .reference(.battery),
        summary: "The battery bank of this file the charger draws from, when it is one (else the start battery).")

    /// `input.efficiency`: a DC-DC charger's conversion efficiency, which sets its input current
    /// (the charger's own `efficiency` is the budget's share).
    public static let inputEfficiency = Field(
        "efficiency", [.chargerInput], .fraction(range: 0...1),
        default: "0.87 (Victron Orion-Tr Smart 12/12-30 data sheet; an estimate for other makes)",
        summary:
            "DC-DC charger: conversion efficiency (output / input power) that sets the input current; default 0.87 (Orion-Tr Smart 12/12-30 data sheet)."
    )

    /// `input.wire`: the wire already installed on a DC-DC charger's input run, checked as a
    /// load's `wire` is (``wire``'s value; a row of `input` alone, so `--wire` stays the
    /// charger's own run's).
    public static let inputWire = Field(
        wire.key, [.chargerInput], wire.value,
        option: Option(
            "input-wire", "<size>",
            "DC-DC charger: the input run's wire already installed (10mm2, 8awg), checked like a load's."),
        summary: "DC-DC charger: the wire already installed on the input run, checked like a load's (not chosen).")
    /// `input.fuse`: the fuse already installed at the source of a DC-DC charger's input run.
    public static let inputFuse = Field(
        fuse.key, [.chargerInput], fuse.value,
        option: Option(
            "input-fuse", "<amps>",
            "DC-DC charger: the input fuse already installed at the source (60A), checked like a load's."),
        summary:
            "DC-DC charger: the fuse already installed at the source, checked like a load's (floor, the wire's ceiling, the feed bank's fault current)."
    )
    /// `input.insulation`: the insulation rating of a DC-DC charger's input run.
    public static let inputInsulation = Field(
        insulation.key, [.chargerInput], insulation.value,
        option: Option(
            "input-insulation", "<rating>",
            "DC-DC charger: the input run's insulation rating (90C); the file's default if not given."),
        summary: "DC-DC charger: the input run's insulation rating; the file's default when absent.")

    /// `input.engineRoom`: a DC-DC charger's input run goes through an engine room (a start
    /// battery in the engine space), derated as any circuit's `engineRoom` (``engineRoom``'s
    /// value; a row of `input` alone).
    public static let inputEngineRoom = Field(
        engineRoom.key, [.chargerInput], engineRoom.value, default: "false",
        option: Option(
            "input-engine-room", nil,
            "DC-DC charger: the input run goes through an engine room (derates it); --no-input-engine-room: it does not."),
        summary: "DC-DC charger: the input run goes through an engine room (derates its ampacity, as any circuit's).")
    /// `input.bundled`: conductors bundled along a DC-DC charger's input run.
    public static let inputBundled = Field(
        bundled.key, [.chargerInput], bundled.value, default: "1",
        option: Option("input-bundled", "<count>", "DC-DC charger: conductors bundled with the input run (derates it)."),
        summary: "DC-DC charger: current-carrying conductors bundled with the input run (derates its ampacity).")
    /// `input.parallel`: equal conductors in parallel per pole on a DC-DC charger's input run.
    public static let inputParallelConductors = Field(
        parallelConductors.key, [.chargerInput], parallelConductors.value,
        option: Option(
            "input-parallel-conductors", "<count>",
            "DC-DC charger: equal conductors in parallel per pole on the input run, 1 to 4; cable chooses when not given."),
        summary: "DC-DC charger: equal conductors in parallel per pole on the input run (1 to 4), as any circuit's.")
    /// `input.fuseDistance`: the conductor length from the source battery's terminal to the input
    /// fuse, checked against a battery feed's limits (``FusePlacement``).
    public static let inputFuseDistance = Field(
        fuseDistance.key, [.chargerInput], fuseDistance.value,
        option: Option(
            "input-fuse-distance", "<length>",
            "DC-DC charger: conductor length from the source battery's terminal to the input fuse (5in); 7 in (72 in sheathed)."
        ),
        summary:
            "DC-DC charger: conductor length from the source battery's terminal to the input fuse; checked against 33 CFR 183.455 / ABYC E-11: 7 in, 72 in sheathed (a battery terminal's)."
    )
    /// `input.sheathed`: the input run's conductor up to its fuse is in a sheath or enclosure.
    public static let inputSheathed = Field(
        sheathed.key, [.chargerInput], sheathed.value, default: "false",
        option: Option(
            "input-sheathed", nil,
            "DC-DC charger: the conductor from the source battery to the input fuse is in a sheath or enclosure (72 in allowed)."
        ),
        summary:
            "DC-DC charger: the conductor from the source battery to the input fuse is contained throughout in a sheath or enclosure: the fuse may be 72 in away."
    )

    /// `charger`: the solar charger (MPPT controller) an array feeds, by name.
    public static let arrayCharger = Field(
        "charger", [.array], .reference(.charger), required: [.array],
        option: Option(
            "charger", "<name>",
            "Array: the charger it feeds, a solar charger (MPPT) or a DC-DC charger with a solar input."))
    /// `module`: an array's module, from its data sheet.
    public static let module = Field(
        "module", [.array], .object(.module), required: [.array],
        summary: "One module's data-sheet figures at STC.")
    /// `minTemperature`: the coldest cell temperature expected, for Voc.
    public static let minTemperature = Field(
        "minTemperature", [.array], .quantity(unit: "°C", range: -60...40, positive: false), default: "-10",
        option: Option("min-temperature", "<temp>", "Array: the coldest ambient expected, for the open-circuit voltage (-10C)."),
        summary: "The lowest expected ambient temperature (NEC 690.7(A)); default -10 °C.")
    /// `peakSunHours`: the site's daily irradiation as hours at 1000 W/m².
    public static let peakSunHours = Field(
        "peakSunHours", [.array], .quantity(unit: "h", range: 0...24, positive: false), default: "4",
        option: Option("peak-sun-hours", "<hours>", "Array: daily irradiation in hours at 1000 W/m² (4)."),
        summary: "Daily irradiation on the array as hours at 1000 W/m²; default 4.")
    /// `module.voc`: open-circuit voltage at STC.
    public static let voc = Field(
        "voc", [.module], .quantity(unit: "V", range: Limits.voltage, positive: true), required: [.module],
        option: Option("voc", "<volts>", "Array: the module's open-circuit voltage at STC (22.5V)."))
    /// `module.isc`: short-circuit current at STC.
    public static let isc = Field(
        "isc", [.module], .quantity(unit: "A", range: Limits.current, positive: true), required: [.module],
        option: Option("isc", "<amps>", "Array: the module's short-circuit current at STC (5.9A)."))
    /// `module.vmp`: maximum-power voltage at STC.
    public static let vmp = Field(
        "vmp", [.module], .quantity(unit: "V", range: Limits.voltage, positive: true), required: [.module],
        option: Option("vmp", "<volts>", "Array: the module's maximum-power voltage at STC (18.5V)."))
    /// `module.imp`: maximum-power current at STC.
    public static let imp = Field(
        "imp", [.module], .quantity(unit: "A", range: Limits.current, positive: true), required: [.module],
        option: Option("imp", "<amps>", "Array: the module's maximum-power current at STC (5.4A)."))
    /// `module.power`: the module's rating at STC (``power``'s row serves it too).
    /// `module.vocTempCoefficient`: Voc's temperature coefficient, %/K (negative).
    public static let vocTempCoefficient = Field(
        "vocTempCoefficient", [.module], .number(range: -1...0), required: [.module],
        option: Option("voc-temp-coefficient", "<%/K>", "Array: the module's Voc temperature coefficient in %/K (-0.29)."),
        summary: "Temperature coefficient of Voc, %/K (negative: -0.29).")
    /// `module.maxSeriesFuse`: the module's maximum series fuse rating.
    public static let maxSeriesFuse = Field(
        "maxSeriesFuse", [.module], .quantity(unit: "A", range: Limits.current, positive: true),
        option: Option("max-series-fuse", "<amps>", "Array: the module's maximum series fuse rating (15A)."))

    // MARK: - Per object

    /// Every key of `owner`, in the order the format lists them and `cable` writes them.
    public static func keys(of owner: SystemField.Owner) -> [SystemField] {
        switch owner {
        case .system:
            [
                schemaURL, schemaVersion, name, nominalVoltage, standard, defaults, loads, batteries, chargers, inverters,
                panels, arrays,
            ]
        case .defaults:
            [
                defaultMaxDrop, criticalMaxDrop, conductorTemperature, defaultInsulation, material, units, resistance,
                conductorClass, tinned,
            ]
        case .load:
            [
                name, power, current, voltage, length, quantity, hoursPerDay, critical, wire, fuse, fuseType, maxDrop,
                engineRoom, bundled, insulation, parallelConductors, fuseDistance, sheathed, inverter, feed, surgeCurrent,
                surgePower, surgeSeconds, catalogId,
            ]
        case .battery:
            [
                name, chemistry, capacity, voltage, count, arrangement, usableFraction, maxDischargeCurrent, peukertExponent,
                length, chargeVoltage, shortCircuitCurrent, coldCrankingAmps, fuseType, bus, maxDrop, engineRoom, bundled,
                insulation, parallelConductors, fuseDistance, sheathed,
            ]
        case .arrangement: [series, parallel]
        case .charger:
            [
                name, chargerKind, outputCurrent, power, voltage, efficiency, hoursPerDay, length, fuseType, maxDrop, engineRoom,
                bundled, insulation, parallelConductors, fuseDistance, sheathed, feed, maxInputVoltage, maxInputCurrent,
                maxInputPower, chargerInput, catalogId,
            ]
        case .chargerInput:
            [
                length, voltage, inputEfficiency, inputFeed, inputWire, inputFuse, inputFuseType, inputInsulation,
                inputEngineRoom, inputBundled, inputParallelConductors, inputFuseDistance, inputSheathed,
            ]
        case .array:
            [name, arrayCharger, module, series, parallel, length, minTemperature, peakSunHours, wire, insulation, catalogId]
        case .module: [voc, isc, vmp, imp, power, vocTempCoefficient, maxSeriesFuse]
        case .inverter:
            [
                name, power, efficiency, idlePower, cutoffVoltage, surgePower, surgeCurrent, surgeSeconds, chargeCurrent,
                length, fuseType,
                maxDrop, engineRoom, bundled, insulation, parallelConductors, fuseDistance, sheathed, feed, catalogId,
            ]
        case .panel:
            [
                name, feed, length, wire, fuse, fuseType, diversity, maxDrop, engineRoom, bundled, insulation,
                parallelConductors, fuseDistance, sheathed,
            ]
        }
    }

    /// The key names of `owner`, in order.
    public static func keyNames(of owner: SystemField.Owner) -> [String] { keys(of: owner).map(\.key) }

    /// The fields of the entities' editing options (`add`, `set`), in the order help lists them;
    /// the key of a nested member is dotted (`arrangement.series`).
    public static let entityOptions: [(key: String, field: SystemField)] = [
        ("name", name), ("power", power), ("current", current), ("voltage", voltage), ("length", length),
        ("quantity", quantity), ("hoursPerDay", hoursPerDay), ("critical", critical), ("wire", wire), ("fuse", fuse),
        ("maxDropPercent", maxDrop), ("engineRoom", engineRoom), ("bundled", bundled), ("insulation", insulation),
        ("parallel", parallelConductors), ("fuseDistance", fuseDistance), ("sheathed", sheathed), ("inverter", inverter),
        ("feed", feed), ("diversity", diversity), ("chemistry", chemistry), ("capacityAh", capacity), ("count", count),
        ("arrangement.series", series), ("arrangement.parallel", parallel), ("usableFraction", usableFraction),
        ("maxDischargeCurrent", maxDischargeCurrent), ("peukertExponent", peukertExponent),
        ("chargeVoltage", chargeVoltage), ("shortCircuitCurrent", shortCircuitCurrent),
        ("coldCrankingAmps", coldCrankingAmps), ("fuseType", fuseType), ("bus", bus),
        ("kind", chargerKind),
        ("outputCurrent", outputCurrent), ("efficiency", efficiency), ("idlePower", idlePower),
        ("cutoffVoltage", cutoffVoltage), ("surgePower", surgePower), ("surgeCurrent", surgeCurrent),
        ("surgeSeconds", surgeSeconds), ("chargeCurrent", chargeCurrent),
        ("maxInputVoltage", maxInputVoltage),
        ("maxInputCurrent", maxInputCurrent), ("maxInputPower", maxInputPower), ("charger", arrayCharger),
        ("module.voc", voc), ("module.isc", isc), ("module.vmp", vmp), ("module.imp", imp),
        ("module.vocTempCoefficient", vocTempCoefficient),
        ("module.maxSeriesFuse", maxSeriesFuse), ("minTemperature", minTemperature), ("peakSunHours", peakSunHours),
        (
            "input.length",
            inputOption(length, "input-length", "<length>", "DC-DC charger: one-way run from its source battery (3m).")
        ),
        (
            "input.voltage",
            inputOption(
                voltage, "input-voltage", "<volts>",
                "DC-DC charger: lowest input voltage it delivers full output at (12.5V); default the source's nominal.")
        ),
        (
            "input.efficiency",
            inputOption(
                inputEfficiency, "input-efficiency", "<fraction>",
                "DC-DC charger: conversion efficiency that sets its input current (0.87, the Orion-Tr Smart 12/12-30's).")
        ),
        (
            "input.feed",
            inputOption(
                inputFeed, "input-feed", "<name>",
                "DC-DC charger: the battery bank of the file it draws from (default: a start battery outside the file).")
        ),
        ("input.wire", inputWire), ("input.fuse", inputFuse), ("input.fuseType", inputFuseType),
        ("input.insulation", inputInsulation), ("input.engineRoom", inputEngineRoom), ("input.bundled", inputBundled),
        ("input.parallel", inputParallelConductors), ("input.fuseDistance", inputFuseDistance),
        ("input.sheathed", inputSheathed),
    ]

    /// A row of `input` (``chargerInput``) as its own editing option: the row's value and range,
    /// owned by `input` alone, so `--input-length` writes `input.length` and `--length` the
    /// charger's own run.
    static func inputOption(_ field: Field, _ name: String, _ valueName: String, _ help: String) -> Field {
        Field(field.key, [.chargerInput], field.value, option: Option(name, valueName, help), summary: field.summary)
    }

    /// The fields of the system's editing options (`new`, `set system`), in the order help lists
    /// them; keys inside `defaults` are dotted.
    public static let systemOptions: [(key: String, field: SystemField)] = [
        ("name", SystemField(name.key, [.system], .name, option: Option("name", "<name>", "The system's name."))),
        ("nominalVoltage", nominalVoltage), ("standard", standard), ("defaults.units", units),
        ("defaults.maxDropPercent", defaultMaxDrop), ("defaults.criticalMaxDropPercent", criticalMaxDrop),
        ("defaults.conductorTemperature", conductorTemperature), ("defaults.insulation", defaultInsulation),
        ("defaults.material", material), ("defaults.resistance", resistance),
        ("defaults.conductorClass", conductorClass), ("defaults.tinned", tinned),
    ]

    /// The entity kinds (loads, batteries, chargers, inverters) that have `key`.
    static func owners(of key: String) -> Set<SystemField.Owner> {
        Set(entities.filter { keyNames(of: $0).contains(key) })
    }
}
