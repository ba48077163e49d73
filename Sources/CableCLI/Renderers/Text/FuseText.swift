import CableCore
import CableText

/// `cable fuse`'s answer for people. Conductors are named as metric people name them, with the
/// area of AWG sizes in mm².
enum FuseText {
    /// The answer; its lines wrapped to `width` columns when given (a terminal's).
    static func render(_ result: FuseSizingResult, in language: Language, width: Int? = nil) -> String {
        let display = Display(units: .metric, language: language)
        guard let fuse = result.fuse else { return noFuse(result, in: language) + "\n" }
        var rows: [(String, String)] = [
            (language.tr("Fuse"), Display.fuse(fuse, in: language)),
            (
                language.tr("At least"),
                "\(Display.amps(result.minimum, in: language)) (\(Display.number(result.factor, in: language)) × \(Display.amps(result.current, in: language)))"
            ),
        ]
        if let wire = result.conductor, let ceiling = result.selection.ceiling {
            let maximum =
                ceiling.rule == .ampacity
                ? language.tr("{ampacity}, ampacity", ["ampacity": Display.ampacity(result.conductorAmpacity, in: language)])
                : language.tr(
                    "{maximum}, {reason} ampacity",
                    ["maximum": Display.amps(ceiling.maximum, in: language), "reason": ceilingReason(ceiling, in: language)])
            rows.append(
                (
                    language.tr("At most"),
                    language.tr(
                        "{maximum} of {size} ({conditions})",
                        [
                            "maximum": maximum, "size": display.conductor(wire),
                            "conditions": Display.conditions(result.conditions, in: language),
                        ])
                ))
        } else {
            rows.append((language.tr("At most"), language.tr("the ceiling of the wire it protects (give --wire to check)")))
        }
        let rating = Display.volts(fuse.type.voltageRating, in: language)
        if let voltage = result.rule.maximumVoltage {
            rows.append(
                (
                    language.tr("Voltage"),
                    language.tr(
                        "rated {rating} DC, for the {voltage} reached charging",
                        ["rating": rating, "voltage": Display.volts(voltage, in: language)])
                ))
        } else {
            rows.append((language.tr("Voltage"), language.tr("rated {rating} DC (give --voltage to check)", ["rating": rating])))
        }
        rows.append(FuseWords.interruptRow(fuse.type, in: language))
        let heading = language.tr("Fuse for {current} continuous", ["current": Display.amps(result.current, in: language)])
        return TextLayout.wrappedLines(heading, width: width) + "\n\n" + TextLayout.keyValues(rows, width: width)
    }

    /// "150 % of the 120 A": what an ABYC ceiling is of the ampacity.
    private static func ceilingReason(_ ceiling: FuseCeiling, in language: Language) -> String {
        switch ceiling.rule {
        case .ampacity: ""
        case .abyc150Percent:
            language.tr(
                "{percent} (ABYC E-11) of the {ampacity}",
                [
                    "percent": Display.percent(FuseCeiling.abycFactor * 100, in: language),
                    "ampacity": Display.amps(ceiling.ampacity, in: language),
                ])
        case .abycNextRatingAboveAmpacity:
            language.tr(
                "the next standard rating (ABYC E-11, 50 V or more) above the {ampacity}",
                ["ampacity": Display.amps(ceiling.ampacity, in: language)])
        }
    }

    /// Why no standard fuse fits.
    static func noFuse(_ result: FuseSizingResult, in language: Language) -> String {
        let display = Display(units: .metric, language: language)
        let problem = result.selection.problem ?? .noRatingAtFloor
        if problem == .noRatingUnderCeiling, let wire = result.conductor, let ceiling = result.selection.ceiling {
            let why =
                ceiling.rule == .ampacity || ceiling.maximum == ceiling.ampacity
                ? language.tr("the ampacity") : language.tr("{reason} ampacity", ["reason": ceilingReason(ceiling, in: language)])
            return language.tr(
                "no standard fuse of at least {minimum} and at most {maximum} ({why} of {size}); use a larger wire",
                [
                    "minimum": Display.amps(result.minimum, in: language), "maximum": Display.amps(ceiling.maximum, in: language),
                    "why": why,
                    "size": display.conductor(wire),
                ])
        }
        return FuseWords.problem(
            problem, floor: result.minimum, ceiling: result.selection.ceiling, rule: result.rule, in: language)
    }
}
