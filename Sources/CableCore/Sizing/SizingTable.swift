/// A grid of conductor sizes by length and current at one voltage and drop limit, like the
/// tables ABYC E-11 publishes.
public struct SizingTable: Hashable, Sendable {
    /// The supply voltage every cell is sized at.
    public let voltage: Voltage
    /// The drop limit every cell is sized for, %.
    public let maxDropPercent: Double
    /// The sizing method.
    public let standard: SizingStandard
    /// The series sizes are chosen from.
    public let series: WireSeries
    /// Whether ``lengths`` are round trips (ABYC's tables are) rather than one-way runs.
    public let lengthsAreRoundTrip: Bool
    /// Whether a cell is also large enough to carry its current; otherwise it meets the drop alone,
    /// as ABYC's drop tables do.
    public let withAmpacity: Bool
    /// The conductor the grid is sized for.
    public let material: ConductorMaterial
    /// The conductor temperature given, else 20 °C (see ``givenConductorTemperature``).
    public var conductorTemperature: Temperature { givenConductorTemperature ?? .celsius(20) }
    /// The conductor temperature given; nil when none was (each cell's is then estimated from
    /// its load under the real resistance model, and 20 °C under the nominal one).
    public let givenConductorTemperature: Temperature?
    /// The resistance model, IEC 60228 class and coating of the conductor.
    public let conductor: ConductorResistance
    /// The resistance model the cells were sized with: ABYC's K under ABYC, else the conductor's.
    public var resistanceModel: AppliedResistanceModel {
        standard == .abyc ? .abyc : conductor.model == .real ? .real : .nominal
    }
    /// The installation the ampacities are derated for (when ``withAmpacity``).
    public let conditions: InstallationConditions
    /// The rows' lengths.
    public let lengths: [Length]
    /// The columns' currents.
    public let currents: [Current]
    /// `cells[row][column]`: the size for `lengths[row]` and `currents[column]`, nil where no
    /// single conductor of the series suffices.
    public let cells: [[ConductorSize?]]

    /// ABYC's layout: 10 to 170 ft of round trip in steps of 10.
    public static let abycLengths: [Length] = stride(from: 10.0, through: 170, by: 10).map { Length.feet($0) }
    /// The metric grid's lengths: 2 to 50 m, the whole metres a metric buyer measures
    /// and cuts, spanning ABYC's 10–170 ft (3.0–51.8 m). The steps grow with the length, 20 to
    /// 33 % each from 5 m on — the rounded R10/R5 preferred numbers of ISO 3 (…, 4, 5, 6.3, 8,
    /// 10, 12.5, 16, 20, 25, 31.5, 40, 50) written as the lengths people say — so every row is a
    /// similar step in drop, where ABYC's even 10 ft steps crowd its long end.
    public static let metricLengths: [Length] = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50].map { Length.meters($0) }

    /// The lengths a grid has when none are given: ``metricLengths`` in metric units,
    /// ABYC's feet (``abycLengths``) in imperial.
    public static func defaultLengths(_ units: UnitSystem) -> [Length] { units == .imperial ? abycLengths : metricLengths }
    /// ABYC's layout: 5 to 30 A in steps of 5, then 40 to 100 A in steps of 10.
    public static let abycCurrents: [Current] = [5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100].map { Current.amperes($0) }

    /// Builds the grid: each cell is the smallest size of `series` whose drop over its row's
    /// length at its column's current stays within `maxDropPercent` (A = ρ · L_path · I / ΔV, as
    /// ``Circuit/requiredArea(maxDropPercent:)``).
    /// - Parameters:
    ///   - voltage: the supply voltage of every cell.
    ///   - maxDropPercent: the drop limit of every cell, %.
    ///   - lengths: the rows' lengths (at most 200).
    ///   - currents: the columns' currents (at most 200).
    ///   - lengthsAreRoundTrip: the lengths are round trips (ABYC's tables), not one-way runs.
    ///   - standard: the sizing method.
    ///   - series: the series cells are chosen from.
    ///   - material: the conductor material; copper by default.
    ///   - conductorTemperature: the conductor temperature; nil (the default) for estimated from
    ///     each cell's load under the real model, 20 °C under the nominal one.
    ///   - conductor: the resistance model, class and coating (``ConductorResistance``).
    ///   - withAmpacity: also require the size to carry the current (published tables are drop-only).
    ///   - conditions: derating for `withAmpacity`.
    /// - Throws: ``ValidationError`` for a value out of the engine's range (fields `voltage`,
    ///   `lengths`, `currents`, `maxDrop`), or more than 200 lengths or currents.
    public static func make(
        voltage: Voltage, maxDropPercent: Double, lengths: [Length], currents: [Current], lengthsAreRoundTrip: Bool,
        standard: SizingStandard, series: WireSeries, material: ConductorMaterial = .copper,
        conductorTemperature: Temperature? = nil, conditions: InstallationConditions = InstallationConditions(),
        withAmpacity: Bool = false, conductor: ConductorResistance = .default
    ) throws(ValidationError) -> SizingTable {
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        for (field, count) in [("lengths", lengths.count), ("currents", currents.count)] where !(1...200).contains(count) {
            throw ValidationError(field: field, rule: .valueCount(low: 1, high: 200), actual: String(count))
        }
        var cells: [[ConductorSize?]] = []
        for length in lengths {
            var row: [ConductorSize?] = []
            for current in currents {
                let circuit: Circuit
                do {
                    circuit = try Circuit(
                        load: .current(current), supplyVoltage: voltage, length: length, lengthIsRoundTrip: lengthsAreRoundTrip,
                        material: material, conductorTemperature: conductorTemperature, conditions: conditions,
                        standard: standard, conductor: conductor)
                } catch {
                    throw error.renamingField { $0 == "length" ? "lengths" : $0 == "current" ? "currents" : $0 }
                }
                row.append(
                    Sizer.smallestSize(
                        for: circuit, maxDropPercent: maxDropPercent, series: series, requireAmpacity: withAmpacity))
            }
            cells.append(row)
        }
        return SizingTable(
            voltage: voltage, maxDropPercent: maxDropPercent, standard: standard, series: series,
            lengthsAreRoundTrip: lengthsAreRoundTrip, withAmpacity: withAmpacity, material: material,
            givenConductorTemperature: conductorTemperature, conductor: conductor, conditions: conditions, lengths: lengths,
            currents: currents, cells: cells)
    }
}

extension SizingTable {
    /// The grid `cable table` prints, from a request's fields — `voltage` (required), the
    /// conductor ``SizingRequest/Settings``, `units`, `critical` and `maxDrop` — over the given
    /// lengths and currents; without lengths, ``defaultLengths(_:)`` (2 to 50 m, or ABYC's 10 to
    /// 170 ft in imperial units), and without currents ABYC's 5 to 100 A. Lengths given or not are
    /// one-way runs unless the fields ask for round trips (`roundTrip`), so a default row and the
    /// same length given say the same thing.
    /// - Throws: ``ValidationError`` naming the key, or `lengths`/`currents` for a value out of range.
    public static func make(
        _ fields: SizingRequest.Fields, lengths: [Length]?, currents: [Current]?, withAmpacity: Bool,
        dropLimits: DropLimits = DropLimits()
    ) throws(ValidationError) -> SizingTable {
        guard let voltage = try fields.quantity(.voltage, QuantityParser.voltage) else { throw SizingRequest.missing(.voltage) }
        let settings = try SizingRequest.settings(fields)
        let units = try SizingRequest.units(fields)
        let maxDrop = dropLimits.limit(
            own: try fields.number(.maxDrop, QuantityParser.percent), critical: try fields.flag(.critical),
            standard: settings.standard)
        return try make(
            voltage: voltage, maxDropPercent: maxDrop, lengths: lengths ?? defaultLengths(units),
            currents: currents ?? abycCurrents,
            lengthsAreRoundTrip: settings.lengthIsRoundTrip, standard: settings.standard,
            series: settings.standard.series(for: units), material: settings.material,
            conductorTemperature: settings.givenTemperature, conditions: settings.conditions, withAmpacity: withAmpacity,
            conductor: settings.conductor)
    }
}
