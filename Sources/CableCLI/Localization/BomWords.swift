import CableCore

/// A bill of materials line's item in the run's language. CableCore words items in English
/// (`6 mm² red`, `25 A ATO/ATC blade`, `MIDI holder`, `ring terminal 6 mm²`); the parts that are
/// words are translated here from the line's fields, and numbers take the language's decimal
/// sign. Names the user gave (a bank's, a charger's) are kept as written. English is the item.
enum BomWords {
    static func item(_ line: BillOfMaterials.Line) -> String {
        let language = Language.current
        guard language != .en else { return line.item }
        switch line.category {
        case .cable:
            guard let size = line.conductor else { break }
            let label = language.decimalsIn(size.label)
            switch line.colour {
            case "red": return tr("{size} red", ["size": label])
            case "black": return tr("{size} black", ["size": label])
            default: break
            }
        case .ringTerminal:
            guard let size = line.conductor else { break }
            return tr("ring terminal {size}", ["size": language.decimalsIn(size.label)])
        case .fuse:
            // "25 A ATO/ATC blade": the rating, then the family's name.
            let parts = line.item.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[1] == "A" else { break }
            return "\(language.decimalsIn(String(parts[0]))) A \(family(String(parts[2])))"
        case .fuseHolder:
            guard line.item.hasSuffix(" holder") else { break }
            return tr("{family} holder", ["family": family(String(line.item.dropLast(" holder".count)))])
        case .inverter:
            return words(line.item) { details in
                var text = language.decimalsIn(details)
                text = text.replacing(" continuous", with: " " + tr("continuous"))
                return text.replacing(" surge", with: " " + tr("surge"))
            }
        case .battery, .charger:
            return words(line.item) { language.decimalsIn($0) }
        case .fuseBlock, .batterySwitch, .busBar, .heatShrink:
            break
        }
        return line.item
    }

    /// A fuse family's name as CableCore gives it (`displayName`), translated.
    private static func family(_ name: String) -> String {
        if let type = FuseType.allCases.first(where: { $0.displayName == name }) { return CoreWords.fuseFamily(type) }
        return name == "fuse (type not given)" ? tr("fuse (type not given)") : name
    }

    /// `name: details` with `translate` applied to the details only (the name is the user's).
    private static func words(_ item: String, _ translate: (String) -> String) -> String {
        guard let colon = item.lastIndex(of: ":") else { return translate(item) }
        return String(item[...colon]) + translate(String(item[item.index(after: colon)...]))
    }
}
