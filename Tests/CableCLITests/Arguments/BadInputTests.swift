import Testing

/// Bad input never crashes: each case exits with its documented status and a one-line error
/// naming the option and the rule; stdout stays empty.
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let message: String
        var environment: [String: String] = [:]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let size = ["size", "--current", "20", "--length", "5", "--voltage", "12"]

    static func size(replacing option: String, with value: String) -> [String] {
        var arguments = size
        if let index = arguments.firstIndex(of: option) {
            arguments[index + 1] = value
        } else {
            arguments += [option, value]
        }
        return arguments
    }

    static let cases: [Case] = [
        Case(
            arguments: size(replacing: "--current", with: "-3"), status: 65, message: "error: --current: must be > 0 A, got -3 A"),
        Case(arguments: size(replacing: "--current", with: "0"), status: 65, message: "error: --current: must be > 0 A, got 0 A"),
        Case(
            arguments: size(replacing: "--current", with: "nan"), status: 65,
            message: "error: --current: must start with a number, got 'nan'"),
        Case(
            arguments: size(replacing: "--current", with: "inf"), status: 65,
            message: "error: --current: must start with a number, got 'inf'"),
        Case(
            arguments: size(replacing: "--current", with: "1e309"), status: 65,
            message: "error: --current: must be a finite number, got '1e309'"),
        Case(
            arguments: size(replacing: "--current", with: "20x"), status: 65,
            message: "error: --current: unknown current unit 'x' (use A, mA or kA), got '20x'"),
        Case(
            arguments: size(replacing: "--current", with: "1,500"), status: 65,
            message:
                "error: --current: is ambiguous (a comma before three digits may group thousands): write 1500 or 1.500, got '1,500'"
        ),
        Case(
            arguments: size(replacing: "--current", with: "1,5,0"), status: 65,
            message: "error: --current: must be a plain decimal number (use '.' or one ',' for decimals), got '1,5,0'"),
        Case(
            arguments: size(replacing: "--current", with: ""), status: 65, message: "error: --current: must not be empty, got ''"),
        Case(
            arguments: size(replacing: "--current", with: "20000"), status: 65,
            message: "error: --current: must be ≤ 10000 A, got 20000 A"),
        Case(arguments: size(replacing: "--length", with: "-3"), status: 65, message: "error: --length: must be > 0 m, got -3 m"),
        Case(
            arguments: size(replacing: "--length", with: "5 meterz"), status: 65,
            message: "error: --length: unknown length unit 'meterz' (use m, cm, mm, km, ft, in or yd), got '5 meterz'"),
        Case(
            arguments: size(replacing: "--length", with: "20km"), status: 65,
            message: "error: --length: must be ≤ 10000 m, got 20000 m"),
        Case(arguments: size(replacing: "--voltage", with: "0"), status: 65, message: "error: --voltage: must be > 0 V, got 0 V"),
        Case(
            arguments: size(replacing: "--voltage", with: "2kV"), status: 65,
            message: "error: --voltage: must be ≤ 1500 V, got 2000 V"),
        Case(
            arguments: size(replacing: "--max-drop", with: "0"), status: 65, message: "error: --max-drop: must be > 0 %, got 0 %"),
        // The floor (Limits.maxDropPercent, issue #31): 1e-320 % once gave "within 0 %, needs inf mm²".
        Case(
            arguments: size(replacing: "--max-drop", with: "0.05"), status: 65,
            message: "error: --max-drop: must be ≥ 0.1 %, got 0.05 %"),
        Case(
            arguments: size(replacing: "--max-drop", with: "1e-320"), status: 65,
            message: "error: --max-drop: must be ≥ 0.1 %, got 1e-320 %"),
        Case(
            arguments: size(replacing: "--max-drop", with: "80%"), status: 65,
            message: "error: --max-drop: must be ≤ 50 %, got 80 %"),
        Case(
            arguments: size(replacing: "--temperature", with: "500C"), status: 65,
            message: "error: --conductor-temperature: must be between -50 °C and 200 °C, got 500 °C"),
        Case(
            arguments: size(replacing: "--insulation", with: "100C"), status: 65,
            message:
                "error: --insulation: must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C (did you mean '105C'?), got '100C'"
        ),
        Case(
            arguments: size(replacing: "--material", with: "gold"), status: 65,
            message: "error: --material: must be copper or aluminium, got 'gold'"),
        Case(
            arguments: size(replacing: "--bundled", with: "2.5"), status: 65,
            message: "error: --bundled: must be a whole number of conductors from 1 to 1000, got '2.5'"),
        Case(
            arguments: size(replacing: "--fuse-factor", with: "0.5"), status: 65,
            message: "error: --fuse-factor: must be between 1 and 3, got 0.5"),
        Case(
            arguments: size(replacing: "--fuse-type", with: "glass"), status: 65,
            message:
                "error: --fuse-type: must be one or more of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, classT, dcMcb, separated by commas (did you mean 'classT'?), got 'glass'"
        ),
        Case(
            arguments: size(replacing: "--units", with: "furlongs"), status: 65,
            message: "error: --units: must be metric or imperial, got 'furlongs'"),
        Case(
            arguments: size, status: 65, message: "error: CABLE_UNITS: must be metric or imperial, got 'bogus'",
            environment: ["CABLE_UNITS": "bogus"]),
        Case(
            arguments: size(replacing: "--current", with: String(repeating: "9", count: 100_000)), status: 65,
            message: "error: --current: must be at most 100 characters, got 100000 characters"),
        Case(
            arguments: ["drop", "--wire", "7", "--current", "5", "--length", "5", "--voltage", "12"], status: 65,
            message: "error: --wire: must be an IEC 60228 size (nearest: 6 mm², 10 mm²), got '7'"),
        Case(
            arguments: ["drop", "--wire", "7.5", "--current", "5", "--length", "5", "--voltage", "12", "--units", "imperial"],
            status: 65, message: "error: --wire: AWG gauges are whole numbers from 24 to 4/0, got '7.5'"),
        Case(
            arguments: ["drop", "--wire", "5mm2", "--current", "5", "--length", "5", "--voltage", "12"], status: 65,
            message: "error: --wire: must be an IEC 60228 size (nearest: 4 mm², 6 mm²), got '5mm2'"),
        Case(
            arguments: ["drop", "--wire", "30awg", "--current", "5", "--length", "5", "--voltage", "12"], status: 65,
            message: "error: --wire: must be an AWG size from 24 to 4/0, got '30awg'"),
        Case(
            arguments: ["drop", "--wire", "thick", "--current", "5", "--length", "5", "--voltage", "12"], status: 65,
            message: "error: --wire: must be a wire size such as 6mm2, 10awg, 2/0 or 250kcmil, got 'thick'"),
        Case(
            arguments: ["fuse", "--current", "2", "--wire", "22awg"], status: 65,
            message: "error: --wire: must be a size with a rated ampacity (18 AWG or 0.75 mm² and up), got 22 AWG"),
        Case(
            arguments: ["size", "--power", "100kW", "--voltage", "1", "--length", "1"], status: 65,
            message: "error: --power: must draw at most 10000 A at the supply voltage, got 100000 W at 1 V"),
        Case(
            arguments: ["size", "--current", "20", "--length", "5"], status: 64,
            message: "error: missing required option '--voltage'"),
        Case(
            arguments: ["size", "--length", "5", "--voltage", "12"], status: 64,
            message: "error: missing the load: give --current (A) or --power (W)"),
        Case(arguments: size + ["--power", "60W"], status: 64, message: "error: give either --current or --power, not both"),
        Case(
            arguments: size + ["--lenght", "5"], status: 64, message: "error: unknown option '--lenght'. Did you mean '--length'?"
        ),
        Case(arguments: ["sise"], status: 64, message: "error: unknown command 'sise'. Did you mean 'size'?"),
        Case(
            arguments: ["frobnicate"], status: 64,
            message:
                "error: unknown command 'frobnicate'; commands are size, drop, fuse, wires, table, report, check, bom, example, new, add, set, remove, list, batch, diagram, catalog, config, schema, completions, man"
        ),
        Case(
            arguments: ["help", "bogus"], status: 64,
            message:
                "error: unknown command 'bogus'; commands are size, drop, fuse, wires, table, report, check, bom, example, new, add, set, remove, list, batch, diagram, catalog, config, schema, completions, man"
        ),
        Case(
            arguments: ["--current", "5"], status: 64,
            message: "error: unknown option '--current'; options go after a command: cable <command> [options]"),
        Case(
            arguments: ["size", "--" + String(repeating: "x", count: 100_000)], status: 64,
            // Echoed input is cut at 80 characters (EchoedText), with its length.
            message: "error: unknown option '--\(String(repeating: "x", count: 78))… (100002 characters)' for 'size'"),
    ]

    @Test(arguments: cases)
    func badInput_exitsWithStatusAndNamesTheRule(_ testCase: Case) throws {
        let result = try CableProcess.run(testCase.arguments, environment: testCase.environment)
        #expect(result.status == testCase.status)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == testCase.message)
        #expect(result.stdout.isEmpty)
    }

    @Test func noArguments_printsUsageOnStderr_andExits64() throws {
        let result = try CableProcess.run([])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: cable <command> [options]"))
        #expect(result.stdout.isEmpty)
    }
}
