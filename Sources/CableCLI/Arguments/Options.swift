import CableCore
import CableText

/// The options several commands share, each declared once. Commands list the declarations
/// they take in their ``CommandSpec`` and read values through them.
enum Options {
    // MARK: - Fields of a sizing request (read and validated by SizingRequest)

    static let current = RequestOption(
        .current, "<amps>", "Continuous current: 20, 20A, 500mA. Bare numbers are amperes.", short: "c")
    static let power = RequestOption(
        .power, "<watts>", "Load power instead of --current: 240W, 2kW; current = power / voltage.", short: "p")
    static let voltage = RequestOption(
        .voltage, "<volts>", "Supply voltage: 12, 12V, 24V. Bare numbers are volts.", short: "v")
    static let length = RequestOption(
        .length, "<length>", "One-way cable run: 5, 5m, 16ft. Bare numbers are metres, or feet with --units imperial.",
        short: "l")
    static let roundTrip = RequestOption(
        .roundTrip, nil, "The length is already the whole conductor path out and back: do not double it.")
    static let maxDrop = RequestOption(
        .maxDrop, "<percent>", "Largest allowed voltage drop, % of the supply voltage: 3, 3%.", default: "5%")
    static let material = RequestOption(.material, "copper|aluminium", "Conductor metal.", default: "copper")
    /// `--conductor-temperature` (#33's contract name); `--temperature`, its name before, is
    /// still read as an alias (``SizingRequest/Key/aliases``).
    static let conductorTemperature = RequestOption(
        .conductorTemperature, "<temp>",
        "Conductor temperature for resistance: 60C, 140F; a bare number is °C, refused under imperial units. Default: estimated from the load (20C with --resistance nominal). Also read as --temperature."
    )
    static let resistance = RequestOption(
        .resistance, "real|nominal",
        "Resistance model: real (IEC 60228, NEC Chapter 9 Table 8 for AWG, at the operating temperature) or nominal (0.017 Ω·mm²/m over the nominal area at 20 °C).",
        default: "real")
    static let conductorClass = RequestOption(
        .conductorClass, "2|5|6", "IEC 60228 conductor class: 2 (stranded), 5 (flexible) or 6 (extra flexible).",
        default: "5")
    static let tinned = RequestOption(.tinned, nil, "Tinned (metal-coated) strands: IEC 60228's and NEC's coated resistances.")
    static let insulation = RequestOption(
        .insulation, "<rating>",
        "Insulation temperature rating: \(InsulationRating.allCases.map(\.label).joined(separator: ", ")).", default: "105C",
        completion: .insulationRatings)
    static let engineRoom = RequestOption(.engineRoom, nil, "Derate ampacity for an engine room or other hot space.")
    static let bundled = RequestOption(
        .bundled, "<count>", "Current-carrying conductors bundled together; 3 or more derate ampacity.", default: "1")
    static let fuseFactor = RequestOption(
        .fuseFactor, "<factor>", "Fuse rating must be at least factor × current (1 to 3).", default: "1.25")
    static let fuseType = RequestOption(
        .fuseType, "<types>",
        "Fuse families to choose from, comma-separated: \(FuseType.allCases.map(\.rawValue).joined(separator: ", ")). "
            + "dcMcb (DIN-rail DC breakers) only when named.",
        default: "all", completion: .fuseTypes)
    static let standard = RequestOption(
        .standard, "default|abyc",
        "Sizing method: default (material resistivity, nominal areas) or abyc (ABYC E-11: K = 10.75, SAE areas, marine AWG).",
        default: "default")
    static let chargeVoltage = RequestOption(
        .chargeVoltage, "<volts>",
        "Highest voltage the circuit reaches (charging); fuses must be rated for it. Default: 1.29 × --voltage.")
    static let critical = RequestOption(
        .critical, nil, "A critical circuit (bilge pump, navigation lights, electronics): 3 % drop limit unless --max-drop.")

    /// The options that describe a circuit, as `size` and `drop` take them.
    static let circuit = [
        current, power, voltage, length, roundTrip, material, conductorTemperature, resistance, conductorClass, tinned,
        insulation,
        engineRoom, bundled,
    ]

    // MARK: - Others

    static let wire = Option(
        "wire", "<size>",
        "Conductor size: 6mm2, 10awg, 2/0, 4/0 AWG, 250kcmil. A bare number is mm², or AWG with --units imperial.",
        numbers: .one,
        parseUnder: { text, field, units throws(ValidationError) in try ConductorSize.parse(text, field: field, units: units) })
    static let units = Option(
        "units", "metric|imperial",
        "Display units and wire series: mm² and metres, or AWG and feet. Also set by CABLE_UNITS.", default: "metric",
        short: "u", parse: UnitSystem.parse)
    static let json = Flag("json", "Print JSON (SI units, full precision): the same as --format json.")
    /// `--catalog FILE`: a user catalogue laid over the built-in one (``CatalogFiles``).
    static let catalog = Option(
        "catalog", "<file>", "A catalogue file (JSON) whose entries add to or replace the built-in ones.")
    /// `--output FILE` / `-o FILE`, for commands that write files.
    static let output = Option(
        "output", "<file>", "Write to this file (atomically) instead of standard output; - for standard output.", short: "o")

    /// `--wide`, for the commands whose text for people has tables: every column in full on a
    /// terminal too (``Arguments/textWidth()``).
    static let wide = Flag(
        "wide", "Print every table in full, even when it is wider than the terminal (piped output always is).")
    /// `--no-pager`, which every command takes (``CommandSpec`` adds it): see ``Pager``.
    static let noPager = Flag(
        "no-pager", "Do not send text longer than the screen through a pager (CABLE_PAGER, PAGER, else less -FRX).")

    /// `--color`, which every command takes (``CommandSpec`` adds it): see ``ColourMode``.
    /// `--lang CODE`, which every command takes. ``GlobalOptions`` takes it out of
    /// the command line before parsing (it may come before the command); declared here so that
    /// help, completions and the man page list it.
    static let lang = Option(
        "lang", "en|de|es|fr|nl",
        "Language of the text for people (not of JSON or CSV). Default: from LC_ALL, LC_MESSAGES or LANG, else English.")
    static let color = Option(
        "color", "auto|always|never",
        "Colour text for people: auto (only on a terminal, and not with NO_COLOR set), always or never.", default: "auto"
    ) { text, field throws(ValidationError) in
        guard let mode = ColourMode(rawValue: text.lowercased()) else {
            throw ValidationError(
                field: field,
                rule: .oneOf(
                    ["auto", "always", "never"], suggestion: Suggestion.closest(to: text, among: ["auto", "always", "never"])),
                actual: "'\(text)'")
        }
        return mode
    }

    /// `--dry-run`, which every edit takes (`add`, `set`, `remove`, `new`, `config set|unset`): the
    /// change as a unified diff on stdout (``UnifiedDiff``), nothing written, exit 0.
    static let dryRun = Flag("dry-run", "Print the change as a unified diff of the file and write nothing.")

    /// `--no-color`, which every command takes: `--color never` in one word, as `NO_COLOR` is
    /// in the environment (``GlobalOptions`` reads it raw; the later of the two options wins).
    static let noColor = Flag(
        "no-color", "Do not colour text for people: the same as --color never, or NO_COLOR set in the environment.")

    /// The forms of a result that is a text for people or JSON (`size`, `drop`, `fuse`, `wires`,
    /// `list`).
    enum TextOrJSON: String, CaseIterable, Sendable {
        case text, json
    }

    /// `--format text|json`, for the commands whose result has those two forms.
    static let textOrJSON = format(
        TextOrJSON.self, help: "Output format; without it, the one -o's extension names (.json, .txt).", default: "text")

    /// `--format` / `-f`, from a closed set of formats. `text` and `table` name one form, the
    /// one for people, on every command: the form a command lacks of the two is read as the
    /// other (``humanFormatNames``).
    static func format<Format: RawRepresentable & CaseIterable & Sendable>(
        _: Format.Type, help: String, default defaultText: String
    ) -> Option<Format> where Format.RawValue == String {
        // A loop, not `joined(separator:)`: that one is unspecialised generic code whose first
        // use costs ~100k instructions of run-time type lookup at every start-up (callgrind).
        var names = ""
        for format in Format.allCases { names += (names.isEmpty ? "" : "|") + format.rawValue }
        return Option("format", names, help, default: defaultText, short: "f") { text, field throws(ValidationError) in
            let name = text.lowercased()
            guard let format = Format(rawValue: name) ?? humanFormatNames[name].flatMap(Format.init(rawValue:)) else {
                let names = Format.allCases.map(\.rawValue)
                throw ValidationError(
                    field: field, rule: .oneOf(names, suggestion: Suggestion.closest(to: text, among: names)), actual: "'\(text)'"
                )
            }
            return format
        }
    }

    /// The other name of the human form: `--format text` on `report` (whose form is `table`),
    /// `--format table` on `size` (whose form is `text`).
    static let humanFormatNames = ["text": "table", "table": "text"]
}
