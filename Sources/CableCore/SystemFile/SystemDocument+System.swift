extension SystemDocument {
    /// Sets and removes the system's own members: the top-level `name`, `nominalVoltage` and
    /// `standard`, and `defaults.…` (a dotted key: `defaults.maxDropPercent`). Members land where
    /// the format lists them; a `defaults` object left empty is removed. The result is validated
    /// by the caller, as every edit is.
    ///
    /// A change of `defaults.units` would change what the file's bare lengths and wire sizes
    /// mean (`12` is metres under metric, feet under imperial), so those are first written with
    /// the unit they had (`"12m"`, `"10mm2"`): the circuits stay the same.
    package mutating func setSystem(fields: [(key: String, value: JSONNode)], unset: [String]) {
        let unitsBefore = declaredUnits ?? .metric
        defer {
            if (declaredUnits ?? .metric) != unitsBefore { pinBareValues(to: unitsBefore) }
        }
        for key in unset {
            root = root.removing(path: key)
        }
        for field in fields {
            let parts = field.key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                root = root.setting(path: field.key, to: field.value, order: SystemFile.topKeys)
                continue
            }
            let inner = (root.member(parts[0]) ?? .object([], .none))
                .setting(path: parts[1], to: field.value, order: SystemFile.defaultsKeys)
            root = root.setting(path: parts[0], to: inner, order: SystemFile.topKeys)
        }
    }

    /// Writes every bare `length` and `wire` of the file's entities with the unit it has under
    /// `units` (`12` → `"12m"` or `"12ft"`, `10` → `"10mm2"` or `"10awg"`).
    private mutating func pinBareValues(to units: UnitSystem) {
        for kind in EntityKind.allCases {
            guard case .array(let items, let position) = root.member(kind.listKey) else { continue }
            let pinned = items.map { entity in
                var entity = entity
                for key in ["length", "wire"] {
                    let text: String
                    switch entity.member(key) {
                    case .number(_, let typed, _): text = typed
                    case .string(let typed, _): text = typed
                    default: continue
                    }
                    guard let (_, unit) = try? QuantityParser.splitNumber(text, field: key), unit.isEmpty else { continue }
                    let pinned = text.trimmingWhitespace + Self.unitSuffix(key: key, units: units)
                    entity = entity.setting(path: key, to: .string(pinned, .none))
                }
                // A DC-DC charger's input run has a length and a wire too.
                for key in ["length", "wire"] {
                    let path = SystemSchema.chargerInput.key + "." + key
                    if case .string(let typed, _)? = entity.member(SystemSchema.chargerInput.key)?.member(key),
                        let (_, unit) = try? QuantityParser.splitNumber(typed, field: key), unit.isEmpty
                    {
                        entity = entity.setting(
                            path: path, to: .string(typed.trimmingWhitespace + Self.unitSuffix(key: key, units: units), .none))
                    } else if case .number(_, let typed, _)? = entity.member(SystemSchema.chargerInput.key)?.member(key) {
                        entity = entity.setting(
                            path: path, to: .string(typed.trimmingWhitespace + Self.unitSuffix(key: key, units: units), .none))
                    }
                }
                return entity
            }
            root = root.setting(path: kind.listKey, to: .array(pinned, position))
        }
    }
}
