import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cable new FILE --name NAME --voltage 12V [--standard …] [--units …] [--max-drop …] …`.
enum NewCommand: Command {
    static let nameOption = SystemFields.name
    static let voltageOption = SystemFields.voltage
    static let force = Flag("force", "Replace an existing file.")

    static let spec = CommandSpec(
        name: "new",
        abstract: "Create an empty system file.",
        usage: "cable new FILE --name <name> --voltage <volts> [--standard …] [--units …] [--max-drop …] [--force]",
        discussion:
            """
            Writes a system file with no loads, batteries, chargers, inverters, panels or PV arrays. The \
            other options set the file's standard and its defaults (the keys they name); standard, units \
            and the drop limits not given are taken from CABLE_STANDARD, CABLE_UNITS, CABLE_MAX_DROP, \
            CABLE_CRITICAL_MAX_DROP or the config file (cable config) when set there, so the file keeps \
            them for everyone who reads it. Refuses to replace an existing file, or to create one through \
            a dangling symbolic link, unless --force (exit 73).
            """,
        options: [nameOption.spec, voltageOption.spec] + SystemFields.settings.map(\.spec) + [
            force.spec, Options.dryRun.spec,
        ],
        examples: [
            "cable new van.json --name \"My van\" --voltage 12V",
            "cable new boat.json --name Boat --voltage 12 --standard abyc --units imperial --max-drop 3%",
        ],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let path = try SystemEdit.fileArgument(arguments, index: 0)
        let name = try arguments.required(nameOption)
        let voltage = try arguments.required(voltageOption)
        var document = SystemDocument(name: name, nominalVoltage: voltage)
        document.setSystem(fields: try settings(arguments), unset: [])
        do {
            _ = try document.validated()
        } catch {
            // The document holds only what the options and preferences gave: name its fields by the options.
            guard case .invalid(let invalid, _) = error else { throw .badData(.newSystem(.document(error))) }
            throw .badData(.newSystem(.field(invalid.renamingField { SystemFields.option(forKey: $0) ?? $0 })))
        }
        let bytes = Array(document.text.utf8)
        let resolved = try OutputPath.resolve(path)
        if SystemEdit.isDryRun(arguments) { return try dryRun(document, resolved: resolved, path: path, arguments: arguments) }
        guard case .file(let target, let existing) = resolved else {
            // A FIFO, a device or standard output: nothing there is replaced.
            return try OutputFile.write(bytes, to: resolved, name: path, arguments: arguments)
        }
        if !arguments.isSet(force), existing == nil, target != path {
            throw .cannotCreate(.linkToNothing(path, target: target))
        }
        try SystemFileStore.withLock(target) { () throws(CLIError) in
            // Checked under the lock, so two `cable new` cannot both create the file.
            if !arguments.isSet(force), Platform.kind(of: target) != nil {
                throw .cannotCreate(.exists(path))
            }
            try FileReplacement.write(bytes, to: target, name: path, environment: arguments.environment)
        }
        return CommandOutput(
            stderr: arguments.language.tr(
                "created {file}: {name}, {voltage}",
                ["file": EchoedText.escapingAll(path), "name": EchoedText.escapingAll(name), "voltage": voltage]) + "\n",
            changed: "\(EchoedText.escapingAll(path)) was created")
    }

    /// `new --dry-run`: the file as a diff from nothing (or, with --force, from the file it would
    /// replace); refused as the write would be when the file exists without --force.
    private static func dryRun(_ document: SystemDocument, resolved: OutputPath, path: String, arguments: Arguments)
        throws(CLIError) -> CommandOutput
    {
        var old: String?
        if case .file(let target, let existing) = resolved, existing != nil || Platform.kind(of: target) != nil {
            guard arguments.isSet(force) else { throw .cannotCreate(.exists(path)) }
            old = String(decoding: try FileSnapshot.read(target, name: path).bytes, as: UTF8.self)
        }
        let name = InputFile.displayName(path)
        let diff = UnifiedDiff.text(old: old ?? "", new: document.text, oldLabel: old == nil ? "/dev/null" : name, newLabel: name)
        return SystemEdit.output(diff: diff, path: path, confirmation: "", changed: nil, in: arguments.language)
    }

    /// The file's standard and defaults: each option given, else the preference the environment or
    /// the config file holds (``Arguments/preference(_:file:)``), in the format's spelling.
    static func settings(_ arguments: Arguments) throws(CLIError) -> [(key: String, value: JSONNode)] {
        var fields: [(key: String, value: JSONNode)] = []
        for field in SystemFields.settings {
            if arguments.text(of: field.option.spec) != nil {
                fields += try SystemFields.given(arguments, among: [field])
            } else if let key = field.preference {
                let preference = try arguments.preference(key)
                if let percent = preference.maxDropPercent ?? preference.criticalMaxDropPercent {
                    fields.append((field.key, SystemDocument.value(NumberText.shortest(percent), key: "maxDropPercent")))
                } else if let text = preference.text(of: key) {
                    fields.append((field.key, SystemFields.value(text, key: field.key)))
                }
            }
        }
        return fields
    }
}
