import CableCore

/// The system-level fields `new` and `set system` take, by option name, with the file key each
/// one writes: the top-level `name`, `nominalVoltage` and `standard`, and the `defaults` members
/// (options named after the keys: `maxDropPercent` → `--max-drop`).
enum SystemFields {
    struct Field {
        /// The option, its value kept as typed (`"12V"` stays `"12V"`).
        let option: Option<String>
        /// Key in the file; dotted inside `defaults`.
        let key: String
        /// The preference that gives the value when `new` is not given the option.
        let preference: Preferences.Key?
        /// What a shell offers for the value (``CompletionWords/forField(_:)``).
        let completion: CompletionWords?

        /// The option as a command's table lists it.
        var spec: OptionSpec { option.spec.completing(completion) }
    }

    /// The option of a row of the field table (``SystemSchema/systemOptions``).
    static func option(_ field: SystemField) -> Option<String> {
        let option = field.option ?? SystemField.Option(field.key, "<value>", "")
        return Option(
            option.name, option.valueName ?? "<value>", option.help, short: option.short,
            numbers: field.value.holdsNumber ? .one : .none)
    }

    /// The preference that gives a key's value when `new` is not given its option.
    static let preferences: [String: Preferences.Key] = [
        "standard": .standard, "defaults.units": .units, "defaults.maxDropPercent": .maxDropPercent,
        "defaults.criticalMaxDropPercent": .criticalMaxDropPercent,
    ]

    /// The options, one per row of the table's system options, in its order.
    static let fields: [Field] = SystemSchema.systemOptions.map { row in
        Field(
            option: option(row.field), key: row.key, preference: preferences[row.key],
            completion: CompletionWords.forField(row.field))
    }

    static let name = fields[0].option
    static let voltage = fields[1].option
    static let units = fields[3].option

    /// The fields after `name` and `voltage`: what `new` takes besides them.
    static let settings = Array(fields.dropFirst(2))

    /// The fields given on the command line, as file members. Names (`abyc`, `imperial`,
    /// `copper`) are written in lower case, as the format spells them.
    /// A number is read in the run's language (``Arguments/numberText(_:numbers:field:)``).
    static func given(_ arguments: Arguments, among fields: [Field] = fields) throws(CLIError) -> [(
        key: String, value: JSONNode
    )] {
        var given: [(key: String, value: JSONNode)] = []
        for field in fields {
            guard let typed = arguments.text(of: field.option.spec) else { continue }
            do {
                let text = try arguments.numberText(typed, numbers: field.option.numbers, field: "--" + field.option.name)
                given.append((field.key, value(text, key: field.key)))
            } catch {
                throw .invalidValue(error)
            }
        }
        return given
    }

    /// A field's JSON value from its text (``SystemDocument/value(_:key:)``).
    static func value(_ text: String, key: String) -> JSONNode {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        return SystemDocument.value(["standard", "units", "material"].contains(last) ? text.lowercased() : text, key: last)
    }

    /// The option that writes the file key `key` (`defaults.maxDropPercent` → `--max-drop`).
    static func option(forKey key: String) -> String? {
        fields.first { $0.key == key }.map { "--" + $0.option.name }
    }
}
