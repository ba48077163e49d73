import CableCore

/// The environment variables a run reads (``CLI/environmentVariables``), by name.
typealias Environment = [String: String]

/// A command's parsed arguments, read through the options' declarations: a value is parsed when
/// read, and a bad one is an error naming the option as typed (`--wire`); a missing required one
/// is a usage error.
struct Arguments {
    let parsed: ParsedArguments
    let command: CommandSpec
    let environment: Environment

    // MARK: - Options by declaration

    /// The option's value, or nil when it was not given.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
        assert(!option.followsUnits, "--\(option.name)'s bare numbers follow the units: read it with value(_:units:)")
        return try value(option, units: .metric)
    }

    /// The option's value with its bare numbers in `units` (``units(file:)``), or nil when it
    /// was not given.
    func value<Value>(_ option: Option<Value>, units: UnitSystem) throws(CLIError) -> Value? {
        guard let text = text(of: option.spec) else { return nil }
        do {
            return try option.read(text, "--\(option.name)", units)
        } catch {
            throw .invalidValue(error)
        }
    }

    /// The option's value (its bare numbers in `units`, for an option that follows them); a
    /// usage error when it was not given.
    func required<Value>(_ option: Option<Value>, units: UnitSystem? = nil) throws(CLIError) -> Value {
        let given: Value?
        if let units { given = try value(option, units: units) } else { given = try value(option) }
        guard let value = given else {
            throw .usage("missing required option '--\(option.name)'", command: command.name)
        }
        return value
    }

    func isSet(_ flag: Flag) -> Bool { has(flag.spec) }

    /// Whether the option was given at all.
    func has(_ option: OptionSpec) -> Bool {
        assert(command.option(named: option.name) != nil, "'\(command.name)' reads --\(option.name), which it does not declare")
        return parsed.has(option.name)
    }

    /// The option's text as given.
    func text(of option: OptionSpec) -> String? {
        assert(command.option(named: option.name) != nil, "'\(command.name)' reads --\(option.name), which it does not declare")
        return parsed.value(option.name)
    }

    // MARK: - Sizing requests

    /// What `make` builds from the request fields `options` hold (``requestFields(_:units:)``);
    /// a validation error names the option it came from (``named(_:)``).
    func validated<Value>(
        _ options: [RequestOption], units: UnitSystem? = nil,
        _ make: (SizingRequest.Fields) throws(ValidationError) -> Value
    ) throws(CLIError) -> Value {
        do {
            return try make(requestFields(options, units: units))
        } catch {
            throw named(error)
        }
    }

    /// The request fields the given `options` hold: each value's text as typed, each flag as
    /// `true`; with `units` resolved (``units()``) when the command reads units.
    func requestFields(_ options: [RequestOption], units: UnitSystem? = nil) -> SizingRequest.Fields {
        var fields = SizingRequest.Fields()
        for option in options {
            if option.valueName == nil {
                if has(option.spec) { fields.set(option.key, .bool(true)) }
            } else if let text = text(of: option.spec) {
                fields.set(option.key, .text(text))
            }
        }
        if let units { fields.set(.units, .text(units.rawValue)) }
        return fields
    }

    /// An engine validation error as the command line words it: fields named by the option the
    /// user typed (`maxDrop` → `--max-drop`), a missing or conflicting option a usage error.
    func named(_ error: ValidationError) -> CLIError {
        let renamed = error.renamingField { key in
            command.options.first { Self.camelCase($0.name) == key }.map { "--\($0.name)" } ?? key
        }
        switch renamed.kind {
        case .invalid:
            return .invalidValue(renamed)
        case .missing:
            return .usage("missing required option '\(renamed.field)'", command: command.name)
        case .missingEither(let alternative):
            // The one pair of which a request needs either: the load.
            return .usage("missing the load: give \(renamed.field) (A) or \(alternative) (W)", command: command.name)
        case .conflict(let other):
            return .usage("give either \(renamed.field) or \(other), not both", command: command.name)
        }
    }

    /// `max-drop` → `maxDrop`: the engine's key for an option.
    static func camelCase(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.withCapitalFirst }.joined()
    }

    // MARK: - Units and files

    /// The unit system in force — what results are shown in and what a bare number typed on the
    /// command line means (metres or feet, mm² or AWG) — from the first source that names one:
    /// `--units` (for a command that takes it), the system file's `defaults.units` (`file`),
    /// `CABLE_UNITS`, else metric. The one place this order is written: a further source slots
    /// in here. The file outranks the environment because its units choose the wire series, and
    /// a file's results must not change with who runs it.
    func units(file: UnitSystem? = nil) throws(CLIError) -> UnitSystem {
        if let units = try unitsOption() { return units }
        if let file { return file }
        if let text = environment["CABLE_UNITS"], !text.isEmpty {
            do {
                return try UnitSystem.parse(text, field: "CABLE_UNITS")
            } catch {
                throw .invalidValue(error)
            }
        }
        return .metric
    }

    /// Units for a system file (``units(file:)`` with the file's `defaults.units`).
    func units(for system: ElectricalSystem) throws(CLIError) -> UnitSystem {
        try units(file: system.defaults.series.map(UnitSystem.init(series:)))
    }

    /// `--units` when given; nil for a command without the option.
    private func unitsOption() throws(CLIError) -> UnitSystem? {
        command.option(named: Options.units.name) == nil ? nil : try value(Options.units)
    }

    /// The positional argument at `index`; a usage error naming it when missing.
    func positional(_ index: Int) throws(CLIError) -> String {
        guard index < parsed.positionals.count else {
            throw .usage("missing \(command.arguments[index])", command: command.name)
        }
        return parsed.positionals[index]
    }

    /// The system named by the FILE argument, read and validated.
    func systemFile() throws(CLIError) -> (path: String, system: ElectricalSystem) {
        guard let path = parsed.positionals.first else {
            throw .usage("missing FILE (a system file, or - for standard input)", command: command.name)
        }
        return (path, try InputFile.system(path))
    }
}
