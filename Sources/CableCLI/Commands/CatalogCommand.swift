import CableCore

/// `cable catalog list|search TEXT|show ID`: the device catalogue (built-in and the user's).
enum CatalogCommand: Command {
    static let spec = CommandSpec(
        name: "catalog",
        abstract: "List, search and show the catalogue of devices (loads, chargers, inverters, PV modules).",
        usage: "cable catalog list|search TEXT|show ID [--json] [--catalog FILE]",
        discussion: """
            The catalogue holds common devices of vans, boats and cabins with their typical figures and \
            where each comes from. 'search' matches ids, names, categories and tags in English, German, \
            Spanish, French and Dutch, ignoring case and accents; every word must match. Your own \
            catalogues (the same JSON format, see README) are read from \
            $XDG_DATA_HOME/cable/catalog/*.json (default ~/.local/share/cable/catalog) and from \
            --catalog FILE; their entries replace built-in ones with the same id. \
            'cable add load FILE --from ID' fills a load from an entry.
            """,
        options: [Options.json.spec, Options.catalog.spec, Options.wide.spec],
        examples: [
            "cable catalog list", "cable catalog search kühlschrank", "cable catalog show victron-orion-tr-smart-12-12-30",
            "cable catalog search mppt --json",
        ],
        arguments: ["ACTION", "TEXT|ID"])

    enum Action: String, CaseIterable {
        case list, search, show
    }

    /// ACTION, then an id after `show` (the free TEXT of `search` gets nothing).
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        switch index {
        case 0: .words(Action.allCases.map(\.rawValue))
        case 1 where given.first == Action.show.rawValue: .catalogIDs
        default: .none
        }
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let positionals = arguments.parsed.positionals
        guard let actionText = positionals.first else {
            throw .usage(.name(.missingCatalogAction), command: spec.name)
        }
        guard let action = Action(rawValue: actionText) else {
            let suggestion = Suggestion.closest(to: actionText, among: Action.allCases.map(\.rawValue))
            throw .usage(.name(.unknownCatalogAction(actionText, suggestion: suggestion)), command: spec.name)
        }
        let operand = positionals.count > 1 ? positionals[1] : nil
        if action == .list, let operand {
            throw .usage(.name(.catalogListTakesNoText(operand)), command: spec.name)
        }
        if action != .list, operand == nil {
            throw .usage(
                .name(.missingCatalogOperand(argument: action == .search ? "TEXT" : "ID", action: action.rawValue)),
                command: spec.name)
        }
        let catalog = try arguments.catalog()
        let json = arguments.isSet(Options.json)
        switch action {
        case .list, .search:
            let listings = action == .list ? catalog.listings : catalog.search(operand ?? "")
            // Like grep: a search that finds nothing ends with status 1.
            let status: ExitCode = listings.isEmpty ? .checkFailed : .ok
            if json { return CommandOutput(stdout: CatalogJSON(listings: listings).indentedText, status: status) }
            if listings.isEmpty {
                return CommandOutput(
                    stderr: arguments.language.tr(
                        "no entry matches {text}; 'cable catalog list' shows them all", ["text": EchoedText.quoted(operand ?? "")]
                    )
                        + "\n",
                    status: status)
            }
            return CommandOutput(stdout: CatalogText.list(listings, width: try arguments.textWidth(), in: arguments.language))
        case .show:
            let listing = try entry(operand ?? "", in: catalog)
            if json { return CommandOutput(stdout: CatalogEntryJSON(listing: listing).indentedText) }
            return CommandOutput(stdout: CatalogText.show(listing, width: try arguments.textWidth(), in: arguments.language))
        }
    }

    /// The listing with this id; a data error with the closest ids when there is none.
    static func entry(_ id: String, in catalog: DeviceCatalog, option: String? = nil) throws(CLIError) -> DeviceCatalog.Listing {
        if let listing = catalog.listing(id: id) { return listing }
        throw .badData(.noCatalogEntry(id, suggestions: catalog.suggestions(for: id), option: option))
    }
}

extension Arguments {
    /// The catalogue: built-in, the user's folder, the config file's `catalog` paths, and
    /// `--catalog FILE` when the command takes it.
    func catalog() throws(CLIError) -> DeviceCatalog {
        let option = command.takes(Options.catalog.name) ? text(of: Options.catalog.spec) : nil
        let paths = try preference(.catalog).catalog ?? []
        return try CatalogFiles.load(environment: environment, extraPaths: paths, option: option)
    }
}
