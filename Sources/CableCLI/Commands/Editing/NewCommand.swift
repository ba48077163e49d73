import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cable new FILE --name NAME --voltage 12V`.
enum NewCommand: Command {
    static let nameOption = Option("name", "<name>", "The system's name.")
    static let voltageOption = Option("voltage", "<volts>", "Nominal voltage: 12V, 24, 48V.")
    static let force = Flag("force", "Replace an existing file.")

    static let spec = CommandSpec(
        name: "new",
        abstract: "Create an empty system file.",
        usage: "cable new FILE --name <name> --voltage <volts> [--force]",
        discussion:
            """
            Writes a system file with no loads, batteries or chargers. Refuses to replace an existing file, or to \
            create one through a dangling symbolic link, unless --force (exit 73).
            """,
        options: [nameOption.spec, voltageOption.spec, force.spec],
        examples: ["cable new van.json --name \"My van\" --voltage 12V"],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let path = try SystemEdit.fileArgument(arguments, index: 0)
        let name = try arguments.required(nameOption)
        let voltage = try arguments.required(voltageOption)
        let document = SystemDocument(name: name, nominalVoltage: voltage)
        do {
            _ = try document.validated()
        } catch {
            // The document holds only what the options gave: name its fields by the options.
            guard case .invalid(let invalid, _) = error else { throw .badData(SystemEdit.validationMessage(error)) }
            throw .badData(invalid.renamingField { ["nominalVoltage": "--voltage", "name": "--name"][$0] ?? $0 }.description)
        }
        let bytes = Array(document.text.utf8)
        let resolved = try OutputPath.resolve(path)
        guard case .file(let target, let existing) = resolved else {
            // A FIFO, a device or standard output: nothing there is replaced.
            return try OutputFile.write(bytes, to: resolved, name: path, arguments: arguments)
        }
        if !arguments.isSet(force), existing == nil, target != path {
            throw .cannotCreate(
                "'\(path)' is a symbolic link to '\(target)', which does not exist; use --force to create it there")
        }
        try SystemFileStore.withLock(target) { () throws(CLIError) in
            // Checked under the lock, so two `cable new` cannot both create the file.
            if !arguments.isSet(force), Platform.kind(of: target) != nil {
                throw .cannotCreate(tr("'{file}' already exists; use --force to replace it", ["file": path]))
            }
            try FileReplacement.write(bytes, to: target, name: path, environment: arguments.environment)
        }
        return CommandOutput(
            stdout: tr("created {file}: {name}, {voltage}", ["file": path, "name": name, "voltage": voltage]) + "\n",
            changed: "\(path) was created")
    }
}
