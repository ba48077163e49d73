import CableCore

/// The `cable size --json` record: written by `size` (indented) and by `batch` (one line per
/// request, with `line` added). Keys in sorted order at every level.
///
/// A writer keeps the compact JSON of the runs' first members (rating and conductor), fuses,
/// conductors and names it has written (``JSONFragmentCache``), and the `input` object's text
/// for the request settings it has seen (``JSONTemplate``): a batch writes one writer's
/// records, and these recur on most rows.
struct SizeRecord: ~Copyable {
    private var conductors = JSONFragmentCache<ConductorSize>()
    private var fuses = JSONFragmentCache<FuseRecommendation>()
    private var limits = JSONFragmentCache<LimitingFactor>()
    private var runHeads = JSONFragmentCache<RunHead>()

    init() {}

    mutating func write(_ result: SizingResult, line: Int? = nil, to json: inout JSONEmitter) {
        let circuit = result.circuit
        let run = result.recommended
        json.beginObject()
        writeRunHead(run, to: &json)
        json.key("fuse")
        if let fuse = result.fuse {
            fuses.write(fuse, fingerprint: fuse.rating.amperes.bitPattern, to: &json) { json in Self.writeFuse(fuse, to: &json) }
        } else {
            json.null()
        }
        json.member("fuseMinimumAmperes", result.fuseMinimum.amperes)
        json.key("input")
        writeInput(result, to: &json)
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

    /// The request's settings: what the `input` object holds besides the load, the length and the
    /// voltage. Rows with the same settings have the same `input` text around those values, and
    /// the template is rendered from these alone.
    private struct InputSettings {
        let conditions: InstallationConditions
        let conductorTemperature: Temperature
        let lengthIsRoundTrip: Bool
        let material: ConductorMaterial
        let standard: SizingStandard
        let options: SizingOptions

        init(_ result: SizingResult) {
            let circuit = result.circuit
            conditions = circuit.conditions
            conductorTemperature = circuit.conductorTemperature
            lengthIsRoundTrip = circuit.lengthIsRoundTrip
            material = circuit.material
            standard = circuit.standard
            options = result.options
        }

        /// Whether `result` was sized with these settings: each compared with the result's own,
        /// in place (making the row's settings first and comparing those measured 3 % slower).
        @inline(__always)
        func match(_ result: SizingResult) -> Bool {
            let circuit = result.circuit
            return conditions == circuit.conditions && conductorTemperature == circuit.conductorTemperature
                && lengthIsRoundTrip == circuit.lengthIsRoundTrip && material == circuit.material
                && standard == circuit.standard && options == result.options
        }
    }

    /// The `input` template in use, and the ones for other settings seen before.
    private var input: (settings: InputSettings, template: JSONTemplate)?
    private var otherInputs: [(settings: InputSettings, template: JSONTemplate)] = []

    /// How many settings' `input` templates are kept besides the one in use.
    static let inputTemplateLimit = 8

    /// Writes the `input` object from the template for its settings: the members that vary from
    /// row to row go in its holes.
    private mutating func writeInput(_ result: SizingResult, to json: inout JSONEmitter) {
        if input?.settings.match(result) != true { useInputTemplate(for: result) }
        // Always there once useInputTemplate has run (read in place: returning it would copy it).
        guard let template = input?.template else { return }
        let circuit = result.circuit
        template.writePiece(0, to: &json)
        json.number(circuit.conductorLength.meters)
        template.writePiece(1, to: &json)
        json.number(circuit.current.amperes)
        template.writePiece(2, to: &json)
        json.number(circuit.length.meters)
        template.writePiece(3, to: &json)
        json.number(circuit.loadPower.watts)
        template.writePiece(4, to: &json)
        if case .power(let power) = circuit.load { json.number(power.watts) } else { json.null() }
        template.writePiece(5, to: &json)
        json.number(circuit.supplyVoltage.volts)
        template.writePiece(6, to: &json)
    }

    /// Makes the template for `result`'s settings the one in use: one seen before, or a new one,
    /// with a hole (in key order) for each member that varies from row to row:
    /// `conductorLengthMeters`, `currentAmperes`, `lengthMeters`, `loadPowerWatts`, `powerWatts`,
    /// `voltageVolts`.
    @inline(never)
    private mutating func useInputTemplate(for result: SizingResult) {
        if let previous = input {
            if otherInputs.count == Self.inputTemplateLimit { otherInputs.removeFirst() }
            otherInputs.append(previous)
        }
        if let index = otherInputs.firstIndex(where: { $0.settings.match(result) }) {
            input = otherInputs.remove(at: index)
            return
        }
        let settings = InputSettings(result)
        let options = settings.options
        let template = JSONTemplate { json in
            json.beginObject()
            json.member("bundledConductors", settings.conditions.bundledConductors)
            json.key("conductorLengthMeters")
            json.hole()
            json.member("conductorTemperatureCelsius", settings.conductorTemperature.degreesCelsius)
            json.key("currentAmperes")
            json.hole()
            json.member("engineRoom", settings.conditions.engineRoom)
            json.member("fuseFactor", options.fuseFactor)
            json.key("fuseTypes")
            json.beginArray()
            for type in options.fuseTypes { json.string(type.rawValue) }
            json.endArray()
            json.member("insulationCelsius", settings.conditions.insulation.degreesCelsius)
            json.member("lengthIsRoundTrip", settings.lengthIsRoundTrip)
            json.key("lengthMeters")
            json.hole()
            json.key("loadPowerWatts")
            json.hole()
            json.key("material")
            json.string(settings.material.rawValue)
            json.member("maxDropPercent", options.maxDropPercent)
            json.key("powerWatts")
            json.hole()
            json.key("series")
            json.string(options.series.rawValue)
            json.key("standard")
            json.string(settings.standard.rawValue)
            json.key("voltageVolts")
            json.hole()
            json.endObject()
        }
        input = (settings, template)
    }

    /// A run's members that sort first: `ampacityAmperes`, `ampacityIsLowerBound`, `conductor`.
    /// They depend on the size and its rating only, and recur on most rows: written once for each.
    private mutating func writeRunHead(_ run: RunAnalysis, to json: inout JSONEmitter) {
        let head = RunHead(size: run.size, ampacity: run.ampacity)
        runHeads.writeMembers(head, fingerprint: head.fingerprint, to: &json) { json in
            json.key("ampacityAmperes")
            json.optional(run.ampacity) { json, rating in json.number(rating.current.amperes) }
            json.key("ampacityIsLowerBound")
            json.optional(run.ampacity) { json, rating in json.bool(rating.isLowerBound) }
            json.key("conductor")
            Self.writeConductor(run.size, to: &json)
        }
    }

    /// What a run's first members depend on.
    private struct RunHead: Equatable {
        let size: ConductorSize
        let ampacity: AmpacityRating?

        var fingerprint: UInt64 { size.fingerprint ^ (ampacity?.current.amperes.bitPattern ?? 0) }
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
        conductors.write(size, fingerprint: size.fingerprint, to: &json) { json in Self.writeConductor(size, to: &json) }
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

extension ConductorSize {
    /// A number for ``JSONFragmentCache``: equal sizes, equal numbers; different ones rarely.
    fileprivate var fingerprint: UInt64 {
        switch designation {
        case .metric(let squareMillimeters): squareMillimeters.bitPattern
        case .awg(let gauge): UInt64(bitPattern: Int64(gauge)) ^ 0xA000_0000_0000_0000
        case .kcmil(let thousands): UInt64(bitPattern: Int64(thousands)) ^ 0xC000_0000_0000_0000
        }
    }
}
