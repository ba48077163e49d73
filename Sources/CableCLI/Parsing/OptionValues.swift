import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How results are shown: metric (mm², metres) or imperial (AWG, feet). Stored values stay SI.
enum UnitSystem: String, CaseIterable {
    case metric
    case imperial

    /// The wire series a person using this system buys from.
    var series: WireSeries { self == .metric ? .metric : .awg }
}

/// Typed access to a command's parsed options. Every value error names the option as typed
/// (`--length`); a missing required option is a usage error.
struct OptionValues {
    let parsed: ParsedArguments
    let command: CommandSpec
    let environment: Environment

    func flag(_ name: String) -> Bool { parsed.flag(name) }
    func has(_ name: String) -> Bool { parsed.has(name) }

    /// The option's value read by `parse`, or nil when it was not given.
    func value<T>(_ name: String, _ parse: (String, String) throws(ValidationError) -> T) throws(CLIError) -> T? {
        guard let text = parsed.value(name) else { return nil }
        do {
            return try parse(text, "--\(name)")
        } catch {
            throw .invalidValue(error)
        }
    }

    /// The option's value; a usage error when it is missing.
    func required<T>(_ name: String, _ parse: (String, String) throws(ValidationError) -> T) throws(CLIError) -> T {
        guard let value = try value(name, parse) else {
            throw .usage("missing required option '--\(name)'", command: command.name)
        }
        return value
    }

    /// The option's text as given; a usage error when it is missing.
    func requiredText(_ name: String) throws(CLIError) -> String {
        try required(name) { text, _ in text }
    }

    /// An engine validation error with its field key renamed to the option the user typed.
    func named(_ error: ValidationError) -> CLIError {
        .invalidValue(error.renamingField { key in command.option(forKey: key).map { "--\($0.name)" } ?? key })
    }

    /// `--units`, else `CABLE_UNITS`, else metric.
    func units() throws(CLIError) -> UnitSystem {
        if let units = try value("units", Self.unitSystem) { return units }
        if let text = environment["CABLE_UNITS"], !text.isEmpty {
            do {
                return try Self.unitSystem(text, field: "CABLE_UNITS")
            } catch {
                throw .invalidValue(error)
            }
        }
        return .metric
    }

    /// Units for a system file: `--units`, else the file's `defaults.units`, else `CABLE_UNITS`,
    /// else metric. The file outranks the environment because its units choose the wire series,
    /// and a file's results must not change with who runs it.
    func units(for system: ElectricalSystem) throws(CLIError) -> UnitSystem {
        if let units = try value("units", Self.unitSystem) { return units }
        if let series = system.defaults.series { return series == .metric ? .metric : .imperial }
        return try units()
    }

    /// The system named by the FILE argument, read and validated.
    func systemFile() throws(CLIError) -> (path: String, system: ElectricalSystem) {
        guard let path = parsed.positionals.first else {
            throw .usage("missing FILE (a system file, or - for standard input)", command: command.name)
        }
        return (path, try InputFile.system(path))
    }

    static func unitSystem(_ text: String, field: String) throws(ValidationError) -> UnitSystem {
        guard let units = UnitSystem(rawValue: text.lowercased()) else {
            throw ValidationError(field: field, rule: "must be metric or imperial", actual: "'\(text)'")
        }
        return units
    }

    func material() throws(CLIError) -> ConductorMaterial {
        try value("material", QuantityParser.material) ?? .copper
    }

    func conditions() throws(CLIError) -> InstallationConditions {
        InstallationConditions(
            insulation: try value("insulation", QuantityParser.insulation) ?? .c105,
            engineRoom: flag("engine-room"),
            bundledConductors: try value("bundled", QuantityParser.bundledConductors) ?? 1)
    }

    /// `--fuse-type blade,maxi` (any of the catalogue's families); all when absent.
    func fuseTypes() throws(CLIError) -> [FuseType] {
        try value("fuse-type", QuantityParser.fuseTypes) ?? FuseType.allCases
    }

    /// The load: `--current`, or `--power` with the supply voltage. Exactly one of them.
    func load() throws(CLIError) -> Circuit.Load {
        let current = try value("current", QuantityParser.current)
        let power = try value("power", QuantityParser.power)
        switch (current, power) {
        case (let current?, nil): return .current(current)
        case (nil, let power?): return .power(power)
        case (.some, .some):
            throw .usage("give either --current or --power, not both", command: command.name)
        case (nil, nil):
            throw .usage("missing the load: give --current (A) or --power (W)", command: command.name)
        }
    }

    /// `--format` from a closed set of formats.
    func format<F: RawRepresentable & CaseIterable>(_: F.Type) throws(CLIError) -> F? where F.RawValue == String {
        try value("format") { text, field throws(ValidationError) in
            guard let format = F(rawValue: text.lowercased()) else {
                let names = F.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(field: field, rule: "must be one of \(names)", actual: "'\(text)'")
            }
            return format
        }
    }

    /// `--standard default|abyc`; default when absent.
    func standard() throws(CLIError) -> SizingStandard {
        try value("standard", QuantityParser.standard) ?? .defaultMethod
    }

    /// The drop limit: `--max-drop`, else 3 % with `--critical`, else the standard's default
    /// (ABYC 10 %, otherwise 5 %).
    func maxDrop(standard: SizingStandard) throws(CLIError) -> Double {
        if let value = try value("max-drop", QuantityParser.percent) { return value }
        if flag("critical") { return SizingOptions.criticalMaxDropPercent }
        return standard == .abyc ? SizingOptions.abycMaxDropPercent : SizingOptions.defaultMaxDropPercent
    }

    /// The circuit from the shared options: load, voltage, length, round trip, material,
    /// temperature and installation conditions, validated by the engine.
    func circuit() throws(CLIError) -> Circuit {
        let load = try load()
        let voltage = try required("voltage", QuantityParser.voltage)
        let length = try required("length", QuantityParser.length)
        let temperature = try value("temperature", QuantityParser.temperature) ?? .celsius(20)
        let material = try material()
        let conditions = try conditions()
        let standard = try standard()
        if standard == .abyc {
            if material != .copper {
                throw .usage("--standard abyc sizes copper only (K = 10.75): omit --material", command: command.name)
            }
            if has("temperature") {
                throw .usage("--standard abyc uses a fixed K = 10.75 Ω·cmil/ft: omit --temperature", command: command.name)
            }
        }
        do {
            return try Circuit(
                load: load, supplyVoltage: voltage, length: length,
                lengthIsRoundTrip: flag("round-trip"), material: material,
                conductorTemperature: temperature, conditions: conditions, standard: standard)
        } catch {
            throw named(error)
        }
    }
}
