import CableCore
import CableText

/// Formats quantities for people in the chosen unit system and the run's language. Rounding
/// happens only here.
///
/// A command makes one from its arguments (`Display(units:language:)` with
/// ``Arguments/language``) and hands it to its renderers, which word their texts in
/// `display.language`: `display.language.tr("Fuse")`. Machine output uses an English one.
struct Display {
    let units: UnitSystem
    /// The language the run speaks to people.
    let language: Language

    /// The same units in English: for sentences machine output carries (JSON messages).
    var inEnglish: Display { Display(units: units, language: .en) }

    /// Fixed decimals with trailing zeros removed: 5 → "5", 4.7233 → "4.72" (2 decimals), as
    /// `language` writes numbers ("4,72" in German: ``Language/number(_:)``).
    static func number(_ value: Double, decimals: Int = 2, in language: Language) -> String {
        language.number(NumberText.decimal(value, places: decimals))
    }

    /// ``number(_:decimals:in:)`` with a minus sign (U+2212) for a value below zero, as the
    /// rest of the output writes it ("at −10 °C", "negative (−)").
    static func signed(_ value: Double, decimals: Int = 2, in language: Language) -> String {
        let text = number(value, decimals: decimals, in: language)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// `value` with exactly `decimals` decimals: 34 → "34.0000" (4 decimals), in `language`.
    static func fixed(_ value: Double, decimals: Int, in language: Language) -> String {
        language.number(NumberText.decimal(value, places: decimals, trimmingZeros: false))
    }

    func length(_ length: Length) -> String { Words(language).length(length, units: units) }

    /// "6 mm²"; AWG and kcmil also give the area: "10 AWG (5.26 mm²)".
    func conductor(_ size: ConductorSize) -> String { Words(language).conductor(size) }
    /// Conductors in parallel: `2 × 70 mm²`; one is ``conductor(_:)``.
    func conductor(_ size: ConductorSize, parallel count: Int) -> String {
        Words(language).conductor(size, parallel: count)
    }
    /// A size label with its conductors in parallel, for a table cell: `2 × 70 mm²`, `2/0`.
    static func conductorLabel(_ size: ConductorSize, parallel count: Int, in language: Language) -> String {
        Words(language).conductorLabel(size, parallel: count)
    }

    func area(_ area: Area) -> String { Words(language).area(area, units: units) }

    static func amps(_ current: Current, in language: Language) -> String { "\(number(current.amperes, in: language)) A" }
    static func volts(_ voltage: Voltage, in language: Language) -> String { "\(number(voltage.volts, in: language)) V" }
    static func watts(_ power: Power, in language: Language) -> String { "\(number(power.watts, in: language)) W" }
    static func percent(_ value: Double, in language: Language) -> String { "\(number(value, in: language)) %" }
    /// A resistance in the unit that keeps three significant digits (#35): 1.302 Ω → "1.30 Ω",
    /// 0.004 12 Ω → "4.12 mΩ", 0.0302 Ω → "30.2 mΩ", 0.302 Ω → "302 mΩ", 12.34 Ω → "12.3 Ω";
    /// below 1 mΩ, µΩ. Rounded to three significant digits first, so 0.999 7 Ω reads
    /// "1.00 Ω", not "1000 mΩ"; 1000 Ω and more keep their whole ohms ("1302 Ω").
    static func ohms(_ resistance: Resistance, in language: Language) -> String {
        let ohms = resistance.ohms
        guard ohms != 0, ohms.isFinite else { return "\(number(ohms, in: language)) Ω" }
        if ohms.magnitude >= 1000 { return "\(fixed(ohms, decimals: 0, in: language)) Ω" }
        let exponent = (ohms.magnitude).log10Floor
        let step = Double.pow10(exponent - 2)
        let rounded = (ohms / step).rounded() * step
        let (value, unit): (Double, String) =
            rounded.magnitude >= 1 ? (rounded, "Ω") : rounded.magnitude >= 0.001 ? (rounded * 1e3, "mΩ") : (rounded * 1e6, "µΩ")
        let decimals = value.magnitude >= 100 ? 0 : value.magnitude >= 10 ? 1 : 2
        return "\(fixed(value, decimals: decimals, in: language)) \(unit)"
    }

    static func temperature(_ temperature: Temperature, in language: Language) -> String {
        "\(number(temperature.degreesCelsius, decimals: 1, in: language)) °C"
    }

    static func ampacity(_ rating: AmpacityRating?, in language: Language) -> String { Words(language).ampacity(rating) }

    /// "5 m one-way (10 m round trip)" or "10 m round trip (as given)".
    func run(_ circuit: Circuit) -> String { Words(language).run(circuit, units: units) }

    /// The conductor model in words for a circuit wired with `run`'s size: "copper at 20 °C"
    /// (nominal), "class 5 copper (IEC 60228) at 31.8 °C, estimated from the load" (real), or
    /// the ABYC method.
    static func method(_ circuit: Circuit, run: RunAnalysis, in language: Language) -> String {
        switch circuit.resistanceModel {
        case .abyc: return language.tr("copper by ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)")
        case .nominal:
            return language.tr(
                "{material} at {temperature}",
                [
                    "material": CoreWords.material(circuit.material, in: language),
                    "temperature": temperature(circuit.conductorTemperature, in: language),
                ])
        case .real:
            let material = conductorKind(
                circuit.conductor, material: circuit.material, metric: WireSeries.of(run.size) == .metric, in: language)
            let degrees = temperature(run.conductorTemperature, in: language)
            return circuit.estimatesTemperature
                ? language.tr(
                    "{material} at {temperature}, estimated from the load", ["material": material, "temperature": degrees])
                : language.tr("{material} at {temperature}", ["material": material, "temperature": degrees])
        }
    }

    /// The conductor the real model reads, in words: "class 5 copper (IEC 60228)", "class 2
    /// tinned copper (IEC 60228)", "stranded copper (NEC Table 8)"; aluminium by its name.
    static func conductorKind(
        _ conductor: ConductorResistance, material: ConductorMaterial, metric: Bool, in language: Language
    ) -> String {
        guard material == .copper else { return CoreWords.material(material, in: language) }
        guard metric else {
            return conductor.tinned
                ? language.tr("coated stranded copper (NEC Table 8)") : language.tr("stranded copper (NEC Table 8)")
        }
        let number = String(conductor.conductorClass.rawValue)
        return conductor.tinned
            ? language.tr("class {class} tinned copper (IEC 60228)", ["class": number])
            : language.tr("class {class} copper (IEC 60228)", ["class": number])
    }

    /// A system's resistance model in words, as `report`, `check`, `bom` and the documents state
    /// it: "real resistance, class 5 copper (IEC 60228) at its load temperature (estimated)",
    /// "nominal resistance, copper at 20 °C", or ABYC's method.
    static func resistanceModel(_ system: ElectricalSystem, series: WireSeries, in language: Language) -> String {
        let defaults = system.defaults
        if system.standard == .abyc { return language.tr("ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)") }
        if defaults.conductor.model == .nominal {
            return language.tr(
                "nominal resistance, {material} at {temperature}",
                [
                    "material": CoreWords.material(defaults.material, in: language),
                    "temperature": temperature(defaults.conductorTemperature, in: language),
                ])
        }
        let conductor = conductorKind(defaults.conductor, material: defaults.material, metric: series == .metric, in: language)
        guard let given = defaults.givenConductorTemperature else {
            return language.tr("real resistance, {conductor} at its load temperature (estimated)", ["conductor": conductor])
        }
        return language.tr(
            "real resistance, {conductor} at {temperature}",
            ["conductor": conductor, "temperature": temperature(given, in: language)])
    }

    /// Installation conditions in words: "105 °C insulation, outside engine spaces". The rating
    /// is written with the degree sign, as every temperature people read (`20 °C`); `105C` is
    /// only how it may be typed.
    static func conditions(_ conditions: InstallationConditions, in language: Language) -> String {
        Words(language).conditions(conditions)
    }

    static func fuse(_ fuse: FuseRecommendation, in language: Language) -> String {
        "\(amps(fuse.rating, in: language)) \(CoreWords.fuseFamily(fuse.type, in: language))"
    }
}

extension Double {
    /// ⌊log₁₀ |self|⌋ for a finite non-zero value, by comparison (no Foundation): 0.0412 → −2.
    fileprivate var log10Floor: Int {
        var exponent = 0
        var value = magnitude
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }

    /// 10ⁿ.
    fileprivate static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n.magnitude { result *= 10 }
        return n < 0 ? 1 / result : result
    }
}
