import CableCore

/// A system's warnings in words: `cable report` lists them, and so do its documents.
enum WarningText {
    static func message(_ warning: SystemWarning, display: Display) -> String {
        let number = ViolationText.number
        switch warning {
        case .peakAboveDischarge(let peak, let maximum):
            return "peak current \(number(peak.amperes)) A exceeds the batteries' \(number(maximum.amperes)) A "
                + "maximum continuous discharge"
        case .chargeAboveRecommended(let charge, let maximum):
            return "chargers together deliver \(number(charge.amperes)) A, above the \(number(maximum.amperes)) A "
                + "recommended maximum charge current for the batteries"
        case .noBatteryBank:
            return "no battery bank: usable energy, autonomy and recharge time need one"
        case .chargeBelowConsumption(let charge, let consumption):
            return "daily charge \(number(charge)) Wh is less than daily consumption \(number(consumption)) Wh: "
                + "the bank runs down"
        case .circuitProblem(let kind, let name, let problem):
            return "\(kind.rawValue) '\(name)': \(ViolationText.message(problem, display: display))"
        case .inverterOverloaded(let inverter, let acPower, let rating):
            return "AC loads on inverter '\(inverter)' add up to \(number(acPower.watts)) W, above its "
                + "\(number(rating.watts)) W continuous rating: they cannot all run at once"
        case .loadsWithoutHours(let names):
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            return "no hours per day given for \(names.count == 1 ? "load" : "loads") \(list): taken as 0 h/day, "
                + "so \(names.count == 1 ? "it counts" : "they count") nothing toward daily consumption (set hoursPerDay)"
        }
    }
}
