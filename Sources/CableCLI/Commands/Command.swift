import CableCore

/// What a command produced: text for stdout and stderr, and the exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: ExitCode = .ok
}

/// A subcommand: its option table and what it does with the parsed options.
protocol Command: SendableMetatype {
    /// The subcommand's name, as typed: `size`.
    static var name: String { get }
    static var spec: CommandSpec { get }
    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput
}

/// A command as the dispatcher holds it. Finding a command by name builds no option table but
/// its own: a one-off run pays only for the command it runs.
struct CommandEntry: Sendable {
    let command: any Command.Type

    init(_ command: any Command.Type) { self.command = command }

    var name: String { command.name }
    var spec: CommandSpec { command.spec }
    func run(_ options: OptionValues) throws(CLIError) -> CommandOutput { try command.run(options) }
}

/// Options several commands share, worded once.
enum CommonOptions {
    static let current = OptionSpec.value("current", "<amps>", "Continuous current: 20, 20A, 500mA. Bare numbers are amperes.")
    static let power = OptionSpec.value(
        "power", "<watts>", "Load power instead of --current: 240W, 2kW; current = power / voltage.")
    static let voltage = OptionSpec.value("voltage", "<volts>", "Supply voltage: 12, 12V, 24V. Bare numbers are volts.")
    static let length = OptionSpec.value("length", "<length>", "One-way cable run: 5, 5m, 16ft. Bare numbers are metres.")
    static let roundTrip = OptionSpec.flag(
        "round-trip", "The length is already the whole conductor path out and back: do not double it.")
    static let maxDrop = OptionSpec.value(
        "max-drop", "<percent>", "Largest allowed voltage drop, % of the supply voltage: 3, 3%.", default: "5%")
    static let material = OptionSpec.value("material", "copper|aluminium", "Conductor metal.", default: "copper")
    static let temperature = OptionSpec.value(
        "temperature", "<temp>", "Conductor temperature for resistance: 20, 60C, 140F.", default: "20C")
    static let insulation = OptionSpec.value(
        "insulation", "<rating>",
        // Literal lists (a test checks them against the enums): built from the cases, these two
        // help texts were a sixth of a one-off `cable size`'s instructions.
        "Insulation temperature rating: 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C.",
        default: "105C")
    static let engineRoom = OptionSpec.flag("engine-room", "Derate ampacity for an engine room or other hot space.")
    static let bundled = OptionSpec.value(
        "bundled", "<count>", "Current-carrying conductors bundled together; 3 or more derate ampacity.", default: "1")
    static let fuseFactor = OptionSpec.value(
        "fuse-factor", "<factor>", "Fuse rating must be at least factor × current (1 to 3).", default: "1.25")
    static let fuseType = OptionSpec.value(
        "fuse-type", "<types>",
        "Fuse families to choose from, comma-separated: blade, maxi, midi, megaAnl, classT.",
        default: "all")
    static let wire = OptionSpec.value("wire", "<size>", "Conductor size: 6mm2, 10awg, 2/0, 4/0 AWG, 250kcmil.")
    static let units = OptionSpec.value(
        "units", "metric|imperial",
        "Display units and wire series: mm² and metres, or AWG and feet. Also set by CABLE_UNITS.", default: "metric")
    static let standard = OptionSpec.value(
        "standard", "default|abyc",
        "Sizing method: default (material resistivity, nominal areas) or abyc (ABYC E-11: K = 10.75, SAE areas, marine AWG).",
        default: "default")
    static let critical = OptionSpec.flag(
        "critical", "A critical circuit (bilge pump, navigation lights, electronics): 3 % drop limit unless --max-drop.")
    static let json = OptionSpec.flag("json", "Print JSON (SI units, full precision) instead of a table.")

    /// The options that describe a circuit, as `size` and `drop` take them.
    static let circuit = [current, power, voltage, length, roundTrip, material, temperature, insulation, engineRoom, bundled]
}
