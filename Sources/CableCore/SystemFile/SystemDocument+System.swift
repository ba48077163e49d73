extension SystemDocument {
    /// Sets and removes the system's own members: the top-level `name`, `nominalVoltage` and
    /// `standard`, and `defaults.…` (a dotted key: `defaults.maxDropPercent`). Members land where
    /// the format lists them; a `defaults` object left empty is removed. The result is validated
    /// by the caller, as every edit is.
    public mutating func setSystem(fields: [(key: String, value: JSONNode)], unset: [String]) {
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
}
