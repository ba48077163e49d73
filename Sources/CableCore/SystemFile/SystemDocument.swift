/// A system file as an editable JSON document: what `cable new`, `add`, `set` and `remove`
/// change. Edits work on the document tree, so members keep their order and values keep the
/// text they were written with (`"4m"` stays `"4m"`); the result is validated as a whole
/// before it may be written.
package struct SystemDocument: Sendable {
    /// The document tree as it will be written; changed only by this type's edits.
    package internal(set) var root: JSONNode
    /// The line ending and indent the file is written back with: the file's own.
    package let style: TextStyle

    /// Reads an existing file; it must already be a valid system file.
    package init(bytes: [UInt8]) throws(SystemFileError) {
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        style = TextStyle(detecting: bytes)
        _ = try SystemFile.decode(root)
    }

    /// A new, empty system.
    package init(name: String, nominalVoltage: String) {
        root = .object(
            [
                ("schemaVersion", .number(1, "1", .none)),
                ("name", .string(name, .none)),
                ("nominalVoltage", Self.value(nominalVoltage, key: "nominalVoltage")),
                ("loads", .array([], .none)),
                ("batteries", .array([], .none)),
                ("chargers", .array([], .none)),
            ], .none)
        style = .standard
    }

    /// The document as `cable` writes it, in the file's own ``style``.
    package var text: String { style.apply(to: JSONWriter.write(root)) }

    /// Validates the whole document as a system file.
    package func validated() throws(SystemFileError) -> ElectricalSystem { try SystemFile.decode(root) }

    /// The names in one list, in file order.
    package func names(of kind: EntityKind) -> [String] {
        entities(of: kind).compactMap { $0.member("name")?.stringValue }
    }

    /// Appends an entity with the given members (keys as in the file: `hoursPerDay`,
    /// `arrangement.series`).
    package mutating func add(_ kind: EntityKind, fields: [(key: String, value: JSONNode)]) throws(SystemEditError) {
        if let name = fields.first(where: { $0.key == "name" })?.value.stringValue, index(of: name, in: kind) != nil {
            throw .duplicateName(kind: kind, name: name)
        }
        var entity = JSONNode.object([], .none)
        let order = kind.keyOrder
        func rank(_ key: String) -> Int {
            let head = String(key.split(separator: ".").first ?? "")
            return order.firstIndex(of: head) ?? order.count
        }
        for field in fields.sorted(by: { rank($0.key) < rank($1.key) }) {
            entity = entity.setting(path: field.key, to: field.value, order: order)
        }
        var list = entities(of: kind)
        list.append(entity)
        root = root.setting(path: kind.listKey, to: .array(list, .none), order: SystemFile.topKeys)
    }

    /// Changes members of the entity named `name` (ignoring case) and removes the `unset` ones.
    /// - Returns: the entity's name as it was written in the file.
    @discardableResult
    package mutating func set(
        _ kind: EntityKind, name: String, fields: [(key: String, value: JSONNode)], unset: [String]
    ) throws(SystemEditError) -> String {
        guard let index = index(of: name, in: kind) else { throw missing(kind, name) }
        let written = names(of: kind)[index]
        if let newName = fields.first(where: { $0.key == "name" })?.value.stringValue,
            let other = self.index(of: newName, in: kind), other != index
        {
            throw .duplicateName(kind: kind, name: newName)
        }
        var list = entities(of: kind)
        var entity = list[index]
        for key in unset { entity = entity.removing(path: key) }
        for field in fields {
            for group in kind.exclusiveKeys where group.contains(field.key) {
                for other in group where other != field.key { entity = entity.removing(path: other) }
            }
            entity = entity.setting(path: field.key, to: field.value, order: kind.keyOrder)
        }
        list[index] = entity
        root = root.setting(path: kind.listKey, to: .array(list, .none), order: SystemFile.topKeys)
        if let newName = fields.first(where: { $0.key == "name" })?.value.stringValue {
            if kind == .inverter { renameInverterReferences(from: written, to: newName) }
            if kind == .panel || kind == .battery { renameFeedReferences(from: written, to: newName) }
            if kind == .battery { renameReferences(in: .charger, at: ["input", "feed"], from: written, to: newName) }
            if kind == .charger { renameReferences(in: .array, at: ["charger"], from: written, to: newName) }
        }
        return written
    }

    /// The entities of `kind` whose member at `path` (`input.feed`, an array's `charger`) names
    /// the renamed entity follow it.
    private mutating func renameReferences(in kind: EntityKind, at path: [String], from old: String, to new: String) {
        let key = EntityName.comparisonKey(old)
        var changed = false
        let list = entities(of: kind).map { entity in
            let named = path.reduce(Optional(entity)) { node, member in node?.member(member) }?.stringValue
            guard let named, EntityName.comparisonKey(named) == key else { return entity }
            changed = true
            return entity.setting(path: path.joined(separator: "."), to: .string(new, .none), order: kind.keyOrder)
        }
        if changed { root = root.setting(path: kind.listKey, to: .array(list, .none), order: SystemFile.topKeys) }
    }

    /// The circuits and panels whose `feed` names a panel or bank follow it when it is renamed.
    private mutating func renameFeedReferences(from old: String, to new: String) {
        let key = EntityName.comparisonKey(old)
        for kind in [EntityKind.load, .charger, .inverter, .panel] {
            var changed = false
            let list = entities(of: kind).map { entity in
                guard let named = entity.member("feed")?.stringValue, EntityName.comparisonKey(named) == key else {
                    return entity
                }
                changed = true
                return entity.setting(path: "feed", to: .string(new, .none), order: kind.keyOrder)
            }
            if changed { root = root.setting(path: kind.listKey, to: .array(list, .none), order: SystemFile.topKeys) }
        }
    }

    /// The AC loads that name an inverter follow it when it is renamed.
    private mutating func renameInverterReferences(from old: String, to new: String) {
        let key = EntityName.comparisonKey(old)
        let loads = entities(of: .load).map { load in
            guard let named = load.member("inverter")?.stringValue, EntityName.comparisonKey(named) == key else { return load }
            return load.setting(path: "inverter", to: .string(new, .none), order: EntityKind.load.keyOrder)
        }
        root = root.setting(path: EntityKind.load.listKey, to: .array(loads, .none), order: SystemFile.topKeys)
    }

    /// Removes the entity named `name` (ignoring case).
    /// - Returns: the entity's name as it was written in the file.
    @discardableResult
    package mutating func remove(_ kind: EntityKind, name: String) throws(SystemEditError) -> String {
        guard let index = index(of: name, in: kind) else { throw missing(kind, name) }
        let written = names(of: kind)[index]
        var list = entities(of: kind)
        list.remove(at: index)
        root = root.setting(path: kind.listKey, to: .array(list, .none), order: SystemFile.topKeys)
        return written
    }

    /// A JSON value for a field given as text on the command line: `true`/`false` for booleans,
    /// a JSON number when the text is a plain number, else the text itself as a string (so
    /// `"60W"` keeps its unit). `name`, `chemistry`, `kind`, `wire`, `inverter` and `feed` are always
    /// strings; a key the field table says is `true` or `false` (``booleanKeys``: `critical`,
    /// `engineRoom`, `sheathed` …) takes `true`/`false` (`yes`/`no`).
    package static func value(_ text: String, key: String) -> JSONNode {
        if ["name", "chemistry", "kind", "wire", "inverter", "feed"].contains(key) { return .string(text, .none) }
        if booleanKeys.contains(key),
            let flag = ["true": true, "yes": true, "false": false, "no": false][text.lowercased()]
        {
            return .bool(flag, .none)
        }
        if let number = try? JSONReader.parse(text), case .number = number { return number.withoutPosition }
        return .string(text, .none)
    }

    /// The entities' keys whose value is `true` or `false` (``SystemField/Value/bool``), from
    /// the field table.
    static let booleanKeys: Set<String> = Set(
        SystemSchema.entityOptions.compactMap { option in
            if case .bool = option.field.value { return option.field.key }
            return nil
        })

    /// The unit system the file declares (`defaults.units`), nil when it names none: what a
    /// bare length or wire size in it means (metric when nil).
    package var declaredUnits: UnitSystem? {
        root.member("defaults")?.member("units")?.stringValue.flatMap(UnitSystem.init(rawValue:))
    }

    /// ``value(_:key:)`` for a field typed under the unit system `units`: a bare `length` or
    /// `wire` (`15`, `10`) means feet or AWG under imperial, metres or mm² under metric. When
    /// the file's own units (``declaredUnits``, else metric) read bare numbers otherwise, the
    /// value is written with its unit (`"15ft"`, `"10awg"`, `"15m"`, `"10mm2"`), so it keeps the
    /// meaning it was typed with; else as typed.
    package func value(_ text: String, key: String, typedIn units: UnitSystem) -> JSONNode {
        guard ["length", "wire"].contains(key), units != (declaredUnits ?? .metric),
            let (_, unit) = try? QuantityParser.splitNumber(text, field: key), unit.isEmpty
        else { return Self.value(text, key: key) }
        return Self.value(text.trimmingWhitespace + Self.unitSuffix(key: key, units: units), key: key)
    }

    /// The unit a bare `length` or `wire` is written with to keep its meaning under `units`.
    static func unitSuffix(key: String, units: UnitSystem) -> String {
        key == "length" ? (units == .imperial ? "ft" : "m") : (units == .imperial ? "awg" : "mm2")
    }

    // MARK: - Helpers

    private func entities(of kind: EntityKind) -> [JSONNode] {
        if case .array(let items, _) = root.member(kind.listKey) { return items }
        return []
    }

    /// The position of the entity named `name` in its list (names compared as ``EntityName``
    /// compares them).
    package func index(of name: String, in kind: EntityKind) -> Int? {
        let key = EntityName.comparisonKey(name)
        return entities(of: kind).firstIndex { $0.member("name")?.stringValue.map(EntityName.comparisonKey) == key }
    }

    private func missing(_ kind: EntityKind, _ name: String) -> SystemEditError {
        let names = names(of: kind)
        let close = names.filter { SystemEditError.isClose($0, to: name) }
        return .noSuchEntity(kind: kind, name: name, closest: close.isEmpty ? names : close)
    }
}

extension JSONPosition {
    /// The position of a value made by an edit rather than read from text.
    static let none = JSONPosition(line: 0, column: 0)
}

extension JSONNode {
    /// The member `key` of an object.
    func member(_ key: String) -> JSONNode? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    var withoutPosition: JSONNode {
        switch self {
        case .object(let members, _): .object(members.map { ($0.key, $0.value.withoutPosition) }, .none)
        case .array(let items, _): .array(items.map(\.withoutPosition), .none)
        case .string(let value, _): .string(value, .none)
        case .number(let value, let text, _): .number(value, text, .none)
        case .bool(let value, _): .bool(value, .none)
        case .null: .null(.none)
        }
    }

    /// The object with the member at a dotted path set. A new member goes before the first
    /// existing member that comes after it in `order` (at the end when none does or the key is
    /// not in `order`), so added fields land where the format lists them.
    func setting(path: String, to value: JSONNode, order: [String] = []) -> JSONNode {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard case .object(var members, let position) = self, let key = parts.first else { return self }
        let newValue: JSONNode
        if parts.count == 2 {
            newValue = (members.first { $0.key == key }?.value ?? .object([], .none))
                .setting(path: parts[1], to: value, order: SystemFile.nestedKeyOrder[key] ?? [])
        } else {
            newValue = value
        }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = newValue
        } else if let rank = order.firstIndex(of: key),
            let before = members.firstIndex(where: { member in order.firstIndex(of: member.key).map { $0 > rank } ?? false })
        {
            members.insert((key, newValue), at: before)
        } else {
            members.append((key, newValue))
        }
        return .object(members, position)
    }

    /// The object without the member at a dotted path (an emptied parent object is removed too).
    func removing(path: String) -> JSONNode {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard case .object(var members, let position) = self, let key = parts.first,
            let index = members.firstIndex(where: { $0.key == key })
        else { return self }
        if parts.count == 2 {
            let inner = members[index].value.removing(path: parts[1])
            if case .object(let rest, _) = inner, rest.isEmpty {
                members.remove(at: index)
            } else {
                members[index].value = inner
            }
        } else {
            members.remove(at: index)
        }
        return .object(members, position)
    }
}
