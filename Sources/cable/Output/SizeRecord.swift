import CableCore

/// The `cable size --json` record: written by `size` (indented) and by `batch` (one line per
/// request, with `line` added). Keys in sorted order at every level.
///
/// A writer keeps the compact JSON of the conductors, fuses, fuse-type lists and names it has
/// written (``JSONFragmentCache``): a batch writes one writer's records, and these recur on
/// most rows.
struct SizeRecord: ~Copyable {
    private var conductors = JSONFragmentCache<ConductorSize>()
    private var fuses = JSONFragmentCache<FuseRecommendation>()
    private var fuseTypeLists = JSONFragmentCache<[FuseType]>()
    private var materials = JSONFragmentCache<ConductorMaterial>()
    private var seriesNames = JSONFragmentCache<WireSeries>()
    private var standards = JSONFragmentCache<SizingStandard>()
    private var limits = JSONFragmentCache<LimitingFactor>()

    init() {}

    mutating func write(_ result: SizingResult, line: Int? = nil, to json: inout JSONEmitter) {
        let circuit = result.circuit
        let run = result.recommended
        json.beginObject()
        writeRunHead(run, to: &json)
        json.key("fuse")
        if let fuse = result.fuse {
            fuses.write(fuse, to: &json) { json in Self.writeFuse(fuse, to: &json) }
        } else {
            json.null()
        }
        json.member("fuseMinimumAmperes", result.fuseMinimum.amperes)
        json.key("input")
        json.beginObject()
        json.member("bundledConductors", circuit.conditions.bundledConductors)
        json.member("conductorLengthMeters", circuit.conductorLength.meters)
        json.member("conductorTemperatureCelsius", circuit.conductorTemperature.degreesCelsius)
        json.member("currentAmperes", circuit.current.amperes)
        json.member("engineRoom", circuit.conditions.engineRoom)
        json.member("fuseFactor", result.options.fuseFactor)
        json.key("fuseTypes")
        fuseTypeLists.write(result.options.fuseTypes, to: &json) { json in
            json.beginArray()
            for type in result.options.fuseTypes { json.string(type.rawValue) }
            json.endArray()
        }
        json.member("insulationCelsius", circuit.conditions.insulation.degreesCelsius)
        json.member("lengthIsRoundTrip", circuit.lengthIsRoundTrip)
        json.member("lengthMeters", circuit.length.meters)
        json.member("loadPowerWatts", circuit.loadPower.watts)
        json.key("material")
        materials.writeName(circuit.material, to: &json)
        json.member("maxDropPercent", result.options.maxDropPercent)
        json.key("powerWatts")
        if case .power(let power) = circuit.load { json.number(power.watts) } else { json.null() }
        json.key("series")
        seriesNames.writeName(result.options.series, to: &json)
        json.key("standard")
        standards.writeName(circuit.standard, to: &json)
        json.member("voltageVolts", circuit.supplyVoltage.volts)
        json.endObject()
        json.key("limitedBy")
        limits.writeName(result.limitedBy, to: &json)
        if let line {
            json.member("line", line)
        }
        json.member("loadVoltageVolts", run.loadVoltage.volts)
        json.key("nextSmaller")
        if let smaller = result.nextSmaller {
            json.beginObject()
            writeRunHead(smaller, to: &json)
            Self.writeRunTail(smaller, to: &json)
            json.endObject()
        } else {
            json.null()
        }
        json.member("powerLossPercent", run.powerLossPercent)
        json.member("powerLossWatts", run.powerLoss.watts)
        json.member("requiredAreaSquareMillimeters", result.requiredArea.squareMillimeters)
        json.member("resistanceOhms", run.resistance.ohms)
        json.member("schemaVersion", 1)
        json.key("upsizedForFuseFrom")
        if let size = result.upsizedForFuseFrom { writeConductor(size, to: &json) } else { json.null() }
        json.member("voltageDropPercent", run.voltageDropPercent)
        json.member("voltageDropVolts", run.voltageDrop.volts)
        json.endObject()
    }

    /// A run's members that sort first: `ampacityAmperes`, `ampacityIsLowerBound`, `conductor`.
    private mutating func writeRunHead(_ run: RunAnalysis, to json: inout JSONEmitter) {
        json.key("ampacityAmperes")
        json.optional(run.ampacity) { json, rating in json.number(rating.current.amperes) }
        json.key("ampacityIsLowerBound")
        json.optional(run.ampacity) { json, rating in json.bool(rating.isLowerBound) }
        json.key("conductor")
        writeConductor(run.size, to: &json)
    }

    /// A run's members after `conductor` (all of them for `nextSmaller`; the record itself
    /// interleaves its own keys between them).
    private static func writeRunTail(_ run: RunAnalysis, to json: inout JSONEmitter) {
        json.member("loadVoltageVolts", run.loadVoltage.volts)
        json.member("powerLossPercent", run.powerLossPercent)
        json.member("powerLossWatts", run.powerLoss.watts)
        json.member("resistanceOhms", run.resistance.ohms)
        json.member("voltageDropPercent", run.voltageDropPercent)
        json.member("voltageDropVolts", run.voltageDrop.volts)
    }

    /// A conductor's object, from the cache when it was written before.
    private mutating func writeConductor(_ size: ConductorSize, to json: inout JSONEmitter) {
        conductors.write(size, to: &json) { json in Self.writeConductor(size, to: &json) }
    }

    static func writeConductor(_ size: ConductorSize, to json: inout JSONEmitter) {
        json.beginObject()
        json.member("areaSquareMillimeters", size.area.squareMillimeters)
        json.key("awg")
        json.optional(size.awgLabel) { json, label in json.string(label) }
        json.key("kcmil")
        if case .kcmil(let k) = size.designation { json.integer(k) } else { json.null() }
        json.key("label")
        json.string(size.label)
        json.key("series")
        json.string(WireSeries.of(size).rawValue)
        json.endObject()
    }

    static func writeFuse(_ fuse: FuseRecommendation, to json: inout JSONEmitter) {
        json.beginObject()
        json.member("ratingAmperes", fuse.rating.amperes)
        json.key("type")
        json.string(fuse.type.rawValue)
        json.key("typeName")
        json.string(fuse.type.displayName)
        json.endObject()
    }
}
