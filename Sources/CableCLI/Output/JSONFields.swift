import CableCore

/// JSON shapes shared by several commands, so that a conductor or a fuse looks the same
/// wherever it appears.
enum JSONFields {
    static let schemaVersion = JSONValue.integer(1)

    /// `{label, areaSquareMillimeters, awg, kcmil, series}`.
    static func conductor(_ size: ConductorSize) -> JSONValue {
        var kcmil: JSONValue = .null
        if case .kcmil(let k) = size.designation { kcmil = .integer(k) }
        return .object([
            "label": .string(size.label),
            "areaSquareMillimeters": .number(size.area.squareMillimeters),
            "awg": .optional(size.awgLabel, JSONValue.string),
            "kcmil": kcmil,
            "series": .string(WireSeries.of(size).rawValue),
        ])
    }

    /// `{ratingAmperes, type, typeName}`.
    static func fuse(_ fuse: FuseRecommendation?) -> JSONValue {
        .optional(fuse) { fuse in
            .object([
                "ratingAmperes": .number(fuse.rating.amperes),
                "type": .string(fuse.type.rawValue),
                "typeName": .string(fuse.type.displayName),
            ])
        }
    }

    static func ampacity(_ rating: AmpacityRating?) -> JSONValue {
        .optional(rating) { .number($0.current.amperes) }
    }

    static func conditions(_ conditions: InstallationConditions) -> [String: JSONValue] {
        [
            "insulationCelsius": .integer(conditions.insulation.degreesCelsius),
            "engineRoom": .bool(conditions.engineRoom),
            "bundledConductors": .integer(conditions.bundledConductors),
        ]
    }

    /// The normalised circuit inputs in SI units.
    static func circuit(_ circuit: Circuit) -> [String: JSONValue] {
        var power: JSONValue = .null
        if case .power(let watts) = circuit.load { power = .number(watts.watts) }
        return conditions(circuit.conditions).merging([
            "currentAmperes": .number(circuit.current.amperes),
            "powerWatts": power,
            "loadPowerWatts": .number(circuit.loadPower.watts),
            "voltageVolts": .number(circuit.supplyVoltage.volts),
            "lengthMeters": .number(circuit.length.meters),
            "lengthIsRoundTrip": .bool(circuit.lengthIsRoundTrip),
            "conductorLengthMeters": .number(circuit.conductorLength.meters),
            "material": .string(circuit.material.rawValue),
            "conductorTemperatureCelsius": .number(circuit.conductorTemperature.degreesCelsius),
        ]) { _, new in new }
    }

    /// The electrical figures of a run: resistance, drop, load voltage, loss, ampacity.
    static func run(_ run: RunAnalysis) -> [String: JSONValue] {
        [
            "conductor": conductor(run.size),
            "resistanceOhms": .number(run.resistance.ohms),
            "voltageDropVolts": .number(run.voltageDrop.volts),
            "voltageDropPercent": .number(run.voltageDropPercent),
            "loadVoltageVolts": .number(run.loadVoltage.volts),
            "powerLossWatts": .number(run.powerLoss.watts),
            "powerLossPercent": .number(run.powerLossPercent),
            "ampacityAmperes": ampacity(run.ampacity),
            "ampacityIsLowerBound": .optional(run.ampacity) { .bool($0.isLowerBound) },
        ]
    }
}
