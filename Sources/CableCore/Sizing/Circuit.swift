/// One DC circuit: a load (or charger) fed from a supply over a cable run, with the conductor
/// material, temperature and installation conditions. Validated on creation.
public struct Circuit: Hashable, Sendable {
    /// What the circuit carries: a current, or a power drawn at the supply voltage.
    public enum Load: Hashable, Sendable {
        /// A continuous current, A.
        case current(Current)
        /// A power drawn at the supply voltage, W; the current is I = P / V.
        case power(Power)
    }

    /// What the circuit carries.
    public let load: Load
    /// The voltage at the supply end of the run, V (the nominal system voltage).
    public let supplyVoltage: Voltage
    /// The length as given: one-way run, or the whole conductor path when `lengthIsRoundTrip`.
    public let length: Length
    /// Whether ``length`` is the whole conductor path (out and back) rather than the one-way run.
    public let lengthIsRoundTrip: Bool
    /// The conductor material.
    public let material: ConductorMaterial
    /// The conductor temperature given, nil when none was: then the real model estimates it from
    /// the load (``conductorTemperature(of:ampacity:)``) and the nominal one takes 20 °C.
    public let givenConductorTemperature: Temperature?
    /// The conductor's resistance model, class and coating (``ConductorResistance``).
    public let conductor: ConductorResistance
    /// Insulation rating, engine room and bundling: what derates the ampacity.
    public let conditions: InstallationConditions
    /// The sizing method: resistivity and which area a size counts as.
    public let standard: SizingStandard

    /// Equal conductors run in parallel for each pole (1 … ``maxParallelConductors``): same
    /// size, length, material and terminations, so they share the current equally. The path's
    /// resistance is one conductor's / n and the set carries n × one conductor's rating,
    /// derated for the larger bundle (``ampacityConditions``).
    public let parallelConductors: Int

    /// The most conductors `cable` puts in parallel, and a file may name (`parallel`).
    public static let maxParallelConductors = 4

    /// Creates a validated circuit.
    ///
    /// - Parameters:
    ///   - load: current (0 < I ≤ 10 kA) or power (0 < P ≤ 1 MW).
    ///   - supplyVoltage: 0 < V ≤ 1500 V.
    ///   - length: 0 < L ≤ 10 km; one-way unless `lengthIsRoundTrip`.
    ///   - lengthIsRoundTrip: the length already covers out and back.
    ///   - material: copper (default) or aluminium.
    ///   - conductorTemperature: −50 °C … 200 °C; nil (the default) for 20 °C under the nominal
    ///     model and ABYC, and estimated from the load under the real one.
    ///   - conductor: the resistance model, IEC 60228 class and coating; default class 5 plain
    ///     copper at its real resistance (ignored under ABYC, whose K is fixed).
    ///   - conditions: insulation rating, engine room, bundling (1 … 1000 conductors).
    ///   - standard: the sizing method; default ``SizingStandard/defaultMethod``.
    ///   - parallelConductors: equal conductors in parallel per pole, 1 … 4; default 1.
    /// - Throws: ``ValidationError`` naming the field (`current`, `power`, `voltage`, `length`,
    ///   `temperature`, `bundled`, `parallel`, `material`) and the rule; under ABYC a conductor other than
    ///   copper (``SizingStandard/checkConductor(material:temperature:)``, the rule a request, a
    ///   system file and every command apply).
    public init(
        load: Load,
        supplyVoltage: Voltage,
        length: Length,
        lengthIsRoundTrip: Bool = false,
        material: ConductorMaterial = .copper,
        conductorTemperature: Temperature? = nil,
        conditions: InstallationConditions = InstallationConditions(),
        standard: SizingStandard = .defaultMethod,
        conductor: ConductorResistance = .default,
        parallelConductors: Int = 1
    ) throws(ValidationError) {
        _ = try load.current(at: supplyVoltage)
        guard (1...Self.maxParallelConductors).contains(parallelConductors) else {
            throw ValidationError(
                field: "parallel", rule: .wholeNumber(from: 1, to: Self.maxParallelConductors),
                actual: String(parallelConductors))
        }
        try Limits.requirePositive(length.meters, in: Limits.length, field: "length", unit: "m")
        if let conductorTemperature {
            try Limits.requireWithin(
                conductorTemperature.degreesCelsius, Limits.temperature, field: SizingRequest.Key.conductorTemperature.rawValue,
                unit: "°C")
        }
        try conditions.validate()
        try standard.checkConductor(material: material, temperature: nil)
        self.load = load
        self.supplyVoltage = supplyVoltage
        self.length = length
        self.lengthIsRoundTrip = lengthIsRoundTrip
        self.material = material
        self.givenConductorTemperature = conductorTemperature
        self.conditions = conditions
        self.standard = standard
        self.conductor = conductor
        self.parallelConductors = parallelConductors
    }

    /// The same circuit wired with `count` equal conductors in parallel per pole (1 … 4).
    public func withParallelConductors(_ count: Int) throws(ValidationError) -> Circuit {
        try Circuit(
            load: load, supplyVoltage: supplyVoltage, length: length, lengthIsRoundTrip: lengthIsRoundTrip,
            material: material, conductorTemperature: givenConductorTemperature, conditions: conditions, standard: standard,
            conductor: conductor, parallelConductors: count)
    }

    /// The conditions each of the parallel conductors is rated under: the circuit's own, with
    /// the bundle grown by the extra conductors. A circuit's own pair counts as 2 (``conditions``'
    /// `bundledConductors`, at least 2); n in parallel add 2 × (n − 1) more current-carrying
    /// conductors run together, so 2 × 70 mm² alone is a bundle of 4 (factor 0.60, 33 CFR 183.425
    /// Table 6 / ABYC E-11). "The maximum permissible current is the sum of the individual-core
    /// maximum currents, taking into account the mutual heating effects" (Schneider Electric,
    /// *Electrical Installation Guide*, G "Conductors in parallel"). One conductor: the
    /// conditions as they are.
    public var ampacityConditions: InstallationConditions {
        guard parallelConductors > 1 else { return conditions }
        return InstallationConditions(
            insulation: conditions.insulation, engineRoom: conditions.engineRoom,
            bundledConductors: max(conditions.bundledConductors, 2) + 2 * (parallelConductors - 1))
    }

    /// The allowable current of the circuit's conductors wired with `size`: one conductor's
    /// rating under ``ampacityConditions`` × ``parallelConductors``; nil for a size the tables
    /// do not rate.
    public func ampacity(of size: ConductorSize) -> AmpacityRating? {
        var pass = ampacityPass(table: AmpacityTable.forSize(size))
        return ampacity(of: size, in: &pass)
    }

    /// A pass over `table` rating one conductor under ``ampacityConditions``, for
    /// ``ampacity(of:in:)``.
    func ampacityPass(table: AmpacityTable) -> AmpacityTable.Pass {
        table.pass(conditions: ampacityConditions, material: material)
    }

    /// The column of `table` one conductor is read from under ``ampacityConditions`` and what its
    /// base ratings are multiplied by; nil when the insulation is below every column.
    func ampacityDerating(table: AmpacityTable) -> AmpacityTable.Derating? {
        table.derating(conditions: ampacityConditions, material: material)
    }

    /// ``ampacity(of:)`` read by a pass over the size's table (``ampacityPass(table:)``): sizes
    /// given in ascending order are rated in one walk over the table.
    func ampacity(of size: ConductorSize, in pass: inout AmpacityTable.Pass) -> AmpacityRating? {
        ampacity(ofOne: pass.rating(of: size))
    }

    /// The rating of all the circuit's conductors from one conductor's, rated under
    /// ``ampacityConditions``: × ``parallelConductors``.
    func ampacity(ofOne one: AmpacityRating?) -> AmpacityRating? {
        Self.ampacity(ofOne: one, parallelConductors: parallelConductors)
    }

    /// ``ampacity(ofOne:)`` of a circuit of `count` ``parallelConductors``: × `count`.
    static func ampacity(ofOne one: AmpacityRating?, parallelConductors count: Int) -> AmpacityRating? {
        guard count > 1 else { return one }
        return one?.derated(by: Double(count))
    }

    /// The continuous current: as given, or I = P / V.
    public var current: Current {
        switch load {
        case .current(let current): current
        case .power(let power): power / supplyVoltage
        }
    }

    /// The power the load draws: as given, or P = V × I.
    public var loadPower: Power {
        switch load {
        case .current(let current): supplyVoltage * current
        case .power(let power): power
        }
    }

    /// The whole conductor path the current flows through: 2 × the one-way run, or the
    /// length as given when it is already the round trip.
    public var conductorLength: Length { lengthIsRoundTrip ? length : length * 2 }

    /// The conductor temperature of the nominal model and ABYC: the one given, else 20 °C. (Under
    /// the real model a size's own is ``conductorTemperature(of:ampacity:)``.)
    public var conductorTemperature: Temperature { givenConductorTemperature ?? .celsius(20) }

    /// The resistance model the circuit's figures use: ABYC's K under ABYC, else the
    /// conductor's model. (In line: batch's records read it, one call a row otherwise.)
    @inlinable @inline(always) public var resistanceModel: AppliedResistanceModel {
        standard == .abyc ? .abyc : conductor.model == .real ? .real : .nominal
    }

    /// Whether the circuit's resistance is read per size from the published tables
    /// (``ResistanceModel/real`` for copper under the default method) rather than ρ · L / A.
    @inline(__always)
    public var usesPublishedResistance: Bool {
        standard == .defaultMethod && conductor.model == .real && material == .copper
    }

    /// Whether the conductor temperature comes from the load: the real model under the default
    /// method, with no temperature given. (In line: batch's records read it.)
    @inlinable @inline(always) public var estimatesTemperature: Bool {
        standard == .defaultMethod && conductor.model == .real && givenConductorTemperature == nil
    }

    /// Whether a size's resistance is not ρ · L / A at one ρ (the published tables, or a
    /// temperature that depends on the size), so sizing must check the drop size by size rather
    /// than against ``requiredArea(maxDropPercent:)``.
    @inline(__always)
    public var resistanceVariesBySize: Bool { usesPublishedResistance || estimatesTemperature }

    /// Conductor resistivity, Ω·mm²/m, of the nominal model: the material's at
    /// ``conductorTemperature``, or ABYC's fixed K for copper under ``SizingStandard/abyc``.
    @inline(__always)
    public var resistivity: Double {
        standard == .abyc ? SizingStandard.abycResistivity : material.resistivity(at: conductorTemperature)
    }

    /// The temperature the conductor's resistance is taken at when wired with a size: the one
    /// given; else, under the real model, estimated from the load against the size's derated
    /// ampacity (``ConductorResistance/estimatedTemperature(current:ampacity:conditions:)``);
    /// else 20 °C.
    /// - Parameters:
    ///   - size: the conductor size.
    ///   - ampacity: its derated ampacity under the circuit's conditions (nil: not rated).
    @inline(__always)
    public func conductorTemperature(of size: ConductorSize, ampacity: AmpacityRating?) -> Temperature {
        guard estimatesTemperature else { return conductorTemperature }
        return ConductorResistance.estimatedTemperature(current: current, ampacity: ampacity?.current, conditions: conditions)
    }

    /// The area a size counts as under the circuit's method (its SAE minimum under ABYC).
    public func sizingArea(of size: ConductorSize) -> Area { standard.countedArea(of: size) }

    /// The resistance of the whole conductor path (out and back) wired with `size`: the one
    /// function every segment's resistance comes from — a circuit's drop, a path's cumulative
    /// drop and the conductors that limit a fault current all read it.
    ///
    /// - Real model (copper, default method): R = R20 · (1 + 0.00393 · (θ − 20 °C)) · L_path,
    ///   with R20 the size's published maximum per length (``ConductorResistanceTable``: IEC
    ///   60228 by class and coating, NEC Chapter 9 Table 8 for AWG) and θ the temperature given or
    ///   estimated from the load (``conductorTemperature(of:ampacity:)``).
    /// - Otherwise R = ρ · L_path / A, with ρ and A as the circuit's ``standard`` defines them
    ///   (the material at its temperature over the nominal area; ABYC's K over the SAE area).
    ///
    /// Either is divided by the ``parallelConductors`` n that share the current (n equal
    /// resistances in parallel).
    public func resistance(of size: ConductorSize) -> Resistance {
        resistance(of: size, sizingArea: sizingArea(of: size).squareMillimeters, ampacity: rating(of: size))
    }

    /// The resistance that limits a fault through this circuit's conductor: ``resistance(of:)``
    /// (the one function a segment's resistance comes from) taken back to 20 °C when the circuit
    /// is sized warmer — a cold conductor lets the most current through, so 20 °C is the
    /// conservative choice for a fault (IEC 60909-0 also takes conductors at 20 °C for the
    /// maximum short-circuit current). A circuit sized colder than 20 °C keeps its own, lower
    /// figure. Under ABYC the method's fixed K is kept (it fixes no temperature).
    ///
    ///     R_fault = R(T) · min(1, ρ(20 °C) / ρ(T))
    public func faultResistance(of size: ConductorSize) -> Resistance {
        let resistance = resistance(of: size)
        guard standard != .abyc else { return resistance }
        // The temperature the resistance was taken at: given, or estimated from the load.
        let warm = material.resistivity(at: conductorTemperature(of: size, ampacity: ampacity(of: size)))
        guard warm > 0 else { return resistance }
        return resistance * min(1, material.resistivityAt20C / warm)
    }

    /// The size's derated ampacity (all its parallel conductors), when the temperature is
    /// estimated from it (nil otherwise: not needed).
    private func rating(of size: ConductorSize) -> AmpacityRating? {
        estimatesTemperature ? ampacity(of: size) : nil
    }

    /// ``resistance(of:)`` with the size's ``sizingArea(of:)`` in mm² and its rating already known.
    @inline(__always)
    func resistance(of size: ConductorSize, sizingArea: Double, ampacity: AmpacityRating?) -> Resistance {
        let one = oneConductorResistance(of: size, sizingArea: sizingArea, ampacity: ampacity)
        return Resistance(ohms: one.ohms / Double(parallelConductors))
    }

    /// One of the parallel conductors' path resistance (see ``resistance(of:)``).
    @inline(__always)
    private func oneConductorResistance(of size: ConductorSize, sizingArea: Double, ampacity: AmpacityRating?)
        -> Resistance
    {
        guard usesPublishedResistance else {
            guard estimatesTemperature else { return Resistance(ohms: resistivity * conductorLength.meters / sizingArea) }
            // Aluminium under the real model: its resistivity over the nominal area, at the estimated temperature.
            let rho = material.resistivity(at: conductorTemperature(of: size, ampacity: ampacity))
            return Resistance(ohms: rho * conductorLength.meters / sizingArea)
        }
        let perKilometer = ConductorResistanceTable.ohmsPerKilometerAt20C(
            of: size, conductorClass: conductor.conductorClass, tinned: conductor.tinned)
        let theta = conductorTemperature(of: size, ampacity: ampacity).degreesCelsius
        return Resistance(
            ohms: perKilometer * (1 + material.temperatureCoefficient * (theta - 20)) * conductorLength.meters / 1000)
    }

    /// The electrical figures of this circuit wired with a given conductor size.
    ///
    /// R = ρ · L_path / A, with ρ and A as the circuit's ``standard`` defines them (material at
    /// its temperature over the nominal area; or ABYC's K over the SAE minimum area); ΔV = I · R; drop % = 100 · ΔV / V_supply; V_load = V_supply − ΔV;
    /// P_loss = I² · R; loss % = 100 · P_loss / P_load. The load is modelled as a constant
    /// current (the worst case for drop).
    public func analyze(_ size: ConductorSize) -> RunAnalysis {
        analyze(
            size, sizingArea: sizingArea(of: size).squareMillimeters,
            ampacity: ampacity(of: size))
    }

    /// ``analyze(_:)`` with the size's ``sizingArea(of:)`` in mm² and its rating under this
    /// circuit's conditions already known.
    ///
    /// Asked in line where it is called, with what it calls (``resistance(of:sizingArea:ampacity:)``,
    /// ``conductorTemperature(of:ampacity:)``, the model's tests): sizing's result then holds the
    /// next smaller size's analysis made in place, not in a temporary copied in (the optimiser
    /// still calls it for the recommended size in `Sizer.size`). The arithmetic is the same, in
    /// the same order, wherever it is put: safe to change as long as it stays so — `CircuitTests`
    /// and `SizerReferenceTests`.
    @inline(__always)
    func analyze(_ size: ConductorSize, sizingArea: Double, ampacity: AmpacityRating?) -> RunAnalysis {
        let resistance = resistance(of: size, sizingArea: sizingArea, ampacity: ampacity)
        let drop = current * resistance
        let loss = drop * current
        return RunAnalysis(
            size: size,
            resistance: resistance,
            voltageDrop: drop,
            voltageDropPercent: 100 * (drop / supplyVoltage),
            loadVoltage: supplyVoltage - drop,
            powerLoss: loss,
            powerLossPercent: 100 * (loss / loadPower),
            ampacity: ampacity,
            conductorTemperature: conductorTemperature(of: size, ampacity: ampacity))
    }

    /// The smallest cross-section of each conductor that keeps the drop at or below
    /// `maxDropPercent`: A = ρ · L_path · I / (V_supply · maxDrop / 100) / n, n the
    /// ``parallelConductors``. Under ABYC this is CM = K · I · L / E
    /// expressed in mm². Under the real model ρ is the nominal model's; the area a conductor of
    /// the circuit's class needs is ``requiredArea(maxDropPercent:resistanceLike:)``.
    /// (In line in sizing's drop search: a call of ~36 instructions a batch row.)
    @inline(__always)
    public func requiredArea(maxDropPercent: Double) -> Area {
        let allowedDrop = supplyVoltage.volts * maxDropPercent / 100
        return .squareMillimeters(
            resistivity * conductorLength.meters * current.amperes / allowedDrop / Double(parallelConductors))
    }

    /// The cross-section that keeps the drop at or below `maxDropPercent` for a conductor with
    /// the resistance per area of `run` (its resistance × its area, at its temperature):
    /// A = R_run · A_run · I / (V_supply · maxDrop / 100). What the real model reports as the
    /// required area: not a size of the series, but how far the drop alone would take it.
    public func requiredArea(maxDropPercent: Double, resistanceLike run: RunAnalysis) -> Area {
        let allowedDrop = supplyVoltage.volts * maxDropPercent / 100
        let ohmsTimesArea = run.resistance.ohms * sizingArea(of: run.size).squareMillimeters
        return .squareMillimeters(ohmsTimesArea * current.amperes / allowedDrop)
    }
}

extension Circuit.Load {
    /// The current the load draws, validated: a current within ``Limits/current``; or a power
    /// within ``Limits/power`` at a voltage within ``Limits/voltage``, drawing I = P / V within
    /// ``Limits/current``. Fields: `current`, `power`, `voltage`. Also checks the voltage for a
    /// load given as a current, so one call validates a circuit's supply.
    public func current(at voltage: Voltage) throws(ValidationError) -> Current {
        switch self {
        case .current(let current):
            try Limits.requirePositive(current.amperes, in: Limits.current, field: "current", unit: "A")
            try Limits.requirePositive(voltage.volts, in: Limits.voltage, field: "voltage", unit: "V")
            return current
        case .power(let power):
            try Limits.requirePositive(power.watts, in: Limits.power, field: "power", unit: "W")
            try Limits.requirePositive(voltage.volts, in: Limits.voltage, field: "voltage", unit: "V")
            let current = power / voltage
            guard Tolerance.isAtMost(current.amperes, Limits.current.upperBound) else {
                throw ValidationError(
                    field: "power",
                    rule: .drawAtMost(.init(Limits.current.upperBound, "A")),
                    value: .power(.init(power.watts, "W"), at: .init(voltage.volts, "V")))
            }
            return current
        }
    }
}
