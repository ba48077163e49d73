import CableCore

/// The entities of a parsed system file as written — their kind, name and where their object
/// starts — read from the JSON tree alone, without validating it: completion offers the names
/// of a file that is still being written (valid or not), and `check`'s CI formats point each
/// finding at the line of its entity's object.
struct FileEntities {
    struct Entity {
        let kind: EntityKind
        let name: String
        /// Where the entity's object (its `{`) starts.
        let position: JSONPosition
    }

    /// The named entities, list by list in ``EntityKind`` order, each list in
    /// file order. An entry without a string `name` is left out.
    let entities: [Entity]

    init(_ root: JSONNode) {
        guard case .object(let members, _) = root else {
            entities = []
            return
        }
        var entities: [Entity] = []
        for kind in EntityKind.allCases {
            guard case .array(let items, _)? = members.first(where: { $0.key == kind.listKey })?.value else { continue }
            for case .object(let fields, let position) in items {
                guard case .string(let name, _)? = fields.first(where: { $0.key == "name" })?.value else { continue }
                entities.append(Entity(kind: kind, name: name, position: position))
            }
        }
        self.entities = entities
    }

    /// The names of the entities of `kinds`, in file order within each kind.
    func names(of kinds: [EntityKind]) -> [String] {
        kinds.flatMap { kind in entities.filter { $0.kind == kind }.map(\.name) }
    }

    /// Where the object of the entity a finding is about starts: the entity named `subject`
    /// (names compared as ``EntityName`` compares them: unique in a file), else the first of the
    /// comma-separated names a bank-wide finding gives (`House, Start`).
    func position(of subject: String) -> JSONPosition? {
        for name in [subject, subject.split(separator: ",").first.map { String($0) } ?? subject] {
            if let entity = entities.first(where: { EntityName.same($0.name, name) }) { return entity.position }
        }
        return nil
    }
}

extension SystemFileError {
    /// Where in the file the problem is: a syntax error's position, or the member a validation
    /// error is about (when the decoder knows it).
    var position: JSONPosition? {
        switch self {
        case .syntax(let error): error.position
        case .invalid(_, let position): position
        }
    }

    /// The error with the position of the member it is about, found in the parsed file `root`
    /// by its field path (``JSONNode/position(along:)``) when it has none: the analysis names
    /// `loads[0]`, not its line.
    func located(in root: JSONNode?) -> SystemFileError {
        guard case .invalid(let error, nil) = self, let position = root?.position(along: error.field) else { return self }
        return .invalid(error, at: position)
    }
}
