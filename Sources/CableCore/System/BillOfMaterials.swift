/// What to buy for a system: cable by size and colour, fuses, fuse holders, ring terminals,
/// batteries, chargers and inverters. Built from a ``SystemReport``; quantities in SI (cable in metres).
public struct BillOfMaterials: Hashable, Sendable {
    public enum Category: String, CaseIterable, Sendable {
        case cable, fuse, fuseHolder, ringTerminal, battery, charger, inverter
    }

    /// One line: a category, what it is, and how many.
    public struct Line: Hashable, Sendable {
        public let category: Category
        /// `6 mm² red`, `25 A ATO/ATC blade`, `House bank: LiFePO4 200 Ah 12.8 V`.
        public let item: String
        /// Count, or metres for cable.
        public let quantity: Double
        /// `m` for cable, `pcs` otherwise.
        public let unit: String
        /// The conductor for cable and terminals.
        public let conductor: ConductorSize?
        /// `red` or `black` for cable.
        public let colour: String?
    }

    /// Cable bought beyond the measured runs, as a fraction (0.1 = 10 %).
    public let spareFraction: Double
    public let lines: [Line]

    public static let defaultSpareFraction = 0.10

    /// Builds the list from a report.
    ///
    /// Each circuit with a conductor needs a red (positive) and a black (negative) run of its
    /// one-way length × (1 + spare), four ring terminals of its size (both ends of both
    /// conductors) and, when it has a fuse, one fuse and one holder of that family. Circuits
    /// with no standard size are left out (the report lists them as problems).
    /// - Parameter spareFraction: 0 … 1.
    /// - Throws: ``ValidationError`` for `spare` outside 0 … 100 %.
    public static func make(from report: SystemReport, spareFraction: Double = defaultSpareFraction) throws(ValidationError)
        -> BillOfMaterials
    {
        guard spareFraction.isFinite, (0...1).contains(spareFraction) else {
            throw ValidationError(
                field: "spare", rule: "must be between 0 % and 100 %", actual: Limits.format(spareFraction * 100, "%"))
        }
        var cable: [ConductorSize: Double] = [:]
        var terminals: [ConductorSize: Int] = [:]
        var fuses: [FuseKey: Int] = [:]
        for circuit in report.circuits {
            guard let size = circuit.analysis?.size else { continue }
            cable[size, default: 0] += circuit.circuit.length.meters
            terminals[size, default: 0] += 4
            if let fuse = circuit.fuse {
                fuses[FuseKey(rating: fuse.rating.amperes, type: fuse.type), default: 0] += 1
            }
        }
        var lines: [Line] = []
        for size in cable.keys.sorted(by: { $0.area < $1.area }) {
            let meters = (cable[size] ?? 0) * (1 + spareFraction)
            for colour in ["red", "black"] {
                lines.append(
                    Line(
                        category: .cable, item: "\(size.label) \(colour)", quantity: meters, unit: "m", conductor: size,
                        colour: colour))
            }
        }
        let sortedFuses = fuses.keys.sorted { ($0.rating, $0.type?.rawValue ?? "") < ($1.rating, $1.type?.rawValue ?? "") }
        for key in sortedFuses {
            let name = key.type?.displayName ?? "fuse (type not given)"
            lines.append(
                Line(
                    category: .fuse, item: "\(Limits.format(key.rating, "A")) \(name)", quantity: Double(fuses[key] ?? 0),
                    unit: "pcs",
                    conductor: nil, colour: nil))
        }
        var holders: [String: Int] = [:]
        for (key, count) in fuses { holders[key.type?.displayName ?? "fuse (type not given)", default: 0] += count }
        for name in holders.keys.sorted() {
            lines.append(
                Line(
                    category: .fuseHolder, item: "\(name) holder", quantity: Double(holders[name] ?? 0), unit: "pcs",
                    conductor: nil, colour: nil))
        }
        for size in terminals.keys.sorted(by: { $0.area < $1.area }) {
            lines.append(
                Line(
                    category: .ringTerminal, item: "ring terminal \(size.label)", quantity: Double(terminals[size] ?? 0),
                    unit: "pcs",
                    conductor: size, colour: nil))
        }
        for bank in report.system.batteries {
            let item =
                "\(bank.name): \(bank.chemistry.displayName) \(Limits.format(bank.capacityAh, "Ah")) "
                + "\(Limits.format(bank.voltage.volts, "V")) (\(bank.arrangement.series)S\(bank.arrangement.parallel)P)"
            lines.append(
                Line(category: .battery, item: item, quantity: Double(bank.count), unit: "pcs", conductor: nil, colour: nil))
        }
        for charger in report.system.chargers {
            let output: String
            switch charger.output {
            case .current(let current): output = Limits.format(current.amperes, "A")
            case .power(let power): output = Limits.format(power.watts, "W")
            }
            lines.append(
                Line(
                    category: .charger, item: "\(charger.name): \(charger.kind.rawValue), \(output)", quantity: 1, unit: "pcs",
                    conductor: nil, colour: nil))
        }
        for inverter in report.system.inverters {
            var item = "\(inverter.name): \(Limits.format(inverter.power.watts, "W")) continuous"
            if let surge = inverter.surgePower { item += ", \(Limits.format(surge.watts, "W")) surge" }
            lines.append(
                Line(category: .inverter, item: item, quantity: 1, unit: "pcs", conductor: nil, colour: nil))
        }
        return BillOfMaterials(spareFraction: spareFraction, lines: lines)
    }

    private struct FuseKey: Hashable {
        let rating: Double
        let type: FuseType?
    }
}
