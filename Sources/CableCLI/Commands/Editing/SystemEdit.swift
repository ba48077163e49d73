import CableCore
import CableText

/// Shared read-modify-write: lock, read, edit, validate as `check` would, write keeping the
/// file's identity. A failing edit writes nothing.
///
/// Validation is `check`'s own: the edited document must decode as a system file and pass the
/// whole analysis (``SystemAnalyzer``), so an edit never leaves a file that `check`, `report`,
/// `bom` or `diagram` refuse. An error about the entity being edited names the option the user
/// gave (`--current`), not the file key.
///
/// Other programs do not take cable's lock: if the file changes between the read and the
/// rename (``FileReplacement``'s `expecting`), the edit is made again on the new content, up to
/// ``attempts`` times, then refused — someone else's change is never overwritten.
enum SystemEdit {
    /// How many times an edit is tried when the file keeps changing under it.
    static let attempts = 3

    /// The entity an edit adds or changes: its kind and its name after the edit.
    typealias Entity = (kind: EntityKind, name: String)

    /// - Parameters:
    ///   - entity: the entity edited, whose fields an error names by their options.
    ///   - optionForKey: the option that wrote a file key (`defaults.units` → `--units`), for
    ///     errors about the system's own fields (`set system`).
    /// - Returns: with `--dry-run`, the edit as a unified diff of the file (``UnifiedDiff``), which
    ///   is then not written; nil otherwise.
    @discardableResult
    static func perform(
        _ arguments: Arguments, path: String, entity: Entity?, optionForKey: @escaping (String) -> String? = { _ in nil },
        _ edit: (inout SystemDocument) throws(SystemEditError) -> Void
    ) throws(CLIError) -> String? {
        try perform(arguments, path: path, entity: entity, optionForKey: optionForKey) { document, _ throws(SystemEditError) in
            try edit(&document)
        }
    }

    /// ``perform(_:path:entity:_:)`` for an edit that writes values typed on the command line:
    /// it is given the unit system they were typed under (``Arguments/units(file:)``, with the
    /// file's own units) when the command takes `--units`; metric for one that does not
    /// (`remove`), which types no values and so never reads `CABLE_UNITS`.
    ///   - entity: read after the edit, so an edit may name its entity (`add --from` without `--name`).
    @discardableResult
    static func perform(
        _ arguments: Arguments, path: String, entity: @autoclosure () -> Entity?,
        optionForKey: @escaping (String) -> String? = { _ in nil },
        _ edit: (inout SystemDocument, UnitSystem) throws(SystemEditError) -> Void
    ) throws(CLIError) -> String? {
        let name = InputFile.displayName(path)
        guard case .file(let target, _) = try OutputPath.resolve(path) else {
            throw .noInput(.notEditable(name))
        }
        let dryRun = isDryRun(arguments)
        for attempt in 1...attempts {
            do throws(CLIError) {
                var diff: String?
                try SystemFileStore.withLock(target) { () throws(CLIError) in
                    let snapshot = try FileSnapshot.read(target, name: name)
                    var document = try read(snapshot.bytes, name: name)
                    let typesValues = arguments.command.takes(Options.units.name)
                    let units = typesValues ? try arguments.units(file: document.declaredUnits) : .metric
                    do throws(SystemEditError) {
                        try edit(&document, units)
                    } catch {
                        throw .badData(.edit(file: name, error))
                    }
                    try validate(document, entity: entity(), optionForKey: optionForKey, name: name, arguments: arguments)
                    if dryRun {
                        let old = String(decoding: snapshot.bytes, as: UTF8.self)
                        diff = UnifiedDiff.text(old: old, new: document.text, oldLabel: name, newLabel: name)
                        return
                    }
                    try FileReplacement.write(
                        Array(document.text.utf8), to: target, name: name, expecting: snapshot, environment: arguments.environment
                    )
                }
                return diff
            } catch .conflict(let reason) {
                guard attempt < attempts else {
                    throw .conflict(.repeated(reason, times: attempts))
                }
            }
        }
        return nil
    }

    /// Whether the command was given `--dry-run` (``Options/dryRun``).
    static func isDryRun(_ arguments: Arguments) -> Bool {
        arguments.command.takes(Options.dryRun.name) && arguments.isSet(Options.dryRun)
    }

    /// An edit's output: its confirmation on stderr; with `--dry-run` (`diff` given) the diff on
    /// stdout, and on stderr that nothing was written.
    static func output(
        diff: String?, path: String, confirmation: String, changed: String?, in language: Language
    ) -> CommandOutput {
        guard let diff else { return CommandOutput(stderr: confirmation, changed: changed) }
        return CommandOutput(
            stdout: diff, stderr: language.tr("dry run: {file} was not changed", ["file": EchoedText.escapingAll(path)]) + "\n")
    }

    private static func read(_ bytes: [UInt8], name: String) throws(CLIError) -> SystemDocument {
        do {
            return try SystemDocument(bytes: bytes)
        } catch {
            throw .badData(.fileContent(file: name, error))
        }
    }

    /// Runs `check`'s validation on the edited document: decoding and the whole analysis.
    private static func validate(
        _ document: SystemDocument, entity: Entity?, optionForKey: (String) -> String?, name: String, arguments: Arguments
    ) throws(CLIError) {
        let failure: SystemFileError
        do {
            let system = try document.validated()
            do {
                _ = try SystemAnalyzer.analyze(system, units: try? arguments.units(for: system))
                return
            } catch {
                failure = error
            }
        } catch {
            failure = error
        }
        guard case .invalid(let invalid, _) = failure else {
            throw .badData(.notChanged(file: name, .document(failure)))
        }
        // An error about the entity edited names what the user typed: its options, or itself.
        if let entity, let index = document.index(of: entity.name, in: entity.kind) {
            let path = "\(entity.kind.listKey)[\(index)]"
            let renamed = invalid.renamingField { field in
                if field == path { return "\(entity.kind.rawValue) \(EchoedText.quoted(entity.name))" }
                guard field.hasPrefix(path + ".") else { return field }
                let key = String(field.dropFirst(path.count + 1))
                return EntityFields.typedInstead(ofKey: key, givenIn: arguments, kind: entity.kind)
                    ?? EntityFields.options(forKey: key, givenIn: arguments, kind: entity.kind) ?? field
            }
            if renamed.field != invalid.field {
                throw .badData(.notChanged(file: name, .entity(renamed)))
            }
        }
        if let option = optionForKey(invalid.field) {
            throw .badData(.notChanged(file: name, .option(invalid.renamingField { _ in option })))
        }
        // Another entity's: named as `set` would change it (`load 'Coffee maker' --inverter`).
        throw .badData(.notChanged(file: name, .afterEdit(invalid.renamingField { entityOption($0, document) })))
    }

    /// A JSON path of an entity (`loads[5].inverter`) as the entity and the option that sets the
    /// key (`load 'Coffee maker' --inverter`); other paths as they are.
    private static func entityOption(_ field: String, _ document: SystemDocument) -> String {
        for kind in EntityKind.allCases where field.hasPrefix(kind.listKey + "[") {
            let rest = field.dropFirst(kind.listKey.count + 1)
            guard let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]) else { return field }
            let names = document.names(of: kind)
            guard index < names.count else { return field }
            let entity = "\(kind.rawValue) \(EchoedText.quoted(names[index]))"
            let key = rest[rest.index(after: close)...]
            guard key.hasPrefix(".") else { return entity + key }  // `batteries[0] main feed (…)`
            return entity + " "
                + (EntityFields.options(forKey: String(key.dropFirst()), kind: kind) ?? String(key.dropFirst()))
        }
        return field
    }

    /// The KIND and FILE positionals of add/set/remove, and NAME when the command takes one.
    static func target(_ arguments: Arguments) throws(CLIError) -> (kind: EntityKind, path: String, name: String?) {
        guard let kindText = arguments.parsed.positionals.first else {
            throw .usage(.argument(.missingKind), command: arguments.command.name)
        }
        let kind = try EntityFields.kind(kindText, command: arguments.command.name)
        let path = try fileArgument(arguments, index: 1)
        guard arguments.command.arguments.count > 2 else { return (kind, path, nil) }
        guard arguments.parsed.positionals.count > 2 else {
            throw .usage(.argument(.missing("NAME")), command: arguments.command.name)
        }
        return (kind, path, arguments.parsed.positionals[2])
    }

    static func fileArgument(_ arguments: Arguments, index: Int) throws(CLIError) -> String {
        guard arguments.parsed.positionals.count > index else {
            throw .usage(.argument(.missing(arguments.command.arguments[index])), command: arguments.command.name)
        }
        let path = arguments.parsed.positionals[index]
        if path == "-" {
            throw .usage(.argument(.editsInPlace(command: arguments.command.name)), command: arguments.command.name)
        }
        return path
    }
}
