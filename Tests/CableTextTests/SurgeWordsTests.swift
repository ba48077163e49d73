import CableCore
import Testing

@testable import CableText

/// A `noFuse` violation the surge decided names the surge, its duration, the family's smallest
/// rating that carries it and the conductor's limit — in every language.
@Suite("Surge words: a noFuse violation names the surge's floor")
struct SurgeWordsTests {
    /// The van's inverter: 477.9 A for 5 s, smallest Class T 500 A, conductor ampacity 330 A.
    static let violation = Violation(
        circuit: "Inverter 2 kW", rule: .noFuse, actual: 500, limit: 330, unit: .amperes,
        detail: .noFuseForSurge(
            Surge(current: .amperes(477.9), seconds: 5), family: .classT, minimum: .amperes(500),
            ceiling: FuseCeiling.make(ampacity: .amperes(330), standard: .defaultMethod, voltage: .volts(12), families: [])))

    @Test func english_namesTheSurgeFloor() {
        #expect(
            Words(.en).text(Self.violation, units: .metric)
                == "no Class T fuse of at least 500 A, the smallest that carries the 477.9 A surge for 5 s, "
                + "and at most the conductor's 330 A ampacity")
    }

    @Test func french_namesTheSurgeFloor() {
        #expect(
            Words(.fr).text(Self.violation, units: .metric)
                == "aucun fusible classe T d'au moins 500 A, le plus petit qui supporte le courant de crête de "
                + "477,9 A pendant 5 s, et d'au plus le courant admissible du conducteur de 330 A")
    }

    @Test func noRatingCarriesIt_namesTheFamily() {
        let violation = Violation(
            circuit: "Windlass", rule: .noFuse, actual: 250, limit: 300, unit: .amperes,
            detail: .noFuseForSurge(Surge(current: .amperes(250), seconds: 1), family: .midi, minimum: nil, ceiling: nil))
        #expect(Words(.en).text(violation, units: .metric) == "no MIDI fuse carries the 250 A surge for 1 s")
    }

    /// A breaker is called a breaker (review F10c): the reviewer's panel, a 25 A given rating
    /// judged as a DC thermal breaker against the 34 A surge for 0.5 s, whose smallest breaker
    /// that carries it is 35 A.
    static let breakerBelowSurge = Violation(
        circuit: "Panel", rule: .fuseBelowCurrent, actual: 25, limit: 35, unit: .amperes,
        detail: .fuseSurge(Surge(current: .amperes(34), seconds: 0.5), family: .breaker))

    @Test(arguments: [
        (Language.en, "breaker 25 A is below 35 A, the smallest DC thermal breaker that carries the 34 A surge for 0.5 s"),
        (Language.de, "Schutzschalter 25 A liegt unter 35 A, dem kleinsten Schutzschalter"),
        (Language.es, "el interruptor de 25 A está por debajo de 35 A"),
        (Language.fr, "le disjoncteur de 25 A est sous 35 A"),
        (Language.nl, "automaat 25 A ligt onder 35 A"),
    ])
    func breakerBelowSurge_isCalledABreaker(language: Language, start: String) {
        let text = Words(language).text(Self.breakerBelowSurge, units: .metric)
        #expect(text.hasPrefix(start), "\(text)")
        #expect(!text.lowercased().contains("fuse "))
    }

    @Test func noBreakerCarriesTheSurge_isCalledABreaker() {
        let violation = Violation(
            circuit: "Panel", rule: .noFuse, actual: 35, limit: nil, unit: .amperes,
            detail: .noFuseForSurge(
                Surge(current: .amperes(34), seconds: 0.5), family: .breaker, minimum: .amperes(35), ceiling: nil))
        #expect(
            Words(.en).text(violation, units: .metric)
                == "no DC thermal breaker of at least 35 A, the smallest that carries the 34 A surge for 0.5 s")
    }
}
