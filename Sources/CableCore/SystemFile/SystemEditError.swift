/// Why an edit could not be made; CableText words it.
public enum SystemEditError: Error, Equatable, Sendable {
    /// No entity of the kind has the name; `closest` lists names to suggest.
    case noSuchEntity(kind: EntityKind, name: String, closest: [String])
    /// Another entity of the kind already has the name (as ``EntityName`` compares names).
    case duplicateName(kind: EntityKind, name: String)
    /// A catalogue entry used for an entity of another kind (`add load --from` a charger).
    case catalogKind(id: String, kind: CatalogEntry.Kind, wanted: EntityKind)
    /// A catalogue entry whose figures hold for other voltages than the system's, with none of
    /// its main figures given on the command line.
    case catalogVoltage(id: String, voltages: [Voltage], nominal: Voltage)
    /// A DC-DC charger entry whose input is of one voltage class (`input`: its `inputVoltage`,
    /// else its output's for a same-voltage model) added with an `input.feed` bank of another
    /// (`bank` at `bankVoltage`): the charger's input would be over-voltaged or charge nothing.
    case catalogInputVoltage(id: String, input: Voltage, bank: String, bankVoltage: Voltage)
    /// An AC catalogue entry added without `--inverter`, or a DC one with it.
    case catalogSupply(id: String, isAC: Bool)

    /// A name is close to what was typed when it is within 3 edits or contains it (ignoring case).
    public static func isClose(_ candidate: String, to typed: String) -> Bool {
        let a = candidate.lowercased()
        let b = typed.lowercased()
        return Suggestion.editDistance(a, b) <= 3 || a.contains(b)
    }

}
