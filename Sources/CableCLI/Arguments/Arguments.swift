import CableCore
import CableText

/// A command's parsed arguments, read through the options' declarations: a value is parsed when
/// read, and a bad one is an error naming the option as typed (`--wire`); a missing required one
/// is a usage error.
struct Arguments {
    let parsed: ParsedArguments
    let command: CommandSpec
    let environment: Environment
    /// The language the run speaks to people (``Language/resolve(flag:environment:configured:)``;
    /// English when the result is JSON): what a command's ``Display`` and texts are worded in.
    let language: Language
    /// The terminal the command runs in (``Terminal``): none in tests unless they fake one.
    var terminal: Terminal = .none
    /// The config file, read when a setting first needs it (``preference(_:file:)``).
    let configuration = ConfigFile.Cache()

    // MARK: - Options by declaration

    /// The option's value, or nil when it was not given.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
        assert(!option.followsUnits, "--\(option.name)'s bare numbers follow the units: read it with value(_:units:)")
        return try value(option, units: .metric)
    }

    /// The option's value with its bare numbers in `units` (``units(file:)``), or nil when it
    /// was not given.
    func value<Value>(_ option: Option<Value>, units: UnitSystem) throws(CLIError) -> Value? {
        guard let typed = text(named: option.name) else { return nil }
        let field = "--\(option.name)"
        var text = typed
        do {
            text = try numberText(typed, numbers: option.numbers, field: field)
            return try option.read(text, field, units)
        } catch {
            throw .invalidValue(error.showing(typed, for: text))
        }
    }

    /// The option's value (its bare numbers in `units`, for an option that follows them); a
    /// usage error when it was not given.
    func required<Value>(_ option: Option<Value>, units: UnitSystem? = nil) throws(CLIError) -> Value {
        let given: Value?
        if let units { given = try value(option, units: units) } else { given = try value(option) }
        guard let value = given else {
            throw .usage(.option(.missing("--" + option.name)), command: command.name)
        }
        return value
    }

    // MARK: - Numbers in the run's language

    /// How numbers typed on this command line are read: in the grammar of the run's language
    /// (``Language/numberGrammar``), so that what a run prints in German reads back in German.
    var numberGrammar: NumberGrammar { language.numberGrammar }

    /// `typed` as the core reads numbers (``NumberGrammar/reading(_:field:)``): under a
    /// decimal-comma language `1 000,5` becomes `1000.5`, and `1.000` is refused as ambiguous.
    /// The text as typed for `.none` and in English.
    func numberText(_ typed: String, numbers: NumberInput, field: String) throws(ValidationError) -> String {
        switch numbers {
        case .none: typed
        case .one: try numberGrammar.reading(typed, field: field)
        case .list: try numberGrammar.readingList(typed, field: field)
        }
    }

    func isSet(_ flag: Flag) -> Bool { parsed.flag(flag.name) && has(named: flag.name) }

    /// A negatable flag's setting: true for `--NAME`, false for `--no-NAME`, nil when neither.
    func bool(_ flag: OptionSpec) -> Bool? { bool(named: flag.name) }

    /// Whether the option was given at all.
    func has(_ option: OptionSpec) -> Bool { has(named: option.name) }

    /// The option's text as given.
    func text(of option: OptionSpec) -> String? { text(named: option.name) }

    // By name, as the declarations (`Option`, `Flag`, `RequestOption`) are read: making an
    // option's `OptionSpec` to read it cost `size` about 30 000 instructions at start-up.
    func bool(named name: String) -> Bool? {
        guard has(named: name) else { return nil }
        return !parsed.negated(name)
    }
    func has(named name: String) -> Bool {
        assert(command.takes(name), "'\(command.name)' reads --\(name), which it does not declare")
        return parsed.has(name)
    }
    func text(named name: String) -> String? {
        assert(command.takes(name), "'\(command.name)' reads --\(name), which it does not declare")
        return parsed.value(name)
    }

    // MARK: - Sizing requests

    /// What `make` builds from the request fields `options` hold (``requestFields(_:units:standard:)``);
    /// a validation error names the option it came from (``named(_:)``).
    func validated<Value>(
        _ options: [RequestOption], units: UnitSystem? = nil, standard: SizingStandard? = nil,
        _ make: (SizingRequest.Fields) throws(ValidationError) -> Value
    ) throws(CLIError) -> Value {
        do {
            return try make(requestFields(options, units: units, standard: standard))
        } catch {
            throw named(showingTyped(error, options))
        }
    }

    /// `error` showing the text typed for the option it names where it shows the text the core
    /// was handed (``numberText(_:numbers:field:)``, ``ValidationError/showing(_:for:)``): read
    /// again for that option only, so a request keeps no record of every text.
    private func showingTyped(_ error: ValidationError, _ options: [RequestOption]) -> ValidationError {
        var shown = error
        for option in options where option.valueName != nil && option.key.rawValue == error.field {
            guard let text = text(of: option.spec), let read = try? numberText(text, numbers: .one, field: error.field)
            else { continue }
            shown = error.showing(text, for: read)
        }
        return shown
    }

    /// ``validated(_:units:standard:_:)`` for a request judged against a drop limit (`size`,
    /// `drop`, `table`): the standard and both drop limits the preferences give
    /// (``preference(_:file:)``) are resolved here, once, and `make` gets the limits.
    func validatedAgainstDropLimits<Value>(
        _ options: [RequestOption], units: UnitSystem,
        _ make: (SizingRequest.Fields, DropLimits) throws(ValidationError) -> Value
    ) throws(CLIError) -> Value {
        let preferences = try preferences([.standard, .maxDropPercent, .criticalMaxDropPercent])
        return try validated(options, units: units, standard: preferences.standard) { fields throws(ValidationError) in
            try make(fields, preferences.dropLimits)
        }
    }

    /// The request fields the given `options` hold: each value's text as typed, its numbers
    /// read in the run's language (``numberText(_:numbers:field:)``), each flag as `true`
    /// (`false` in its `--no-` form); with `units` resolved (``units()``) when the command reads
    /// units, and the `standard` a person's preferences choose when no option gives one.
    func requestFields(
        _ options: [RequestOption], units: UnitSystem? = nil, standard: SizingStandard? = nil
    ) throws(ValidationError) -> SizingRequest.Fields {
        var fields = SizingRequest.Fields()
        for option in options {
            if option.valueName == nil {
                if let flag = bool(named: option.name) { fields.set(option.key, .bool(flag)) }
            } else if let text = text(named: option.name) {
                fields.set(option.key, .text(try numberText(text, numbers: .one, field: option.key.rawValue)))
            }
        }
        if let units { fields.set(.units, .text(units.rawValue)) }
        if let standard, fields[.standard] == nil { fields.set(.standard, .text(standard.rawValue)) }
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
            return .usage(.option(.missing(renamed.field)), command: command.name)
        case .missingEither(let alternative):
            // The one pair of which a request needs either: the load.
            return .usage(.option(.missingLoad(current: renamed.field, power: alternative)), command: command.name)
        case .conflict(let other):
            return .usage(.option(.eitherNotBoth(renamed.field, other)), command: command.name)
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
    /// `CABLE_UNITS`, the config file's `units`, else metric (``preference(_:file:)``, the one
    /// place this order is written). The file outranks the environment because its units choose
    /// the wire series, and a file's results must not change with who runs it.
    func units(file: UnitSystem? = nil) throws(CLIError) -> UnitSystem {
        try preference(.units, file: Preferences(units: file)).units ?? .metric
    }

    /// Units for a system file (``units(file:)`` with the file's `defaults.units`).
    func units(for system: ElectricalSystem) throws(CLIError) -> UnitSystem {
        try units(file: system.defaults.series.map(UnitSystem.init(series:)))
    }

    /// The positional argument at `index`; a usage error naming it when missing.
    func positional(_ index: Int) throws(CLIError) -> String {
        guard index < parsed.positionals.count else {
            throw .usage(.argument(.missing(command.arguments[index])), command: command.name)
        }
        return parsed.positionals[index]
    }

    /// The system named by the FILE argument (the positional argument at `index`: 1 after
    /// `list`'s KIND), read and validated.
    func systemFile(at index: Int = 0) throws(CLIError) -> (path: String, system: ElectricalSystem) {
        guard index < parsed.positionals.count else {
            throw .usage(.argument(.missingFile), command: command.name)
        }
        let path = parsed.positionals[index]
        return (path, try InputFile.system(path))
    }
}

extension ValidationError {
    /// The same error showing `typed` where it shows `read`, the text the core was handed for it
    /// (``Arguments/numberText(_:numbers:field:)``): `'1,5x'`, not `'1.5x'`.
    func showing(_ typed: String, for read: String) -> ValidationError {
        guard typed != read, value == .text("'\(read)'") else { return self }
        return ValidationError(field: field, rule: rule, value: .text("'\(typed)'"), kind: kind)
    }
}
