import CableCore
import CableText

/// The entity fields `add` and `set` take, by option name, with the file key each one writes.
enum EntityFields {
    struct Field {
        /// The option: a value kept as typed (the file keeps `"60W"` as written), or a flag
        /// (`--critical` writes `true`, `--no-critical` `false`).
        let option: OptionSpec
        /// Key in the file; dotted for nested members (`arrangement.series`).
        let key: String
        /// The key it writes in each kind of entity it applies to: a battery's `arrangement.series`,
        /// an array's `series`; an array's `module.power`, a load's `power`.
        let keys: [EntityKind: String]
        /// Whether the value is a number, read in the run's language before it is written
        /// (``Arguments/numberText(_:numbers:field:)``), so the file never depends on it.
        let numbers: NumberInput
        /// Whether the value is a temperature (°C in a file): bare, refused under imperial units.
        let isTemperature: Bool
        var kinds: Set<EntityKind> { Set(keys.keys) }

        /// The value given for this field on the command line, as typed (a flag as `true` or
        /// `false`); nil when it was not given.
        func typed(in arguments: Arguments) -> String? {
            let flag = option.isFlag ? arguments.bool(option).map { $0 ? "true" : "false" } : nil
            return flag ?? arguments.text(of: option)
        }

        /// The editing option of a row of the field table (``SystemSchema/entityOptions``).
        init(key: String, field: SystemField) {
            let option = field.option ?? SystemField.Option(key, "<value>", "")
            if let valueName = option.valueName {
                self.option = Option(option.name, valueName, option.help, short: option.short).spec
                    .completing(CompletionWords.forField(field))
            } else {
                // A flag that once took true|false: its --no- form, and the old spelling still read.
                self.option = Flag(option.name, option.help, negatable: true, legacyBoolean: true).spec
            }
            self.key = key
            self.numbers = field.value.holdsNumber ? .one : .none
            if case .quantity(let unit, _, _) = field.value { isTemperature = unit == "°C" } else { isTemperature = false }
            var keys: [EntityKind: String] = [:]
            for owner in field.owners {
                switch owner {
                case .arrangement: keys[.battery] = SystemSchema.arrangement.key + "." + field.key
                case .module: keys[.array] = SystemSchema.module.key + "." + field.key
                // A row of `input` alone (`--input-length`); `--length`, whose row the input
                // shares, writes the charger's own run.
                case .chargerInput where !field.owners.contains(.charger):
                    keys[.charger] = SystemSchema.chargerInput.key + "." + field.key
                default: if let kind = EntityKind(rawValue: owner.rawValue) { keys[kind] = field.key }
                }
            }
            self.keys = keys
        }
    }

    /// `--name`, which every kind has (the table's `name` row).
    static let name: Option<String> = {
        let option = SystemSchema.name.option ?? SystemField.Option("name", "<name>", "")
        return Option(option.name, option.valueName ?? "<name>", option.help)
    }()

    /// The options `add` and `set` take, one per row of the field table that has one, in its
    /// order (``SystemSchema/entityOptions``).
    static let fields: [Field] = SystemSchema.entityOptions.map { Field(key: $0.key, field: $0.field) }

    /// The fields given on the command line for an entity kind, as typed. A field that does not
    /// apply to the kind is a usage error.
    static func given(_ arguments: Arguments, kind: EntityKind) throws(CLIError) -> [(
        key: String, text: String
    )] {
        var result: [(key: String, text: String)] = []
        for field in fields {
            guard let typed = field.typed(in: arguments) else { continue }
            let text: String
            do {
                text = try arguments.numberText(typed, numbers: field.numbers, field: "--" + field.option.name)
            } catch {
                throw .invalidValue(error)
            }
            guard field.kinds.contains(kind) else {
                throw .usage(.edit(.notApplicable(option: "--" + field.option.name, kind: kind)), command: arguments.command.name)
            }
            // A bare temperature typed under imperial units (--units, the configuration) could be
            // meant as °F: refused (``QuantityParser/temperature(_:field:units:)``). Under the
            // file's own imperial units the file refuses it after the edit.
            if field.isTemperature, arguments.command.takes(Options.units.name) {
                let units = try arguments.units()
                do {
                    _ = try QuantityParser.temperature(text, field: "--" + field.option.name, units: units)
                } catch {
                    throw .invalidValue(error)
                }
            }
            result.append((field.keys[kind] ?? field.key, text))
        }
        try refuseExclusive(result.map(\.key), kind: kind, command: arguments.command.name)
        return result
    }

    /// Two options of a group that exclude each other (``EntityKind/exclusiveKeys``: `--power`
    /// and `--current`, `--surge-power` and `--surge-current`) are a usage error, as any pair of
    /// exclusive options is: `set` would otherwise keep the last one silently, `add` refuse the
    /// file it would write.
    static func refuseExclusive(_ keys: [String], kind: EntityKind, command: String) throws(CLIError) {
        for group in kind.exclusiveKeys {
            let given = group.filter(keys.contains)
            guard given.count > 1 else { continue }
            let names = given.map { key in
                fields.first { ($0.keys[kind] ?? $0.key) == key }.map { "--" + $0.option.name } ?? key
            }
            throw .usage(.option(.eitherNotBoth(names[1], names[0])), command: command)
        }
    }

    /// The fields as members of `document`, typed under `units` (a bare length or wire size
    /// keeps the meaning it was typed with: ``SystemDocument/value(_:key:typedIn:)``).
    static func members(_ fields: [(key: String, text: String)], in document: SystemDocument, typedIn units: UnitSystem)
        -> [(key: String, value: JSONNode)]
    {
        fields.map { field in
            let leaf = field.key.split(separator: ".").last.map(String.init) ?? field.key
            return (field.key, document.value(field.text, key: leaf, typedIn: units))
        }
    }

    /// The options that write the file key `key`, as the user types them: `hoursPerDay` →
    /// `--hours-per-day`, `arrangement` → `--series and --parallel`. With `arguments`, only those
    /// of them given there, when any were: an error about `input` after `--input-length` names
    /// `--input-length`, not every option of the input.
    /// With `kind`, the key is the one that kind's entries hold (an array's `series` is written by
    /// `--series`, not by a circuit's `--parallel-conductors` whose table key is `parallel`).
    static func options(forKey key: String, givenIn arguments: Arguments? = nil, kind: EntityKind? = nil) -> String? {
        let writing = fields.filter { field in
            let written: String?
            if let kind { written = field.keys[kind] } else { written = field.key }
            guard let written else { return false }
            return written == key || written.hasPrefix(key + ".")
        }
        let given = arguments.map { arguments in writing.filter { $0.typed(in: arguments) != nil } } ?? []
        let names = (given.isEmpty ? writing : given).map { "--" + $0.option.name }
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }

    /// The edit's own options for a file rule on `key` that none of them writes: the options
    /// typed (`--bus`), then the key (`--bus: count`), so `set battery Start --bus house` on a
    /// 12 V battery of a 24 V file names `--bus`, the change that broke the rule, not a `--count`
    /// nobody typed. Nil when an option writing `key` was typed, or none was (a rename), and
    /// for `add`: there every key is the new entry's, and the option writing it is the hint.
    static func typedInstead(ofKey key: String, givenIn arguments: Arguments, kind: EntityKind) -> String? {
        guard arguments.command.name == "set" else { return nil }
        let writes = { (field: Field) in field.keys[kind].map { $0 == key || $0.hasPrefix(key + ".") } ?? false }
        let typed = fields.filter { $0.kinds.contains(kind) && $0.typed(in: arguments) != nil }
        guard !typed.isEmpty, !typed.contains(where: writes) else { return nil }
        return typed.map { "--" + $0.option.name }.joined(separator: " and ") + ": " + key
    }

    static func kind(_ text: String, command: String) throws(CLIError) -> EntityKind {
        guard let kind = EntityKind(rawValue: text.lowercased()) else {
            let names = EntityKind.allCases.map(\.rawValue)
            throw .usage(.edit(.unknownKind(text, suggestion: Suggestion.closest(to: text, among: names))), command: command)
        }
        return kind
    }
}

extension SystemField.Value {
    /// Whether a value of this kind is a number as typed (`12V`, `0,8`, `6mm2`), which the
    /// command line reads in the run's language before writing it to a file.
    var holdsNumber: Bool {
        switch self {
        case .quantity, .fraction, .number, .integer, .wireSize, .insulation: true
        case .bool, .name, .choice, .catalogId, .reference, .object, .list, .string, .version: false
        }
    }
}
