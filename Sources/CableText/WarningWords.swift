import CableCore

/// A system's warnings in words: `cable report` lists them, and so do its documents.
extension Words {
    /// A warning in words: `no battery bank: usable energy, autonomy and recharge time need one`.
    public func text(_ warning: SystemWarning, units: UnitSystem) -> String {
        switch warning {
        case .peakAboveDischarge(let peak, let maximum):
            return tr(
                "peak current {actual} A exceeds the batteries' {limit} A maximum continuous discharge",
                ["actual": figure(peak.amperes), "limit": figure(maximum.amperes)])
        case .chargeAboveRecommended(let charge, let maximum):
            return tr(
                "chargers together deliver {charge} A, above the {maximum} A recommended maximum charge current for the "
                    + "batteries",
                ["charge": figure(charge.amperes), "maximum": figure(maximum.amperes)])
        case .noBatteryBank:
            return tr("no battery bank: usable energy, autonomy and recharge time need one")
        case .chargeBelowConsumption(let charge, let consumption):
            return tr(
                "daily charge {charge} Wh is less than daily consumption {consumption} Wh: the bank runs down",
                ["charge": figure(charge), "consumption": figure(consumption)])
        case .circuitProblem(let kind, let name, let problem), .fuseFamilyNotRated(let kind, let name, let problem):
            return deviceText(kind, name, text(problem, units: units))
        case .inverterOverloaded(let inverter, let acPower, let rating):
            return tr(
                "AC loads on inverter {inverter} add up to {power} W, above its {rating} W continuous rating: they "
                    + "cannot all run at once",
                ["inverter": EchoedText.quoted(inverter), "power": figure(acPower.watts), "rating": figure(rating.watts)])
        case .surgeWithoutDuration(let kind, let name, let surge):
            let problem = tr(
                "its {surge} A surge was not checked against the fuse: a fuse's time-current characteristic needs "
                    + "the surge's duration (add surgeSeconds)", ["surge": figure(surge.amperes)])
            return deviceText(kind, name, problem)
        case .loadsWithoutHours(let names):
            return loadsWithoutHoursText(names)
        case .stringFusesUnchecked(let names):
            let list = names.map(EchoedText.quoted).joined(separator: ", ")
            return names.count == 1
                ? tr(
                    "no maximum series fuse given for the module of array {list}: its string fuses were chosen from "
                        + "1.56 × Isc alone (set module.maxSeriesFuse from the data sheet)", ["list": list])
                : tr(
                    "no maximum series fuse given for the modules of arrays {list}: their string fuses were chosen from "
                        + "1.56 × Isc alone (set module.maxSeriesFuse from the data sheet)", ["list": list])
        case .arrayBelowStartVoltage, .arrayBelowChargeVoltageWhenHot, .modulePowerMismatch, .moduleCoefficientImplausible,
            .minTemperatureAssumed, .stringsMismatched, .arrayPowerAboveInput:
            return arrayText(warning)
        case .controllerLimitsUnknown(let charger, let voltage, let current):
            return controllerLimitsText(charger: charger, voltage: voltage, current: current)
        case .inputFaultUnknown, .inputVoltageAssumed, .separateBatteryUnused:
            return inputText(warning)
        case .solarFiguresUnused(let charger):
            return tr(
                "solar charger {charger}: hoursPerDay and efficiency are not used, its arrays give its daily charge "
                    + "(set the arrays' peakSunHours instead)", ["charger": EchoedText.quoted(charger)])
        case .mixedChemistries(let banks):
            return mixedChemistriesText(banks)
        }
    }

    /// The warnings about DC-DC chargers' inputs and their source batteries.
    private func inputText(_ warning: SystemWarning) -> String {
        switch warning {
        case .inputFaultUnknown(let charger):
            return tr(
                "DC-DC charger {charger} draws from a battery outside this file: the fault current at its input fuse is "
                    + "unknown and the fuse's interrupting rating is not checked (add that battery and name it in input.feed)",
                ["charger": EchoedText.quoted(charger)])
        case .inputVoltageAssumed(let charger, let voltage):
            return tr(
                "DC-DC charger {charger}: its input voltage is not given, so its input run was sized at the house bus's "
                    + "{voltage} V (give input.voltage, or name the source battery in input.feed)",
                ["charger": EchoedText.quoted(charger), "voltage": figure(voltage.volts)])
        case .separateBatteryUnused(let battery):
            return tr(
                "battery {battery} is off the house bus (bus separate) and no DC-DC charger's input.feed names it: "
                    + "it feeds nothing in this file (name it in a charger's input.feed, or put it on the house bus)",
                ["battery": EchoedText.quoted(battery)])
        default:
            return ""
        }
    }

    /// A circuit's warning: its device, its name quoted (``EchoedText/quoted(_:)``) and the problem.
    private func deviceText(_ kind: CircuitReport.Kind, _ name: String, _ problem: String) -> String {
        tr("{device} {name}: {problem}", ["device": text(kind), "name": EchoedText.quoted(name), "problem": problem])
    }

    /// House-bus banks of more than one chemistry, each named with its chemistry.
    private func mixedChemistriesText(_ banks: [HouseBankChemistry]) -> String {
        let list = banks.map { "\(EchoedText.quoted($0.bank)) \(text($0.chemistry))" }.joined(separator: ", ")
        return tr(
            "banks of different chemistries in parallel on the house bus ({list}): they cannot all be charged right "
                + "and share current unevenly, so the usable energy is not what it shows (put one on its own bus, "
                + "bus separate, charged through a DC-DC charger)", ["list": list])
    }

    /// An array's warning about its voltage, its module's figures, its coldest ambient or its
    /// controller's strings.
    private func arrayText(_ warning: SystemWarning) -> String {
        switch warning {
        case .arrayBelowStartVoltage(let array, let openCircuit, let chargeVoltage):
            return tr(
                "array {array} cannot charge the battery: its {voc} V open-circuit voltage is below the {charge} V "
                    + "charge voltage + 5 V an MPPT controller needs to start, so no daily charge is counted from it (put "
                    + "more modules in series)",
                ["array": EchoedText.quoted(array), "charge": figure(chargeVoltage.volts), "voc": figure(openCircuit.volts)])
        case .arrayBelowChargeVoltageWhenHot(let array, let hotOperating, let chargeVoltage):
            return tr(
                "array {array}: with 70 °C cells its maximum-power voltage, about {vmp} V, is below the {charge} V "
                    + "charge voltage + 1 V an MPPT controller works down to, so in summer heat it delivers less than "
                    + "the daily charge counts (more modules in series would keep it above)",
                ["array": EchoedText.quoted(array), "charge": figure(chargeVoltage.volts), "vmp": figure(hotOperating.volts)])
        case .modulePowerMismatch(let array, let power, let maximumPower):
            return tr(
                "array {array}: its module's {power} W is not Vmp × Imp = {maximum} W (a data sheet's figures agree "
                    + "within a few %): check power, vmp and imp against the data sheet",
                ["array": EchoedText.quoted(array), "power": figure(power.watts), "maximum": figure(maximumPower.watts)])
        case .moduleCoefficientImplausible(let array, let coefficient):
            return tr(
                "array {array}: its module's Voc temperature coefficient {coefficient} %/K is outside −0.5 to −0.2 %/K, "
                    + "where every crystalline or thin-film module lies; the cold open-circuit voltage rests on it (check "
                    + "vocTempCoefficient against the data sheet)",
                // The figure as typed (−0.0028, not a rounded 0: rev34f F7b).
                ["array": EchoedText.quoted(array), "coefficient": number(coefficient)])
        case .minTemperatureAssumed(let names):
            let list = names.map(EchoedText.quoted).joined(separator: ", ")
            return names.count == 1
                ? tr(
                    "no coldest ambient given for array {list}: −10 °C assumed for its cold open-circuit voltage (set "
                        + "minTemperature to the site's extreme annual minimum, NEC 690.7(A))", ["list": list])
                : tr(
                    "no coldest ambient given for arrays {list}: −10 °C assumed for their cold open-circuit voltage (set "
                        + "minTemperature to the site's extreme annual minimum, NEC 690.7(A))", ["list": list])
        case .arrayPowerAboveInput(let charger, let power, let limit):
            return tr(
                "charger '{charger}': its arrays' {power} W (STC) is above its {limit} W maximum PV input power: it "
                    + "limits its output, so the arrays clip at their peak",
                ["charger": charger, "power": figure(power.watts), "limit": figure(limit.watts)])
        case .stringsMismatched(let charger, let arrays, let low, let high):
            return tr(
                "charger {charger}: the strings of arrays {list} differ in voltage ({low} V to {high} V, series × "
                    + "Vmp): paralleled at one PV input they are held at one voltage, so give every string on it the same "
                    + "modules in series (or give each its own controller)",
                [
                    "charger": EchoedText.quoted(charger), "list": arrays.map(EchoedText.quoted).joined(separator: ", "),
                    "low": figure(low.volts), "high": figure(high.volts),
                ])
        default:
            return ""
        }
    }

    /// Loads with no hours per day, which count nothing toward the daily consumption.
    private func loadsWithoutHoursText(_ names: [String]) -> String {
        let list = names.map(EchoedText.quoted).joined(separator: ", ")
        return names.count == 1
            ? tr(
                "no hours per day given for load {list}: taken as 0 h/day, so it counts nothing toward daily "
                    + "consumption (set hoursPerDay)", ["list": list])
            : tr(
                "no hours per day given for loads {list}: taken as 0 h/day, so they count nothing toward daily "
                    + "consumption (set hoursPerDay)", ["list": list])
    }

    /// A solar charger without its PV input limits: what of its arrays goes unchecked.
    private func controllerLimitsText(charger: String, voltage: Voltage?, current: Current?) -> String {
        switch (voltage, current) {
        case (let voltage?, let current?):
            return tr(
                "charger {charger} gives no maxInputVoltage or maxInputCurrent: its arrays' {voltage} V cold "
                    + "open-circuit voltage and {current} A (1.25 × Isc × strings) are unchecked against it (set both from "
                    + "its data sheet)",
                ["charger": EchoedText.quoted(charger), "voltage": figure(voltage.volts), "current": figure(current.amperes)])
        case (let voltage?, nil):
            return tr(
                "charger {charger} gives no maxInputVoltage: its arrays' {voltage} V cold open-circuit voltage is "
                    + "unchecked against it (set it from its data sheet)",
                ["charger": EchoedText.quoted(charger), "voltage": figure(voltage.volts)])
        case (nil, let current?):
            return tr(
                "charger {charger} gives no maxInputCurrent or maxInputPower: its arrays' {current} A (1.25 × Isc × "
                    + "strings) is unchecked against it (set one from its data sheet)",
                ["charger": EchoedText.quoted(charger), "current": figure(current.amperes)])
        case (nil, nil):
            return ""
        }
    }
}
