/// A wire series listed size by size with its area, resistance and derated ampacity: what
/// `cable wires` shows.
public struct WireTable: Hashable, Sendable {
    /// One size of the series.
    public struct Row: Hashable, Sendable {
        /// The conductor size.
        public let size: ConductorSize
        /// Resistance of one conductor 1 km long, and 1000 ft long, at the table's temperature.
        public let resistancePerKilometer: Resistance
        /// Resistance of one conductor 1000 ft long at the table's temperature.
        public let resistancePerThousandFeet: Resistance
        /// Derated allowable current; nil where the cited tables do not rate the size.
        public let ampacity: AmpacityRating?
    }

    /// The size series listed (IEC 60228 metric or AWG).
    public let series: WireSeries
    /// The conductor material the resistances are for.
    public let material: ConductorMaterial
    /// The conductor temperature the resistances are for (ρ(T) = ρ20 · (1 + α · (T − 20 °C))).
    public let temperature: Temperature
    /// The resistance model, IEC 60228 class and coating the resistances are for.
    public let conductor: ConductorResistance
    /// The installation the ampacities are derated for.
    public let conditions: InstallationConditions
    /// The citation of the ampacity table the series is rated by.
    public let ampacitySource: String
    /// One row per size of the series, smallest first.
    public let rows: [Row]

    /// The series of the `units` field (metric unless given), with the conductor settings the
    /// fields give (``SizingRequest/settings(_:)``).
    /// - Throws: ``ValidationError`` naming the key of a value out of range.
    public init(_ fields: SizingRequest.Fields) throws(ValidationError) {
        let settings = try SizingRequest.settings(fields)
        let units = try fields.named(.units, UnitSystem.parse) ?? .metric
        let table = AmpacityTable.forSeries(units.series)
        series = units.series
        material = settings.material
        temperature = settings.temperature
        conditions = settings.conditions
        conductor = settings.conductor
        ampacitySource = table.source
        let material = settings.material
        let temperature = settings.temperature
        let published = settings.conductor.model == .real && material == .copper
        rows = series.sizes.map { size in
            let ampacity = table.rating(of: size, conditions: settings.conditions, material: material)
            guard published else {
                return Row(
                    size: size, resistancePerKilometer: material.resistance(of: size, length: .meters(1000), at: temperature),
                    resistancePerThousandFeet: material.resistance(of: size, length: .feet(1000), at: temperature),
                    ampacity: ampacity)
            }
            // The published maximum of one conductor 1 km long, at the temperature.
            let perKilometer =
                ConductorResistanceTable.ohmsPerKilometerAt20C(
                    of: size, conductorClass: settings.conductor.conductorClass, tinned: settings.conductor.tinned)
                * (1 + material.temperatureCoefficient * (temperature.degreesCelsius - 20))
            return Row(
                size: size, resistancePerKilometer: .ohms(perKilometer),
                resistancePerThousandFeet: .ohms(perKilometer * Length.metersPerFoot), ampacity: ampacity)
        }
    }
}
