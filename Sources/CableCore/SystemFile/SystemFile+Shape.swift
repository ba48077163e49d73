extension SystemFile {
    /// The top-level keys that mark a JSON document as meant to be a system file.
    static let shapeKeys: Set<String> = ["nominalVoltage", "loads", "batteries", "chargers", "inverters"]

    /// Whether a JSON document is meant to be a system file, valid or not: its top level is an
    /// object with at least one of `nominalVoltage`, `loads`, `batteries`, `chargers` or
    /// `inverters`. `cable check DIR` checks the `*.json` files of that shape and passes over
    /// other JSON (a `package.json`, a JSON Schema), so a broken system file is still reported
    /// rather than skipped.
    public static func isMeantAsSystemFile(_ root: JSONNode) -> Bool {
        guard case .object(let members, _) = root else { return false }
        return members.contains { shapeKeys.contains($0.key) }
    }
}
