import CableCore

/// An option as a command's table lists it, whatever its value: what parsing, `--help`, the
/// usage line and suggestions read. Made from a declaration (``Option``, ``Flag``,
/// ``RequestOption``), never written by hand.
struct OptionSpec: Sendable {
    /// Long name without dashes: `max-drop`.
    let name: String
    /// Placeholder for the value, nil for a flag: `<percent>`.
    let valueName: String?
    /// The help text, made when `--help` shows it (some list an enumeration's cases).
    let help: Help.Text
    /// The default shown in help, if any.
    let defaultText: String?
    /// A one-letter alias used with a single dash (`o` for `-o`), if any.
    let shortName: Character?
    /// A flag that also takes a `--no-` form (`--no-critical`), which records it as false.
    var negatable = false
    /// A flag that was once an option taking `true|false`: `--critical true` (or `yes`, `no`,
    /// `false`, `--critical=true`) is still read, with a deprecation note on stderr.
    var takesLegacyBoolean = false
    /// Former names still read as this option (`temperature` for `conductor-temperature`):
    /// parsing finds the option by them and records it under ``name``; help names them in the
    /// option's help text; completions and the man page list ``name`` only.
    var aliases: [String] = []
    /// What a shell may offer for the value when its name does not say (``CompletionWords``):
    /// the cases of an enumeration behind `<rating>`, the names of the file's entities behind
    /// `<name>`, catalogue ids. Nil: read from ``valueName``.
    var completion: CompletionWords? = nil

    var isFlag: Bool { valueName == nil }

    /// The option with `completion` as what a shell offers for its value.
    func completing(_ completion: CompletionWords?) -> OptionSpec {
        var option = self
        option.completion = completion
        return option
    }

    /// The option as help and the man page show it: `-c, --current <amps>`, `--[no-]critical`.
    var synopsis: String {
        let short = shortName.map { "-\($0), " } ?? ""
        return short + (negatable ? "--[no-]" : "--") + name + (valueName.map { " \($0)" } ?? "")
    }
}

/// An option with a value, declared once: its name, help and default, and how its text becomes
/// a value. Commands read it through the declaration (`arguments.value(Options.wire)`), so a
/// misspelt option does not compile.
struct Option<Value>: Sendable {
    let name: String
    let valueName: String
    let help: Help.Text
    let defaultText: String?
    let shortName: Character?
    /// Reads the text under the unit system in force; errors name the field it is given
    /// (`--wire`). Options whose bare numbers do not depend on units ignore the unit system.
    let read: @Sendable (_ text: String, _ field: String, _ units: UnitSystem) throws(ValidationError) -> Value
    /// Whether a bare number in the value follows the unit system (`--wire 10`, `--lengths
    /// 10,20`): such an option is read with ``Arguments/value(_:units:)``.
    let followsUnits: Bool
    /// Whether the value holds numbers, read in the run's language (``NumberInput``).
    let numbers: NumberInput

    init(
        _ name: String, _ valueName: String, _ help: @autoclosure @escaping Help.Text, default defaultText: String? = nil,
        short: Character? = nil, numbers: NumberInput = .none,
        parse: @escaping @Sendable (_ text: String, _ field: String) throws(ValidationError) -> Value
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
        self.shortName = short
        self.read = { text, field, _ throws(ValidationError) in try parse(text, field) }
        self.followsUnits = false
        self.numbers = numbers
    }

    /// An option whose bare numbers follow the unit system in force (metres or feet, mm² or AWG).
    init(
        _ name: String, _ valueName: String, _ help: @autoclosure @escaping Help.Text, default defaultText: String? = nil,
        numbers: NumberInput,
        parseUnder: @escaping @Sendable (_ text: String, _ field: String, _ units: UnitSystem) throws(ValidationError) -> Value
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
        self.shortName = nil
        self.read = parseUnder
        self.followsUnits = true
        self.numbers = numbers
    }

    var spec: OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, defaultText: defaultText, shortName: shortName)
    }
}

extension Option where Value == String {
    /// An option whose value is its text.
    init(
        _ name: String, _ valueName: String, _ help: @autoclosure @escaping Help.Text, default defaultText: String? = nil,
        short: Character? = nil, numbers: NumberInput = .none
    ) {
        self.init(name, valueName, help(), default: defaultText, short: short, numbers: numbers) { text, _ in text }
    }
}

/// What numbers an option's value holds, so that they are read in the grammar of the run's
/// language (``NumberGrammar``; ``Arguments/numberText(_:numbers:field:)``) before the core
/// reads them: `--current 1,5` is 1.5 A under `--lang de`. System files and batch lines are
/// never read this way.
enum NumberInput: Sendable {
    /// Names, paths, closed values: the text as typed.
    case none
    /// One number, perhaps with a unit (`1,5`, `20 000 W`).
    case one
    /// A list whose elements a comma separates (`10,15,20`, `10-170:10`).
    case list
}

/// An option without a value: set or not. A negatable flag (a setting, not an action) also
/// takes `--no-NAME`, which sets it to false explicitly (``Arguments/bool(_:)``).
struct Flag: Sendable {
    let name: String
    let help: Help.Text
    let negatable: Bool
    let takesLegacyBoolean: Bool

    init(
        _ name: String, _ help: @autoclosure @escaping Help.Text, negatable: Bool = false, legacyBoolean: Bool = false
    ) {
        self.name = name
        self.help = help
        self.negatable = negatable
        self.takesLegacyBoolean = legacyBoolean
    }

    var spec: OptionSpec {
        OptionSpec(
            name: name, valueName: nil, help: help, defaultText: nil, shortName: nil, negatable: negatable,
            takesLegacyBoolean: takesLegacyBoolean)
    }
}

/// An option that is a field of a sizing request: its name is the key's (`max-drop` for
/// `maxDrop`), and its text goes to ``SizingRequest`` as it is, to be read and validated there
/// with every other field, as a batch line's would be.
struct RequestOption: Sendable {
    let key: SizingRequest.Key
    /// The key's option name: `max-drop`.
    let name: String
    /// Placeholder for the value; nil for a flag (`--round-trip`).
    let valueName: String?
    let help: Help.Text
    let defaultText: String?
    let shortName: Character?
    /// What a shell offers for the value when ``valueName`` does not say (``OptionSpec/completion``).
    let completion: CompletionWords?

    init(
        _ key: SizingRequest.Key, _ valueName: String?, _ help: @autoclosure @escaping Help.Text,
        default defaultText: String? = nil, short: Character? = nil, completion: CompletionWords? = nil
    ) {
        self.key = key
        self.name = key.optionName
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
        self.shortName = short
        self.completion = completion
    }

    /// A flag among the request's fields (`--round-trip`) takes its `--no-` form too.
    var spec: OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, help: help, defaultText: defaultText, shortName: shortName,
            negatable: valueName == nil, aliases: key.aliases.map { SizingRequest.Key.optionName(of: $0) },
            completion: completion)
    }
}

extension SizingRequest.Key {
    /// The command-line option's name: `maxDrop` → `max-drop`, ``optionName(of:)`` of the key.
    ///
    /// Read once per option when a command's table is made, so at every start-up: written out
    /// rather than made from the key each time (`size`'s twenty options took 18 500 instructions
    /// that way, 8 of them a new string). A new key needs its line here; ArgumentParserTests'
    /// `optionNames_areTheKeysInKebabCase` checks every one against ``optionName(of:)``.
    var optionName: String {
        switch self {
        case .current: "current"
        case .power: "power"
        case .voltage: "voltage"
        case .length: "length"
        case .roundTrip: "round-trip"
        case .material: "material"
        case .conductorTemperature: "conductor-temperature"
        case .resistance: "resistance"
        case .conductorClass: "conductor-class"
        case .tinned: "tinned"
        case .insulation: "insulation"
        case .engineRoom: "engine-room"
        case .bundled: "bundled"
        case .maxDrop: "max-drop"
        case .critical: "critical"
        case .standard: "standard"
        case .fuseFactor: "fuse-factor"
        case .fuseType: "fuse-type"
        case .units: "units"
        case .chargeVoltage: "charge-voltage"
        }
    }

    /// A key's or alias's option name: `conductorTemperature` → `conductor-temperature`.
    static func optionName(of key: String) -> String {
        let bytes = key.utf8
        var capitals = 0
        for byte in bytes where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { capitals += 1 }
        guard capitals > 0 else { return key }
        return String(unsafeUninitializedCapacity: bytes.count + capitals) { name in
            var count = 0
            for byte in bytes {
                if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                    name[count] = UInt8(ascii: "-")
                    name[count + 1] = byte + 0x20
                    count += 2
                } else {
                    name[count] = byte
                    count += 1
                }
            }
            return count
        }
    }
}
