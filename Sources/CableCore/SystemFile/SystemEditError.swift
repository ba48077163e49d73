/// Why an edit could not be made.
public enum SystemEditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No entity of the kind has the name; `closest` lists names to suggest.
    case noSuchEntity(kind: SystemDocument.EntityKind, name: String, closest: [String])
    /// Another entity of the kind already has the name (as ``EntityName`` compares names).
    case duplicateName(kind: SystemDocument.EntityKind, name: String)
    /// A catalogue entry used for an entity of another kind (`add load --from` a charger).
    case catalogKind(id: String, kind: CatalogEntry.Kind, wanted: SystemDocument.EntityKind)
    /// A catalogue entry whose figures hold for other voltages than the system's, with none of
    /// its main figures given on the command line.
    case catalogVoltage(id: String, voltages: [Voltage], nominal: Voltage)
    /// An AC catalogue entry added without `--inverter`, or a DC one with it.
    case catalogSupply(id: String, isAC: Bool)

    /// A name is close to what was typed when it is within 3 edits or contains it (ignoring case).
    static func isClose(_ candidate: String, to typed: String) -> Bool {
        let a = candidate.lowercased()
        let b = typed.lowercased()
        return Suggestion.editDistance(a, b) <= 3 || a.contains(b)
    }

    public var description: String {
        switch self {
        case .noSuchEntity(let kind, let name, let closest):
            let quoted = EchoedText.quoted(name)
            guard !closest.isEmpty else { return "no \(kind.rawValue) named \(quoted) (there are no \(kind.listKey))" }
            let label = closest.contains { Self.isClose($0, to: name) } ? "closest" : "existing"
            return "no \(kind.rawValue) named \(quoted) (\(label): \(closest.prefix(5).joined(separator: ", ")))"
        case .duplicateName(let kind, let name):
            return
                "a \(kind.rawValue) named \(EchoedText.quoted(name)) already exists (names are compared ignoring case, "
                + "invisible characters and extra spaces)"
        case .catalogKind(let id, let kind, let wanted):
            return "catalogue entry '\(id)' is a \(kind.rawValue), not a \(wanted.rawValue); use 'cable add \(kind.rawValue)'"
        case .catalogVoltage(let id, let voltages, let nominal):
            let list = voltages.map { Limits.format($0.volts, "V") }.joined(separator: ", ")
            return "catalogue entry '\(id)' has figures for \(list), not this \(Limits.format(nominal.volts, "V")) system; "
                + "give the device's own figures (--power or --current; --output-current for a charger) or choose an entry "
                + "for \(Limits.format(nominal.volts, "V"))"
        case .catalogSupply(let id, let isAC):
            return isAC
                ? "catalogue entry '\(id)' is an AC device: give --inverter NAME (the inverter that feeds it)"
                : "catalogue entry '\(id)' is a DC device: it cannot be fed by an inverter (--inverter)"
        }
    }
}
