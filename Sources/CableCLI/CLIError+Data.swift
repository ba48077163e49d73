import CableCore
import CableText

/// The typed payloads of ``CLIError/badData(_:)`` (exit 65) and
/// ``CLIError/requirementFailed(_:)`` (exit 1): a case with the file it concerns (as shown,
/// ``InputFile/displayName(_:)``) and the core's typed error, worded by one exhaustive `switch`
/// each in the language given (the core's errors by CableText's ``Words``).
extension CLIError {
    /// Why an input's content cannot be used.
    enum DataProblem: Equatable {
        /// A file that is not valid JSON or breaks a rule of its format (system, catalogue):
        /// `van.json:8:43: loads[2].length: …`.
        case fileContent(file: String, SystemFileError)
        /// A system file whose analysis fails (a rule across entities).
        case analysis(file: String, SystemFileError)
        /// An edit the core refused (a name taken, an entity missing).
        case edit(file: String, SystemEditError)
        /// A file left unchanged because the edited document breaks a rule.
        case notChanged(file: String, EditFailure)
        /// `new`'s options that make no valid system.
        case newSystem(NewSystemFailure)
        /// The config file breaks a rule; what to do about it, when the command edits it.
        case configFile(path: String, SystemFileError, advice: ConfigAdvice?)
        /// No catalogue entry with the id (`option` names the option that gave it, if one did),
        /// and the nearest ids.
        case noCatalogEntry(String, suggestions: [String], option: String?)
        /// The built-in catalogue does not decode (a bug).
        case builtInCatalogue(SystemFileError)
        /// A file larger than cable reads; `systemFile` when it was to be a system file.
        case tooLarge(file: String, mebibytes: Int, systemFile: Bool)
        /// `batch`'s input refused before any request was read, at `line`.
        case batchInput(file: String, line: Int, BatchRefusal)

        /// Why an edited document is not written.
        enum EditFailure: Equatable {
            /// The document breaks a rule of the file format (no position: it refers to the old text).
            case document(SystemFileError)
            /// A field of the entity edited, named by its options or the entity.
            case entity(ValidationError)
            /// A field named by the option that sets it.
            case option(ValidationError)
            /// Another entity's field, named as `set` would change it.
            case afterEdit(ValidationError)
        }

        /// Why `new`'s system is not valid.
        enum NewSystemFailure: Equatable {
            /// The document breaks a rule of the file format.
            case document(SystemFileError)
            /// A field, named by its option.
            case field(ValidationError)
        }

        /// What to do about a config file that breaks a rule.
        enum ConfigAdvice: Equatable {
            /// It cannot be read: fix it in an editor.
            case fixInEditor
            /// The edit would break it: the file is not changed.
            case notChanged
        }

        /// Why `batch` refuses its input. The reasons (`String`) are the input reader's own
        /// words about the bytes, echoed as they are.
        enum BatchRefusal: Equatable {
            /// The CSV header is not a valid CSV record.
            case malformedHeader(String)
            /// The CSV header is longer than `bytes`.
            case headerTooLong(bytes: Int)
            /// The CSV header's columns are refused.
            case header(String)
        }

        func text(in language: Language) -> String {
            let words = Words(language)
            switch self {
            case .fileContent(let file, let error): return Self.fileText(file, error, words)
            case .analysis(let file, let error):
                // `check` finds where the entry is (`van.json:6:5: loads[0]: …`).
                if error.position != nil { return Self.fileText(file, error, words) }
                return language.tr("{file}: {reason}", ["file": file, "reason": words.text(error)])
            case .edit(let file, let error): return language.tr("{file}: {reason}", ["file": file, "reason": words.text(error)])
            case .notChanged(let file, let failure): return failure.text(file: file, in: language)
            case .newSystem(.document(let error)): return Self.positionless(error, words)
            case .newSystem(.field(let error)): return words.text(error)
            case .configFile(let path, let error, let advice):
                let reason = Self.fileText(language.tr("config file {file}", ["file": path]), error, words)
                switch advice {
                case nil: return reason
                case .fixInEditor?: return language.tr("{reason}; fix it in an editor", ["reason": reason])
                case .notChanged?: return language.tr("{reason}; not changed", ["reason": reason])
                }
            case .noCatalogEntry(let id, let suggestions, let option):
                let message =
                    suggestions.isEmpty
                    ? language.tr(
                        "no catalogue entry {id}; 'cable catalog search TEXT' finds entries", ["id": EchoedText.quoted(id)])
                    : language.tr(
                        "no catalogue entry {id}. Did you mean {suggestions}?",
                        ["id": EchoedText.quoted(id), "suggestions": suggestions.map { "'\($0)'" }.joined(separator: ", ")])
                return option.map { language.tr("{option}: {reason}", ["option": $0, "reason": message]) } ?? message
            case .builtInCatalogue(let error):
                return language.tr("the built-in catalogue is broken (a bug in cable): {reason}", ["reason": words.text(error)])
            case .tooLarge(let file, let mebibytes, false):
                return language.tr("{file}: too large (more than {size} MiB)", ["file": file, "size": String(mebibytes)])
            case .tooLarge(let file, let mebibytes, true):
                return language.tr(
                    "{file}: larger than {size} MiB; not a system file", ["file": file, "size": String(mebibytes)])
            case .batchInput(let file, let line, let refusal):
                return language.tr("{file}: {reason}", ["file": file, "reason": refusal.text(line: line, in: language)])
            }
        }

        /// A document's error without its position (it refers to the text before an edit).
        static func positionless(_ error: SystemFileError, _ words: Words) -> String {
            switch error {
            case .syntax: words.text(error)
            case .invalid(let validation, _): words.text(validation)
            }
        }

        /// A file's error after its name: `van.json:8:43: loads[2].length: …`, or
        /// `van.json: name: …` when the error has no position (told by the error, not its words).
        static func fileText(_ file: String, _ error: SystemFileError, _ words: Words) -> String {
            let positioned: Bool
            switch error {
            case .syntax: positioned = true
            case .invalid(_, let position): positioned = position != nil
            }
            return "\(file):\(positioned ? "" : " ")\(words.text(error))"
        }
    }
}

extension CLIError.DataProblem.EditFailure {
    /// `van.json: not changed: --length: must be > 0 m, got -5 m`.
    func text(file: String, in language: Language) -> String {
        let words = Words(language)
        let reason: String
        switch self {
        case .document(let error): reason = CLIError.DataProblem.positionless(error, words)
        case .option(let error): reason = words.text(error)
        case .entity(let error): reason = Self.entityText(error, in: language)
        case .afterEdit(let error):
            return language.tr(
                "{file}: not changed: after this edit, {reason}", ["file": file, "reason": Self.entityText(error, in: language)])
        }
        return language.tr("{file}: not changed: {reason}", ["file": file, "reason": reason])
    }

    /// An entity's error in words; a load's or charger's current and power given both or
    /// neither (``ValidationError/Kind``) in the options that set them.
    private static func entityText(_ error: ValidationError, in language: Language) -> String {
        var power = EntityFields.options(forKey: "power") ?? "power"
        switch error.kind {
        case .conflict(let current):
            // A load's surge: `--surge-current` or `--surge-power`.
            if case .currentKeyOrPowerNotBoth(_, let powerKey) = error.rule {
                power = EntityFields.options(forKey: powerKey) ?? powerKey
            }
            return language.tr(
                "{field}: give either {current} or {power}, not both",
                ["field": EchoedText.escaped(error.field), "current": current, "power": power])
        case .missingEither(let current):
            return language.tr(
                "{field}: give {current} (A) or {power} (W)",
                ["field": EchoedText.escaped(error.field), "current": current, "power": power])
        case .invalid, .missing:
            return Words(language).text(error)
        }
    }
}

extension CLIError.DataProblem.BatchRefusal {
    func text(line: Int, in language: Language) -> String {
        switch self {
        case .malformedHeader(let reason):
            language.tr("line {line}: the header cannot be read: {reason}", ["line": String(line), "reason": reason])
        case .headerTooLong(let bytes):
            language.tr("line {line}: the header is longer than {count} bytes", ["line": String(line), "count": String(bytes)])
        case .header(let reason): language.tr("line {line}: {reason}", ["line": String(line), "reason": reason])
        }
    }
}

extension CLIError {
    /// A valid request that cannot be met (exit 1).
    enum RequirementProblem: Equatable {
        /// No conductor size meets the request, in the units the result is shown in.
        case noSize(SizingError, circuit: Circuit, maxDropPercent: Double, units: UnitSystem)
        /// No fuse fits the result's floor and ceiling.
        case noFuse(FuseSizingResult)

        func text(in language: Language) -> String {
            switch self {
            case .noSize(let error, let circuit, let maxDropPercent, let units):
                Words(language).text(error, circuit: circuit, maxDropPercent: maxDropPercent, units: units)
            case .noFuse(let result): FuseText.noFuse(result, in: language)
            }
        }
    }
}
