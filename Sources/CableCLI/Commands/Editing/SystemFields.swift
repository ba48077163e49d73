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
    }

    static let name = Option("name", "<name>", "The system's name.")
    static let voltage = Option("voltage", "<volts>", "Nominal voltage: 12V, 24, 48V.", short: "v")
    static let standard = Option(
        "standard", "default|abyc", "Sizing method for every circuit (the file's standard).")
    static let units = Option(
        "units", "metric|imperial",
        "The file's wire series and units (defaults.units); with set load|battery|charger|inverter, what a bare --length or --wire means.",
        short: "u")
    static let maxDrop = Option(
        "max-drop", "<percent>", "Drop limit for ordinary circuits (defaults.maxDropPercent): 3, 3%.")
    static let criticalMaxDrop = Option(
        "critical-max-drop", "<percent>", "Drop limit for critical circuits (defaults.criticalMaxDropPercent): 2%.")
    static let conductorTemperature = Option(
        "conductor-temperature", "<temp>", "Conductor temperature for resistance (defaults.conductorTemperature): 30C.")
    static let insulation = Option(
        "insulation", "<rating>", "Insulation temperature rating (defaults.insulation): 90C, 105C.")
    static let material = Option("material", "copper|aluminium", "Conductor metal (defaults.material).")

    static let fields: [Field] = [
        Field(option: name, key: "name", preference: nil),
        Field(option: voltage, key: "nominalVoltage", preference: nil),
        Field(option: standard, key: "standard", preference: .standard),
        Field(option: units, key: "defaults.units", preference: .units),
        Field(option: maxDrop, key: "defaults.maxDropPercent", preference: .maxDropPercent),
        Field(option: criticalMaxDrop, key: "defaults.criticalMaxDropPercent", preference: .criticalMaxDropPercent),
        Field(option: conductorTemperature, key: "defaults.conductorTemperature", preference: nil),
        Field(option: insulation, key: "defaults.insulation", preference: nil),
        Field(option: material, key: "defaults.material", preference: nil),
    ]

    /// The fields after `name` and `voltage`: what `new` takes besides them.
    static let settings = Array(fields.dropFirst(2))

    /// The fields given on the command line, as file members. Names (`abyc`, `imperial`,
    /// `copper`) are written in lower case, as the format spells them.
    static func given(_ arguments: Arguments, among fields: [Field] = fields) -> [(key: String, value: JSONNode)] {
        fields.compactMap { field in
            guard let text = arguments.text(of: field.option.spec) else { return nil }
            return (field.key, value(text, key: field.key))
        }
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
