import CableCore

/// Shared read-modify-write: lock, read, edit, validate, write atomically. A failing edit
/// writes nothing.
enum SystemEdit {
    static func perform(
        _ arguments: Arguments, path: String, _ edit: (inout SystemDocument) throws(SystemEditError) -> Void
    ) throws(CLIError) -> SystemDocument {
        let name = InputFile.displayName(path)
        let path = SystemFileStore.resolve(path)
        return try SystemFileStore.withLock(path) { () throws(CLIError) -> SystemDocument in
            var document: SystemDocument
            do {
                document = try SystemDocument(bytes: try InputFile.read(path))
            } catch let error as CLIError {
                throw error
            } catch let error as SystemFileError {
                throw .badData("\(name):\(error.description.first?.isNumber == true ? "" : " ")\(error)")
            } catch {
                throw .ioError("\(name): \(error)")
            }
            do {
                try edit(&document)
            } catch {
                throw .badData("\(name): \(error)")
            }
            do {
                _ = try document.validated()
            } catch let error as SystemFileError {
                throw .badData("\(name): not changed: \(validationMessage(error))")
            } catch {
                throw .badData("\(name): not changed: \(error)")
            }
            try SystemFileStore.write(document.text, to: path, environment: arguments.environment)
            return document
        }
    }

    /// A validation error of an edited document, without positions (they refer to the old text).
    static func validationMessage(_ error: SystemFileError) -> String {
        switch error {
        case .syntax(let syntax): syntax.description
        case .invalid(let validation, _): validation.description
        }
    }

    /// The KIND and FILE positionals of add/set/remove, and NAME when the command takes one.
    static func target(_ arguments: Arguments) throws(CLIError) -> (kind: SystemDocument.EntityKind, path: String, name: String?)
    {
        guard let kindText = arguments.parsed.positionals.first else {
            throw .usage("missing KIND (load, battery or charger)", command: arguments.command.name)
        }
        let kind = try EntityFields.kind(kindText, command: arguments.command.name)
        let path = try fileArgument(arguments, index: 1)
        guard arguments.command.arguments.count > 2 else { return (kind, path, nil) }
        guard arguments.parsed.positionals.count > 2 else { throw .usage("missing NAME", command: arguments.command.name) }
        return (kind, path, arguments.parsed.positionals[2])
    }

    static func fileArgument(_ arguments: Arguments, index: Int) throws(CLIError) -> String {
        guard arguments.parsed.positionals.count > index else {
            throw .usage("missing \(arguments.command.arguments[index])", command: arguments.command.name)
        }
        let path = arguments.parsed.positionals[index]
        if path == "-" {
            throw .usage("'\(arguments.command.name)' edits a file in place; '-' is not a file", command: arguments.command.name)
        }
        return path
    }
}
